// A token refresher for Amplify that renews tokens with InitiateAuth REFRESH_TOKEN_AUTH, for
// pools signed into with USER_PASSWORD_AUTH (the local Cognito): Amplify 6's own refresh calls
// GetTokensFromRefreshToken, which cognito-local does not implement. A plain fetch speaking
// Cognito's JSON protocol — no AWS SDK in the browser. Installed by auth-client.ts.
import { AuthError, decodeJWT } from 'aws-amplify/auth';
import type { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';

// Amplify does not export the refresher's type; it is the parameter of setTokenRefresher.
export type TokenRefresher = Parameters<typeof cognitoUserPoolsTokenProvider.tokenOrchestrator.setTokenRefresher>[0];

interface InitiateAuthAnswer {
  AuthenticationResult?: { AccessToken?: string; IdToken?: string; RefreshToken?: string };
  __type?: string;
  message?: string;
}

/**
 * A token refresher for Amplify that renews the tokens with InitiateAuth REFRESH_TOKEN_AUTH.
 * Errors carry Cognito's exception name, so Amplify's orchestrator clears the tokens on
 * NotAuthorizedException (refresh token revoked or expired) and keeps them on transient faults.
 */
export function createRefreshTokenAuthRefresher(options: { endpoint: string; clientId: string; fetch?: typeof fetch }): TokenRefresher {
  const send = options.fetch ?? ((input, init) => fetch(input, init));
  return async ({ tokens, username }) => {
    if (!tokens.refreshToken) {
      throw new AuthError({ name: 'NotAuthorizedException', message: 'No refresh token is stored.' });
    }
    let response: Response;
    try {
      response = await send(options.endpoint, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-amz-json-1.1',
          'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
        },
        body: JSON.stringify({
          AuthFlow: 'REFRESH_TOKEN_AUTH',
          ClientId: options.clientId,
          AuthParameters: { REFRESH_TOKEN: tokens.refreshToken },
        }),
      });
    } catch (error) {
      throw new AuthError({ name: 'NetworkError', message: 'Token refresh could not reach Cognito.', underlyingError: error });
    }
    const answer = (await response.json().catch(() => ({}))) as InitiateAuthAnswer;
    const result = answer.AuthenticationResult;
    if (!response.ok || !result?.AccessToken) {
      // Cognito's JSON protocol names the error in __type, sometimes prefixed with a namespace.
      const name = answer.__type?.split('#').at(-1) || `HttpError${response.status}`;
      throw new AuthError({ name, message: answer.message ?? `Token refresh failed with HTTP ${response.status}.` });
    }
    const accessToken = decodeJWT(result.AccessToken);
    const issuedAt = accessToken.payload.iat;
    return {
      accessToken,
      idToken: result.IdToken ? decodeJWT(result.IdToken) : undefined,
      // REFRESH_TOKEN_AUTH returns no new refresh token (no rotation): keep the one we have.
      refreshToken: result.RefreshToken ?? tokens.refreshToken,
      clockDrift: issuedAt ? issuedAt * 1000 - Date.now() : 0,
      username,
    };
  };
}
