import { describe, expect, it } from 'vitest';
import { numberFromText, parseArgentineNumber } from '../../functions/domain/argentine-number';
import { FIELDS, field, messagesFor, subjectOf } from '../../functions/domain/field-messages';
import { liftMaxSchema, planWeekSchema, sessionResultSchema } from '../../functions/domain/plan-weeks';

describe('numbers as a member types them (Argentine format)', () => {
  it.each([
    ['72,5', 72.5],
    ['72.5', 72.5],
    ['10.000', 10000],
    ['1.234,5', 1234.5],
    ['1.000.000', 1_000_000],
    ['80', 80],
    [' 100 ', 100],
    ['0,25', 0.25],
    ['-5', -5],
  ])('reads "%s" as %s', (text, value) => {
    expect(numberFromText(text)).toBe(value);
  });

  it('tells thousands grouping apart, so "10.000" is never taken for 10', () => {
    expect(parseArgentineNumber('10.000')).toEqual({ kind: 'number', value: 10000, groupedThousands: true });
    expect(parseArgentineNumber('72,5')).toEqual({ kind: 'number', value: 72.5, groupedThousands: false });
  });

  it.each([['abc'], ['72,5,1'], ['1.23.456'], ['7 2 kg'], ['1,234.5'], ['--3']])('refuses "%s" as unreadable', (text) => {
    expect(parseArgentineNumber(text).kind).toBe('invalid');
    expect(numberFromText(text)).toBeNaN();
  });

  it('answers null for an empty field', () => {
    expect(numberFromText('   ')).toBeNull();
  });
});

describe('the field message builder agrees with the field', () => {
  it('puts the article, verb and adjective in the field’s gender and number', () => {
    expect(subjectOf(FIELDS.notes)).toBe('Las notas');
    expect(messagesFor(FIELDS.notes).tooLong(1000)).toBe('Las notas no pueden superar los 1000 caracteres.');
    expect(messagesFor(FIELDS.reps).integer()).toBe('Las repeticiones deben ser un número entero.');
    expect(messagesFor(FIELDS.kg).atMost(500, 'kg')).toBe('La carga no puede superar 500 kg.');
    expect(messagesFor(FIELDS.time).required()).toBe('El tiempo es obligatorio.');
    expect(messagesFor(FIELDS.kg).required()).toBe('La carga es obligatoria.');
    expect(messagesFor(FIELDS.rounds).required()).toBe('Las rondas son obligatorias.');
    expect(messagesFor(field('pesos', 'm', true)).required()).toBe('Los pesos son obligatorios.');
    expect(messagesFor(FIELDS.calories).atLeast(1)).toBe('Las calorías deben ser al menos 1.');
    expect(messagesFor(FIELDS.rpe).between(1, 10)).toBe('El RPE debe estar entre 1 y 10.');
    expect(messagesFor(FIELDS.max).multipleOf(0.25, 'kg')).toBe('El máximo debe ir en múltiplos de 0,25 kg.');
    expect(messagesFor(FIELDS.distance).atMost(100000, 'm')).toBe('La distancia no puede superar 100.000 m.');
  });

  const messages = (result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
    result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];
  const base = { planningId: 'planning-1', weekNumber: 1, sessionId: 's-1' };

  it('answers the result form in Spanish, naming the field, never "Invalid input"', () => {
    const text = messages(
      sessionResultSchema.safeParse({
        ...base,
        lifts: [
          {
            blockId: 'b-1',
            sets: [
              { reps: 3, kg: 10000 },
              { reps: 2.5, kg: Number.NaN },
              { reps: 'x', kg: -1 },
            ],
          },
        ],
        notes: 'x'.repeat(1001),
        calories: 0,
        distanceMeters: 'lejos',
        timeSeconds: 0,
      }),
    );
    expect(text).toEqual(
      expect.arrayContaining([
        'lifts.0.sets.0.kg: La carga no puede superar 500 kg.',
        'lifts.0.sets.1.reps: Las repeticiones deben ser un número entero.',
        'lifts.0.sets.1.kg: La carga debe ser un número (por ejemplo 72,5).',
        'lifts.0.sets.2.reps: Las repeticiones deben ser un número (por ejemplo 72,5).',
        'lifts.0.sets.2.kg: La carga debe ser mayor a cero.',
        'notes: Las notas no pueden superar los 1000 caracteres.',
        'calories: Las calorías deben ser al menos 1.',
        'distanceMeters: La distancia debe ser un número (por ejemplo 72,5).',
        'timeSeconds: El tiempo debe ser al menos 1 s.',
      ]),
    );
    expect(text.join(' ')).not.toMatch(/invalid|expected/i);
  });

  it('answers Mis marcas and the coach’s number fields with the same builder', () => {
    expect(messages(liftMaxSchema.safeParse({ lift: 'BACK_SQUAT', kg: Number.NaN }))).toEqual([
      'kg: El máximo debe ser un número (por ejemplo 72,5).',
    ]);
    expect(messages(liftMaxSchema.safeParse({ lift: 'BACK_SQUAT', kg: 10000 }))).toEqual(['kg: El máximo no puede superar 500 kg.']);
    const week = {
      planningId: 'planning-1',
      weekNumber: 1,
      title: 'Semana 1',
      days: [
        {
          dayNumber: 1,
          sessions: [
            {
              title: 'S',
              blocks: [
                { title: 'Fuerza', text: '', prescription: { sets: Number.NaN, percent: 130, lift: 'BACK_SQUAT', timeCapMinutes: 2.5 } },
              ],
            },
          ],
        },
      ],
    };
    const text = messages(planWeekSchema.safeParse(week)).join(' | ');
    expect(text).toContain('Las series deben ser un número (por ejemplo 72,5).');
    expect(text).toContain('El porcentaje debe estar entre 1 y 120 %.');
    expect(text).toContain('El tiempo límite debe ser un número entero.');
  });

  it('accepts a result of sets × reps × kg with RPE, and conditioning measures', () => {
    const parsed = sessionResultSchema.safeParse({
      ...base,
      lifts: [
        {
          blockId: 'b-1',
          sets: [
            { reps: 3, kg: 72.5, rpe: 8 },
            { reps: 3, kg: 72.5 },
          ],
        },
      ],
      timeSeconds: 1112,
      rounds: 4,
      reps: 12,
      distanceMeters: 1000,
      calories: 25,
    });
    expect(parsed.success).toBe(true);
    expect(parsed.data?.lifts[0]?.sets[1]).toEqual({ reps: 3, kg: 72.5, rpe: null });
  });

  it('refuses the same block twice in one result', () => {
    const twice = { blockId: 'b-1', sets: [{ reps: 3, kg: 60 }] };
    expect(messages(sessionResultSchema.safeParse({ ...base, lifts: [twice, twice] }))).toEqual([
      'lifts: Cada levantamiento va una sola vez en el resultado.',
    ]);
  });
});
