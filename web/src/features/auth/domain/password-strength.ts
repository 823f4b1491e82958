// The password rules of the user pool, checked in the browser before Cognito sees the password,
// and the strength meter shown while typing. The rules come from the pool's policy
// (functions/domain/password-policy.ts, which the CDK and the local pool read too): today at least
// 8 characters with an upper-case letter, a lower-case letter and a number; symbols optional.
// The meter's thresholds (the spec leaves them to us):
//   - weak:   the password does not meet the pool policy yet (Cognito would refuse it);
//   - medium: it meets the policy;
//   - strong: it meets the policy and is long — 12+ characters with a symbol (or a space), or a
//             passphrase of 16+ characters — because length adds far more guessing work than
//             one more character class.

import { PASSWORD_POLICY } from '../../../../../functions/domain/password-policy';

const PASSWORD_MIN_LENGTH = PASSWORD_POLICY.minLength;
const STRONG_MIN_LENGTH = 12;
const PASSPHRASE_MIN_LENGTH = 16;

export type PasswordRule = 'length' | 'upper' | 'lower' | 'number' | 'symbol';

const PASSWORD_RULE_LABELS: Record<PasswordRule, string> = {
  length: `al menos ${PASSWORD_MIN_LENGTH} caracteres`,
  upper: 'una mayúscula',
  lower: 'una minúscula',
  number: 'un número',
  symbol: 'un símbolo',
};

// Cognito counts these as special characters, and a space inside the password too.
const SYMBOL = /[\^$*.[\]{}()?"!@#%&/\\,><':;|_~`=+\- ]/;

/** The rules the pool's policy asks for, each with its check, in a stable order. */
const POLICY_RULES: readonly { rule: PasswordRule; required: boolean; met: (password: string) => boolean }[] = [
  { rule: 'length', required: true, met: (password) => [...password].length >= PASSWORD_MIN_LENGTH },
  { rule: 'upper', required: PASSWORD_POLICY.requireUppercase, met: (password) => /\p{Lu}/u.test(password) },
  { rule: 'lower', required: PASSWORD_POLICY.requireLowercase, met: (password) => /\p{Ll}/u.test(password) },
  { rule: 'number', required: PASSWORD_POLICY.requireDigits, met: (password) => /\p{Nd}/u.test(password) },
  { rule: 'symbol', required: PASSWORD_POLICY.requireSymbols, met: (password) => SYMBOL.test(password) },
];

/** The pool-policy rules this password does not meet yet, in a stable order. */
export function unmetPasswordRules(password: string): PasswordRule[] {
  return POLICY_RULES.filter(({ required, met }) => required && !met(password)).map(({ rule }) => rule);
}

export const meetsPasswordPolicy = (password: string): boolean => unmetPasswordRules(password).length === 0;

const listed = (parts: string[]) => (parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} y ${parts.at(-1)}`);

/** The pool's policy in one sentence, under every field where a new password is chosen. */
export const PASSWORD_POLICY_HINT = (() => {
  const classes = POLICY_RULES.filter(({ rule, required }) => required && rule !== 'length').map(({ rule }) => PASSWORD_RULE_LABELS[rule]);
  return `Al menos ${PASSWORD_MIN_LENGTH} caracteres${classes.length ? `, con ${listed(classes)}` : ''}.`;
})();

/** A Spanish sentence listing what the password still needs, or null when it meets the policy. */
export function passwordPolicyMessage(password: string): string | null {
  const unmet = unmetPasswordRules(password);
  if (unmet.length === 0) return null;
  const parts = unmet.map((rule) => PASSWORD_RULE_LABELS[rule]);
  const list = parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} y ${parts.at(-1)}`;
  return `La contraseña necesita ${list}.`;
}

export type PasswordStrength = 'empty' | 'weak' | 'medium' | 'strong';

export const PASSWORD_STRENGTH_LABELS: Record<PasswordStrength, string> = {
  empty: 'Ingresá una contraseña',
  weak: 'Débil',
  medium: 'Media',
  strong: 'Fuerte',
};

export function passwordStrength(password: string): PasswordStrength {
  if (password.length === 0) return 'empty';
  if (!meetsPasswordPolicy(password)) return 'weak';
  const length = [...password].length;
  if (length >= PASSPHRASE_MIN_LENGTH) return 'strong';
  if (length >= STRONG_MIN_LENGTH && SYMBOL.test(password)) return 'strong';
  return 'medium';
}
