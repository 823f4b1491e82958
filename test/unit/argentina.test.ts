import { describe, expect, it } from 'vitest';
import { isValidCuit, isValidPostalCode, isValidTaxId, matchProvince } from '../../functions/domain/argentina';

describe('Argentine billing identifiers', () => {
  it('accepts a CUIT with the right check digit and refuses a wrong one', () => {
    expect(isValidCuit('20123456786')).toBe(true);
    expect(isValidCuit('20123456780')).toBe(false);
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
