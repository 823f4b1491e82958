// Numbers and dates bounded by the schema's own rules, defined once. Every decimal (GraphQL Float)
// the API takes has its range and step here, and every date its calendar check; the operations'
// own schemas (and the web's forms, which check with them) build their fields from these, and the
// resolver wrapper runs them over every argument of every operation before any service
// (input-limits.ts), so 1e-200 kilos or a "2026-13-01" never reaches DynamoDB or date arithmetic,
// whatever the operation. test/unit/argument-bounds.test.ts holds every Float and date argument of
// schema.graphql to an entry here. Pure.
import type * as z from 'zod/mini';
import { FIELDS, field, type FieldNoun } from './field-messages';
import { optionalRange, positiveDecimal } from './field-schemas';

/** Largest 1RM or logged load the store accepts (the world records are far below). */
const MAX_LOAD_KG = 500;
/** Kilos go in quarters: 0,25 kg plates a side exist in most boxes (the 1RM and every logged set). */
const LOAD_STEP_KG = 0.25;
/** Largest price or discount, in pesos; money goes in centavos. */
export const MAX_MONEY = 10_000_000;
const MONEY_STEP = 0.01;

/** The decimals of the API, by the end of their argument path (list positions left out). */
export const DECIMALS = {
  /** A logged set's load (a result, new or edited). */
  'sets.kg': positiveDecimal(FIELDS.kg, MAX_LOAD_KG, LOAD_STEP_KG, 'kg'),
  /** A 1RM (Mis marcas): setLiftMax's own argument. */
  kg: positiveDecimal(FIELDS.max, MAX_LOAD_KG, LOAD_STEP_KG, 'kg'),
  /** RPE of a result, a set or a prescription, in halves (8,5). */
  rpe: optionalRange(FIELDS.rpe, 1, 10, 0.5),
  /** A prescription's percentage of the 1RM, in halves (72,5 %). */
  percent: optionalRange(FIELDS.percent, 1, 120, 0.5, '%'),
  'offer.price': positiveDecimal(field('precio de la oferta', 'm'), MAX_MONEY, MONEY_STEP),
  price: positiveDecimal(field('precio', 'm'), MAX_MONEY, MONEY_STEP),
  /** A planning's monthly price (issue 39, the subscription offer). */
  monthlyPrice: positiveDecimal(field('precio mensual', 'm'), MAX_MONEY, MONEY_STEP),
  /** What the admin refunds of a subscription's charge (issue 39). */
  amount: positiveDecimal(field('monto a reembolsar', 'm'), MAX_MONEY, MONEY_STEP),
  /** A coupon's discount: pesos, or a percentage (coupon-input.ts adds its 1–100). */
  value: positiveDecimal(field('descuento', 'm'), MAX_MONEY, MONEY_STEP),
  /** A check-in's body weight (issue 40), in tenths of a kilo. */
  bodyWeightKg: optionalRange(field('peso corporal', 'm'), 20, 300, 0.1, 'kg'),
} as const satisfies Record<string, z.ZodMiniType>;

/** Whether YYYY-MM-DD names a day that exists (0000-00-00 and 2026-13-01 do not). */
export function isRealDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** Whether an ISO date-time with an explicit offset names a real instant (its date and clock in range). */
export function isRealDateTime(value: string): boolean {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(?:Z|[+-](\d{2}):(\d{2}))$/.exec(value);
  if (!match || !isRealDate(match[1] ?? '')) return false;
  const [hours, minutes, seconds, offsetHours, offsetMinutes] = match.slice(2).map((part) => Number(part ?? 0));
  const inRange = (hours ?? 0) < 24 && (minutes ?? 0) < 60 && (seconds ?? 0) < 60 && (offsetHours ?? 0) <= 14 && (offsetMinutes ?? 0) < 60;
  return inRange && !Number.isNaN(Date.parse(value));
}

interface DateRule {
  field: FieldNoun;
  kind: 'date' | 'dateTime';
}

const date = (noun: string): DateRule => ({ field: field(noun, 'f'), kind: 'date' });
const dateTime = (noun: string, gender: 'f' | 'm' = 'm'): DateRule => ({ field: field(noun, gender), kind: 'dateTime' });

/** The dates of the API (AWSDate, AWSDateTime), by the end of their argument path, named as their forms label them. */
export const DATES = {
  from: date('fecha desde'),
  to: date('fecha hasta'),
  startDate: date('fecha de inicio'),
  endDate: date('fecha de fin'),
  competitionDate: date('fecha de la competencia'),
  'competitions.date': date('fecha de la competencia'),
  activityStartDate: date('fecha de inicio de actividades'),
  validDateTimeFrom: dateTime('inicio de la vigencia'),
  validDateTimeTo: dateTime('fin de la vigencia'),
  submittedAt: dateTime('momento del envío'),
  day: { field: field('día del check-in', 'm'), kind: 'date' },
  /** How far a reader has read her thread (decision 159). */
  upTo: dateTime('momento hasta el que leíste'),
} as const satisfies Record<string, DateRule>;

/** The entry of `table` for an argument path: the longest end of the path it names ("input.lifts.0.sets.0.kg" → "sets.kg"). */
export function ruleFor<Rule>(table: Record<string, Rule>, path: string): Rule | undefined {
  const segments = path.split('.').filter((segment) => segment !== '' && !/^\d+$/.test(segment));
  for (let start = 0; start < segments.length; start += 1) {
    const rule = table[segments.slice(start).join('.')];
    if (rule) return rule;
  }
  return undefined;
}

/** Why a number or a date at `path` is refused, or null when its rule accepts it (or it has none). */
export function boundProblem(path: string, value: unknown): string | null {
  if (typeof value === 'number') {
    const schema = ruleFor<z.ZodMiniType>(DECIMALS, path);
    if (!schema) return null;
    const checked = schema.safeParse(value);
    return checked.success ? null : (checked.error.issues[0]?.message ?? 'No es un número válido.');
  }
  if (typeof value === 'string') {
    const rule = ruleFor<DateRule>(DATES, path);
    if (!rule) return null;
    const valid = rule.kind === 'date' ? isRealDate(value) : isRealDateTime(value);
    if (valid) return null;
    const subject = `${rule.field.gender === 'f' ? 'La' : 'El'} ${rule.field.noun}`;
    return rule.kind === 'date'
      ? `${subject} no es una fecha válida (aaaa-mm-dd).`
      : `${subject} no es una fecha y hora válida (aaaa-mm-ddThh:mm con zona horaria).`;
  }
  return null;
}
