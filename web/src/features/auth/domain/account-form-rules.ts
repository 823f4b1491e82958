// Field rules of the account forms (the spec leaves them to us): what a person must type before
// anything is sent to Cognito. Messages are Spanish and say how to fix the field.

import { PROFILE_NAME_MAX_LENGTH, profileNameProblem } from '../../../../../functions/domain/profile';

/** The profile's own rule (the pool's pre-sign-up trigger refuses the same names). */
export const NAME_MAX_LENGTH = PROFILE_NAME_MAX_LENGTH;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const normalizeEmail = (value: string): string => value.trim().toLowerCase();

export function emailError(value: string): string | null {
  const email = normalizeEmail(value);
  if (email === '') return 'Ingresá tu e-mail.';
  if (!EMAIL.test(email) || email.length > 254) return 'Ingresá un e-mail válido, por ejemplo nombre@correo.com.';
  return null;
}

export function nameError(value: string, field: 'nombre' | 'apellido'): string | null {
  return profileNameProblem(value, field === 'nombre' ? 'firstName' : 'lastName');
}

export function verificationCodeError(value: string): string | null {
  const code = value.trim();
  if (code === '') return 'Ingresá el código que te enviamos por e-mail.';
  if (!/^\d{6}$/.test(code)) return 'El código tiene 6 números.';
  return null;
}
