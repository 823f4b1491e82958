// Shared field rules for inputs (zod), with Spanish messages.
import * as z from 'zod/mini';

/** Whether YYYY-MM-DD names a day that exists (2026-02-30 does not; Date.parse would shift it to March). */
function isRealDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** Whether the clock part and the offset are in range (24:00 and +25:00 are refused, not rolled over). */
function isRealTime(value: string): boolean {
  const match = /T(\d{2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?(Z|([+-])(\d{2}):(\d{2}))$/.exec(value);
  if (!match) return false;
  const [hours, minutes, seconds, , , offsetHours, offsetMinutes] = [
    match[1],
    match[2],
    match[3],
    match[4],
    match[5],
    match[6],
    match[7],
  ].map((part) => (part === undefined || Number.isNaN(Number(part)) ? 0 : Number(part)));
  return (hours ?? 0) < 24 && (minutes ?? 0) < 60 && (seconds ?? 0) < 60 && (offsetHours ?? 0) <= 14 && (offsetMinutes ?? 0) < 60;
}

/** An ISO date-time with an explicit offset, as AppSync's AWSDateTime and the offers use. Parsed strictly. */
export const isoDateTimeSchema = z.string().check(
  z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/, 'La fecha y hora no tiene un formato válido.'),
  z.refine(
    (value) => isRealDate(value.slice(0, 10)) && isRealTime(value) && !Number.isNaN(Date.parse(value)),
    'La fecha y hora no es válida.',
  ),
);

/** A calendar date YYYY-MM-DD that exists. */
export const isoDateSchema = z
  .string()
  .check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'La fecha no tiene un formato válido.'), z.refine(isRealDate, 'La fecha no es válida.'));

export const emailSchema = z
  .string()
  .check(z.trim(), z.toLowerCase(), z.maxLength(254, 'El e-mail es demasiado largo.'), z.email('Ingresá un e-mail válido.'));
