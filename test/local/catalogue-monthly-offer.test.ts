// The catalogue's cards carry a planning's monthly offer (issue 39, decision 161): listItems,
// getItem and the landing's featured items answer `monthlyOffer` as the admin last saved it
// (MONTHLY / BOTH with the month's price; null once sold once only), the landing's "Ofertas" leaves
// out a planning sold only by the month, and the data upgrade gives an offer saved before the copy
// on the item its copy. Plannings of their own (written here, on sale) keep the seeded ones as
// the other files expect them.
import { DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createDocumentClient } from '../../functions/data/dynamo-client';
import { upgradeStoredData } from '../../functions/seed/upgrade';
import { signInAdmin } from '../support/cognito-users';
import { callGraphql, visitor, type Caller } from '../support/graphql-client';
import { randomUUID } from 'node:crypto';
import { itemStorageRecord } from '../../functions/data/items-repository';
import { catalogueItem } from '../support/factories/catalogue-items';
import { SET_SUBSCRIPTION_OFFER, TEST_PLANNING_PREFIX } from '../support/subscriptions-api';

const stack = inject('stack');
const table = { doc: createDocumentClient({ region: 'us-east-1', endpoint: stack.dynamodbUrl }), tableName: stack.tableName };

const CARD = 'id price monthlyOffer { sale monthlyPrice } offer { price }';
const PAGE = `query($nextToken: String) { listItems(type: PLANNING, limit: 100, nextToken: $nextToken) { nextToken items { ${CARD} } } }`;
const ITEM = `query($id: ID!) { getItem(id: $id) { ${CARD} } }`;
const HIGHLIGHTS = `query { listFeaturedItems { ${CARD} } listItemsOnOffer { ${CARD} } }`;

interface Card {
  id: string;
  price: number;
  monthlyOffer: { sale: string; monthlyPrice: number } | null;
}

/** The planning's card as a visitor's list reads it, page after page until it is found. */
async function listed(id: string): Promise<Card | undefined> {
  let nextToken: string | null = null;
  do {
    const answer = await callGraphql(stack, visitor(stack), PAGE, { nextToken });
    expect(answer.errors).toBeUndefined();
    const page = answer.data?.['listItems'] as { nextToken: string | null; items: Card[] };
    const found = page.items.find((item) => item.id === id);
    if (found) return found;
    nextToken = page.nextToken;
  } while (nextToken);
  return undefined;
}

/** A planning on sale of its own, in the catalogue's index as the admin's createItem writes it. */
async function aPlanningOnSale(_stack: unknown, name: string): Promise<string> {
  const id = `${TEST_PLANNING_PREFIX}${randomUUID().slice(0, 8)}`;
  const item = catalogueItem({ id, type: 'PLANNING', name, price: 90000, status: 'PUBLISHED', isEnabled: true, durationWeeks: 4 });
  await table.doc.send(new PutCommand({ TableName: table.tableName, Item: itemStorageRecord(item) }));
  return id;
}

const itemOf = async (id: string): Promise<Card> => (await callGraphql(stack, visitor(stack), ITEM, { id })).data?.['getItem'] as Card;

describe('the monthly offer on the catalogue’s cards', () => {
  let admin: Caller;
  beforeAll(async () => {
    admin = { token: (await signInAdmin(stack)).accessToken };
  });

  const sell = async (planningId: string, sale: string, monthlyPrice: number | null) => {
    const answer = await callGraphql(stack, admin, SET_SUBSCRIPTION_OFFER, {
      input: { planningId, sale, monthlyPrice, trialDays: 0, graceDays: 0 },
    });
    expect(answer.errors).toBeUndefined();
  };

  it('listItems and getItem answer the offer as last saved: none, monthly only, both, once again', async () => {
    const planningId = await aPlanningOnSale(stack, 'Fuerza mensual');
    expect(await listed(planningId)).toMatchObject({ price: 90000, monthlyOffer: null });

    await sell(planningId, 'MONTHLY', 32000);
    expect(await listed(planningId)).toMatchObject({ price: 90000, monthlyOffer: { sale: 'MONTHLY', monthlyPrice: 32000 } });
    expect(await itemOf(planningId)).toMatchObject({ monthlyOffer: { sale: 'MONTHLY', monthlyPrice: 32000 } });

    await sell(planningId, 'BOTH', 36500.5);
    expect(await listed(planningId)).toMatchObject({ monthlyOffer: { sale: 'BOTH', monthlyPrice: 36500.5 } });

    await sell(planningId, 'ONCE', null);
    expect(await listed(planningId)).toMatchObject({ monthlyOffer: null });
    expect(await itemOf(planningId)).toMatchObject({ monthlyOffer: null });
  });

  it('the landing: a featured planning carries its offer; "Ofertas" leaves out one sold only by the month', async () => {
    const [monthlyOnly, both] = await Promise.all([aPlanningOnSale(stack, 'Solo por mes'), aPlanningOnSale(stack, 'Ambas')]);
    const offer = {
      price: 70000,
      validDateTimeFrom: new Date(Date.now() - 3_600_000).toISOString(),
      validDateTimeTo: new Date(Date.now() + 86_400_000).toISOString(),
    };
    // Featured and on offer, with the pointers the landing reads (as the admin's update writes them).
    for (const id of [monthlyOnly, both]) {
      await table.doc.send(
        new UpdateCommand({
          TableName: table.tableName,
          Key: { PK: `ITEM#${id}`, SK: 'ITEM' },
          UpdateExpression: 'SET isFeatured = :true, offer = :offer',
          ExpressionAttributeValues: { ':true': true, ':offer': offer },
        }),
      );
      for (const [sk, partition, sort] of [
        ['FEATURED', 'FEATURED', `PLANNING#${id}`],
        ['OFFER', 'OFFERS', `${offer.validDateTimeTo}#${id}`],
      ] as const) {
        await table.doc.send(
          new PutCommand({ TableName: table.tableName, Item: { PK: `ITEM#${id}`, SK: sk, GSI1PK: partition, GSI1SK: sort, itemId: id } }),
        );
      }
    }
    await sell(monthlyOnly, 'MONTHLY', 30000);
    await sell(both, 'BOTH', 25000);

    const answer = await callGraphql(stack, visitor(stack), HIGHLIGHTS);
    expect(answer.errors).toBeUndefined();
    const featured = answer.data?.['listFeaturedItems'] as Card[];
    const onOffer = answer.data?.['listItemsOnOffer'] as Card[];
    expect(featured.find((item) => item.id === monthlyOnly)).toMatchObject({ monthlyOffer: { sale: 'MONTHLY', monthlyPrice: 30000 } });
    expect(featured.find((item) => item.id === both)).toMatchObject({ monthlyOffer: { sale: 'BOTH', monthlyPrice: 25000 } });
    expect(onOffer.map((item) => item.id)).toContain(both);
    expect(onOffer.map((item) => item.id)).not.toContain(monthlyOnly);
    // Off the landing again: the other tests on this stack read its featured items and offers.
    for (const id of [monthlyOnly, both]) {
      for (const sk of ['FEATURED', 'OFFER']) {
        await table.doc.send(new DeleteCommand({ TableName: table.tableName, Key: { PK: `ITEM#${id}`, SK: sk } }));
      }
    }
  });

  it('the data upgrade gives an offer saved before the copy its copy on the item, once', async () => {
    const planningId = await aPlanningOnSale(stack, 'Oferta anterior');
    // As decision 136 stored it: the offer record alone, the item without the attribute.
    await table.doc.send(
      new UpdateCommand({
        TableName: table.tableName,
        Key: { PK: `ITEM#${planningId}`, SK: 'ITEM' },
        UpdateExpression: 'REMOVE monthlyOffer',
      }),
    );
    await table.doc.send(
      new PutCommand({
        TableName: table.tableName,
        Item: {
          PK: `ITEM#${planningId}`,
          SK: 'SUBSCRIPTION_OFFER',
          entity: 'SubscriptionOffer',
          planningId,
          sale: 'MONTHLY',
          monthlyPrice: 28000,
          trialDays: 0,
          graceDays: 0,
          updatedAt: new Date().toISOString(),
        },
      }),
    );
    expect(await itemOf(planningId)).toMatchObject({ monthlyOffer: null });

    expect((await upgradeStoredData(table)).itemsGivenMonthlyOffer).toBeGreaterThanOrEqual(1);
    expect(await itemOf(planningId)).toMatchObject({ monthlyOffer: { sale: 'MONTHLY', monthlyPrice: 28000 } });
    const again = await upgradeStoredData(table);
    expect(again.itemsGivenMonthlyOffer).toBe(0);
  });
});
