// Numbers and dates bounded by the schema's own rules (issue 41): every Float and every date
// argument of schema.graphql (read here, so a new one is covered) has its rule in
// functions/domain/argument-bounds.ts, and the input limits every operation runs first apply them:
// 1e-200 kilos or a "2026-13-01" answer a ValidationError naming the field, before any service.
import { GraphQLInputObjectType, getNamedType, type GraphQLInputType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { DATES, DECIMALS, ruleFor } from '../../functions/domain/argument-bounds';
import { isAppError } from '../../functions/domain/errors';
import { assertWithinInputLimits } from '../../functions/domain/input-limits';
import { rootFields } from '../support/schema-operations';

interface Leaf {
  path: string;
  scalar: string;
}

function leaves(type: GraphQLInputType, path: string, seen: readonly string[]): Leaf[] {
  const named = getNamedType(type);
  if (named instanceof GraphQLInputObjectType) {
    if (seen.includes(named.name)) return [];
    return Object.values(named.getFields()).flatMap((field) => leaves(field.type, `${path}.${field.name}`, [...seen, named.name]));
  }
  return [{ path, scalar: named.name }];
}

const argumentLeaves = [...rootFields('mutation'), ...rootFields('query')].flatMap((field) =>
  field.args.flatMap((arg) => leaves(arg.type, arg.name, []).map((leaf) => ({ ...leaf, operation: field.name }))),
);

const DATE_SCALARS = ['AWSDate', 'AWSDateTime'];

/** The ValidationError's message for these arguments, or 'accepted'. */
function answerFor(args: Record<string, unknown>): string {
  try {
    assertWithinInputLimits(args);
    return 'accepted';
  } catch (error) {
    if (isAppError(error) && error.code === 'ValidationError') return error.message;
    throw error;
  }
}

describe('every decimal and date of the schema has its rule', () => {
  it('gives every Float argument a range and a step', () => {
    const floats = argumentLeaves.filter((leaf) => leaf.scalar === 'Float');
    expect(floats.length).toBeGreaterThan(10);
    expect(floats.filter((leaf) => !ruleFor(DECIMALS, leaf.path)).map((leaf) => `${leaf.operation}(${leaf.path})`)).toEqual([]);
  });

  it('gives every date argument its calendar check', () => {
    const dates = argumentLeaves.filter((leaf) => DATE_SCALARS.includes(leaf.scalar));
    expect(dates.length).toBeGreaterThan(10);
    expect(dates.filter((leaf) => !ruleFor(DATES, leaf.path)).map((leaf) => `${leaf.operation}(${leaf.path})`)).toEqual([]);
    // AWSDateTime arguments are checked as date-times, AWSDate ones as dates.
    for (const leaf of dates) expect(ruleFor(DATES, leaf.path)?.kind, leaf.path).toBe(leaf.scalar === 'AWSDate' ? 'date' : 'dateTime');
  });

  it('applies no decimal rule to an argument that is not a Float, nor a date rule to one that is not a date', () => {
    const wrong = argumentLeaves.filter(
      (leaf) =>
        (ruleFor(DECIMALS, leaf.path) && leaf.scalar !== 'Float') || (ruleFor(DATES, leaf.path) && !DATE_SCALARS.includes(leaf.scalar)),
    );
    expect(wrong.map((leaf) => `${leaf.operation}(${leaf.path}): ${leaf.scalar}`)).toEqual([]);
  });
});

describe('the input limits hold every operation to them', () => {
  const set = (kg: number) => ({ input: { planningId: 'planning-1', lifts: [{ blockId: 'b-1', sets: [{ reps: 5, kg }] }] } });

  it.each([[1e-200], [5e-324], [-5], [0.1], [72.3], [501]])('refuses a logged set of %s kg, naming the load', (kg) => {
    expect(answerFor(set(kg))).toMatch(/^Revisá los datos: La carga /);
  });

  it.each([[0.25], [72.5], [140], [500]])('accepts a logged set of %s kg', (kg) => {
    expect(answerFor(set(kg))).toBe('accepted');
  });

  it.each([[1e-200], [5e-324], [0.1]])('refuses a 1RM of %s kg (setLiftMax), naming the máximo', (kg) => {
    expect(answerFor({ lift: 'BACK_SQUAT', kg })).toMatch(/^Revisá los datos: El máximo /);
  });

  it('refuses RPE and percentages off their halves, prices and discounts below a centavo', () => {
    expect(answerFor({ input: { rpe: 7.3 } })).toBe('Revisá los datos: El RPE debe ir en múltiplos de 0,5.');
    expect(answerFor({ input: { rpe: 1e-200 } })).toMatch(/El RPE debe estar entre 1 y 10/);
    expect(answerFor({ input: { days: [{ sessions: [{ blocks: [{ prescription: { percent: 72.5 } }] }] }] } })).toBe('accepted');
    expect(answerFor({ input: { price: 1e-200 } })).toMatch(/^Revisá los datos: El precio debe ir en múltiplos de 0,01/);
    expect(answerFor({ input: { price: 19999.99, offer: { price: 5e-324 } } })).toMatch(/El precio de la oferta/);
    expect(answerFor({ input: { value: 1e-200 } })).toMatch(/El descuento/);
  });

  it.each([['0000-00-00'], ['2026-13-01'], ['2026-02-30'], ['2026-1-01']])('refuses the date %s before any arithmetic', (date) => {
    expect(answerFor({ seller: 'STORE', from: date, to: '2026-12-31' })).toBe(
      'Revisá los datos: La fecha desde no es una fecha válida (aaaa-mm-dd).',
    );
    expect(answerFor({ filter: { from: '2026-01-01', to: date } })).toMatch(/La fecha hasta no es una fecha válida/);
    expect(answerFor({ planningId: 'planning-1', userId: 'u', endDate: date })).toMatch(/La fecha de fin/);
  });

  it('refuses a date-time that names no instant, and accepts real ones', () => {
    expect(answerFor({ input: { validDateTimeFrom: '2026-13-01T10:00:00-03:00' } })).toMatch(/El inicio de la vigencia/);
    expect(answerFor({ input: { validDateTimeTo: '2026-12-01T24:00:00Z' } })).toMatch(/El fin de la vigencia/);
    expect(answerFor({ input: { validDateTimeFrom: '2026-12-01T10:00:00-03:00', validDateTimeTo: '2026-12-31T23:59:59.999Z' } })).toBe(
      'accepted',
    );
  });
});
