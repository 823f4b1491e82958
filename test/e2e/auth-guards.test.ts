// Route guards: a visitor asking for a signed-in page goes to sign-in with the wanted path and
// comes back to it; the sign-in pages send a signed-in person away; admin pages are for admins
// only (the local admin reaches /admin/courses, a normal user gets not-found).
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, screenshot } from '../support/browser';
import { signUpAndConfirm } from '../support/cognito-users';
import { accountButton, fillSignIn, freshPage, waitForPath } from './auth-browser-steps';

const stack = inject('stack');

describe('route guards', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('sends a visitor from /my-orders to sign-in with the redirect query, and back after signing in', async () => {
    const user = await signUpAndConfirm(stack, { firstName: 'Nora', lastName: 'Vidal' });
    const page = await freshPage(browser);
    await page.goto(`${stack.webUrl}/my-orders`);
    await waitForPath(page, '/auth/sign-in?redirect=%2Fmy-orders');
    await fillSignIn(page, user.email, user.password);
    await waitForPath(page, '/my-orders');
    await page.getByRole('heading', { name: 'Mis compras' }).waitFor({ timeout: 60_000 });
    await page.context().close();
  });

  it('drops the previous person’s cached data at sign-out, so the next person’s orders are fetched anew', async () => {
    const first = await signUpAndConfirm(stack, { firstName: 'Primera', lastName: 'Persona' });
    const second = await signUpAndConfirm(stack, { firstName: 'Segunda', lastName: 'Persona' });
    const page = await freshPage(browser);
    const ordersRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(stack.graphqlUrl) && (request.postData() ?? '').includes('ListMyOrders')) {
        ordersRequests.push(request.headers()['authorization'] ?? 'api-key');
      }
    });
    await page.goto(`${stack.webUrl}/my-orders`);
    await fillSignIn(page, first.email, first.password);
    await page.getByRole('heading', { name: 'Mis compras' }).waitFor({ timeout: 60_000 });
    await expect.poll(() => ordersRequests.length).toBe(1);

    await accountButton(page, 'Primera', 'Persona').click();
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    await waitForPath(page, '/');
    await page.getByRole('navigation', { name: 'Cuenta' }).getByRole('link', { name: 'Ingresar' }).click();
    await fillSignIn(page, second.email, second.password);
    await accountButton(page, 'Segunda', 'Persona').waitFor({ timeout: 60_000 });
    await accountButton(page, 'Segunda', 'Persona').click();
    await page.getByRole('menuitem', { name: 'Mis compras' }).click();
    await page.getByRole('heading', { name: 'Mis compras' }).waitFor({ timeout: 60_000 });
    // Within the cache's freshness time (60 s) only a reset cache makes this second request.
    await expect.poll(() => ordersRequests.length).toBe(2);
    expect(ordersRequests[1]).not.toBe(ordersRequests[0]);
    await page.context().close();
  });

  it('keeps the query of the wanted page (checkout of course-1)', async () => {
    const page = await freshPage(browser);
    await page.goto(`${stack.webUrl}/checkout/course-1?coupon=VERANO`);
    await waitForPath(page, `/auth/sign-in?redirect=${encodeURIComponent('/checkout/course-1?coupon=VERANO')}`);
    await page.context().close();
  });

  it('never follows a redirect to another site', async () => {
    const user = await signUpAndConfirm(stack);
    const page = await freshPage(browser);
    await page.goto(`${stack.webUrl}/auth/sign-in?redirect=${encodeURIComponent('//evil.example/phish')}`);
    await fillSignIn(page, user.email, user.password);
    await waitForPath(page, '/');
    expect(new URL(page.url()).origin).toBe(stack.webUrl);
    await page.context().close();
  });

  it('sends a signed-in person away from sign-in, sign-up and e-mail verification', async () => {
    const user = await signUpAndConfirm(stack, { firstName: 'Iván', lastName: 'Sosa' });
    const page = await freshPage(browser);
    await page.goto(`${stack.webUrl}/auth/sign-in`);
    await fillSignIn(page, user.email, user.password);
    await waitForPath(page, '/');
    await accountButton(page, 'Iván', 'Sosa').waitFor({ timeout: 60_000 });
    for (const path of ['/auth/sign-in', '/auth/sign-up']) {
      await page.goto(`${stack.webUrl}${path}`);
      await waitForPath(page, '/');
    }
    // The verification page's guard cannot tell a person who just verified from one who comes
    // back: both are signed in and verified, and both are welcomed.
    await page.goto(`${stack.webUrl}/auth/email-verification/${encodeURIComponent(user.email)}`);
    await waitForPath(page, '/welcome');
    // The password pages stay open to everyone.
    await page.goto(`${stack.webUrl}/auth/forgot-password`);
    await page.getByRole('heading', { name: '¿Olvidaste tu contraseña?' }).waitFor({ timeout: 60_000 });
    await page.context().close();
  });

  it('sends /auth to not-found', async () => {
    const page = await freshPage(browser);
    await page.goto(`${stack.webUrl}/auth`);
    await waitForPath(page, '/not-found');
    await page.context().close();
  });

  it('sends a visitor on an admin route to not-found, as the spec says (not to sign-in)', async () => {
    const page = await freshPage(browser);
    await page.goto(`${stack.webUrl}/admin/courses`);
    await waitForPath(page, '/not-found');
    expect(await page.getByRole('heading', { name: 'Administrar cursos' }).count()).toBe(0);
    await page.context().close();
  });

  it('lets the local admin into /admin/courses and shows "Administración" in the account menu', async () => {
    const page = await freshPage(browser);
    await page.goto(`${stack.webUrl}/auth/sign-in?redirect=%2Fadmin%2Fcourses`);
    await fillSignIn(page, stack.admin.email, stack.admin.password);
    await waitForPath(page, '/admin/courses');
    await page.getByRole('heading', { name: 'Administrar cursos' }).waitFor({ timeout: 60_000 });
    // Stays there once the session is known (the account menu shows the admin): the guard, which
    // decides on that session, has not bounced an admin. (A 500 ms pause here was a wait on time.)
    const account = accountButton(page, 'Admin', 'Local');
    await account.waitFor({ timeout: 60_000 });
    expect(new URL(page.url()).pathname).toBe('/admin/courses');
    expect(await page.getByRole('heading', { name: 'Administrar cursos' }).count()).toBe(1);
    await account.click();
    expect(await page.getByRole('menuitem', { name: 'Administración' }).count()).toBe(1);
    await screenshot(page, 'auth-admin-menu');
    await page.context().close();
  });

  it('sends a signed-in non-admin from /admin/courses to not-found, with no "Administración" entry', async () => {
    const user = await signUpAndConfirm(stack, { firstName: 'Pablo', lastName: 'Luna' });
    const page = await freshPage(browser);
    await page.goto(`${stack.webUrl}/auth/sign-in`);
    await fillSignIn(page, user.email, user.password);
    await accountButton(page, 'Pablo', 'Luna').waitFor({ timeout: 60_000 });
    await page.goto(`${stack.webUrl}/admin/courses`);
    await waitForPath(page, '/not-found');
    expect(await page.getByRole('heading', { name: 'Administrar cursos' }).count()).toBe(0);
    await accountButton(page, 'Pablo', 'Luna').click();
    await page.getByRole('menuitem', { name: 'Mis compras' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Administración' }).count()).toBe(0);
    await page.context().close();
  });
});
