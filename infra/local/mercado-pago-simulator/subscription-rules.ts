// What POST /preapproval_plan and POST|PUT /preapproval accept, checked as Mercado Pago's API checks
// them (decision 074): reason, back_url, payer_email, auto_recurring {frequency, frequency_type
// days|months, transaction_amount, currency_id ARS, repetitions, billing_day 1–28,
// billing_day_proportional, free_trial, start_date, end_date}. The amount limits are the
// simulator's own (Mercado Pago does not publish them): a refusal the store must show.
import { addPeriod, storeDayOfMonth } from '../../../functions/domain/subscription-periods';
import { HttpError, isUrl, parseIsoDate } from './simulator-errors';
import type { SimulatedRecurrence } from './simulator-state';

export interface AmountLimits {
  minAmount: number;
  maxAmount: number;
}

export const DEFAULT_AMOUNT_LIMITS: AmountLimits = { minAmount: 15, maxAmount: 1_000_000 };

const isPositiveInteger = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value > 0;

export function checkAmount(value: unknown, limits: AmountLimits): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0 || Math.round(value * 100) !== value * 100) {
    throw new HttpError(400, 'auto_recurring.transaction_amount invalid', 'invalid_transaction_amount');
  }
  if (value < limits.minAmount)
    throw new HttpError(400, `Cannot pay an amount lower than $ ${limits.minAmount.toFixed(2)}`, 'invalid_transaction_amount');
  if (value > limits.maxAmount)
    throw new HttpError(400, `Cannot pay an amount greater than $ ${limits.maxAmount.toFixed(2)}`, 'invalid_transaction_amount');
  return value;
}

function frequencyType(value: unknown, field: string): 'days' | 'months' {
  if (value !== 'days' && value !== 'months') throw new HttpError(400, `${field} invalid (days or months)`, 'invalid_frequency_type');
  return value;
}

export function parseRecurrence(raw: unknown, limits: AmountLimits): SimulatedRecurrence {
  if (typeof raw !== 'object' || raw === null) throw new HttpError(400, 'auto_recurring needed', 'invalid_auto_recurring');
  const value = raw as Record<string, unknown>;
  if (!isPositiveInteger(value['frequency'])) throw new HttpError(400, 'auto_recurring.frequency invalid', 'invalid_frequency');
  const billingDay = value['billing_day'];
  if (billingDay !== undefined && (!isPositiveInteger(billingDay) || billingDay > 28)) {
    throw new HttpError(400, 'auto_recurring.billing_day invalid (1 to 28)', 'invalid_billing_day');
  }
  const repetitions = value['repetitions'];
  if (repetitions !== undefined && repetitions !== null && !isPositiveInteger(repetitions)) {
    throw new HttpError(400, 'auto_recurring.repetitions invalid', 'invalid_repetitions');
  }
  const currency = value['currency_id'] ?? 'ARS';
  if (currency !== 'ARS') throw new HttpError(400, 'auto_recurring.currency_id invalid (ARS)', 'invalid_currency_id');
  let freeTrial: SimulatedRecurrence['free_trial'] = null;
  if (value['free_trial'] !== undefined && value['free_trial'] !== null) {
    const trial = value['free_trial'] as Record<string, unknown>;
    if (!isPositiveInteger(trial['frequency']))
      throw new HttpError(400, 'auto_recurring.free_trial.frequency invalid', 'invalid_free_trial');
    freeTrial = {
      frequency: trial['frequency'],
      frequency_type: frequencyType(trial['frequency_type'], 'auto_recurring.free_trial.frequency_type'),
    };
  }
  return {
    frequency: value['frequency'],
    frequency_type: frequencyType(value['frequency_type'], 'auto_recurring.frequency_type'),
    transaction_amount: checkAmount(value['transaction_amount'], limits),
    currency_id: 'ARS',
    repetitions: typeof repetitions === 'number' ? repetitions : null,
    billing_day: typeof billingDay === 'number' ? billingDay : null,
    billing_day_proportional: value['billing_day_proportional'] === true,
    free_trial: freeTrial,
    start_date: parseIsoDate(value['start_date'], 'auto_recurring.start_date'),
    end_date: parseIsoDate(value['end_date'], 'auto_recurring.end_date'),
  };
}

export function requiredText(value: unknown, field: string, max = 256): string {
  if (typeof value !== 'string' || !value.trim() || value.length > max) throw new HttpError(400, `${field} invalid`, `invalid_${field}`);
  return value;
}

export function optionalText(value: unknown, field: string, max = 256): string | null {
  if (value === undefined || value === null) return null;
  return requiredText(value, field, max);
}

export function requiredUrl(value: unknown, field: string): string {
  if (!isUrl(value)) throw new HttpError(400, `${field} invalid`, `invalid_${field}`);
  return value;
}

export function requiredEmail(value: unknown): string {
  if (typeof value !== 'string' || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(value))
    throw new HttpError(400, 'payer_email invalid', 'invalid_payer_email');
  return value;
}

/**
 * A date `count` periods of `type` after `from`. Months land on `billingDay` (the preapproval's
 * billing_day, else the day its first charge was due), clamped to the month's end, on Argentina's
 * calendar (-03:00), as the store counts its periods (decision 150).
 */
export function addPeriods(from: Date, count: number, type: 'days' | 'months', billingDay?: number): Date {
  if (type === 'days') return new Date(from.getTime() + count * 86_400_000);
  const iso = addPeriod(from.toISOString(), { count, unit: 'MONTH' }, 1, billingDay ?? storeDayOfMonth(from.toISOString()));
  return new Date(iso);
}

/** Days after a rejected charge's debit date at which its retries run: 4 retries within 10 days. */
export const RETRY_DAYS = [1, 3, 6, 10] as const;
