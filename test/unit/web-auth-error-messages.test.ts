import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, authErrorMessage, type AuthAction } from '../../web/src/features/auth/domain/auth-error-messages';

// Amplify's AuthError carries Cognito's exception name in `name` and its English text in `message`.
const cognitoError = (name: string, message = 'raw english text from Cognito') => Object.assign(new Error(message), { name });

describe('Spanish messages for Cognito failures', () => {
  it.each<[string, AuthAction, string]>([
    ['UsernameExistsException', 'sign-up', AUTH_MESSAGES.accountExists],
    ['CodeMismatchException', 'confirm-sign-up', AUTH_MESSAGES.wrongCode],
    ['CodeMismatchException', 'reset-password', AUTH_MESSAGES.wrongCode],
    ['ExpiredCodeException', 'confirm-sign-up', AUTH_MESSAGES.expiredCode],
    ['ExpiredCodeException', 'reset-password', AUTH_MESSAGES.expiredCode],
    ['NotAuthorizedException', 'sign-in', AUTH_MESSAGES.wrongCredentials],
    ['UserNotConfirmedException', 'sign-in', AUTH_MESSAGES.notConfirmed],
    ['LimitExceededException', 'forgot-password', AUTH_MESSAGES.tooManyAttempts],
    ['TooManyRequestsException', 'sign-in', AUTH_MESSAGES.tooManyAttempts],
    ['TooManyFailedAttemptsException', 'confirm-sign-up', AUTH_MESSAGES.tooManyAttempts],
    ['ForbiddenException', 'sign-up', AUTH_MESSAGES.blockedConnection],
    ['InvalidPasswordException', 'sign-up', AUTH_MESSAGES.weakPassword],
    ['InvalidPasswordException', 'reset-password', AUTH_MESSAGES.weakPassword],
    ['UserNotFoundException', 'forgot-password', AUTH_MESSAGES.unknownAccount],
    ['InvalidParameterException', 'forgot-password', AUTH_MESSAGES.unverifiedEmail],
    ['InvalidParameterException', 'sign-up', AUTH_MESSAGES.invalidInput],
    ['InvalidParameterException', 'resend-code', AUTH_MESSAGES.alreadyConfirmed],
    ['CodeDeliveryFailureException', 'resend-code', AUTH_MESSAGES.deliveryFailed],
    ['PasswordResetRequiredException', 'sign-in', AUTH_MESSAGES.resetRequired],
    ['NetworkError', 'sign-in', AUTH_MESSAGES.network],
    ['EmptySignInPassword', 'sign-in', AUTH_MESSAGES.emptyFields],
    ['EmptyConfirmSignUpCode', 'confirm-sign-up', AUTH_MESSAGES.emptyFields],
  ])('%s during %s', (name, action, expected) => {
    expect(authErrorMessage(cognitoError(name), action)).toBe(expected);
  });

  it('reads the local Cognito’s wrong-password answer (InvalidPasswordException) as wrong credentials at sign-in', () => {
    expect(authErrorMessage(cognitoError('InvalidPasswordException', 'Invalid password'), 'sign-in')).toBe(AUTH_MESSAGES.wrongCredentials);
  });

  it('does not reveal at sign-in whether the e-mail has an account', () => {
    expect(authErrorMessage(cognitoError('UserNotFoundException'), 'sign-in')).toBe(
      authErrorMessage(cognitoError('NotAuthorizedException'), 'sign-in'),
    );
  });

  it('reads "Password attempts exceeded" as too many attempts, not as a wrong password', () => {
    expect(authErrorMessage(cognitoError('NotAuthorizedException', 'Password attempts exceeded'), 'sign-in')).toBe(
      AUTH_MESSAGES.tooManyAttempts,
    );
  });

  it('tells someone confirming an already confirmed account to sign in', () => {
    const error = cognitoError('NotAuthorizedException', 'User cannot be confirmed. Current status is CONFIRMED');
    expect(authErrorMessage(error, 'confirm-sign-up')).toBe(AUTH_MESSAGES.alreadyConfirmed);
  });

  it('falls back to a generic Spanish message and never shows the raw text', () => {
    const raw = 'Unexpected Lambda exception: stack trace';
    for (const error of [cognitoError('UnexpectedLambdaException', raw), new Error(raw), raw, null, undefined, { weird: true }]) {
      const message = authErrorMessage(error, 'sign-up');
      expect(message).toBe(AUTH_MESSAGES.unexpected);
      expect(message).not.toContain('Lambda');
    }
  });

  it('treats a fetch that never reached the server as a connection problem', () => {
    expect(authErrorMessage(new TypeError('Failed to fetch'), 'sign-in')).toBe(AUTH_MESSAGES.network);
  });

  it('writes every message in Spanish with the "vos" form where it addresses the person', () => {
    for (const message of Object.values(AUTH_MESSAGES)) {
      expect(message).not.toMatch(/\b(the|your|please|error)\b/i);
      expect(message).toMatch(/[.]$/);
    }
    expect(AUTH_MESSAGES.tooManyAttempts).toContain('Esperá');
  });
});
