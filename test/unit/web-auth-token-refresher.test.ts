// The local token refresher as one module, with Cognito's HTTP answer faked. The real round trip
// against the local Cognito is covered by test/e2e/auth-session-refresh.test.ts.
import { describe, expect, it, vi } from 'vitest';
import { createRefreshTokenAuthRefresher } from '../../web/src/lib/cognito-token-refresher';

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const jwt = (payload: object) => `${base64url({ alg: 'RS256' })}.${base64url(payload)}.signature`;
const now = () => Math.floor(Date.now() / 1000);

const oldTokens = {
  accessToken: { toString: () => 'old-access', payload: { iat: now() - 7200, exp: now() - 3600 } },
  refreshToken: 'the-refresh-token',
  clockDrift: 0,
  username: 'user-sub',
};

function answer(status: number, body: object) {
  return vi.fn<typeof fetch>(async () => new Response(JSON.stringify(body), { status }));
}

describe('token refresher for USER_PASSWORD_AUTH pools (InitiateAuth REFRESH_TOKEN_AUTH)', () => {
  it('asks Cognito for new tokens with the stored refresh token', async () => {
    const access = jwt({ iat: now(), exp: now() + 3600, sub: 'user-sub' });
    const id = jwt({ iat: now(), exp: now() + 3600, email: 'ana@example.com' });
    const fetch = answer(200, { AuthenticationResult: { AccessToken: access, IdToken: id } });
    const refresh = createRefreshTokenAuthRefresher({ endpoint: 'http://localhost:9229', clientId: 'client-1', fetch });

    const tokens = await refresh({ tokens: oldTokens, username: 'user-sub' });

    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('http://localhost:9229');
    expect(init?.method).toBe('POST');
    expect(init?.headers).toMatchObject({
      'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
      'content-type': 'application/x-amz-json-1.1',
    });
    expect(JSON.parse(String(init?.body))).toEqual({
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      ClientId: 'client-1',
      AuthParameters: { REFRESH_TOKEN: 'the-refresh-token' },
    });
    expect(tokens.accessToken.toString()).toBe(access);
    expect(tokens.idToken?.toString()).toBe(id);
    expect(tokens.idToken?.payload['email']).toBe('ana@example.com');
    // No rotation: the refresh token in use is kept.
    expect(tokens.refreshToken).toBe('the-refresh-token');
    expect(tokens.username).toBe('user-sub');
    expect(Math.abs(tokens.clockDrift)).toBeLessThan(5000);
  });

  it('reports a refused refresh token with Cognito’s error name, so Amplify ends the session', async () => {
    const fetch = answer(400, { __type: 'NotAuthorizedException', message: 'Refresh Token has expired' });
    const refresh = createRefreshTokenAuthRefresher({ endpoint: 'http://localhost:9229', clientId: 'client-1', fetch });
    await expect(refresh({ tokens: oldTokens, username: 'user-sub' })).rejects.toMatchObject({ name: 'NotAuthorizedException' });
  });

  it('reports an unreachable Cognito as a network error, so Amplify keeps the tokens for a retry', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => {
      throw new TypeError('Failed to fetch');
    });
    const refresh = createRefreshTokenAuthRefresher({ endpoint: 'http://localhost:9229', clientId: 'client-1', fetch });
    await expect(refresh({ tokens: oldTokens, username: 'user-sub' })).rejects.toMatchObject({ name: 'NetworkError' });
  });

  it('refuses to call Cognito without a refresh token', async () => {
    const fetch = answer(200, {});
    const refresh = createRefreshTokenAuthRefresher({ endpoint: 'http://localhost:9229', clientId: 'client-1', fetch });
    await expect(refresh({ tokens: { ...oldTokens, refreshToken: undefined }, username: 'user-sub' })).rejects.toMatchObject({
      name: 'NotAuthorizedException',
    });
    expect(fetch).not.toHaveBeenCalled();
  });
});
