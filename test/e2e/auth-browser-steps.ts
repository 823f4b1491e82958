// Steps the account journeys share: a fresh browser context per person (its own localStorage,
// so its own Amplify session), signing in through the page, and waiting for e-mails in the local
// mailbox.
import { expect } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { readMailbox } from '../../infra/local/mailbox';
import type { StackInfo } from '../support/stack-info';

export async function freshPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ locale: 'es-AR' });
  return context.newPage();
}

export const pathOf = (page: Page): string => {
  const url = new URL(page.url());
  return url.pathname + url.search;
};

/**
 * Waits for the page to reach `path`. When it does not, the failure names what the page said (its
 * alerts: a refused code, a blocked connection…), which a bare path comparison would hide.
 */
export async function waitForPath(page: Page, path: string | RegExp): Promise<void> {
  const poll = expect.poll(() => pathOf(page), { timeout: 60_000 });
  try {
    await (typeof path === 'string' ? poll.toBe(path) : poll.toMatch(path));
  } catch (failure) {
    const said = await alertText(page).catch(() => '(the page could not be read)');
    throw new Error(`Still at ${pathOf(page)}, not ${String(path)}; the page's alerts: ${said || '(none)'}`, { cause: failure });
  }
}

/** The code of the newest e-mail to `email` whose subject matches, once it arrives. */
export async function codeFromMailbox(stack: StackInfo, email: string, subject: RegExp, after = 0): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const messages = (await readMailbox(stack.mailboxDir, email)).filter((m) => subject.test(m.subject));
        code = messages.length > after ? messages.at(-1)?.code : undefined;
        return code;
      },
      { timeout: 60_000 },
    )
    .toMatch(/^\d{6}$/);
  return code ?? '';
}

export async function countMail(stack: StackInfo, email: string, subject: RegExp): Promise<number> {
  return (await readMailbox(stack.mailboxDir, email)).filter((m) => subject.test(m.subject)).length;
}

export const VERIFICATION_SUBJECT = /código de verificación/;
export const RESET_SUBJECT = /restablecé tu contraseña/;

/** The store's admin, signed in through the sign-in page in a fresh browser context `width` px wide (900 high). */
export async function adminSignedInAt(browser: Browser, stack: StackInfo, width: number): Promise<Page> {
  const context = await browser.newContext({ locale: 'es-AR', viewport: { width, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${stack.webUrl}/auth/sign-in`);
  await fillSignIn(page, stack.admin.email, stack.admin.password);
  await page.waitForURL((url) => url.pathname === '/', { timeout: 60_000 });
  return page;
}

export async function fillSignIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Ingresar', exact: true }).click();
}

/** The header's account button of a signed-in person. */
export const accountButton = (page: Page, firstName: string, lastName: string) =>
  page.getByRole('button', { name: `Cuenta de ${firstName} ${lastName}` });

/** The header's sign-in link of a visitor. */
export const signInLink = (page: Page) => page.getByRole('navigation', { name: 'Cuenta' }).getByRole('link', { name: 'Ingresar' });

/** The page's localStorage as seen from this (node-typed) file; the functions run in the browser. */
export interface BrowserStorage {
  readonly length: number;
  key(index: number): string | null;
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** Amplify's stored session for this page's origin, by kind (accessToken, refreshToken, clockDrift, LastAuthUser…). */
export async function storedTokens(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => {
    const localStorage = (globalThis as unknown as { localStorage: BrowserStorage }).localStorage;
    const found: Record<string, string> = {};
    for (let index = 0; index < localStorage.length; index++) {
      const key = localStorage.key(index) ?? '';
      if (key.startsWith('CognitoIdentityServiceProvider.')) found[key.split('.').at(-1) ?? key] = localStorage.getItem(key) ?? '';
    }
    return found;
  });
}

/** Everything announced in alerts on the page (carried notices and errors), one per line. */
export const alertText = async (page: Page): Promise<string> => (await page.getByRole('alert').allInnerTexts()).join('\n');
