// The user pool's password policy, declared once: the CDK user pool (infra/stacks/data-stack.ts),
// the local Cognito pool (infra/local/cognito-bootstrap.ts) and the sign-up and reset forms
// (web/src/features/auth/domain/password-strength.ts) all read it, so a password the form accepts
// is never refused by Cognito.
export const PASSWORD_POLICY = {
  minLength: 8,
  requireUppercase: true,
  requireLowercase: true,
  requireDigits: true,
  requireSymbols: false,
} as const;
