// Token refresh for real against the local Cognito: with USER_PASSWORD_AUTH (config.authFlow) the
// web installs a refresher that calls InitiateAuth REFRESH_TOKEN_AUTH, because Amplify's own
// GetTokensFromRefreshToken is not implemented by cognito-local. Amplify decides a token has
// expired from its `exp` and the stored clock drift; moving the drift a day ahead makes the
// stored tokens expired without waiting for them.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { signUpAndConfirm } from '../support/cognito-users';
import { accountButton, type BrowserStorage, fillSignIn, freshPage, signInLink, storedTokens, waitForPath } from './auth-browser-steps';

const stack = inject('stack');
const A_DAY_MS = 24 * 60 * 60 * 1000;

/** Overwrites one kind of Amplify's stored values (clockDrift, refreshToken…) for the signed-in user. */
async function overwriteStored(page: Page, kind: string, value: string): Promise<void> {
  await page.evaluate(
    ([kind, value]) => {
      const localStorage = (globalThis as unknown as { localStorage: BrowserStorage }).localStorage;
      for (let index = 0; index < localStorage.length; index++) {
        const key = localStorage.key(index) ?? '';
        if (key.startsWith('CognitoIdentityServiceProvider.') && key.endsWith(`.${kind}`)) localStorage.setItem(key, value);
      }
    },
    [kind, value] as const,
  );
}

/** The Cognito operations the page calls, by X-Amz-Target, with their AuthFlow when there is one. */
function recordCognitoCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const target = request.headers()['x-amz-target'];
    if (!target) return;
    const flow = (() => {
      try {
        return (JSON.parse(request.postData() ?? '{}') as { AuthFlow?: string }).AuthFlow;
      } catch {
        return undefined;
      }
    })();
    calls.push(flow ? `${target} ${flow}` : target);
  });
  return calls;
}

describe('session token refresh on the local Cognito', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function signedInPage(firstName: string, lastName: string): Promise<Page> {
    const user = await signUpAndConfirm(stack, { firstName, lastName });
    const page = await freshPage(browser);
    await page.goto(`${stack.webUrl}/auth/sign-in`);
    await fillSignIn(page, user.email, user.password);
    await waitForPath(page, '/');
    await accountButton(page, firstName, lastName).waitFor({ timeout: 60_000 });
    return page;
  }

  it('renews expired tokens with REFRESH_TOKEN_AUTH and keeps the person signed in', async () => {
    const page = await signedInPage('Rocío', 'Blanco');
    const before = await storedTokens(page);
    expect(before.refreshToken).toBeTruthy();
    await overwriteStored(page, 'clockDrift', String(A_DAY_MS));
    const calls = recordCognitoCalls(page);

    await page.reload();
    // The profile loads with the renewed access token: still signed in.
    await accountButton(page, 'Rocío', 'Blanco').waitFor({ timeout: 60_000 });

    expect(calls).toContain('AWSCognitoIdentityProviderService.InitiateAuth REFRESH_TOKEN_AUTH');
    expect(calls.filter((call) => call.includes('GetTokensFromRefreshToken'))).toEqual([]);
    const after = await storedTokens(page);
    expect(after.accessToken).toBeTruthy();
    expect(after.accessToken).not.toBe(before.accessToken);
    expect(after.refreshToken).toBe(before.refreshToken);
    expect(Math.abs(Number(after.clockDrift))).toBeLessThan(60_000);
    await page.context().close();
  });

  it('ends the session when Cognito refuses the refresh token', async () => {
    const page = await signedInPage('Ema', 'Castro');
    await overwriteStored(page, 'refreshToken', 'a-refresh-token-cognito-never-issued');
    await overwriteStored(page, 'clockDrift', String(A_DAY_MS));

    await page.reload();
    await signInLink(page).waitFor({ timeout: 60_000 });
    expect(await accountButton(page, 'Ema', 'Castro').count()).toBe(0);
    expect(await storedTokens(page)).not.toHaveProperty('accessToken');
    // A page that needs a user now asks for sign-in.
    await page.goto(`${stack.webUrl}/my-orders`);
    await waitForPath(page, '/auth/sign-in?redirect=%2Fmy-orders');
    await page.context().close();
  });
});
