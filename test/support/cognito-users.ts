// Real accounts on the local Cognito, made the way a person makes one: sign up, read the code
// from the local mailbox, confirm (which runs the post-confirmation trigger), sign in with SRP.
import { randomUUID } from 'node:crypto';
import {
  ConfirmSignUpCommand,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';

import { cognitoClient } from '../../infra/local/cognito-bootstrap';
import { readMailbox } from '../../infra/local/mailbox';
import { srpClientSession } from './srp-client';
import type { StackInfo } from './stack-info';

export interface TestUser {
  email: string;
  password: string;
  accessToken: string;
  idToken: string;
}

/**
 * Signs in as the web does on AWS: USER_SRP_AUTH, then the PASSWORD_VERIFIER challenge answered
 * with the SRP proof (srp-client.ts): the password never travels, the local Cognito checks the proof.
 */
export async function signIn(stack: StackInfo, email: string, password: string): Promise<TestUser> {
  const client = cognitoClient(stack.cognitoUrl);
  const session = srpClientSession(stack.userPoolId, password);
  const challenge = await client.send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_SRP_AUTH',
      ClientId: stack.clientId,
      AuthParameters: { USERNAME: email, SRP_A: session.srpA },
    }),
  );
  if (challenge.ChallengeName !== 'PASSWORD_VERIFIER')
    throw new Error(`sign-in of ${email} got ${challenge.ChallengeName ?? 'no challenge'}`);
  const result = await client.send(
    new RespondToAuthChallengeCommand({
      ClientId: stack.clientId,
      ChallengeName: 'PASSWORD_VERIFIER',
      ChallengeResponses: session.answer(challenge.ChallengeParameters ?? {}),
    }),
  );
  const tokens = result.AuthenticationResult;
  if (!tokens?.AccessToken || !tokens.IdToken) throw new Error(`sign-in of ${email} returned no tokens`);
  return { email, password, accessToken: tokens.AccessToken, idToken: tokens.IdToken };
}

async function latestCode(stack: StackInfo, email: string): Promise<string> {
  // The latest message that carries a code: the store's own e-mails to the address (a membership
  // added by e-mail, say) travel through the mail queue and may land after Cognito's code.
  const messages = await readMailbox(stack.mailboxDir, email);
  const code = messages.filter((message) => message.code).at(-1)?.code;
  if (!code) throw new Error(`no code in the local mailbox for ${email}`);
  return code;
}

export async function signUpAndConfirm(
  stack: StackInfo,
  names: { firstName: string; lastName: string } = { firstName: 'Ana', lastName: 'Pérez' },
  email = `user-${randomUUID().slice(0, 8)}@example.com`,
): Promise<TestUser> {
  const password = 'Entrena2026';
  const client = cognitoClient(stack.cognitoUrl);
  await client.send(
    new SignUpCommand({
      ClientId: stack.clientId,
      Username: email,
      Password: password,
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'given_name', Value: names.firstName },
        { Name: 'family_name', Value: names.lastName },
      ],
    }),
  );
  await client.send(
    new ConfirmSignUpCommand({ ClientId: stack.clientId, Username: email, ConfirmationCode: await latestCode(stack, email) }),
  );
  return signIn(stack, email, password);
}

export const signInAdmin = (stack: StackInfo): Promise<TestUser> => signIn(stack, stack.admin.email, stack.admin.password);
