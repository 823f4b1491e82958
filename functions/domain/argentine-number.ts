// Numbers as a member types them in Argentina: comma for decimals, dot for thousands ("72,5",
// "1.234,5", "10.000"). A lone dot that cannot be a thousands separator ("72.5", typed on a phone
// with an English keyboard) is read as the decimal point; a dot followed by exactly three digits
// always groups thousands, so "10.000" is ten thousand, never 10: a range check then refuses it
// with its own message instead of saving the wrong number. Pure.

export type ParsedNumber = { kind: 'empty' } | { kind: 'number'; value: number; groupedThousands: boolean } | { kind: 'invalid' };

const GROUPED = /^-?\d{1,3}(?:\.\d{3})+(?:,\d+)?$/;
const COMMA_DECIMAL = /^-?\d+(?:,\d+)?$/;
const DOT_DECIMAL = /^-?\d*\.\d+$/;

export function parseArgentineNumber(text: string): ParsedNumber {
  const compact = text.replace(/\s+/g, '');
  if (!compact) return { kind: 'empty' };
  if (GROUPED.test(compact)) {
    return { kind: 'number', value: Number(compact.replace(/\./g, '').replace(',', '.')), groupedThousands: true };
  }
  if (COMMA_DECIMAL.test(compact)) return { kind: 'number', value: Number(compact.replace(',', '.')), groupedThousands: false };
  if (DOT_DECIMAL.test(compact)) return { kind: 'number', value: Number(compact), groupedThousands: false };
  return { kind: 'invalid' };
}

/**
 * The value a form sends for a typed number: null when empty, NaN when unreadable (the schema then
 * answers the field's "debe ser un número" message).
 */
export function numberFromText(text: string): number | null {
  const parsed = parseArgentineNumber(text);
  if (parsed.kind === 'empty') return null;
  return parsed.kind === 'number' ? parsed.value : Number.NaN;
}

/** A number as the member reads and edits it: 72.5 → "72,5" (no thousands dot, so it reads back the same). */
export const numberToText = (value: number | null | undefined): string =>
  value === null || value === undefined ? '' : String(value).replace('.', ',');
