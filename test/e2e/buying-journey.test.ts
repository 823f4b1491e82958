// The purchase as a buyer lives it, in Chromium against the whole local stack and the local
// Mercado Pago simulator: a new account opens a course's checkout, is asked for billing details
// first, applies a coupon, pays, approves the payment in the simulator, comes back to the notice
// of the spec with "Inicia el curso", opens the course, and finds the order approved on
// "Mis compras".
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page, Request } from 'playwright-core';
import { QUEUE_STORAGE_KEY } from '../../web/src/features/orders/order-queue';
import { launchBrowser, screenshot, VIEWPORTS } from '../support/browser';
import { signInAdmin, signUpAndConfirm, type TestUser } from '../support/cognito-users';
import { callGraphql } from '../support/graphql-client';
import { addBillingAddress, createOrder } from '../support/buying';
import { fillSignIn, freshPage, pathOf, waitForPath } from './auth-browser-steps';
import { given, when } from './browser-steps';

const stack = inject('stack');
const COURSE_ID = 'course-3';
const COURSE_NAME = 'Vertical: parada de manos desde cero';
const COUPON = 'VERTICAL20';
/** How long the page may take to show what a server answer changes. */
const soon = { timeout: 60_000 };

/** dd-shifted ISO date-time with the store's offset, `days` from now. */
function storeDateTime(daysFromNow: number): string {
  const shifted = new Date(Date.now() + daysFromNow * 86_400_000 - 3 * 3_600_000);
  return `${shifted.toISOString().slice(0, 19)}-03:00`;
}

/** The coupon, created as an admin does: createCoupon through the API with the admin's token. */
async function arrangeCoupon(): Promise<void> {
  const admin = await signInAdmin(stack);
  const answer = await callGraphql(
    stack,
    { token: admin.accessToken },
    `mutation($input: CouponInput!) { createCoupon(input: $input) { code } }`,
    {
      input: {
        code: COUPON,
        discountType: 'PERCENTAGE',
        value: 20,
        isEnabled: true,
        validDateTimeFrom: storeDateTime(-1),
        validDateTimeTo: storeDateTime(30),
        maxUses: 100,
        itemIds: [COURSE_ID],
      },
    },
  );
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
}

async function fillBillingDetails(page: Page): Promise<void> {
  await page.getByLabel('Nombre completo o razón social').fill('Ana Pérez');
  await page.getByLabel('DNI o CUIT/CUIL').fill('20-12345678-6');
  // With a CUIT the form asks the IVA condition.
  await page.getByRole('radio', { name: 'Consumidor final' }).check();
  await page.getByLabel('Calle').fill('Av. Corrientes');
  await page.getByLabel('Número').fill('1234');
  await page.getByLabel('Piso / departamento (opcional)').fill('5° B');
  await page.getByLabel('Localidad').fill('Rosario');
  // By keyboard, as typed: the whole name with its space is Santa Fe (never Santa Cruz).
  await page.getByLabel('Provincia').focus();
  await page.keyboard.type('santa fe');
  await page.getByLabel('Código postal').fill('S2000ABC');
  await page.getByLabel('Teléfono').fill('351 555-1234');
}

/** The coupon typed in and applied at checkout, until the total shows it. */
async function applyCoupon(page: Page): Promise<void> {
  await expect.poll(() => page.getByTestId('checkout-total').innerText(), soon).toBe('$ 15.000');
  await page.getByLabel('¿Tenés un cupón de descuento?').fill(COUPON);
  await page.getByRole('button', { name: 'Aplicar' }).click();
  await expect.poll(() => page.getByTestId('checkout-total').innerText(), soon).toBe('$ 12.000');
}

/** From checkout to Mercado Pago's simulator, where the payment is approved, and back to the store. */
async function payApproved(page: Page, atMercadoPago: () => Promise<void> = async () => {}): Promise<void> {
  await page.getByRole('button', { name: 'Pagar con Mercado Pago' }).click();
  await page.waitForURL((url) => url.pathname === '/checkout/v1/redirect', { timeout: 60_000 });
  await atMercadoPago();
  await page.locator('button[data-outcome="approved"]').click();
  await page.waitForURL((url) => url.origin === new URL(stack.webUrl).origin, { timeout: 60_000 });
}

/** The billing details `fillBillingDetails` types, as the store keeps them. */
const ROSARIO = {
  apartment: '5° B',
  city: 'Rosario',
  province: 'Santa Fe',
  postalCode: 'S2000ABC',
  phone: '351 555-1234',
};

// Each test arranges its own buyer, at the step of the purchase it checks (billing details saved,
// an order paid through the API), so any one runs alone; the coupon is the file's set-up.
describe('buying a course (browser)', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
    await arrangeCoupon();
  });
  afterAll(async () => {
    await browser?.close();
  });

  /** A new page on a desktop where `buyer` signed in and landed on `path`. */
  async function signedInOn(buyer: TestUser, path: string): Promise<Page> {
    const page = await freshPage(browser);
    await page.setViewportSize(VIEWPORTS.desktop);
    await given.signedInOn(page, stack, buyer, path);
    return page;
  }

  /** A new account with the billing details typed in Rosario, signed in at the course's checkout. */
  async function aBuyerAtCheckout(): Promise<{ buyer: TestUser; page: Page }> {
    const buyer = await signUpAndConfirm(stack, { firstName: 'Ana', lastName: 'Pérez' });
    await addBillingAddress(stack, buyer, ROSARIO);
    return { buyer, page: await signedInOn(buyer, `/checkout/${COURSE_ID}`) };
  }

  it('asks a signed-out visitor to sign in, then for billing details before the checkout', async () => {
    const buyer = await signUpAndConfirm(stack, { firstName: 'Ana', lastName: 'Pérez' });
    const page = await freshPage(browser);
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.goto(`${stack.webUrl}/checkout/${COURSE_ID}`);
    await waitForPath(page, `/auth/sign-in?redirect=${encodeURIComponent(`/checkout/${COURSE_ID}`)}`);
    await fillSignIn(page, buyer.email, buyer.password);
    await waitForPath(page, `/configure-first-billing-detail/${COURSE_ID}`);
    await expect.poll(() => page.getByRole('heading', { name: 'Tus datos de facturación' }).isVisible(), soon).toBe(true);
  });

  it("checks billing details with the server's rules before saving them", async () => {
    const buyer = await signUpAndConfirm(stack, { firstName: 'Ana', lastName: 'Pérez' });
    const page = await signedInOn(buyer, `/configure-first-billing-detail/${COURSE_ID}`);
    await expect.poll(() => page.getByRole('heading', { name: 'Tus datos de facturación' }).isVisible(), soon).toBe(true);
    await page.getByLabel('DNI o CUIT/CUIL').fill('20-12345678-0');
    await page.getByRole('button', { name: 'Guardar y continuar' }).click();
    await expect.poll(() => page.getByText('Ingresá un DNI (7 u 8 dígitos) o un CUIT/CUIL válido.').isVisible(), soon).toBe(true);
    await expect.poll(() => page.getByText('Elegí una provincia de la lista.').isVisible(), soon).toBe(true);
    expect(pathOf(page)).toBe(`/configure-first-billing-detail/${COURSE_ID}`);
    await screenshot(page, 'buying-billing-errors');

    await fillBillingDetails(page);
    await page.getByRole('button', { name: 'Guardar y continuar' }).click();
    await waitForPath(page, `/checkout/${COURSE_ID}`);
  });

  it("shows the course, the billing details and the server's price, and applies a coupon", async () => {
    const { page } = await aBuyerAtCheckout();
    await expect.poll(() => page.getByRole('heading', { name: COURSE_NAME }).isVisible(), { timeout: 60_000 }).toBe(true);
    await expect.poll(() => page.getByText('Coach: Lucas Ferreyra').isVisible(), soon).toBe(true);
    await expect.poll(() => page.getByText('20-12345678-6').isVisible(), soon).toBe(true);
    await expect.poll(() => page.getByText(/Rosario, Santa Fe/).isVisible(), soon).toBe(true);
    // The terms and the way to revoke, before paying.
    const legal = page.getByTestId('checkout-legal');
    expect(await legal.getByRole('link', { name: 'Términos y condiciones' }).getAttribute('href')).toBe('/terminos');
    expect(await legal.getByRole('link', { name: 'Botón de arrepentimiento' }).getAttribute('href')).toBe('/arrepentimiento');
    await expect.poll(() => page.getByTestId('checkout-total').innerText(), soon).toBe('$ 15.000');

    const couponInput = page.getByLabel('¿Tenés un cupón de descuento?');
    await couponInput.fill('noexiste');
    await page.getByRole('button', { name: 'Aplicar' }).click();
    await expect.poll(() => page.getByText('El cupón "NOEXISTE" no existe.').isVisible(), soon).toBe(true);
    await expect.poll(() => page.getByTestId('checkout-total').innerText(), soon).toBe('$ 15.000');

    await couponInput.fill(COUPON.toLowerCase());
    await page.getByRole('button', { name: 'Aplicar' }).click();
    await expect.poll(() => page.getByTestId('checkout-total').innerText(), soon).toBe('$ 12.000');
    await expect.poll(() => page.getByText(`Cupón ${COUPON}`, { exact: true }).isVisible(), soon).toBe(true);

    // Removing it asks the server again for the price without it; then it goes back on.
    await page.getByRole('button', { name: 'Quitar' }).click();
    await expect.poll(() => page.getByTestId('checkout-total').innerText(), soon).toBe('$ 15.000');
    await page.getByLabel('¿Tenés un cupón de descuento?').fill(COUPON);
    await page.getByRole('button', { name: 'Aplicar' }).click();
    await expect.poll(() => page.getByTestId('checkout-total').innerText(), soon).toBe('$ 12.000');
    await screenshot(page, 'buying-checkout');
  });

  it('pays in Mercado Pago (simulator), comes back to the approved notice and opens the course', async () => {
    const { page } = await aBuyerAtCheckout();
    await applyCoupon(page);
    await payApproved(page, async () => {
      expect(await page.getByTestId('total').innerText()).toContain('12.000');
    });
    const notice = page.getByText(`Tu compra del curso "${COURSE_NAME}" fue aprobada`, { exact: true });
    await expect.poll(() => notice.isVisible(), { timeout: 60_000 }).toBe(true);
    const startCourse = page.getByRole('link', { name: 'Inicia el curso' });
    expect(await startCourse.getAttribute('href')).toBe(`/lessons/${COURSE_ID}`);
    await screenshot(page, 'buying-approved-notice');

    await startCourse.click();
    await waitForPath(page, new RegExp(`^/lessons/${COURSE_ID}(/|$)`));
  });

  it('lists the order as approved on "Mis compras", with the coupon and a way into the course', async () => {
    const buyer = await signUpAndConfirm(stack, { firstName: 'Ana', lastName: 'Pérez' });
    await addBillingAddress(stack, buyer, ROSARIO);
    await when.theBuyerPays(stack, await createOrder(stack, buyer, COURSE_ID, { couponCode: COUPON }));
    const page = await signedInOn(buyer, '/my-orders');
    const order = page.locator('[data-order-id]').first();
    await expect.poll(() => order.getAttribute('data-status'), { timeout: 60_000 }).toBe('APPROVED');
    const text = await order.innerText();
    expect(text).toContain(COURSE_NAME);
    expect(text).toContain('Aprobada');
    expect(text).toContain('$ 12.000');
    expect(text).toContain(`cupón ${COUPON}`);
    expect(await order.getByRole('link', { name: 'Ir al curso' }).getAttribute('href')).toBe(`/lessons/${COURSE_ID}`);
    expect(await page.locator('[data-order-id]').count()).toBe(1);

    await page.setViewportSize(VIEWPORTS.phone);
    // Cards fit a phone: nothing wider than the screen.
    const overflow = await page.evaluate('document.documentElement.scrollWidth - document.documentElement.clientWidth');
    expect(overflow).toBe(0);
    await screenshot(page, 'buying-my-orders-phone');
  });

  it('shows the notice once: the approved order left the queue', async () => {
    // A purchase paid from this page: the checkout queued the order, and the return showed its notice.
    const { page } = await aBuyerAtCheckout();
    await payApproved(page);
    await expect
      .poll(() => page.getByText(`Tu compra del curso "${COURSE_NAME}" fue aprobada`, { exact: true }).isVisible(), soon)
      .toBe(true);

    // A notice comes only from updating a queued order. Shown on state, not after a pause: the
    // queue is empty once the page has loaded, and the page sent no update (an update under way
    // would already have been sent, since the queue only empties after it answers).
    const updates: string[] = [];
    const recordUpdates = (request: Request) => {
      if (request.postData()?.includes('updateOrdersWithPaymentProvider')) updates.push(request.url());
    };
    page.on('request', recordUpdates);
    await page.goto(`${stack.webUrl}/my-orders`);
    await expect.poll(() => page.locator('[data-order-id]').count(), { timeout: 60_000 }).toBe(1);
    const queued = await page.evaluate((key) => window.localStorage.getItem(key), QUEUE_STORAGE_KEY);
    expect(JSON.parse(queued ?? '[]')).toEqual([]);
    expect(updates).toEqual([]);
    expect(await page.getByText(/^Tu compra del curso/).count()).toBe(0);
    page.off('request', recordUpdates);
  });
});
