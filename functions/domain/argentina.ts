// Facts about Argentine billing details: the provinces and the tax id formats AFIP accepts.

export const PROVINCES = [
  'Ciudad Autónoma de Buenos Aires',
  'Buenos Aires',
  'Catamarca',
  'Chaco',
  'Chubut',
  'Córdoba',
  'Corrientes',
  'Entre Ríos',
  'Formosa',
  'Jujuy',
  'La Pampa',
  'La Rioja',
  'Mendoza',
  'Misiones',
  'Neuquén',
  'Río Negro',
  'Salta',
  'San Juan',
  'San Luis',
  'Santa Cruz',
  'Santa Fe',
  'Santiago del Estero',
  'Tierra del Fuego, Antártida e Islas del Atlántico Sur',
  'Tucumán',
] as const;

export type Province = (typeof PROVINCES)[number];

const comparable = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

const PROVINCE_BY_NAME = new Map<string, Province>([
  ...PROVINCES.map((province) => [comparable(province), province] as const),
  // The names people use for the capital.
  ['caba', 'Ciudad Autónoma de Buenos Aires'],
  ['capital federal', 'Ciudad Autónoma de Buenos Aires'],
  ['ciudad de buenos aires', 'Ciudad Autónoma de Buenos Aires'],
  ['tierra del fuego', 'Tierra del Fuego, Antártida e Islas del Atlántico Sur'],
]);

/**
 * The province a person typed, matched by its whole name whatever the case, accents and spacing
 * ("santa fe", "Cordoba", "CABA"); null when it names none (a prefix never picks one: "San" is
 * not San Juan nor San Luis).
 */
export function matchProvince(typed: string): Province | null {
  return PROVINCE_BY_NAME.get(comparable(typed)) ?? null;
}

const CUIT_WEIGHTS = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];

/**
 * The type prefixes ARCA gives a CUIT/CUIL: 20, 23, 24, 27 for people (CUIL and CUIT alike), 30,
 * 33, 34 for companies and other legal persons. Anything else (00, 11, 99…) is no one's, even
 * with a matching check digit: ARCA refuses the invoice ("DocNro no válido").
 */
const CUIT_PREFIXES = ['20', '23', '24', '27', '30', '33', '34'] as const;

/** Dots, dashes and spaces, the separators people type in a DNI or CUIT ("20-12345678-6", "20.123.456"). */
const TAX_ID_SEPARATORS = /[.\-\s]/g;

/** A tax id as typed, without its separators: what is checked and stored. */
export const taxIdDigits = (typed: string): string => typed.replace(TAX_ID_SEPARATORS, '');

/** A CUIT/CUIL: 11 digits, a prefix ARCA assigns and the modulo-11 check digit. */
export function isValidCuit(digits: string): boolean {
  if (!/^\d{11}$/.test(digits)) return false;
  if (!(CUIT_PREFIXES as readonly string[]).includes(digits.slice(0, 2))) return false;
  const sum = CUIT_WEIGHTS.reduce((total, weight, i) => total + weight * Number(digits[i]), 0);
  const remainder = 11 - (sum % 11);
  const check = remainder === 11 ? 0 : remainder === 10 ? 9 : remainder;
  return check === Number(digits[10]);
}

/** A DNI (7 or 8 digits) or a valid CUIT/CUIL; dots, dashes and spaces are ignored. */
export function isValidTaxId(value: string): boolean {
  const digits = taxIdDigits(value);
  return /^\d{7,8}$/.test(digits) || isValidCuit(digits);
}

/** The old 4-digit postal code or the CPA (letter, 4 digits, 3 letters). */
export const isValidPostalCode = (value: string): boolean => /^(\d{4}|[A-HJ-NP-Z]\d{4}[A-Z]{3})$/i.test(value.trim());
