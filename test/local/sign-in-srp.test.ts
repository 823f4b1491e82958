// Sign-in on the local Cognito as the deployed web signs in (infra/local/cognito-sign-in-flows.ts):
// USER_SRP_AUTH and PASSWORD_VERIFIER, the refresh operations, and the app client's settings
// (SRP and refresh only, no user-existence errors), each answered as Cognito's API documents.
import {
  GetTokensFromRefreshTokenCommand,
  InitiateAuthCommand,
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
