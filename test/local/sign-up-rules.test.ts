// No account exists that the profile rules refuse: Cognito's pre-sign-up trigger (the same
// handler on AWS and in the local Cognito) checks the sign-up attributes with the profile's own
// rules, so a direct call to Cognito's API with a blank or 2,048-character name, or a name with a
// line break, creates nothing; a valid sign-up still goes through to a profile the API returns.
import { randomUUID } from 'node:crypto';
import { SignUpCommand, UpdateUserAttributesCommand } from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, inject, it } from 'vitest';
import { cognitoClient } from '../../infra/local/cognito-bootstrap';
import { PROFILE_NAME_MAX_LENGTH } from '../../functions/domain/profile';
import { signIn, signUpAndConfirm } from '../support/cognito-users';
import { callGraphql } from '../support/graphql-client';

const stack = inject('stack');
const PASSWORD = 'Entrena2026';

async function signUp(givenName: string, familyName: string): Promise<{ email: string; error: { name: string; message: string } | null }> {
  const email = `rules-${randomUUID().slice(0, 8)}@example.com`;
  try {
    await cognitoClient(stack.cognitoUrl).send(
      new SignUpCommand({
        ClientId: stack.clientId,
        Username: email,
        Password: PASSWORD,
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: 'given_name', Value: givenName },
          { Name: 'family_name', Value: familyName },
        ],
      }),
    );
    return { email, error: null };
  } catch (error) {
    return { email, error: { name: (error as Error).name, message: (error as Error).message } };
  }
}

async function accountExists(email: string): Promise<boolean> {
  try {
    await signIn(stack, email, PASSWORD);
    return true;
  } catch (error) {
    // With the right password an unconfirmed account answers UserNotConfirmedException: it exists.
    // An unknown one answers as a wrong password would (the client prevents user-existence errors).
    return (error as Error).name !== 'UserNotFoundException' && (error as Error).name !== 'NotAuthorizedException';
  }
}

describe('sign-up attributes follow the profile rules (pre-sign-up trigger)', () => {
  it.each([
    ['a blank first name', '   ', 'Pérez', /Ingresá tu nombre/],
    ['a 2,048-character first name', 'A'.repeat(2_048), 'Pérez', new RegExp(`hasta ${PROFILE_NAME_MAX_LENGTH}`)],
    ['a blank last name', 'Ana', '', /Ingresá tu apellido/],
    ['a line break in the name', 'Ana\r\nBcc: x@example.com', 'Pérez', /saltos de línea/],
    ['a NUL in the last name', 'Ana', 'Pé\u0000rez', /caracteres de control/],
    ['a right-to-left override', 'Ana\u202E', 'Pérez', /caracteres de control/],
  ])('refuses %s and creates no account', async (_case, givenName, familyName, reason) => {
    const { email, error } = await signUp(givenName, familyName);
    expect(error?.name).toBe('UserLambdaValidationException');
    expect(error?.message).toMatch(reason);
    expect(await accountExists(email)).toBe(false);
  });

  it(`accepts a name of ${PROFILE_NAME_MAX_LENGTH} characters, and the profile then answers`, async () => {
    const user = await signUpAndConfirm(stack, { firstName: 'Á'.repeat(PROFILE_NAME_MAX_LENGTH), lastName: 'Núñez' });
    const me = await callGraphql(stack, { token: user.accessToken }, 'query { me { firstName lastName } }');
    expect(me.errors).toBeUndefined();
    expect(me.data?.['me']).toEqual({ firstName: 'Á'.repeat(PROFILE_NAME_MAX_LENGTH), lastName: 'Núñez' });
  });

  it('refuses a signed-in user rewriting the names afterwards (UpdateUserAttributes with their own token)', async () => {
    const user = await signUpAndConfirm(stack, { firstName: 'Ana', lastName: 'Pérez' });
    for (const name of ['given_name', 'family_name']) {
      const refused = await cognitoClient(stack.cognitoUrl)
        .send(
          new UpdateUserAttributesCommand({ AccessToken: user.accessToken, UserAttributes: [{ Name: name, Value: 'A'.repeat(2_048) }] }),
        )
        .then(
          () => null,
          (error: unknown) => error as Error,
        );
      expect(refused?.name, name).toBe('InvalidParameterException');
      expect(refused?.message).toMatch(/immutable/);
    }
    const me = await callGraphql(stack, { token: user.accessToken }, 'query { me { firstName lastName } }');
    expect(me.data?.['me']).toEqual({ firstName: 'Ana', lastName: 'Pérez' });
  });
});
