// Forgot password → the reset code from the local mailbox → a new password → sign-in with it.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, screenshot } from '../support/browser';
import { signIn, signUpAndConfirm } from '../support/cognito-users';
import {
  RESET_SUBJECT,
  accountButton,
  alertText,
  codeFromMailbox,
  countMail,
  fillSignIn,
  freshPage,
  waitForPath,
} from './auth-browser-steps';

const stack = inject('stack');

describe('password reset', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('resets the password with the mailed code, then signs in with the new one only', async () => {
    const user = await signUpAndConfirm(stack, { firstName: 'Julia', lastName: 'Rey' });
    const page = await freshPage(browser);
    await page.goto(`${stack.webUrl}/auth/sign-in`);
    await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
    await waitForPath(page, '/auth/forgot-password');
    // The router draws the new page in a transition, which a busy machine may finish after the
    // address has changed: until then the sign-in form, whose field is also "E-mail", is on screen.
    await page.getByRole('heading', { name: '¿Olvidaste tu contraseña?' }).waitFor({ timeout: 60_000 });
    await page.getByLabel('E-mail', { exact: true }).fill(user.email);
    await page.getByRole('button', { name: 'Enviar código' }).click();
    await waitForPath(page, `/auth/reset-password?email=${encodeURIComponent(user.email)}`);
    await expect.poll(() => alertText(page)).toContain(`Te enviamos un código a ${user.email}`);
    expect(await page.getByLabel('E-mail', { exact: true }).inputValue()).toBe(user.email);
    const code = await codeFromMailbox(stack, user.email, RESET_SUBJECT);

    // Mismatched repetition and a wrong code are both refused in Spanish.
    await page.getByLabel('Código', { exact: true }).fill(code);
    await page.getByLabel('Contraseña nueva', { exact: true }).fill('Nueva!Clave2027');
    await page.getByLabel('Repetí la contraseña nueva', { exact: true }).fill('Nueva!Clave2028');
    await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await expect.poll(() => page.locator('#reset-password-repeat-error').innerText()).toBe('Las contraseñas no coinciden.');
    await page.getByLabel('Repetí la contraseña nueva', { exact: true }).fill('Nueva!Clave2027');
    await page.getByLabel('Código', { exact: true }).fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await expect.poll(() => alertText(page)).toContain('El código no es correcto');
    await screenshot(page, 'auth-reset-wrong-code');

    await page.getByLabel('Código', { exact: true }).fill(code);
    await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await waitForPath(page, `/auth/sign-in?email=${encodeURIComponent(user.email)}`);
    await expect.poll(() => alertText(page)).toContain('Cambiaste tu contraseña. Ingresá con la nueva.');

    // The old password no longer works; the new one does.
    await expect(signIn(stack, user.email, user.password)).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    await fillSignIn(page, user.email, 'Nueva!Clave2027');
    await waitForPath(page, '/');
    await accountButton(page, 'Julia', 'Rey').waitFor({ timeout: 60_000 });
    await page.context().close();
  });

  it('asks again for a code with "Reenviar código" on the reset page', async () => {
    const user = await signUpAndConfirm(stack);
    const page = await freshPage(browser);
    await page.goto(`${stack.webUrl}/auth/reset-password?email=${encodeURIComponent(user.email)}`);
    const before = await countMail(stack, user.email, RESET_SUBJECT);
    await page.getByRole('button', { name: 'Reenviar código' }).click();
    await expect.poll(() => alertText(page)).toContain(`Te enviamos un código nuevo a ${user.email}.`);
    await codeFromMailbox(stack, user.email, RESET_SUBJECT, before);
    await page.context().close();
  });

  it('says clearly when no account has that e-mail', async () => {
    const page = await freshPage(browser);
    await page.goto(`${stack.webUrl}/auth/forgot-password`);
    await page.getByLabel('E-mail', { exact: true }).fill('nadie-registrado@example.com');
    await page.getByRole('button', { name: 'Enviar código' }).click();
    await expect.poll(() => alertText(page)).toContain('No encontramos una cuenta con ese e-mail.');
    await page.context().close();
  });
});
