// The signed-in hint that keeps Amplify off a visitor's page: Cognito tokens of this app client in
// the browser's storage, under the keys Amplify's token store writes.
import { describe, expect, it } from 'vitest';
import { hasStoredTokens } from '../../web/src/lib/auth-client';

const storage = (keys: string[]) => ({ length: keys.length, key: (index: number) => keys[index] ?? null });

describe('hasStoredTokens', () => {
  it('is false for a visitor: no keys, or only other clients’ and other sites’ keys', () => {
    expect(hasStoredTokens('client-a', storage([]))).toBe(false);
    expect(hasStoredTokens('client-a', storage(['CognitoIdentityServiceProvider.client-b.ana.accessToken', 'theme']))).toBe(false);
    expect(hasStoredTokens('client-a', storage(['CognitoIdentityServiceProvider.client-a.LastAuthUser']))).toBe(false);
    expect(hasStoredTokens('client-a', undefined)).toBe(false);
  });

  it('is true when this client has an access or a refresh token stored', () => {
    expect(hasStoredTokens('client-a', storage(['CognitoIdentityServiceProvider.client-a.ana.accessToken']))).toBe(true);
    expect(hasStoredTokens('client-a', storage(['x', 'CognitoIdentityServiceProvider.client-a.ana.refreshToken']))).toBe(true);
  });

  it('answers "maybe" (true) when the storage cannot be read', () => {
    const broken = {
      get length(): number {
        throw new Error('SecurityError');
      },
      key: () => null,
    };
    expect(hasStoredTokens('client-a', broken)).toBe(true);
  });
});
