// Sign-in on the local Cognito as the deployed web signs in (infra/local/cognito-sign-in-flows.ts):
// USER_SRP_AUTH and PASSWORD_VERIFIER, the refresh operations, and the app client's settings
// (SRP and refresh only, no user-existence errors), each answered as Cognito's API documents; and
// sign-out's RevokeToken (infra/local/cognito-token-revocation.ts).
import {
  GetTokensFromRefreshTokenCommand,
  GetUserCommand,
  InitiateAuthCommand,
  RevokeTokenCommand,
  RespondToAuthChallengeCommand,
  type InitiateAuthCommandOutput,
} from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, inject, it } from 'vitest';
import { cognitoClient } from '../../infra/local/cognito-bootstrap';
import { signUpAndConfirm } from '../support/cognito-users';
import { srpClientSession } from '../support/srp-client';
import { callGraphql } from '../support/graphql-client';

const stack = inject('stack');
const cognito = () => cognitoClient(stack.cognitoUrl);

/** The two calls of an SRP sign-in, with the password the client proves it knows. */
async function srpSignIn(email: string, password: string, tamper: (answer: Record<string, string>) => Record<string, string> = (a) => a) {
  const session = srpClientSession(stack.userPoolId, password);
  const challenge: InitiateAuthCommandOutput = await cognito().send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_SRP_AUTH',
      ClientId: stack.clientId,
      AuthParameters: { USERNAME: email, SRP_A: session.srpA },
    }),
  );
  const answer = tamper(session.answer(challenge.ChallengeParameters ?? {}));
  const result = await cognito().send(
    new RespondToAuthChallengeCommand({ ClientId: stack.clientId, ChallengeName: 'PASSWORD_VERIFIER', ChallengeResponses: answer }),
  );
  return { challenge, result };
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: Error) => ({ name: error.name, message: error.message }),
  );

describe('USER_SRP_AUTH on the local Cognito', () => {
  it('answers PASSWORD_VERIFIER, then issues tokens the API accepts for the right password', async () => {
    const user = await signUpAndConfirm(stack, { firstName: 'Sara', lastName: 'Paz' });
    const { challenge, result } = await srpSignIn(user.email, user.password);

    expect(challenge.ChallengeName).toBe('PASSWORD_VERIFIER');
    expect(Object.keys(challenge.ChallengeParameters ?? {}).sort()).toEqual([
      'SALT',
      'SECRET_BLOCK',
      'SRP_B',
      'USERNAME',
      'USER_ID_FOR_SRP',
    ]);
    // E-mail sign-in: the SRP identity is the account's own username (its sub), not the e-mail.
    expect(challenge.ChallengeParameters?.['USER_ID_FOR_SRP']).toMatch(/^[0-9a-f-]{36}$/);
    expect(result.AuthenticationResult).toMatchObject({ TokenType: 'Bearer', ExpiresIn: 15 * 60 });
    expect(result.AuthenticationResult?.RefreshToken).toBeTruthy();
    const me = await callGraphql<{ me: { firstName: string } }>(
      stack,
      { token: result.AuthenticationResult?.AccessToken ?? '' },
      '{ me { firstName } }',
    );
    expect(me.data?.me.firstName).toBe('Sara');
  });

  it('refuses a wrong password with NotAuthorizedException "Incorrect username or password."', async () => {
    const user = await signUpAndConfirm(stack);
    expect(await refusal(srpSignIn(user.email, 'Entrena2025'))).toEqual({
      name: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
  });

  it('answers an unknown e-mail exactly as a wrong password (PreventUserExistenceErrors)', async () => {
    expect(await refusal(srpSignIn('nadie-registrado@example.com', 'Entrena2026'))).toEqual({
      name: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
  });

  it('refuses a proof whose secret block or timestamp was changed', async () => {
    const user = await signUpAndConfirm(stack);
    const otherBlock = Buffer.from('a block this server never sealed').toString('base64');
    expect(await refusal(srpSignIn(user.email, user.password, (a) => ({ ...a, PASSWORD_CLAIM_SECRET_BLOCK: otherBlock })))).toMatchObject({
      name: 'NotAuthorizedException',
    });
    expect(await refusal(srpSignIn(user.email, user.password, (a) => ({ ...a, TIMESTAMP: 'Mon Jan 1 00:00:00 UTC 2024' })))).toMatchObject({
      name: 'NotAuthorizedException',
    });
  });

  it('refuses USER_PASSWORD_AUTH, as the deployed client allows SRP and refresh only', async () => {
    const user = await signUpAndConfirm(stack);
    const attempt = cognito().send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: stack.clientId,
        AuthParameters: { USERNAME: user.email, PASSWORD: user.password },
      }),
    );
    expect(await refusal(attempt)).toEqual({
      name: 'InvalidParameterException',
      message: 'USER_PASSWORD_AUTH flow not enabled for this client',
    });
  });
});

describe('token refresh on the local Cognito', () => {
  it('GetTokensFromRefreshToken and REFRESH_TOKEN_AUTH issue new ID and access tokens, not a new refresh token', async () => {
    const user = await signUpAndConfirm(stack);
    const { result } = await srpSignIn(user.email, user.password);
    const refreshToken = result.AuthenticationResult?.RefreshToken ?? '';

    const renewed = await cognito().send(new GetTokensFromRefreshTokenCommand({ ClientId: stack.clientId, RefreshToken: refreshToken }));
    expect(renewed.AuthenticationResult).toMatchObject({ TokenType: 'Bearer', ExpiresIn: 15 * 60 });
    expect(renewed.AuthenticationResult?.AccessToken).toBeTruthy();
    expect(renewed.AuthenticationResult?.IdToken).toBeTruthy();
    expect(renewed.AuthenticationResult?.RefreshToken).toBeUndefined();

    const viaInitiateAuth = await cognito().send(
      new InitiateAuthCommand({
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        ClientId: stack.clientId,
        AuthParameters: { REFRESH_TOKEN: refreshToken },
      }),
    );
    expect(viaInitiateAuth.AuthenticationResult).toMatchObject({ TokenType: 'Bearer', ExpiresIn: 15 * 60 });
    expect(viaInitiateAuth.AuthenticationResult?.AccessToken).toBeTruthy();
  });

  it('refuses a refresh token the pool never issued with NotAuthorizedException', async () => {
    const attempt = cognito().send(new GetTokensFromRefreshTokenCommand({ ClientId: stack.clientId, RefreshToken: 'not-a-refresh-token' }));
    expect(await refusal(attempt)).toMatchObject({ name: 'NotAuthorizedException' });
  });
});

const claims = (token: string | undefined): Record<string, unknown> =>
  JSON.parse(Buffer.from((token ?? '').split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;

const refreshWith = (refreshToken: string) =>
  cognito().send(new GetTokensFromRefreshTokenCommand({ ClientId: stack.clientId, RefreshToken: refreshToken }));

describe('RevokeToken on the local Cognito (sign-out)', () => {
  it('puts one origin_jti in the access and ID tokens of a sign-in and keeps it in their refreshes', async () => {
    const user = await signUpAndConfirm(stack);
    const { result } = await srpSignIn(user.email, user.password);
    const origin = claims(result.AuthenticationResult?.AccessToken)['origin_jti'];
    expect(origin).toEqual(expect.stringMatching(/^[0-9a-f-]{36}$/));
    expect(claims(result.AuthenticationResult?.IdToken)['origin_jti']).toBe(origin);

    const renewed = await refreshWith(result.AuthenticationResult?.RefreshToken ?? '');
    expect(claims(renewed.AuthenticationResult?.AccessToken)['origin_jti']).toBe(origin);
    expect(claims(renewed.AuthenticationResult?.AccessToken)['jti']).not.toBe(claims(result.AuthenticationResult?.AccessToken)['jti']);
    // Another sign-in is another origin.
    const other = await srpSignIn(user.email, user.password);
    expect(claims(other.result.AuthenticationResult?.AccessToken)['origin_jti']).not.toBe(origin);
  });

  it('revokes the refresh token and the access tokens issued with it; the sign-in of another device goes on', async () => {
    const user = await signUpAndConfirm(stack, { firstName: 'Lía', lastName: 'Soto' });
    const { result } = await srpSignIn(user.email, user.password);
    const refreshToken = result.AuthenticationResult?.RefreshToken ?? '';
    const accessToken = result.AuthenticationResult?.AccessToken ?? '';
    const refreshedAccessToken = (await refreshWith(refreshToken)).AuthenticationResult?.AccessToken ?? '';
    const otherDevice = (await srpSignIn(user.email, user.password)).result.AuthenticationResult;

    const answer = await cognito().send(new RevokeTokenCommand({ ClientId: stack.clientId, Token: refreshToken }));
    expect(answer.$metadata.httpStatusCode).toBe(200);

    const revoked = { name: 'NotAuthorizedException', message: 'Refresh Token has been revoked' };
    expect(await refusal(refreshWith(refreshToken))).toEqual(revoked);
    expect(
      await refusal(
        cognito().send(
          new InitiateAuthCommand({
            AuthFlow: 'REFRESH_TOKEN_AUTH',
            ClientId: stack.clientId,
            AuthParameters: { REFRESH_TOKEN: refreshToken },
          }),
        ),
      ),
    ).toEqual(revoked);
    // Cognito's own operations refuse the revoked access tokens, the sign-in's and its refresh's.
    for (const token of [accessToken, refreshedAccessToken]) {
      expect(await refusal(cognito().send(new GetUserCommand({ AccessToken: token })))).toEqual({
        name: 'NotAuthorizedException',
        message: 'Access Token has been revoked',
      });
    }
    // The other device's session is untouched.
    expect((await refreshWith(otherDevice?.RefreshToken ?? '')).AuthenticationResult?.AccessToken).toBeTruthy();
    expect((await cognito().send(new GetUserCommand({ AccessToken: otherDevice?.AccessToken ?? '' }))).Username).toBeTruthy();
  });

  it('leaves a revoked access token valid at the API until it expires, as AppSync does (15 minutes at most)', async () => {
    // Only Cognito knows of a revocation: AppSync verifies the JWT's signature and expiry (Cognito's
    // token-revocation guide; decision 126), so the store bounds that by the access token's lifetime.
    const user = await signUpAndConfirm(stack, { firstName: 'Noa', lastName: 'Ruiz' });
    const { result } = await srpSignIn(user.email, user.password);
    const accessToken = result.AuthenticationResult?.AccessToken ?? '';
    await cognito().send(new RevokeTokenCommand({ ClientId: stack.clientId, Token: result.AuthenticationResult?.RefreshToken ?? '' }));

    const me = await callGraphql<{ me: { firstName: string } }>(stack, { token: accessToken }, '{ me { firstName } }');
    expect(me.data?.me.firstName).toBe('Noa');
    const { exp, iat } = claims(accessToken) as { exp: number; iat: number };
    expect(exp - iat).toBe(15 * 60);
  });

  it('refuses to revoke an access token (UnsupportedTokenTypeException) and answers a token it never issued with 200', async () => {
    const user = await signUpAndConfirm(stack);
    const { result } = await srpSignIn(user.email, user.password);
    const attempt = cognito().send(
      new RevokeTokenCommand({ ClientId: stack.clientId, Token: result.AuthenticationResult?.AccessToken ?? '' }),
    );
    expect(await refusal(attempt)).toMatchObject({ name: 'UnsupportedTokenTypeException' });
    const unknown = await cognito().send(new RevokeTokenCommand({ ClientId: stack.clientId, Token: 'not-a-refresh-token' }));
    expect(unknown.$metadata.httpStatusCode).toBe(200);
    // Neither revoked the sign-in.
    expect((await refreshWith(result.AuthenticationResult?.RefreshToken ?? '')).AuthenticationResult?.AccessToken).toBeTruthy();
  });
});
