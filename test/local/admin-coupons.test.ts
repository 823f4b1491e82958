// The admin's coupons through the API: created with a unique upper-case code, validated with
// Spanish messages (nothing written on bad input), used by a buyer's quote and purchase (its uses
// rise only with an approved payment), edited without touching uses, and disabled.
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { callGraphql, type Caller } from '../support/graphql-client';
import { signInAdmin } from '../support/cognito-users';
import { as, buyerWithAddress, createOrder, orderStatus } from '../support/buying';
import { payAtCheckout, webhooksSettled } from '../support/mercado-pago';
import { CREATE_COUPON, LIST_COUPONS, QUOTE, UPDATE_COUPON, adminCall, couponInput } from '../support/admin-api';

const stack = inject('stack');

let admin: Caller;
beforeAll(async () => {
  admin = { token: (await signInAdmin(stack)).accessToken };
});

const listedCodes = async () => (await adminCall<{ code: string }[]>(stack, admin, LIST_COUPONS)).map((c) => c.code);

describe('creating coupons', () => {
  it('stores the code upper-case, the window at -03:00 and no uses, and lists it', async () => {
    const input = couponInput({ validDateTimeFrom: '2026-01-01T03:00:00Z', itemIds: ['course-1', 'course-1'] });
    const created = await adminCall(stack, admin, CREATE_COUPON, { input });
    expect(created).toMatchObject({
      code: input.code.toUpperCase(),
      validDateTimeFrom: '2026-01-01T00:00:00.000-03:00',
      uses: 0,
      itemIds: ['course-1'],
    });
    expect(await listedCodes()).toContain(input.code.toUpperCase());
  });

  it('refuses a code that exists, in any case', async () => {
    const input = couponInput();
    await adminCall(stack, admin, CREATE_COUPON, { input });
    const again = await callGraphql(stack, admin, CREATE_COUPON, { input: { ...input, code: input.code.toUpperCase(), value: 50 } });
    expect(again.errors?.[0]).toMatchObject({ errorType: 'Conflict' });
    const stored = (await adminCall<{ code: string; value: number }[]>(stack, admin, LIST_COUPONS)).find(
      (coupon) => coupon.code === input.code.toUpperCase(),
    );
    expect(stored?.value).toBe(20);
  });

  it.each([
    ['a percentage over 100', { value: 120 }, 'porcentaje'],
    ['a value of zero', { discountType: 'FIXED', value: 0 }, 'mayor a cero'],
    ['a window that ends before it starts', { validDateTimeTo: '2025-12-31T00:00:00-03:00' }, 'terminar después'],
    ['no uses allowed', { maxUses: 0 }, 'al menos 1'],
    ['an item that does not exist', { itemIds: ['course-1', 'no-such-item'] }, 'no-such-item'],
    ['a malformed code', { code: 'a b' }, 'código'],
  ])('refuses %s with a Spanish message and writes nothing', async (_case, overrides, fragment) => {
    const input = couponInput(overrides);
    const answer = await callGraphql(stack, admin, CREATE_COUPON, { input });
    expect(answer.errors?.[0]?.errorType).toBe('ValidationError');
    expect(answer.errors?.[0]?.message).toContain(fragment);
    expect(await listedCodes()).not.toContain(String(input.code).toUpperCase());
  });
});

describe('a coupon in use', () => {
  it("discounts a buyer's quote and counts one use only when the purchase is approved", async () => {
    const input = couponInput({ discountType: 'FIXED', value: 1000, itemIds: ['course-2'], maxUses: 2 });
    const code = input.code.toUpperCase();
    await adminCall(stack, admin, CREATE_COUPON, { input });
    const buyer = await buyerWithAddress(stack);

    const quote = await adminCall(stack, as(buyer), QUOTE, { itemId: 'course-2', couponCode: input.code });
    expect(quote).toMatchObject({ couponCode: code, discount: 1000 });
    const withoutCoupon = await adminCall(stack, as(buyer), QUOTE, { itemId: 'course-2' });
    expect(quote.finalPrice).toBe(withoutCoupon.finalPrice - 1000);

    const order = await createOrder(stack, buyer, 'course-2', { couponCode: code });
    const usesOf = async () =>
      (await adminCall<{ code: string; uses: number }[]>(stack, admin, LIST_COUPONS)).find((c) => c.code === code)?.uses;
    expect(await usesOf()).toBe(0);
    await payAtCheckout(order.initPoint, 'approved');
    await webhooksSettled(stack);
    expect(await orderStatus(stack, buyer, order.id)).toBe('APPROVED');
    expect(await usesOf()).toBe(1);

    // Editing keeps the uses; the maximum cannot go below them; disabling stops the quote.
    const tooLow = await callGraphql(stack, admin, UPDATE_COUPON, { input: { ...input, maxUses: 0 } });
    expect(tooLow.errors?.[0]?.errorType).toBe('ValidationError');
    const edited = await adminCall(stack, admin, UPDATE_COUPON, { input: { ...input, value: 1500, maxUses: 1 } });
    expect(edited).toMatchObject({ code, value: 1500, maxUses: 1, uses: 1 });
    const exhausted = await callGraphql(stack, as(buyer), QUOTE, { itemId: 'course-2', couponCode: code });
    expect(exhausted.errors?.[0]?.message).toContain('máximo de usos');

    await adminCall(stack, admin, UPDATE_COUPON, { input: { ...input, maxUses: 3, isEnabled: false } });
    const disabled = await callGraphql(stack, as(buyer), QUOTE, { itemId: 'course-2', couponCode: code });
    expect(disabled.errors?.[0]?.message).toContain('no está habilitado');
  });

  it('keeps "una sola compra por persona" through edits that do not send it; the welcome coupon has it', async () => {
    const input = couponInput({ oncePerBuyer: true });
    const code = input.code.toUpperCase();
    expect(await adminCall(stack, admin, CREATE_COUPON, { input })).toMatchObject({ code, oncePerBuyer: true });
    const { oncePerBuyer: _sent, ...withoutTerm } = { ...input, oncePerBuyer: true };
    expect(await adminCall(stack, admin, UPDATE_COUPON, { input: { ...withoutTerm, value: 30 } })).toMatchObject({
      value: 30,
      oncePerBuyer: true,
    });
    expect(await adminCall(stack, admin, UPDATE_COUPON, { input: { ...input, oncePerBuyer: false } })).toMatchObject({
      oncePerBuyer: false,
    });
    const listed = await adminCall<{ code: string; oncePerBuyer: boolean }[]>(stack, admin, LIST_COUPONS);
    expect(listed.find((coupon) => coupon.code === 'BIENVENIDA15')?.oncePerBuyer).toBe(true);
  });

  it('refuses to edit a coupon that does not exist', async () => {
    const answer = await callGraphql(stack, admin, UPDATE_COUPON, { input: couponInput() });
    expect(answer.errors?.[0]?.errorType).toBe('NotFound');
  });
});
