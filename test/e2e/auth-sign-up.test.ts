// A new person creates an account, verifies it with the code from the local mailbox, is signed in,
// and signs out; plus the ways that journey can go wrong (weak password, wrong code, an e-mail
// that already has an account, an unverified account signing in).
import { randomUUID } from 'node:crypto';
import { SignUpCommand } from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { cognitoClient } from '../../infra/local/cognito-bootstrap';
import { launchBrowser, screenshot } from '../support/browser';
import { signUpAndConfirm } from '../support/cognito-users';
import {
  VERIFICATION_SUBJECT,
  accountButton,
  alertText,
  codeFromMailbox,
  countMail,
  fillSignIn,
  freshPage,
  signInLink,
  storedTokens,
  waitForPath,
} from './auth-browser-steps';

const stack = inject('stack');
const newEmail = () => `alta-${randomUUID().slice(0, 8)}@example.com`;

describe('sign-up, e-mail verification, sign-in and sign-out', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('creates an account, verifies it with the mailed code, signs the person in and out', async () => {
    const page = await freshPage(browser);
    const email = newEmail();
    await page.goto(`${stack.webUrl}/auth/sign-up`);
    await page.getByRole('heading', { name: 'Crear cuenta' }).waitFor({ timeout: 60_000 });
    await expect.poll(() => page.title()).toBe('Crear cuenta · Impulso');

    await page.getByLabel('Nombre', { exact: true }).fill('Lucía');
    await page.getByLabel('Apellido', { exact: true }).fill('Gómez');
    await page.getByLabel('E-mail', { exact: true }).fill(email.toUpperCase());

    // The strength meter follows the typing.
    const meter = page.locator('#sign-up-password-strength');
    expect(await meter.innerText()).toBe('Ingresá una contraseña');
    const password = page.getByLabel('Contraseña', { exact: true });
    await password.fill('entrena');
    expect(await meter.innerText()).toBe('Seguridad: Débil');
    await password.fill('Entrena2026');
    expect(await meter.innerText()).toBe('Seguridad: Media');
    await password.fill('Entrena!2026');
    expect(await meter.innerText()).toBe('Seguridad: Fuerte');
    await screenshot(page, 'auth-sign-up-form');

    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await waitForPath(page, `/auth/email-verification/${encodeURIComponent(email)}`);
    await expect.poll(() => alertText(page)).toContain(`Te enviamos un código a ${email}`);

    // A wrong code is refused in Spanish and the person stays on the page.
    const code = await codeFromMailbox(stack, email, VERIFICATION_SUBJECT);
    const wrong = code === '000000' ? '111111' : '000000';
    await page.getByLabel('Código de verificación').fill(wrong);
    await page.getByRole('button', { name: 'Verificar' }).click();
    await expect.poll(() => alertText(page)).toContain('El código no es correcto');

    await page.getByLabel('Código de verificación').fill(code);
    await page.getByRole('button', { name: 'Verificar' }).click();
    // Not on the way anywhere: welcomed by name on /welcome, not dropped on the landing.
    await waitForPath(page, '/welcome');
    await page.getByRole('heading', { name: /¡Hola, Lucía!/ }).waitFor({ timeout: 60_000 });
    // Signed in: the header shows the profile that the post-confirmation trigger created.
    await accountButton(page, 'Lucía', 'Gómez').waitFor({ timeout: 60_000 });
    expect(await storedTokens(page)).toHaveProperty('accessToken');
    await screenshot(page, 'auth-signed-in-header');

    // The landing's code held back, as on a slow connection: the guard's way from /welcome to the
    // landing stays under way, with the header already showing "Ingresar".
    let releaseLanding = () => {};
    const landingHeld = new Promise<void>((release) => (releaseLanding = release));
    await page.route(/\/assets\/landing-page-[^/]*\.js$/, async (route) => {
      await landingHeld;
      await route.continue();
    });
    await accountButton(page, 'Lucía', 'Gómez').click();
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    await signInLink(page).waitFor({ timeout: 60_000 });
    expect(await storedTokens(page)).not.toHaveProperty('accessToken');
    expect(await accountButton(page, 'Lucía', 'Gómez').count()).toBe(0);
    // Signed out on an account page: "Ingresar" never offers to come back to /welcome, not even
    // while the landing is still loading (it did: ?redirect=%2Fwelcome until the landing drew).
    await expect.poll(() => signInLink(page).getAttribute('href'), { timeout: 60_000 }).toBe('/auth/sign-in');
    releaseLanding();
    await waitForPath(page, '/');

    // And the same account signs in again.
    await signInLink(page).click();
    await waitForPath(page, '/auth/sign-in');
    await fillSignIn(page, email, 'Entrena!2026');
    await waitForPath(page, '/');
    await accountButton(page, 'Lucía', 'Gómez').waitFor({ timeout: 60_000 });
    await page.context().close();
  });

  it('the header\'s "Crear cuenta" on the way to a checkout keeps the way back through verification (issue 42, item 9)', async () => {
    const page = await freshPage(browser);
    const email = newEmail();
    // Where "Comprar curso" sends a visitor: sign-in, on the way to the checkout.
    await page.goto(`${stack.webUrl}/auth/sign-in?redirect=${encodeURIComponent('/checkout/course-1')}`);
    const header = page.getByRole('navigation', { name: 'Cuenta' });
    const signUp = header.getByRole('link', { name: 'Crear cuenta' });
    await expect.poll(() => signUp.getAttribute('href'), { timeout: 60_000 }).toBe('/auth/sign-up?redirect=%2Fcheckout%2Fcourse-1');
    await signUp.click();
    await page.getByRole('heading', { name: 'Crear cuenta' }).waitFor({ timeout: 60_000 });
    await page.getByLabel('Nombre', { exact: true }).fill('Rocío');
    await page.getByLabel('Apellido', { exact: true }).fill('Paz');
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByLabel('Contraseña', { exact: true }).fill('Entrena!2026');
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await page.getByLabel('Código de verificación').waitFor({ timeout: 60_000 });
    await page.getByLabel('Código de verificación').fill(await codeFromMailbox(stack, email, VERIFICATION_SUBJECT));
    await page.getByRole('button', { name: 'Verificar' }).click();
    // Back on the checkout, not on /welcome.
    await waitForPath(page, '/checkout/course-1');
    await page.context().close();
  });

  it('refuses a password that breaks the pool policy before calling Cognito', async () => {
    const page = await freshPage(browser);
    const email = newEmail();
    await page.goto(`${stack.webUrl}/auth/sign-up`);
    // Every call the page makes to Cognito, to show none was a sign-up (state, not a pause).
    const cognitoTargets: string[] = [];
    page.on('request', (request) => {
      const target = request.headers()['x-amz-target'];
      if (target) cognitoTargets.push(target);
    });
    await page.getByLabel('Nombre', { exact: true }).fill('Ana');
    await page.getByLabel('Apellido', { exact: true }).fill('Paz');
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByLabel('Contraseña', { exact: true }).fill('entrenamiento');
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect.poll(() => page.locator('#sign-up-password-error').innerText()).toBe('La contraseña necesita una mayúscula y un número.');
    expect(await page.getByLabel('Contraseña', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    // The form refused before submitting: the error is shown once its check ran, with no request sent.
    expect(cognitoTargets.filter((target) => target.endsWith('.SignUp'))).toEqual([]);
    expect(await countMail(stack, email, VERIFICATION_SUBJECT)).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/auth/sign-up');
    await page.context().close();
  });

  it('says in Spanish that an e-mail already has an account', async () => {
    const existing = await signUpAndConfirm(stack);
    const page = await freshPage(browser);
    await page.goto(`${stack.webUrl}/auth/sign-up`);
    await page.getByLabel('Nombre', { exact: true }).fill('Ana');
    await page.getByLabel('Apellido', { exact: true }).fill('Paz');
    await page.getByLabel('E-mail', { exact: true }).fill(existing.email);
    await page.getByLabel('Contraseña', { exact: true }).fill('Entrena2026');
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect.poll(() => alertText(page)).toContain('Ya existe una cuenta con ese e-mail. Ingresá con tu contraseña o restablecela.');
    await page.context().close();
  });

  it('shows a clear error for a wrong password, never the raw exception', async () => {
    const user = await signUpAndConfirm(stack);
    const page = await freshPage(browser);
    await page.goto(`${stack.webUrl}/auth/sign-in`);
    await fillSignIn(page, user.email, 'Otra2026clave');
    await expect.poll(() => alertText(page)).toContain('El e-mail o la contraseña no son correctos.');
    expect(await page.locator('body').innerText()).not.toMatch(/Exception|Invalid password/);
    await page.context().close();
  });

  it('sends an unverified account to verification with a new code, then signs it in', async () => {
    const email = newEmail();
    await cognitoClient(stack.cognitoUrl).send(
      new SignUpCommand({
        ClientId: stack.clientId,
        Username: email,
        Password: 'Entrena2026',
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: 'given_name', Value: 'Tomás' },
          { Name: 'family_name', Value: 'Ruiz' },
        ],
      }),
    );
    const codesBefore = await countMail(stack, email, VERIFICATION_SUBJECT);
    const page = await freshPage(browser);
    await page.goto(`${stack.webUrl}/auth/sign-in?redirect=%2Fmy-orders`);
    await fillSignIn(page, email, 'Entrena2026');
    await waitForPath(page, `/auth/email-verification/${encodeURIComponent(email)}?redirect=%2Fmy-orders`);
    await expect.poll(() => alertText(page)).toContain('Te enviamos un código nuevo');
    const code = await codeFromMailbox(stack, email, VERIFICATION_SUBJECT, codesBefore);
    await page.getByLabel('Código de verificación').fill(code);
    await page.getByRole('button', { name: 'Verificar' }).click();
    // Verified and signed in with the password typed at sign-in, back where they wanted to go.
    await waitForPath(page, '/my-orders');
    await accountButton(page, 'Tomás', 'Ruiz').waitFor({ timeout: 60_000 });
    await page.context().close();
  });

  it('resends the verification code on request', async () => {
    const email = newEmail();
    await cognitoClient(stack.cognitoUrl).send(
      new SignUpCommand({
        ClientId: stack.clientId,
        Username: email,
        Password: 'Entrena2026',
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: 'given_name', Value: 'Sol' },
          { Name: 'family_name', Value: 'Díaz' },
        ],
      }),
    );
    const before = await countMail(stack, email, VERIFICATION_SUBJECT);
    const page = await freshPage(browser);
    await page.goto(`${stack.webUrl}/auth/email-verification/${encodeURIComponent(email)}`);
    await page.getByRole('button', { name: 'Reenviar código' }).click();
    await expect.poll(() => alertText(page)).toContain(`Te enviamos un código nuevo a ${email}.`);
    const code = await codeFromMailbox(stack, email, VERIFICATION_SUBJECT, before);
    await page.getByLabel('Código de verificación').fill(code);
    await page.getByRole('button', { name: 'Verificar' }).click();
    // This tab never had the password: verified, then sign-in with a clear notice.
    await waitForPath(page, `/auth/sign-in?email=${encodeURIComponent(email)}&redirect=%2Fwelcome`);
    await expect.poll(() => alertText(page)).toContain('Tu cuenta quedó verificada. Ingresá con tu e-mail y contraseña.');
    expect(await page.getByLabel('E-mail', { exact: true }).inputValue()).toBe(email);
    // Signing in then welcomes them.
    await page.getByLabel('Contraseña', { exact: true }).fill('Entrena2026');
    await page.getByRole('button', { name: 'Ingresar', exact: true }).click();
    await waitForPath(page, '/welcome');
    await page.getByRole('heading', { name: /¡Hola, Sol!/ }).waitFor({ timeout: 60_000 });
    await page.context().close();
  });
});
