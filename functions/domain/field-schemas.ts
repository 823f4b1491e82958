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

/** A decimal greater than zero and at most max (kilos). */
export const positiveDecimal = (f: FieldNoun, max: number, unit: string) => {
  const say = messagesFor(f);
  return z.number(say.notANumber()).check(z.positive(say.positive()), z.lte(max, say.atMost(max, unit)));
};

/** An optional decimal between min and max. */
export const optionalRange = (f: FieldNoun, min: number, max: number, unit?: string) => {
  const say = messagesFor(f);
  return z.pipe(
    z.nullish(z.number(say.notANumber()).check(z.gte(min, say.between(min, max, unit)), z.lte(max, say.between(min, max, unit)))),
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
