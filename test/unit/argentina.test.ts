import { describe, expect, it } from 'vitest';
import { isValidCuit, isValidPostalCode, isValidTaxId, matchProvince } from '../../functions/domain/argentina';

describe('Argentine billing identifiers', () => {
  it('accepts a CUIT with the right check digit and refuses a wrong one', () => {
    expect(isValidCuit('20123456786')).toBe(true);
    expect(isValidCuit('20123456780')).toBe(false);
  });

  it.each([['20123456786'], ['23123456785'], ['24123456781'], ['27123456780'], ['30123456781'], ['33123456780'], ['34123456787']])(
    'accepts the CUIT %s: a prefix ARCA assigns (20, 23, 24, 27, 30, 33, 34) and its check digit',
    (cuit) => expect(isValidCuit(cuit)).toBe(true),
  );

  it.each([['00000000000'], ['00123456785'], ['11123456787'], ['99123456781']])(
    'refuses %s: its check digit matches, but no CUIT has that prefix (ARCA would refuse the invoice)',
    (cuit) => {
      expect(isValidCuit(cuit)).toBe(false);
      expect(isValidTaxId(cuit)).toBe(false);
    },
  );

  it('ignores the dots, dashes and spaces people type', () => {
    expect(isValidTaxId('20-12345678-6')).toBe(true);
    expect(isValidTaxId('20 12345678 6')).toBe(true);
    expect(isValidTaxId(' 20.12345678.6 ')).toBe(true);
    expect(isValidTaxId('30 111 222')).toBe(true);
  });

  it('accepts a DNI of 7 or 8 digits with dots', () => {
    expect(isValidTaxId('30.111.222')).toBe(true);
    expect(isValidTaxId('1.234.567')).toBe(true);
    expect(isValidTaxId('123456')).toBe(false);
  });

  it('accepts the old postal code and the CPA', () => {
    expect(isValidPostalCode('2000')).toBe(true);
    expect(isValidPostalCode('C1043AAB')).toBe(true);
    expect(isValidPostalCode('C104AAB')).toBe(false);
  });

  it('reads a typed province by its whole name, whatever the case, accents and spacing', () => {
    expect(matchProvince('Santa Fe')).toBe('Santa Fe');
    expect(matchProvince('santa  fe ')).toBe('Santa Fe');
    expect(matchProvince('San Luis')).toBe('San Luis');
    expect(matchProvince('la rioja')).toBe('La Rioja');
    expect(matchProvince('cordoba')).toBe('Córdoba');
    expect(matchProvince('ENTRE RIOS')).toBe('Entre Ríos');
    expect(matchProvince('CABA')).toBe('Ciudad Autónoma de Buenos Aires');
    expect(matchProvince('Buenos Aires')).toBe('Buenos Aires');
  });

  it('never picks a province from a prefix', () => {
    expect(matchProvince('Santa')).toBeNull();
    expect(matchProvince('San L')).toBeNull();
    expect(matchProvince('La R')).toBeNull();
    expect(matchProvince('')).toBeNull();
  });
});
