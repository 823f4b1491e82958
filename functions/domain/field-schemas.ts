// zod/mini pieces for the training forms' fields, every message from the shared builder
// (field-messages.ts), so the server and the web say the same words, agreeing with the field.
import * as z from 'zod/mini';
import { messagesFor, type FieldNoun } from './field-messages';

/** An optional whole number between min and max (null when absent). */
export const optionalWhole = (f: FieldNoun, min: number, max: number, unit?: string) => {
  const say = messagesFor(f);
  return z.pipe(
    z.nullish(
      z.number(say.notANumber()).check(z.int(say.integer()), z.gte(min, say.atLeast(min, unit)), z.lte(max, say.atMost(max, unit))),
    ),
    z.transform((value) => value ?? null),
  );
};

/** A required whole number between min and max. */
export const requiredWhole = (f: FieldNoun, min: number, max: number, unit?: string) => {
  const say = messagesFor(f);
  return z.number(say.notANumber()).check(z.int(say.integer()), z.gte(min, say.atLeast(min, unit)), z.lte(max, say.atMost(max, unit)));
};

/**
 * Whether `value` is a whole number of `step`s. zod's multipleOf rounds the value to the step's
 * decimals first, so 1e-200 and 5e-324 pass it as "0 steps" (and then DynamoDB refuses to store
 * them: "Number underflow"); here only 0 itself is zero steps.
 */
function isWholeSteps(value: number, step: number): boolean {
  const steps = value / step;
  const whole = Math.round(steps);
  return (whole !== 0 || value === 0) && Math.abs(steps - whole) < 1e-6;
}

/** A decimal greater than zero, at most max, in whole steps (kilos, pesos). */
export const positiveDecimal = (f: FieldNoun, max: number, step: number, unit?: string) => {
  const say = messagesFor(f);
  return z.number(say.notANumber()).check(
    z.positive(say.positive()),
    z.lte(max, say.atMost(max, unit)),
    z.refine((value) => isWholeSteps(value, step), say.multipleOf(step, unit)),
  );
};

/** An optional decimal between min and max, in whole steps. */
export const optionalRange = (f: FieldNoun, min: number, max: number, step: number, unit?: string) => {
  const say = messagesFor(f);
  return z.pipe(
    z.nullish(
      z.number(say.notANumber()).check(
        z.gte(min, say.between(min, max, unit)),
        z.lte(max, say.between(min, max, unit)),
        z.refine((value) => isWholeSteps(value, step), say.multipleOf(step, unit)),
      ),
    ),
    z.transform((value) => value ?? null),
  );
};

/** Optional free text, trimmed, at most max characters (null when empty). */
export const optionalLongText = (f: FieldNoun, max: number) => {
  const say = messagesFor(f);
  return z.pipe(
    z.nullish(z.string(say.invalid()).check(z.trim(), z.maxLength(max, say.tooLong(max)))),
    z.transform((text) => (text ? text : null)),
  );
};
