// The admin's sales filter: status, seller and an inclusive range of the store's calendar dates
// (-03:00). Without dates it covers the last 30 days; a range spans at most 366 days so one
// request reads a bounded number of monthly partitions.
import * as z from 'zod/mini';
import type { Seller } from './seller';
import { isoDateSchema } from './input-schemas';
import { addDays } from './store-clock';

const DEFAULT_SALES_DAYS = 30;
export const MAX_SALES_DAYS = 366;

export const salesFilterSchema = z
  .object({
    status: z.nullish(z.enum(['CREATED', 'IN_PROCESS', 'APPROVED', 'REJECTED', 'CANCELLED', 'REFUNDED', 'CHARGED_BACK'])),
    seller: z.nullish(z.enum(['STORE', 'DELFI'])),
    from: z.nullish(isoDateSchema),
    to: z.nullish(isoDateSchema),
  })
  .check(
    z.refine((filter) => !filter.from || !filter.to || filter.from <= filter.to, {
      message: 'La fecha "desde" no puede ser posterior a la fecha "hasta".',
      path: ['to'],
    }),
  );

export interface SalesRange {
  from: string;
  to: string;
}

/** The range a filter asks for, with the defaults applied; null when it is too long. */
export function salesRange(filter: { from?: string | null; to?: string | null }, today: string): SalesRange | null {
  const to = filter.to ?? (filter.from && filter.from > today ? filter.from : today);
  const from = filter.from ?? addDays(to, -(DEFAULT_SALES_DAYS - 1));
  return addDays(from, MAX_SALES_DAYS) <= to ? null : { from, to };
}

/** The months (YYYY-MM) a date range touches, in order. */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  let year = Number(from.slice(0, 4));
  let month = Number(from.slice(5, 7));
  const last = to.slice(0, 7);
  for (;;) {
    const current = `${year}-${String(month).padStart(2, '0')}`;
    months.push(current);
    if (current >= last) return months;
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
}

export const SELLERS: readonly Seller[] = ['STORE', 'DELFI'];
