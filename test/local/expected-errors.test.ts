// An expected error (a mistyped coupon, an item that does not exist, a field for admins only)
// reaches the client as the same GraphQL error as ever, and the function that gave it did not fail:
// Lambda's error count, the one the function-error alarms watch, stays where it was.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { graphqlFunctions } from '../../functions/handlers/resolver-map';
import { callGraphql, visitor } from '../support/graphql-client';
import { CREATE_ORDER, as, buyerWithAddress } from '../support/buying';
import type { TestUser } from '../support/cognito-users';
import { functionCounts } from '../support/function-metrics';

const stack = inject('stack');
const QUOTE = `query($item: ID!, $coupon: String) { quotePrice(itemId: $item, couponCode: $coupon) { finalPrice } }`;

describe('expected errors are answers, not function failures', () => {
  let buyer: TestUser;
  beforeAll(async () => {
    buyer = await buyerWithAddress(stack);
  });

  it('a mistyped coupon: the Spanish error to the client, no Lambda error counted', async () => {
    const before = await functionCounts(stack, graphqlFunctions.orders.entry);
    const quote = await callGraphql(stack, as(buyer), QUOTE, { item: 'course-4', coupon: 'BIENVENIDA51' });
    const order = await callGraphql(stack, as(buyer), CREATE_ORDER, {
      input: { itemId: 'course-4', couponCode: 'BIENVENIDA51', idempotencyKey: randomUUID() },
    });
    for (const answer of [quote, order]) {
      expect(answer.errors).toEqual([
        expect.objectContaining({
          errorType: 'ValidationError',
          message: 'El cupón "BIENVENIDA51" no existe.',
          data: null,
          errorInfo: null,
        }),
      ]);
    }
    const after = await functionCounts(stack, graphqlFunctions.orders.entry);
    expect(after.invocations - before.invocations).toBe(2);
    expect(after.errors - before.errors).toBe(0);
  });

  it('an item that does not exist: NotFound to the visitor, no failure', async () => {
    const catalogueBefore = await functionCounts(stack, graphqlFunctions.catalogue.entry);
    const missing = await callGraphql(stack, visitor(stack), `query { getItem(id: "course-99") { id } }`);
    expect(missing.errors?.[0]).toMatchObject({ errorType: 'NotFound', message: 'Not found item with id course-99' });
    const catalogueAfter = await functionCounts(stack, graphqlFunctions.catalogue.entry);
    expect(catalogueAfter.invocations - catalogueBefore.invocations).toBe(1);
    expect(catalogueAfter.errors).toBe(catalogueBefore.errors);
  });
});
