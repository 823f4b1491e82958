// Buying through the API as the web app does: billing details, createOrder, the buyer's orders
// and inventory; plus direct reads of what the payment flow wrote (coupon uses, order history),
// through the store's own repositories on the stack's DynamoDB.
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { Coupon, CreateUserAddressInput } from '../../functions/generated/graphql';
import { createCouponsRepository } from '../../functions/data/coupons-repository';
import { createDocumentClient } from '../../functions/data/dynamo-client';
import { createOrdersRepository } from '../../functions/data/orders-repository';
import { createPlanningUsersRepository } from '../../functions/data/planning-users-repository';
import { callGraphql, type Caller } from './graphql-client';
import { signUpAndConfirm, type TestUser } from './cognito-users';
import type { StackInfo } from './stack-info';
import { billingAddressInput } from './factories/billing';

export const as = (user: TestUser): Caller => ({ token: user.accessToken });

export const subOf = (user: TestUser): string =>
  (JSON.parse(Buffer.from(user.accessToken.split('.')[1] ?? '', 'base64url').toString()) as { sub: string }).sub;

export const CREATE_ORDER = `mutation($input: CreateOrderInput!) { createOrder(input: $input) {
  initPoint order { id code status amount listPrice discount couponCode currency paymentUrl item { id type name seller } } } }`;
export const MY_ORDER = `query($id: ID!) { getMyOrder(id: $id) { id status amount couponCode paymentUrl paymentId item { id type name } } }`;
export const MY_ORDERS = `query { listMyOrders { id status paymentUrl } }`;
export const ORDERS_TO_PROCESS = `query { listOrdersToProcess { id status item { id } } }`;
const MY_INVENTORY = `query { listMyInventory { itemId itemType name orderId acquiredAt } }`;
export const UPDATE_ORDERS = `mutation($input: AWSJSON!) { updateOrdersWithPaymentProvider(input: $input) }`;

/** Saves billing details for `user` (the checkout's first step), the factory's unless overridden. */
export async function addBillingAddress(stack: StackInfo, user: TestUser, overrides: Partial<CreateUserAddressInput> = {}): Promise<void> {
  const answer = await callGraphql(
    stack,
    as(user),
    `mutation($input: CreateUserAddressInput!) { createUserAddress(input: $input) { id } }`,
    { input: billingAddressInput(overrides) },
  );
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
}

/** A confirmed account with billing details, ready to buy. */
export async function buyerWithAddress(stack: StackInfo): Promise<TestUser> {
  const user = await signUpAndConfirm(stack);
  await addBillingAddress(stack, user);
  return user;
}

export interface CreatedOrder {
  id: string;
  /** The short human code (IMP-7K3Q-2M). */
  code: string;
  initPoint: string;
  amount: number;
  idempotencyKey: string;
}

export async function createOrder(
  stack: StackInfo,
  user: TestUser,
  itemId: string,
  options: { couponCode?: string; idempotencyKey?: string } = {},
): Promise<CreatedOrder> {
  const idempotencyKey = options.idempotencyKey ?? randomUUID();
  const answer = await callGraphql(stack, as(user), CREATE_ORDER, {
    input: { itemId, couponCode: options.couponCode ?? null, idempotencyKey },
  });
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  const result = answer.data?.['createOrder'];
  return { id: result.order.id, code: result.order.code, initPoint: result.initPoint, amount: result.order.amount, idempotencyKey };
}

export async function orderStatus(stack: StackInfo, user: TestUser, orderId: string): Promise<string> {
  const answer = await callGraphql(stack, as(user), MY_ORDER, { id: orderId });
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  return answer.data?.['getMyOrder']?.status;
}

export async function inventoryOf(stack: StackInfo, user: TestUser): Promise<{ itemId: string; orderId: string | null }[]> {
  const answer = await callGraphql(stack, as(user), MY_INVENTORY);
  expect(answer.errors).toBeUndefined();
  return answer.data?.['listMyInventory'] ?? [];
}

function table(stack: StackInfo) {
  return { doc: createDocumentClient({ region: 'us-east-1', endpoint: stack.dynamodbUrl }), tableName: stack.tableName };
}

/** A coupon as an admin would create it (the admin coupon API is issue 8's). */
export async function arrangeCoupon(stack: StackInfo, overrides: Partial<Coupon> = {}): Promise<Coupon> {
  const coupon: Coupon = {
    code: `TEST${randomUUID().slice(0, 8).toUpperCase()}`,
    discountType: 'PERCENTAGE',
    value: 10,
    isEnabled: true,
    validDateTimeFrom: '2026-01-01T00:00:00-03:00',
    validDateTimeTo: '2030-01-01T00:00:00-03:00',
    maxUses: 10,
    uses: 0,
    itemIds: [],
    oncePerBuyer: false,
    createdAt: new Date().toISOString(),
    ...overrides,
  };
  expect(await createCouponsRepository(table(stack)).createIfMissing(coupon)).toBe(true);
  return coupon;
}

export const couponUses = async (stack: StackInfo, code: string): Promise<number | undefined> =>
  (await createCouponsRepository(table(stack)).get(code))?.uses;

export const orderHistory = (stack: StackInfo, orderId: string) => createOrdersRepository(table(stack)).listHistory(orderId);
/** Every order the store keeps for the user, as stored (including those the buyer is not shown). */
export const storedOrdersOf = (stack: StackInfo, user: TestUser) => createOrdersRepository(table(stack)).listByUser(subOf(user));

export const planningMembership = (stack: StackInfo, planningId: string, user: TestUser) =>
  createPlanningUsersRepository(table(stack)).get(planningId, subOf(user));
