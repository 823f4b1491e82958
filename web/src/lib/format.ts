// The web's word forms. Prices and dates are written by the store's own formatters
// (functions/domain/money.ts and store-clock.ts), shared with the functions and the e-mails.

/** "1 semana", "12 semanas". */
export const formatWeeks = (weeks: number): string => `${weeks} ${weeks === 1 ? 'semana' : 'semanas'}`;
