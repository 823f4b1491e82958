// How the member's plan reads: prescriptions with the member's kilos, results in a line, times
// typed as mm:ss, weekdays and where a membership is.
import { describe, expect, it } from 'vitest';
import {
  formatPlanDay,
  formatResult,
  needsMax,
  parseDuration,
  prescriptionParts,
  resultLines,
  weekLine,
} from '../../web/src/lib/plan-text';

describe('prescriptions', () => {
  it('writes a percentage in kilos once the 1RM is known, and as a percentage before', () => {
    const squat = { sets: 5, reps: '3', percent: 75, lift: 'BACK_SQUAT' as const, rpe: 8 };
    expect(prescriptionParts({ ...squat, loadKg: 90 })).toEqual(['5 × 3 con 90 kg (75 % de tu 1RM de Sentadilla trasera)', 'RPE 8']);
    expect(prescriptionParts({ ...squat, loadKg: 97.5 })[0]).toBe('5 × 3 con 97,5 kg (75 % de tu 1RM de Sentadilla trasera)');
    expect(prescriptionParts({ ...squat, loadKg: null })[0]).toBe('5 × 3 al 75 % de tu 1RM de Sentadilla trasera');
    expect(needsMax({ ...squat, loadKg: null })).toBe(true);
    expect(needsMax({ ...squat, loadKg: 90 })).toBe(false);
  });

  it('writes rounds, time caps and RPE without a lift', () => {
    expect(prescriptionParts({ rounds: 3, timeCapMinutes: 25, rpe: 7 })).toEqual(['3 rondas', 'tiempo límite 25 min', 'RPE 7']);
    expect(prescriptionParts({ sets: 3 })).toEqual(['3 series']);
    expect(prescriptionParts({})).toEqual([]);
  });
});

describe('results', () => {
  it('reads a result in one line, or "Hecha" for a session only marked done', () => {
    expect(formatResult({ timeSeconds: 1470, rpe: 8 })).toBe('24:30 · RPE 8');
    expect(formatResult({ loadKg: 62.5, rounds: 4, reps: 12 })).toBe('62,5 kg · 4 rondas + 12 reps');
    expect(formatResult({ timeSeconds: 3725 })).toBe('1:02:05');
    expect(formatResult({})).toBe('Hecha');
  });

  it("names every set's kilos and the RPE she noted on it", () => {
    const squat = (sets: { reps: number; kg: number; rpe?: number | null }[]) => ({
      lifts: [{ liftId: 'BACK_SQUAT', liftName: 'Sentadilla trasera', sets }],
    });
    expect(
      formatResult(
        squat([
          { reps: 3, kg: 70 },
          { reps: 3, kg: 72.5, rpe: 8 },
          { reps: 3, kg: 75, rpe: 9.5 },
        ]),
      ),
    ).toBe('Sentadilla trasera 3 × 70 kg · 3 × 72,5 kg (RPE 8) · 3 × 75 kg (RPE 9,5)');
    expect(formatResult({ ...squat([1, 2, 3].map(() => ({ reps: 3, kg: 72.5, rpe: 8 }))), rpe: 7 })).toBe(
      'Sentadilla trasera 3 × 3 con 72,5 kg (RPE 8) · RPE 7',
    );
    expect(formatResult({ ...squat([{ reps: 5, kg: 52 }]), distanceMeters: 1000, calories: 20 })).toBe(
      'Sentadilla trasera 1 × 5 con 52 kg · 1.000 m · 20 cal',
    );
    expect(
      resultLines({
        ...squat([
          { reps: 3, kg: 70 },
          { reps: 3, kg: 72.5 },
        ]),
        timeSeconds: 1112,
        rpe: 8,
      }),
    ).toEqual(['Sentadilla trasera: 3 × 70 kg · 3 × 72,5 kg', '18:32 · RPE 8']);
    expect(resultLines({})).toEqual(['Hecha']);
  });

  it('understands times typed as mm:ss, h:mm:ss or whole minutes', () => {
    expect(parseDuration('')).toBeNull();
    expect(parseDuration('12:30')).toBe(750);
    expect(parseDuration('1:02:05')).toBe(3725);
    expect(parseDuration('20')).toBe(1200);
    expect(parseDuration('12:75')).toBeNaN();
    expect(parseDuration('doce')).toBeNaN();
  });
});

describe('calendar words', () => {
  it('names the weekday of a plan date', () => {
    expect(formatPlanDay('2026-11-22')).toBe('domingo 22/11');
    expect(formatPlanDay('2026-11-23')).toBe('lunes 23/11');
  });

  it('says where a membership is', () => {
    const base = { status: 'ACTIVE', startPending: false, currentWeek: 3, totalWeeks: 12, startDate: '2026-11-02', endDate: '2027-01-24' };
    expect(weekLine(base)).toBe('Semana 3 de 12');
    expect(weekLine({ ...base, startPending: true })).toBe('Elegí cuándo empezar');
    expect(weekLine({ ...base, currentWeek: null, startDate: '2026-11-30' })).toBe('Empieza el 30/11/2026');
    expect(weekLine({ ...base, status: 'EXPIRED' })).toBe('Terminó el 24/01/2027');
    expect(weekLine({ ...base, status: 'INACTIVE' })).toBe('Sin acceso');
  });
});
