// The landing's "Destacados" and "Ofertas" read on their own (listFeaturedItems, listItemsOnOffer)
// against DynamoDB Local and the real API, with more courses than a page: a featured course and a
// course on offer that sort past the first page still appear; an offer whose window has ended or
// not begun, a hidden featured item, and an item unfeatured or whose offer is removed do not. The
// admin's updateItem moves the pointers in its transaction; items from before the pointers get
// theirs from the data upgrade.
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { STOREFRONT_PAGE_SIZE } from '../../functions/domain/catalogue-pages';
import { createDocumentClient } from '../../functions/data/dynamo-client';
import { itemStorageRecord, type ItemToStore } from '../../functions/data/items-repository';
import { toStoreDateTime } from '../../functions/domain/store-clock';
import { seedItems } from '../../functions/seed/catalogue';
import { upgradeStoredData } from '../../functions/seed/upgrade';
import { adminCall, UPDATE_ITEM } from '../support/admin-api';
import { signInAdmin } from '../support/cognito-users';
import { callGraphql, visitor, type Caller } from '../support/graphql-client';

const stack = inject('stack');
const table = { doc: createDocumentClient({ region: 'us-east-1', endpoint: stack.dynamodbUrl }), tableName: stack.tableName };

const HIGHLIGHTS = `query { listFeaturedItems { id type isFeatured } listItemsOnOffer { id offer { price } } }`;
const FIRST_PAGE = `query($limit: Int) { listItems(type: COURSE, limit: $limit) { nextToken items { id } } }`;

const template = seedItems.find((item) => item.type === 'COURSE');
const pad = (n: number) => String(n).padStart(2, '0');
// "zz-…" sorts after every seed course ("course-…"): with more than a page of them, these are all
// past the first page of courses.
const fillerIds = Array.from({ length: STOREFRONT_PAGE_SIZE + 1 }, (_, n) => `zz-relleno-${pad(n)}`);
const FEATURED = 'zz-x-destacado';
const ON_OFFER = 'zz-x-en-oferta';
const ENDED = 'zz-x-oferta-vencida';
const NOT_YET = 'zz-x-oferta-futura';
const HIDDEN = 'zz-x-destacado-oculto';
const OLD_SHAPE = 'zz-x-destacado-antiguo';
const ids = [...fillerIds, FEATURED, ON_OFFER, ENDED, NOT_YET, HIDDEN, OLD_SHAPE];

const hour = 60 * 60 * 1000;
const windowFrom = (from: number, to: number, price: number) => ({
  price,
  validDateTimeFrom: toStoreDateTime(new Date(Date.now() + from)),
  validDateTimeTo: toStoreDateTime(new Date(Date.now() + to)),
});

let admin: Caller;

async function write(item: ItemToStore): Promise<void> {
  await table.doc.send(new PutCommand({ TableName: table.tableName, Item: itemStorageRecord(item) }));
}

/** The admin's edit of a course as the item form sends it. */
async function edit(id: string, changes: { isEnabled?: boolean; isFeatured?: boolean; offer?: unknown }) {
  if (!template) throw new Error('the seed has no course');
  return adminCall<{ id: string; isFeatured: boolean }>(stack, admin, UPDATE_ITEM, {
    input: { id, name: `Curso ${id}`, price: template.price, isEnabled: true, isFeatured: false, offer: null, ...changes },
  });
}

async function highlights(): Promise<{ featured: string[]; onOffer: string[]; typeOf: Map<string, string> }> {
  const answer = await callGraphql(stack, visitor(stack), HIGHLIGHTS);
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  const data = answer.data as { listFeaturedItems: { id: string; type: string }[]; listItemsOnOffer: { id: string }[] };
  return {
    featured: data.listFeaturedItems.map((item) => item.id),
    onOffer: data.listItemsOnOffer.map((item) => item.id),
    // By the answer, not the seed: other tests on this stack feature plannings of their own.
    typeOf: new Map(data.listFeaturedItems.map((item) => [item.id, item.type])),
  };
}

beforeAll(async () => {
  if (!template) throw new Error('the seed has no course');
  admin = { token: (await signInAdmin(stack)).accessToken };
  for (const id of ids) await write({ ...template, id, name: `Curso ${id}`, offer: null, isFeatured: false });
  // Through the API: each edit writes the item and its pointers in one transaction.
  await edit(FEATURED, { isFeatured: true });
  await edit(ON_OFFER, { offer: windowFrom(-hour, 24 * hour, template.price - 1000) });
  await edit(ENDED, { offer: windowFrom(-2 * hour, -hour, template.price - 1000) });
  await edit(NOT_YET, { offer: windowFrom(hour, 2 * hour, template.price - 1000) });
  await edit(HIDDEN, { isEnabled: false, isFeatured: true, offer: windowFrom(-hour, hour, template.price - 1000) });
  // Written as an earlier version did: featured, on offer, and no pointers.
  await write({
    ...template,
    id: OLD_SHAPE,
    name: `Curso ${OLD_SHAPE}`,
    isFeatured: true,
    offer: windowFrom(-hour, hour, template.price - 500),
  });
});

afterAll(async () => {
  // Local test files share the stack one after another: leave the catalogue as the seed made it.
  for (const id of ids) {
    for (const SK of ['ITEM', 'FEATURED', 'OFFER']) {
      await table.doc.send(new DeleteCommand({ TableName: table.tableName, Key: { PK: `ITEM#${id}`, SK } }));
    }
  }
});

describe("the landing's featured items and offers", () => {
  it('sort past the first page of courses, and are read all the same', async () => {
    const first = await callGraphql(stack, visitor(stack), FIRST_PAGE, { limit: STOREFRONT_PAGE_SIZE });
    expect(first.errors, JSON.stringify(first.errors)).toBeUndefined();
    const page = first.data?.['listItems'] as { nextToken: string | null; items: { id: string }[] };
    expect(page.nextToken).not.toBeNull();
    expect(page.items.map((item) => item.id)).not.toEqual(expect.arrayContaining([FEATURED]));
    expect(page.items.map((item) => item.id)).not.toEqual(expect.arrayContaining([ON_OFFER]));

    const { featured, onOffer, typeOf } = await highlights();
    expect(featured).toContain(FEATURED);
    expect(onOffer).toContain(ON_OFFER);
    // The seed's own featured items and offers are still there, in catalogue order (type, then id).
    expect(featured).toEqual(expect.arrayContaining(seedItems.filter((item) => item.isFeatured).map((item) => item.id)));
    // Courses before plannings: the catalogue's order is type, then id.
    const typeOrder = (id: string): number => (typeOf.get(id) === 'PLANNING' ? 1 : 0);
    expect(featured).toEqual([...featured].sort((a, b) => (a < b ? -1 : 1)).sort((a, b) => typeOrder(a) - typeOrder(b)));
  });

  it('leave out an offer whose window has ended or not begun, and a hidden item', async () => {
    const { featured, onOffer } = await highlights();
    expect(onOffer).not.toContain(ENDED);
    expect(onOffer).not.toContain(NOT_YET);
    expect(featured).not.toContain(HIDDEN);
    expect(onOffer).not.toContain(HIDDEN);
    expect(featured).not.toContain(fillerIds[0]);
  });

  it('follow the admin: unfeatured and offer removed, gone at once; featured again, back', async () => {
    await edit(FEATURED, { isFeatured: false });
    await edit(ON_OFFER, { offer: null });
    let now = await highlights();
    expect(now.featured).not.toContain(FEATURED);
    expect(now.onOffer).not.toContain(ON_OFFER);
    await edit(FEATURED, { isFeatured: true });
    now = await highlights();
    expect(now.featured).toContain(FEATURED);
  });

  it('come for items stored before the pointers once the data upgrade has run, and only once', async () => {
    expect((await highlights()).featured).not.toContain(OLD_SHAPE);
    const upgraded = await upgradeStoredData(table);
    expect(upgraded.itemPointersCreated).toBeGreaterThanOrEqual(2);
    const { featured, onOffer } = await highlights();
    expect(featured).toContain(OLD_SHAPE);
    expect(onOffer).toContain(OLD_SHAPE);
    expect((await upgradeStoredData(table)).itemPointersCreated).toBe(0);
  });
});
