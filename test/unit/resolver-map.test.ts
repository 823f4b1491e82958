// The resolver map, the handlers and schema.graphql agree: every root field has exactly one
// function, and each function's router knows exactly the fields the map gives it.
import { readFileSync } from 'node:fs';
import { buildSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { accountResolvers } from '../../functions/handlers/account';
import { adminResolvers } from '../../functions/handlers/admin';
import { catalogueResolvers } from '../../functions/handlers/catalogue';
import { catalogueAdminResolvers } from '../../functions/handlers/catalogue-admin';
import { certificatesResolvers } from '../../functions/handlers/certificates';
import { invoicesResolvers } from '../../functions/handlers/invoices';

import { evaluationsResolvers } from '../../functions/handlers/evaluations';

import { coachingResolvers } from '../../functions/handlers/coaching';
import { lessonsResolvers } from '../../functions/handlers/lessons';
import { ordersResolvers } from '../../functions/handlers/orders';
import { planningsResolvers } from '../../functions/handlers/plannings';
import { graphqlFunctions } from '../../functions/handlers/resolver-map';
import { subscriptionsResolvers } from '../../functions/handlers/subscriptions';

const schema = buildSchema(readFileSync('infra/local/appsync-prelude.graphql', 'utf8') + readFileSync('schema.graphql', 'utf8'));

const routers: Record<keyof typeof graphqlFunctions, Record<string, unknown>> = {
  catalogue: catalogueResolvers,
  catalogueAdmin: catalogueAdminResolvers,
  lessons: lessonsResolvers,
  certificates: certificatesResolvers,
  evaluations: evaluationsResolvers,
  account: accountResolvers,
  orders: ordersResolvers,
  admin: adminResolvers,
  plannings: planningsResolvers,
  invoices: invoicesResolvers,

  coaching: coachingResolvers,
  subscriptions: subscriptionsResolvers,
};

describe('resolver map', () => {
  it('names only fields that exist in the schema, each once', () => {
    const seen = new Set<string>();
    for (const definition of Object.values(graphqlFunctions)) {
      for (const [type, fields] of Object.entries(definition.fields)) {
        const schemaType = type === 'Query' ? schema.getQueryType() : schema.getMutationType();
        for (const field of fields) {
          expect(schemaType?.getFields()[field], `${type}.${field}`).toBeDefined();
          expect(seen.has(`${type}.${field}`), `${type}.${field} mapped twice`).toBe(false);
          seen.add(`${type}.${field}`);
        }
      }
    }
  });

  it("matches each handler's router", () => {
    for (const [name, definition] of Object.entries(graphqlFunctions)) {
      const mapped = Object.values(definition.fields).flat().sort();
      expect(Object.keys(routers[name as keyof typeof routers]).sort(), name).toEqual(mapped);
    }
  });
});
