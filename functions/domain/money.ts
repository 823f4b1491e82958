// Money: how amounts of pesos are rounded to cents and written, the same on the server, in
// e-mails and on the web ("$ 45.600", "$ 45.600,50").

/**
 * An amount in whole cents, rounding half away from zero on the DECIMAL value the amount is
 * written with: 1.005 → 101 (multiplying first would give 100.49999999999999 and round to 100).
 */
export function toCents(amount: number): number {
  if (!Number.isFinite(amount)) throw new RangeError(`Not an amount of money: ${amount}`);
  // Shift the decimal point in the number's own text (its shortest round-trip form), not in binary.
  const [digits = '0', exponent = '0'] = String(Math.abs(amount)).split('e');
  const cents = Math.round(Number(`${digits}e${Number(exponent) + 2}`));
  return amount < 0 && cents !== 0 ? -cents : cents;
}

/** Rounds an amount of pesos to cents (half away from zero). */
export const roundToCents = (amount: number): number => toCents(amount) / 100;

/** Whether two amounts are the same to the cent. */
export const sameCents = (a: number, b: number): boolean => toCents(a) === toCents(b);

/** Adds amounts in cents, so sums of many orders carry no binary fraction error. */
export const sumMoney = (amounts: readonly number[]): number => amounts.reduce((sum, amount) => sum + toCents(amount), 0) / 100;

const formatters = new Map<string, { whole: Intl.NumberFormat; cents: Intl.NumberFormat }>();

function formattersFor(currency: string) {
  let found = formatters.get(currency);
  if (!found) {
    const options = { style: 'currency', currency } as const;
    found = {
      whole: new Intl.NumberFormat('es-AR', { ...options, minimumFractionDigits: 0, maximumFractionDigits: 0 }),
      cents: new Intl.NumberFormat('es-AR', { ...options, minimumFractionDigits: 2, maximumFractionDigits: 2 }),
    };
    formatters.set(currency, found);
  }
  return found;
}

/**
 * An amount as a buyer in Argentina reads it: "$ 45.600" when whole, "$ 45.600,50" with cents
 * (never "$ 45.600,5"). Plain spaces, not Intl's non-breaking one, so texts compare and copy alike.
 */
export function formatMoney(amount: number, currency = 'ARS'): string {
  const cents = toCents(amount);
  const { whole, cents: withCents } = formattersFor(currency);
  const text = cents % 100 === 0 ? whole.format(cents / 100) : withCents.format(cents / 100);
  return text.replace(/\u00a0/g, ' ');
}

/** An amount always with its cents, as fiscal documents print it: "$ 12.750,00" (issue 42). */
export function formatMoneyWithCents(amount: number, currency = 'ARS'): string {
  return formattersFor(currency)
    .cents.format(toCents(amount) / 100)
    .replace(/\u00a0/g, ' ');
}
