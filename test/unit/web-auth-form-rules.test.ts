import { describe, expect, it } from 'vitest';
import { emailError, nameError, normalizeEmail, verificationCodeError } from '../../web/src/features/auth/domain/account-form-rules';

describe('account form rules', () => {
  it('normalises e-mails so sign-up and sign-in agree on the account', () => {
    expect(normalizeEmail('  Ana.Perez@Example.COM ')).toBe('ana.perez@example.com');
  });

  it('asks for an e-mail, and for a valid one', () => {
    expect(emailError('')).toBe('Ingresá tu e-mail.');
    expect(emailError('ana@')).toMatch(/e-mail válido/);
    expect(emailError('ana example.com')).toMatch(/e-mail válido/);
    expect(emailError('ana@example.com')).toBeNull();
  });

  it('requires names and limits their length', () => {
    expect(nameError('  ', 'nombre')).toBe('Ingresá tu nombre.');
    expect(nameError('x'.repeat(61), 'apellido')).toMatch(/hasta 60/);
    expect(nameError('x'.repeat(60), 'apellido')).toBeNull();
    expect(nameError('Ana\r\nBcc: x@y.z', 'nombre')).toMatch(/saltos de línea/);
    expect(nameError('Ana\u202E', 'nombre')).toMatch(/caracteres de control/);
    expect(nameError('María José', 'nombre')).toBeNull();
  });

  it('accepts only a 6-digit code', () => {
    expect(verificationCodeError('')).toMatch(/Ingresá el código/);
    expect(verificationCodeError('12345')).toBe('El código tiene 6 números.');
    expect(verificationCodeError('12a456')).toBe('El código tiene 6 números.');
    expect(verificationCodeError(' 123456 ')).toBeNull();
  });
});
