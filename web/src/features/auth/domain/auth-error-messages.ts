// One place that turns what Cognito (through Amplify) answers into a Spanish sentence a person can
// act on. The raw exception text is never shown: it is English, technical, and on the local
// Cognito sometimes misleading. Each screen says which action failed, because the same error
// name means different things per action (see the notes below).

export type AuthAction = 'sign-in' | 'sign-up' | 'confirm-sign-up' | 'resend-code' | 'forgot-password' | 'reset-password' | 'sign-out';

export const AUTH_MESSAGES = {
  wrongCredentials: 'El e-mail o la contraseña no son correctos.',
  accountExists: 'Ya existe una cuenta con ese e-mail. Ingresá con tu contraseña o restablecela.',
  wrongCode: 'El código no es correcto. Revisá el último e-mail que te enviamos y volvé a intentar.',
  expiredCode: 'El código venció. Pedí uno nuevo y usá el último que te enviemos.',
  notConfirmed: 'Tu cuenta todavía no está verificada. Ingresá el código que te enviamos por e-mail.',
  alreadyConfirmed: 'Tu cuenta ya está verificada. Ingresá con tu e-mail y contraseña.',
  tooManyAttempts: 'Hiciste demasiados intentos. Esperá unos minutos y volvé a intentar.',
  blockedConnection: 'Recibimos demasiadas solicitudes desde tu conexión. Esperá unos minutos y volvé a intentar.',
  weakPassword: 'La contraseña no cumple los requisitos: al menos 8 caracteres, una mayúscula, una minúscula y un número.',
  unknownAccount: 'No encontramos una cuenta con ese e-mail.',
  unverifiedEmail:
    'No podemos enviarte el código porque el e-mail de esa cuenta no está verificado. Si recién la creaste, verificala primero.',
  invalidInput: 'Revisá los datos ingresados: alguno no es válido.',
  emptyFields: 'Completá todos los campos.',
  deliveryFailed: 'No pudimos enviarte el e-mail con el código. Intentá de nuevo en unos minutos.',
  resetRequired: 'Tenés que restablecer tu contraseña antes de ingresar. Usá «¿Olvidaste tu contraseña?».',
  alreadySignedIn: 'Ya ingresaste con una cuenta. Cerrá sesión para usar otra.',
  unsupportedStep: 'Tu cuenta necesita un paso de ingreso que la tienda no admite. Escribinos desde Contacto.',
  network: 'No pudimos conectarnos. Revisá tu conexión e intentá de nuevo.',
  unexpected: 'Algo salió mal. Intentá de nuevo en unos minutos.',
} as const;

function errorName(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'name' in error && typeof error.name === 'string') {
    return error.name;
  }
  return '';
}

function errorText(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string') {
    return error.message;
  }
  return '';
}

/** The Spanish message for a failed auth action. Never returns the exception's own text. */
export function authErrorMessage(error: unknown, action: AuthAction): string {
  const name = errorName(error);
  switch (name) {
    case 'UsernameExistsException':
    case 'AliasExistsException':
      return AUTH_MESSAGES.accountExists;
    case 'CodeMismatchException':
      return AUTH_MESSAGES.wrongCode;
    case 'ExpiredCodeException':
      return AUTH_MESSAGES.expiredCode;
    case 'UserNotConfirmedException':
      return AUTH_MESSAGES.notConfirmed;
    case 'LimitExceededException':
    case 'TooManyRequestsException':
    case 'TooManyFailedAttemptsException':
      return AUTH_MESSAGES.tooManyAttempts;
    case 'ForbiddenException':
      // The pool's web ACL (AWS WAF) refused the request: sign-ups past the per-address rate, or
      // an address on AWS's reputation lists. Nothing the person typed is wrong.
      return AUTH_MESSAGES.blockedConnection;
    case 'InvalidPasswordException':
      // The local Cognito answers a wrong password at sign-in with InvalidPasswordException
      // (AWS says NotAuthorizedException); anywhere else it means the password breaks the policy.
      return action === 'sign-in' ? AUTH_MESSAGES.wrongCredentials : AUTH_MESSAGES.weakPassword;
    case 'NotAuthorizedException':
      // Cognito reuses this name: too many wrong passwords, confirming a confirmed account, and
      // (at sign-in) a wrong e-mail or password.
      if (/attempts exceeded/i.test(errorText(error))) return AUTH_MESSAGES.tooManyAttempts;
      if (action === 'confirm-sign-up' || action === 'resend-code') return AUTH_MESSAGES.alreadyConfirmed;
      if (action === 'sign-in') return AUTH_MESSAGES.wrongCredentials;
      return AUTH_MESSAGES.unexpected;
    case 'UserNotFoundException':
      // At sign-in an unknown e-mail must read like a wrong password (no account probing).
      return action === 'sign-in' ? AUTH_MESSAGES.wrongCredentials : AUTH_MESSAGES.unknownAccount;
    case 'InvalidParameterException':
      // ForgotPassword for an account whose e-mail was never verified; ResendConfirmationCode for
      // an account that is already confirmed ("User is already confirmed.").
      if (action === 'forgot-password') return AUTH_MESSAGES.unverifiedEmail;
      if (action === 'resend-code') return AUTH_MESSAGES.alreadyConfirmed;
      return AUTH_MESSAGES.invalidInput;
    case 'CodeDeliveryFailureException':
      return AUTH_MESSAGES.deliveryFailed;
    case 'PasswordResetRequiredException':
      return AUTH_MESSAGES.resetRequired;
    case 'UserAlreadyAuthenticatedException':
      return AUTH_MESSAGES.alreadySignedIn;
    case 'NetworkError':
      return AUTH_MESSAGES.network;
    default:
      // Amplify's own input checks (EmptySignInUsername, EmptyConfirmSignUpCode, …).
      if (name.startsWith('Empty')) return AUTH_MESSAGES.emptyFields;
      // A fetch that never reached the server.
      if (error instanceof TypeError && /fetch|network/i.test(errorText(error))) return AUTH_MESSAGES.network;
      return AUTH_MESSAGES.unexpected;
  }
}
