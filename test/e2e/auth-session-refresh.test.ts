// Sign-in, token refresh and sign-out through Amplify's default flow, as on AWS, against the local
// Cognito: sign-in is USER_SRP_AUTH answered with PASSWORD_VERIFIER, refresh is Amplify's own
// GetTokensFromRefreshToken. The refresh test uses the stack's short-session app client (tokens of
// a few seconds, test/e2e/global-setup.ts) and waits for the stored token to have expired; the
// refused-refresh test moves Amplify's stored clock drift a day ahead instead. Sign-out revokes the
// session's refresh token at Cognito (Amplify's RevokeToken, as the tokens carry origin_jti).
import { GetTokensFromRefreshTokenCommand } from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { cognitoClient } from '../../infra/local/cognito-bootstrap';
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

  async function signedInPage(
    firstName: string,
    lastName: string,
    options: { clientId?: string } = {},
  ): Promise<{ page: Page; calls: string[] }> {
    const user = await signUpAndConfirm(stack, { firstName, lastName });
    const page = await freshPage(browser);
    const clientId = options.clientId;
    if (clientId) {
      // The web's runtime configuration names the short-session app client of the same pool.
      await page.route('**/config.json', async (route) => {
        const response = await route.fetch();
        await route.fulfill({ response, json: { ...((await response.json()) as object), userPoolClientId: clientId } });
      });
    }
    const calls = recordCognitoCalls(page);
    await page.goto(`${stack.webUrl}/auth/sign-in`);
    await fillSignIn(page, user.email, user.password);
    await waitForPath(page, '/');
    await accountButton(page, firstName, lastName).waitFor({ timeout: 60_000 });
    return { page, calls };
  }

  it('signs in with USER_SRP_AUTH, renews expired tokens with GetTokensFromRefreshToken and signs out', async () => {
    const shortSession = stack.shortSessionClientId;
    if (!shortSession) throw new Error('the browser stack was started without its short-session app client');
    const { page, calls } = await signedInPage('Rocío', 'Blanco', { clientId: shortSession });
    expect(calls.slice(0, 2)).toEqual([
      'AWSCognitoIdentityProviderService.InitiateAuth USER_SRP_AUTH',
      'AWSCognitoIdentityProviderService.RespondToAuthChallenge',
    ]);
    expect(calls.filter((call) => call.includes('USER_PASSWORD_AUTH'))).toEqual([]);
    const before = await storedTokens(page);
    expect(before.refreshToken).toBeTruthy();

    // Waits until the stored access token has expired (its `exp`, as Amplify reads it).
    const expiresAtMs = JSON.parse(Buffer.from((before.accessToken ?? '').split('.')[1] ?? '', 'base64url').toString('utf8')).exp * 1000;
    await expect.poll(() => Date.now() > expiresAtMs, { timeout: 120_000, interval: 500 }).toBe(true);
    await page.reload();
    // The profile loads with the renewed access token: still signed in.
    await accountButton(page, 'Rocío', 'Blanco').waitFor({ timeout: 60_000 });
    await expect
      .poll(() => calls.filter((call) => call === 'AWSCognitoIdentityProviderService.GetTokensFromRefreshToken').length)
      .toBeGreaterThan(0);
    const after = await storedTokens(page);
    expect(after.accessToken).toBeTruthy();
    expect(after.accessToken).not.toBe(before.accessToken);
    expect(after.refreshToken).toBe(before.refreshToken);

    await accountButton(page, 'Rocío', 'Blanco').click();
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    await signInLink(page).waitFor({ timeout: 60_000 });
    expect(await storedTokens(page)).not.toHaveProperty('accessToken');
    expect(await storedTokens(page)).not.toHaveProperty('refreshToken');
    await page.reload();
    await signInLink(page).waitFor({ timeout: 60_000 });
    await page.context().close();
  });

  it('ends the session when Cognito refuses the refresh token', async () => {
    const { page } = await signedInPage('Ema', 'Castro');
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

  it('signs out with RevokeToken: the old refresh token cannot refresh any more', async () => {
    const { page } = await signedInPage('Iara', 'Méndez');
    const { refreshToken } = await storedTokens(page);
    expect(refreshToken).toBeTruthy();
    const revocations: unknown[] = [];
    page.on('request', (request) => {
      if (request.headers()['x-amz-target'] === 'AWSCognitoIdentityProviderService.RevokeToken') revocations.push(request.postDataJSON());
    });

    await accountButton(page, 'Iara', 'Méndez').click();
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    await signInLink(page).waitFor({ timeout: 60_000 });
    expect(revocations).toEqual([{ ClientId: stack.clientId, Token: refreshToken }]);

    // Whoever kept a copy of the refresh token cannot renew the session with it.
    const refresh = cognitoClient(stack.cognitoUrl).send(
      new GetTokensFromRefreshTokenCommand({ ClientId: stack.clientId, RefreshToken: refreshToken ?? '' }),
    );
    await expect(refresh).rejects.toMatchObject({ name: 'NotAuthorizedException', message: 'Refresh Token has been revoked' });
    await page.context().close();
  });
});
