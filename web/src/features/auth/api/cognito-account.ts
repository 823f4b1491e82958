// The account operations of the store, over Amplify v6 Auth. Pages call these, never Amplify
// directly, so the sign-in options and e-mail normalisation live in one place. Errors are Amplify's AuthError (Cognito's exception names); pages turn them into
// Spanish with authErrorMessage(). Amplify is loaded on demand (lib/auth-client.ts): each
// operation first makes sure it is configured.
import {
  confirmResetPassword,
  confirmSignUp,
  resendSignUpCode,
  resetPassword,
  signIn,
  signOut,
  signUp,
  updatePassword,
} from 'aws-amplify/auth';
import { amplifyAuth } from '../../../lib/auth-client';
import { normalizeEmail } from '../domain/account-form-rules';

export type SignInOutcome = 'signed-in' | 'needs-verification' | 'needs-password-reset' | 'unsupported-step';

export async function signInWithPassword(email: string, password: string): Promise<SignInOutcome> {
  await amplifyAuth();
  // Amplify's default flow, as on AWS: SRP (USER_SRP_AUTH, the PASSWORD_VERIFIER challenge).
  const attempt = () => signIn({ username: normalizeEmail(email), password });
  let result: Awaited<ReturnType<typeof signIn>>;
  try {
    result = await attempt();
  } catch (error) {
    // Tokens left from an earlier session that the app no longer trusts (e.g. the profile could
    // not be loaded): drop them and sign in as asked.
    if (error instanceof Error && error.name === 'UserAlreadyAuthenticatedException') {
      await signOut();
      result = await attempt();
    } else throw error;
  }
  switch (result.nextStep.signInStep) {
    case 'DONE':
      return 'signed-in';
    case 'CONFIRM_SIGN_UP':
      return 'needs-verification';
    case 'RESET_PASSWORD':
      return 'needs-password-reset';
    default:
      // MFA, new-password and other challenges are not configured on the store's pool.
      return 'unsupported-step';
  }
}

export interface NewAccount {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/** Creates the account; Cognito e-mails a verification code (the custom-message trigger). */
export async function signUpAccount(account: NewAccount): Promise<{ alreadyConfirmed: boolean }> {
  await amplifyAuth();
  const email = normalizeEmail(account.email);
  const result = await signUp({
    username: email,
    password: account.password,
    options: {
      userAttributes: {
        email,
        given_name: account.firstName.trim(),
        family_name: account.lastName.trim(),
      },
    },
  });
  return { alreadyConfirmed: result.isSignUpComplete };
}

/** Confirms the account with the e-mailed code; Cognito then runs the post-confirmation trigger. */
export async function confirmAccount(email: string, code: string): Promise<void> {
  await amplifyAuth();
  await confirmSignUp({ username: normalizeEmail(email), confirmationCode: code.trim() });
}

export async function resendVerificationCode(email: string): Promise<void> {
  await amplifyAuth();
  await resendSignUpCode({ username: normalizeEmail(email) });
}

/** Sends a password-reset code to the account's e-mail. */
export async function requestPasswordReset(email: string): Promise<void> {
  await amplifyAuth();
  await resetPassword({ username: normalizeEmail(email) });
}

export async function completePasswordReset(email: string, code: string, newPassword: string): Promise<void> {
  await amplifyAuth();
  await confirmResetPassword({ username: normalizeEmail(email), confirmationCode: code.trim(), newPassword });
}

/** Changes the signed-in person's password (Cognito ChangePassword: the current one is required). */
export async function changePassword(currentPassword: string, newPassword: string): Promise<void> {
  await amplifyAuth();
  await updatePassword({ oldPassword: currentPassword, newPassword });
}
