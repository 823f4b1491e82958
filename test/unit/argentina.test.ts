import { describe, expect, it } from 'vitest';
import { isValidCuit, isValidPostalCode, isValidTaxId } from '../../functions/domain/argentina';

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
});
