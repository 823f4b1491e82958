// The input limits every operation gets before its service runs (functions/domain/input-limits.ts).
import { describe, expect, it } from 'vitest';
import { AppError } from '../../functions/domain/errors';
import { INPUT_LIMITS, assertWithinInputLimits, textProblem } from '../../functions/domain/input-limits';

function refusal(args: unknown): { field: string; message: string } | null {
  try {
    assertWithinInputLimits(args);
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    const appError = error as AppError;
    expect(appError.code).toBe('ValidationError');
    const [field, message] = Object.entries(appError.details ?? {})[0] ?? ['', ''];
    return { field, message };
  }
}

describe('input limits', () => {
  it('accepts ordinary Spanish text, emoji, e-mail user ids and multi-line messages', () => {
    expect(refusal({ input: { name: 'Begoña Ibáñez 💪', subject: '¿Hay cupos?', message: 'Hola,\r\n\tquería saber…' } })).toBeNull();
    expect(refusal({ planningId: 'planning-1', userId: `email:${'a'.repeat(240)}@example.com` })).toBeNull();
    expect(refusal({ input: { itemIds: Array.from({ length: INPUT_LIMITS.listLength }, (_, i) => `course-${i}`) } })).toBeNull();
  });

  it('refuses an id longer than the limit or with spaces or non-ASCII, naming the field', () => {
    expect(refusal({ id: 'x'.repeat(INPUT_LIMITS.idLength + 1) })).toEqual({
      field: 'id',
      message: `No puede superar los ${INPUT_LIMITS.idLength} caracteres.`,
    });
    expect(refusal({ input: { itemId: 'course 1' } })?.field).toBe('input.itemId');
    expect(refusal({ input: { itemIds: ['course-1', 'cursó'] } })?.field).toBe('input.itemIds.1');
  });

  it('takes a tax id as typed text, not an id: spaces, dots and dashes pass to the billing rules (issue 41)', () => {
    expect(refusal({ input: { taxId: '20 12345678 6' } })).toBeNull();
    expect(refusal({ input: { taxId: '20.123.456' } })).toBeNull();
    expect(refusal({ input: { taxId: '20-12345678-6\n' } })?.field).toBe('input.taxId');
  });

  it('refuses line breaks in one-line fields (header injection) but not in multi-line ones', () => {
    expect(refusal({ input: { subject: 'Hola\r\nBcc: x@example.com' } })?.message).toMatch(/saltos de línea/);
    expect(refusal({ input: { name: 'Ana\u2028Paz' } })?.message).toMatch(/saltos de línea/);
    expect(refusal({ input: { message: 'línea 1\nlínea 2' } })).toBeNull();
  });

  it.each([
    ['NUL', 'a\u0000b'],
    ['escape', 'a\u001bb'],
    ['DEL', 'a\u007fb'],
    ['C1 control', 'a\u0085b'],
    ['right-to-left override', 'a\u202eb'],
    ['isolate', 'a\u2066b'],
    ['byte order mark', '\ufeffab'],
    ['lone high surrogate', 'a\ud83db'],
    ['lone low surrogate', 'a\udcaab'],
  ])('refuses a %s anywhere, multi-line fields included', (_name, value) => {
    expect(refusal({ input: { message: value } })?.message).toMatch(/caracteres de control/);
    expect(textProblem(value, 'line')).toMatch(/caracteres de control/);
  });

  it('refuses huge lists, deep nesting and long multi-line text', () => {
    expect(refusal({ input: { itemIds: Array.from({ length: INPUT_LIMITS.listLength + 1 }, () => 'a') } })?.message).toMatch(/elementos/);
    let deep: unknown = 'x';
    for (let level = 0; level < INPUT_LIMITS.depth + 2; level += 1) deep = [deep];
    expect(refusal({ input: deep })?.message).toMatch(/niveles/);
    expect(refusal({ input: { text: 'a'.repeat(INPUT_LIMITS.multilineLength + 1) } })?.field).toBe('input.text');
  });

  it('checks the AWSJSON argument when it arrives as JSON text, as deeply as the rest', () => {
    expect(refusal({ input: JSON.stringify([{ id: 'order-1', firstName: 'Ana' }]) })).toBeNull();
    expect(refusal({ input: JSON.stringify([{ id: 'x'.repeat(1_000) }]) })?.field).toBe('input.0.id');
    expect(refusal({ input: JSON.stringify([{ id: 'o-1', firstName: 'A\u0000' }]) })?.field).toBe('input.0.firstName');
  });
});
