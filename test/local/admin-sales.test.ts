// The admin's sales through the API: orders filtered by status, seller and store-calendar dates,
// totals per seller that add up the approved orders listed, and an order's detail with its
// payment id and status history.
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { toStoreDate, addDays } from '../../functions/domain/store-clock';
import { callGraphql, type Caller } from '../support/graphql-client';
import { signInAdmin, type TestUser } from '../support/cognito-users';
import { buyerWithAddress, createOrder, type CreatedOrder } from '../support/buying';
import { payAtCheckout, webhooksSettled } from '../support/mercado-pago';
import { GET_ORDER, LIST_SALES, adminCall } from '../support/admin-api';

const stack = inject('stack');

interface SaleOrder {
  id: string;
  status: string;
  amount: number;
  item: { seller: 'STORE' | 'DELFI' };
}
interface Report {
  orders: SaleOrder[];
  totals: { seller: 'STORE' | 'DELFI'; orders: number; amount: number }[];
}

let admin: Caller;
let buyer: TestUser;
let approvedCourse: CreatedOrder;
let rejectedCourse: CreatedOrder;
let approvedPlanning: CreatedOrder;
const today = () => toStoreDate(new Date());

beforeAll(async () => {
  admin = { token: (await signInAdmin(stack)).accessToken };
  buyer = await buyerWithAddress(stack);
  approvedCourse = await createOrder(stack, buyer, 'course-4');
  rejectedCourse = await createOrder(stack, buyer, 'course-5');
  approvedPlanning = await createOrder(stack, buyer, 'planning-4');
  await payAtCheckout(approvedCourse.initPoint, 'approved');
  await payAtCheckout(rejectedCourse.initPoint, 'rejected');
  await payAtCheckout(approvedPlanning.initPoint, 'approved');
  await webhooksSettled(stack);
});

const sales = (filter: Record<string, unknown> | null) => adminCall<Report>(stack, admin, LIST_SALES, { filter });
const ids = (report: Report) => report.orders.map((order) => order.id);

describe('sales', () => {
  it("lists today's orders by default, newest first, with their current status", async () => {
    const report = await sales(null);
    expect(ids(report)).toEqual(expect.arrayContaining([approvedCourse.id, rejectedCourse.id, approvedPlanning.id]));
    expect(report.orders.find((o) => o.id === rejectedCourse.id)?.status).toBe('REJECTED');
    expect(ids(report).indexOf(approvedPlanning.id)).toBeLessThan(ids(report).indexOf(approvedCourse.id));
  });

  it('filters by status and seller', async () => {
    const approvedStore = await sales({ status: 'APPROVED', seller: 'STORE' });
    expect(ids(approvedStore)).toContain(approvedCourse.id);
    expect(ids(approvedStore)).not.toContain(rejectedCourse.id);
    expect(ids(approvedStore)).not.toContain(approvedPlanning.id);
    expect(approvedStore.orders.every((o) => o.status === 'APPROVED' && o.item.seller === 'STORE')).toBe(true);

    const delfi = await sales({ seller: 'DELFI' });
    expect(ids(delfi)).toContain(approvedPlanning.id);
    expect(ids(delfi)).not.toContain(approvedCourse.id);
  });

  it('filters by a range of store dates', async () => {
    const upToYesterday = await sales({ from: addDays(today(), -40), to: addDays(today(), -1) });
    expect(ids(upToYesterday)).not.toContain(approvedCourse.id);
    const justToday = await sales({ from: today(), to: today() });
    expect(ids(justToday)).toContain(approvedCourse.id);
  });

  it("totals each seller's approved orders among those listed", async () => {
    const report = await sales({ from: today(), to: today() });
    for (const seller of ['STORE', 'DELFI'] as const) {
      const approved = report.orders.filter((o) => o.status === 'APPROVED' && o.item.seller === seller);
      const total = report.totals.find((t) => t.seller === seller)!;
      expect(total.orders).toBe(approved.length);
      expect(total.amount).toBeCloseTo(
        approved.reduce((sum, o) => sum + o.amount, 0),
        2,
      );
    }
    expect(report.totals.find((t) => t.seller === 'STORE')!.amount).toBeGreaterThanOrEqual(approvedCourse.amount);
    const rejectedOnly = await sales({ status: 'REJECTED', from: today(), to: today() });
    expect(rejectedOnly.totals.every((t) => t.orders === 0 && t.amount === 0)).toBe(true);
  });

  it('refuses a reversed or too long range', async () => {
    const reversed = await callGraphql(stack, admin, LIST_SALES, { filter: { from: today(), to: addDays(today(), -1) } });
    expect(reversed.errors?.[0]?.errorType).toBe('ValidationError');
    const tooLong = await callGraphql(stack, admin, LIST_SALES, { filter: { from: '2020-01-01', to: today() } });
    expect(tooLong.errors?.[0]?.message).toContain('366 días');
  });

  it("shows an order's payment id and status history", async () => {
    const order = await adminCall(stack, admin, GET_ORDER, { id: approvedCourse.id });
    expect(order).toMatchObject({ id: approvedCourse.id, status: 'APPROVED', buyerEmail: buyer.email, item: { seller: 'STORE' } });
    expect(order.paymentId).toMatch(/\d+/);
    expect(order.statusHistory.map((change: { status: string }) => change.status)).toEqual(['CREATED', 'APPROVED']);
    expect(order.statusHistory.map((change: { paymentState: string | null }) => change.paymentState)).toEqual([null, 'APPROVED']);
    const missing = await callGraphql(stack, admin, GET_ORDER, { id: 'no-such-order' });
    expect(missing.errors?.[0]?.errorType).toBe('NotFound');
  });
});
