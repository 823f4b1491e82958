import { describe, expect, it } from 'vitest';
import {
  PASSWORD_STRENGTH_LABELS,
  meetsPasswordPolicy,
  passwordPolicyMessage,
  passwordStrength,
  unmetPasswordRules,
} from '../../web/src/features/auth/domain/password-strength';

describe('password strength meter', () => {
  it('prompts for a password while the field is empty', () => {
    expect(passwordStrength('')).toBe('empty');
    expect(PASSWORD_STRENGTH_LABELS.empty).toBe('Ingresá una contraseña');
  });

  it('labels the levels in Spanish', () => {
    expect(PASSWORD_STRENGTH_LABELS).toMatchObject({ weak: 'Débil', medium: 'Media', strong: 'Fuerte' });
  });

  it.each([
    ['a', 'one character'],
    ['Abcdef1', '7 characters with every class'],
    ['abcdefg1', 'no upper-case letter'],
    ['ABCDEFG1', 'no lower-case letter'],
    ['Abcdefgh', 'no number'],
    ['sin mayusculas ni numeros largas', 'a long passphrase that breaks the policy'],
  ])('is weak when the pool policy is not met: %s (%s)', (password) => {
    expect(passwordStrength(password)).toBe('weak');
  });

  it.each([
    ['Abcdefg1', 'exactly the minimum'],
    ['Entrena2026', '11 characters, no symbol'],
    ['Entrena20261', '12 characters without a symbol'],
    ['Entrena!26', '10 characters with a symbol'],
    ['Entrenamient15', '15 characters without a symbol'],
  ])('is medium when it meets the policy but is short: %s (%s)', (password) => {
    expect(passwordStrength(password)).toBe('medium');
  });

  it.each([
    ['Entrena!2026', '12 characters with a symbol'],
    ['Correr en 2026 X', 'spaces count as symbols'],
    ['Entrenamiento2026', '16+ characters without a symbol (passphrase)'],
    ['Aa1!abcdefghijklmnopqrst', 'the local admin password shape'],
  ])('is strong when it meets the policy and is long: %s (%s)', (password) => {
    expect(passwordStrength(password)).toBe('strong');
  });

  it('moves from medium to strong at 12 characters with a symbol, not before', () => {
    expect(passwordStrength('Entrena!202')).toBe('medium'); // 11
    expect(passwordStrength('Entrena!2026')).toBe('strong'); // 12
  });

  it('moves from medium to strong at 16 characters without a symbol, not before', () => {
    expect(passwordStrength('Entrenamiento26')).toBe('medium'); // 15
    expect(passwordStrength('Entrenamiento262')).toBe('strong'); // 16
  });

  it('counts accented letters as letters of their case', () => {
    expect(unmetPasswordRules('ÁRBOLñandú1')).toEqual([]);
  });
});

describe('password policy (same as the user pool)', () => {
  it('accepts 8+ characters with upper, lower and a number; symbols optional', () => {
    expect(meetsPasswordPolicy('Abcdefg1')).toBe(true);
    expect(passwordPolicyMessage('Abcdefg1')).toBeNull();
  });

  it('lists in Spanish everything the password still needs', () => {
    expect(passwordPolicyMessage('abc')).toBe('La contraseña necesita al menos 8 caracteres, una mayúscula y un número.');
    expect(passwordPolicyMessage('abcdefgh')).toBe('La contraseña necesita una mayúscula y un número.');
    expect(passwordPolicyMessage('Abcdefgh')).toBe('La contraseña necesita un número.');
  });
});
