// The synth-time check that schema.graphql and the resolver map agree, on a small schema and
// on the real one.
import { describe, expect, it } from 'vitest';
import { graphqlFunctions, UNRESOLVED_FIELDS } from '../../functions/handlers/resolver-map';
import { findResolverCoverageProblems } from '../../infra/checks/resolver-coverage';
import { readPreludeSdl, readSchemaSdl } from '../../infra/schema-source';

const preludeSdl = readPreludeSdl();
const schemaSdl = `
type Query { listItems: [String!]! @aws_api_key getItem(id: ID!): String }
type Mutation { updateItem(id: ID!): String }
`;
const fullMap = {
  catalogue: { entry: 'catalogue.ts', fields: { Query: ['listItems', 'getItem'], Mutation: ['updateItem'] } },
};

describe('resolver coverage check', () => {
  it('accepts a map that resolves every Query and Mutation field exactly once', () => {
    expect(findResolverCoverageProblems({ schemaSdl, preludeSdl, functions: fullMap, unresolved: {} })).toEqual([]);
  });

  it('reports a schema field that no function resolves', () => {
    const functions = { catalogue: { entry: 'catalogue.ts', fields: { Query: ['listItems', 'getItem'] } } };
    expect(findResolverCoverageProblems({ schemaSdl, preludeSdl, functions, unresolved: {} })).toEqual([
      'Mutation.updateItem has no resolver: map it to a function in functions/handlers/resolver-map.ts.',
    ]);
  });

  it('reports a resolver for a field the schema does not declare', () => {
    const functions = {
      ...fullMap,
      orders: { entry: 'orders.ts', fields: { Mutation: ['createOrder'] } },
    };
    expect(findResolverCoverageProblems({ schemaSdl, preludeSdl, functions, unresolved: {} })).toEqual([
      'Function "orders" resolves Mutation.createOrder, which schema.graphql does not declare.',
    ]);
  });

  it('reports a field mapped to two functions', () => {
    const functions = { ...fullMap, other: { entry: 'other.ts', fields: { Query: ['getItem'] } } };
    expect(findResolverCoverageProblems({ schemaSdl, preludeSdl, functions, unresolved: {} })).toEqual([
      'Query.getItem is resolved by both "catalogue" and "other".',
    ]);
  });

  it('accepts a field without resolver only while UNRESOLVED_FIELDS lists it', () => {
    const functions = { catalogue: { entry: 'catalogue.ts', fields: { Query: ['listItems', 'getItem'] } } };
    expect(findResolverCoverageProblems({ schemaSdl, preludeSdl, functions, unresolved: { 'Mutation.updateItem': 8 } })).toEqual([]);
  });

  it('reports an UNRESOLVED_FIELDS entry whose field now has a resolver, so the list only shrinks', () => {
    expect(findResolverCoverageProblems({ schemaSdl, preludeSdl, functions: fullMap, unresolved: { 'Mutation.updateItem': 8 } })).toEqual([
      'Mutation.updateItem is listed in UNRESOLVED_FIELDS (issue 8) but "catalogue" resolves it: remove it from the list.',
    ]);
  });

  it('reports an UNRESOLVED_FIELDS entry the schema does not declare', () => {
    expect(findResolverCoverageProblems({ schemaSdl, preludeSdl, functions: fullMap, unresolved: { 'Query.listSales': 8 } })).toEqual([
      'Query.listSales is listed in UNRESOLVED_FIELDS (issue 8) but schema.graphql does not declare it.',
    ]);
  });

  it('finds schema.graphql and the real resolver map in agreement', () => {
    expect(
      findResolverCoverageProblems({
        schemaSdl: readSchemaSdl(),
        preludeSdl,
        functions: graphqlFunctions,
        unresolved: UNRESOLVED_FIELDS,
      }),
    ).toEqual([]);
  });
});
