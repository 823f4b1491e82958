// The gym floor's tools as arithmetic (web/src/features/my-plannings/gym-tools): the interval
// timer's phases, readings and cues from the elapsed time alone, the plates on the bar for a load
// with the plates a member has, and the timer a block's text names.
import { describe, expect, it } from 'vitest';
import {
  clockText,
  cuesBetween,
  DEFAULT_SETTINGS,
  phaseText,
  readTimer,
  settingsProblem,
  timerCues,
  timerPhases,
  totalMs,
} from '../../web/src/features/my-plannings/gym-tools/interval-timer';
import { DEFAULT_PLATES, nearestLoad, sideText } from '../../web/src/features/my-plannings/gym-tools/plates';
import { timerFromBlock } from '../../web/src/features/my-plannings/gym-tools/timer-from-block';

const emom3 = { ...DEFAULT_SETTINGS.EMOM, rounds: 3, workSeconds: 60 };

describe('the interval timer', () => {
  it('an EMOM of 3 rounds: 10 s to get ready, then three minutes, read from the elapsed time', () => {
    const phases = timerPhases(emom3);
    expect(phases.map((phase) => [phase.kind, phase.round, phase.startMs])).toEqual([
      ['LEAD_IN', 0, 0],
      ['WORK', 1, 10_000],
      ['WORK', 2, 70_000],
      ['WORK', 3, 130_000],
    ]);
    expect(totalMs(phases)).toBe(190_000);
    const atRoundTwo = readTimer(emom3, phases, 95_500);
    expect(phaseText(emom3, atRoundTwo.phase, atRoundTwo.done)).toBe('Ronda 2 de 3');
    expect(clockText(atRoundTwo.shownMs, true)).toBe('0:35');
    const after = readTimer(emom3, phases, 10 * 60_000);
    expect(after.done).toBe(true);
    expect(phaseText(emom3, after.phase, after.done)).toBe('Terminado');
  });

  it('cues 3-2-1 before each round, each round’s start and the end, and a throttled tick still hears them all', () => {
    const cues = timerCues(timerPhases(emom3));
    expect(cues.filter((cue) => cue.kind === 'START').map((cue) => [cue.atMs, cue.round])).toEqual([
      [10_000, 1],
      [70_000, 2],
      [130_000, 3],
    ]);
    expect(cues.filter((cue) => cue.kind === 'COUNTDOWN')).toHaveLength(12);
    expect(cues.at(-1)).toEqual({ kind: 'END', atMs: 190_000, round: 3 });
    // A page in the background ticked once a minute: the cues between two ticks are all found.
    expect(cuesBetween(cues, 60_000, 120_000).map((cue) => cue.kind)).toEqual(['COUNTDOWN', 'COUNTDOWN', 'COUNTDOWN', 'START']);
    expect(cuesBetween(cues, 190_000, 250_000)).toEqual([]);
  });

  it('Tabata alternates 20 s of work and 10 s of rest, with no rest after the last round', () => {
    const phases = timerPhases(DEFAULT_SETTINGS.TABATA);
    expect(phases.filter((phase) => phase.kind === 'WORK')).toHaveLength(8);
    expect(phases.filter((phase) => phase.kind === 'REST')).toHaveLength(7);
    expect(totalMs(phases)).toBe(10_000 + 8 * 20_000 + 7 * 10_000);
    const resting = readTimer(DEFAULT_SETTINGS.TABATA, phases, 10_000 + 25_000);
    expect(phaseText(DEFAULT_SETTINGS.TABATA, resting.phase, false)).toBe('Descanso');
    expect(timerCues(phases).filter((cue) => cue.kind === 'REST')).toHaveLength(7);
  });

  it('a Tabata triple runs three Tabatas with the rest between them, named as such, and no rest after the last', () => {
    const triple = { ...DEFAULT_SETTINGS.TABATA, sets: 3, setRestSeconds: 60 };
    const phases = timerPhases(triple);
    expect(phases.filter((phase) => phase.kind === 'WORK')).toHaveLength(24);
    // 7 rests inside each Tabata, 2 between them.
    expect(phases.filter((phase) => phase.kind === 'REST')).toHaveLength(23);
    expect(totalMs(phases)).toBe(10_000 + 3 * (8 * 20_000 + 7 * 10_000) + 2 * 60_000);
    const firstTabataEnds = 10_000 + 8 * 20_000 + 7 * 10_000;
    const between = readTimer(triple, phases, firstTabataEnds + 30_000);
    expect(between.phase).toMatchObject({ kind: 'REST', set: 1, durationMs: 60_000 });
    expect(phaseText(triple, between.phase, false)).toBe('Descanso antes del Tabata 2');
    const secondTabata = readTimer(triple, phases, firstTabataEnds + 60_000 + 1_000);
    expect(phaseText(triple, secondTabata.phase, false)).toBe('Tabata 2 de 3 · Trabajo 1 de 8');
    expect(phaseText(triple, readTimer(triple, phases, firstTabataEnds + 60_000 + 25_000).phase, false)).toBe('Tabata 2 de 3 · Descanso');
    expect(phases.at(-1)).toMatchObject({ kind: 'WORK', set: 3, round: 8 });
    // One Tabata reads as before.
    expect(phaseText(DEFAULT_SETTINGS.TABATA, timerPhases(DEFAULT_SETTINGS.TABATA)[1]!, false)).toBe('Trabajo 1 de 8');
  });

  it('refuses Tabatas out of 1–10 and a rest between them out of 0–600 s', () => {
    expect(settingsProblem({ ...DEFAULT_SETTINGS.TABATA, sets: 0 })).toBe('sets');
    expect(settingsProblem({ ...DEFAULT_SETTINGS.TABATA, sets: 11 })).toBe('sets');
    expect(settingsProblem({ ...DEFAULT_SETTINGS.TABATA, sets: 3, setRestSeconds: 601 })).toBe('setRestSeconds');
    expect(settingsProblem({ ...DEFAULT_SETTINGS.TABATA, sets: 3, setRestSeconds: 0 })).toBeNull();
  });

  it('For Time counts up to its cap; AMRAP and Descanso count down; Descanso starts at once', () => {
    const forTime = { ...DEFAULT_SETTINGS.FOR_TIME, totalSeconds: 600 };
    expect(clockText(readTimer(forTime, timerPhases(forTime), 10_000 + 83_000).shownMs, false)).toBe('1:23');
    const amrap = { ...DEFAULT_SETTINGS.AMRAP, totalSeconds: 900 };
    expect(clockText(readTimer(amrap, timerPhases(amrap), 10_000 + 60_000).shownMs, true)).toBe('14:00');
    const rest = timerPhases(DEFAULT_SETTINGS.REST);
    expect(rest).toEqual([{ kind: 'REST', round: 1, set: 1, startMs: 0, durationMs: 90_000 }]);
    expect(timerCues(rest)[0]).toEqual({ kind: 'REST', atMs: 0, round: 1 });
    expect(clockText(3_723_000, false)).toBe('1:02:03');
  });

  it('refuses settings out of their limits, naming the field', () => {
    expect(settingsProblem(emom3)).toBeNull();
    expect(settingsProblem({ ...emom3, rounds: 0 })).toBe('rounds');
    expect(settingsProblem({ ...emom3, workSeconds: 2.5 })).toBe('workSeconds');
    expect(settingsProblem({ ...DEFAULT_SETTINGS.AMRAP, totalSeconds: 5 })).toBe('totalSeconds');
    // A field the mode does not use is not checked.
    expect(settingsProblem({ ...DEFAULT_SETTINGS.AMRAP, rounds: 0 })).toBeNull();
  });
});

describe('the plate calculator', () => {
  it('puts the fewest plates on each side for a load the plates make exactly', () => {
    expect(nearestLoad(72.5, 20, DEFAULT_PLATES)).toEqual({ perSide: [25, 1.25], totalKg: 72.5 });
    expect(nearestLoad(100, 20, DEFAULT_PLATES)).toEqual({ perSide: [20, 20], totalKg: 100 });
    expect(nearestLoad(20, 20, DEFAULT_PLATES)).toEqual({ perSide: [], totalKg: 20 });
  });

  it('rounds a percentage of a max to the nearest load her plates make, the lighter when two are as near', () => {
    // 75 % of 97 kg = 72.75: 72.5 is nearer than 75.
    expect(nearestLoad(72.75, 20, DEFAULT_PLATES).totalKg).toBe(72.5);
    // Only 5 kg plates and a 15 kg bar: 40 is as near to 35 as to 45 → 35.
    expect(nearestLoad(40, 15, [{ kg: 5, pairs: 3 }])).toEqual({ perSide: [5, 5], totalKg: 35 });
    // More than her plates make: as much as they make.
    expect(nearestLoad(400, 20, [{ kg: 20, pairs: 2 }]).totalKg).toBe(100);
    // Below the bar: the bar.
    expect(nearestLoad(10, 20, DEFAULT_PLATES).totalKg).toBe(20);
  });

  it('counts plates by pairs: one pair of 10 cannot be two plates a side', () => {
    expect(
      nearestLoad(60, 20, [
        { kg: 10, pairs: 1 },
        { kg: 5, pairs: 2 },
      ]),
    ).toEqual({ perSide: [10, 5, 5], totalKg: 60 });
    expect(nearestLoad(60, 20, [{ kg: 10, pairs: 1 }]).totalKg).toBe(40);
  });

  it('says a side in words', () => {
    expect(sideText([20, 10, 2.5])).toBe('20 + 10 + 2,5');
    expect(sideText([])).toBe('solo la barra');
  });
});

describe('the timer a block names', () => {
  const block = (title: string, text: string, timeCapMinutes: number | null = null) => ({
    title,
    text,
    prescription: { timeCapMinutes, rounds: null },
  });

  it('reads EMOM, E2MOM, AMRAP, Tabata and For Time from the coach’s words', () => {
    expect(timerFromBlock(block('EMOM de cuatro estaciones', 'EMOM 16 min:\nMin 1: 12 calorías de remo'))).toMatchObject({
      mode: 'EMOM',
      rounds: 16,
      workSeconds: 60,
    });
    expect(timerFromBlock(block('WOD', 'E2MOM 10: 5 power cleans'))).toMatchObject({ mode: 'EMOM', rounds: 5, workSeconds: 120 });
    expect(timerFromBlock(block('"Cindy" adaptado', 'AMRAP 15 min:\n5 dominadas', 15))).toMatchObject({ mode: 'AMRAP', totalSeconds: 900 });
    expect(timerFromBlock(block('WOD', 'Tabata de air squats (4 min)'))).toMatchObject({ mode: 'TABATA', rounds: 8, sets: 1 });
    expect(timerFromBlock(block('Tabata triple', 'Burpees, sentadillas y remo'))).toMatchObject({ mode: 'TABATA', sets: 3 });
    expect(timerFromBlock(block('WOD', '3 Tabatas: burpees, sentadillas, remo (1 min entre cada uno)'))).toMatchObject({
      mode: 'TABATA',
      sets: 3,
    });
    expect(timerFromBlock(block('WOD', 'Tabata x 2: air squats'))).toMatchObject({ mode: 'TABATA', sets: 2 });
    expect(timerFromBlock(block('Doble Tabata', 'Sentadillas'))).toMatchObject({ mode: 'TABATA', sets: 2 });
    // The seeded "Tabata triple": three listed, a minute's pause between them.
    const seeded =
      'Tabata de air squats (4 min)\n1 min de pausa\nTabata de hollow rocks (4 min)\n1 min de pausa\nTabata de saltos a la soga (4 min)';
    expect(timerFromBlock(block('Tres Tabatas', seeded))).toMatchObject({ mode: 'TABATA', sets: 3, setRestSeconds: 60 });
    expect(timerFromBlock(block('WOD', 'Tabata de burpees\n90 s de descanso\nTabata de remo'))).toMatchObject({
      sets: 2,
      setRestSeconds: 90,
    });
    expect(timerFromBlock(block('WOD', '21-15-9 for time:\nthrusters', 12))).toMatchObject({ mode: 'FOR_TIME', totalSeconds: 720 });
  });

  it('gives a strength block no timer', () => {
    expect(timerFromBlock(block('Fuerza', 'Sentadilla trasera 5 × 5'))).toBeNull();
  });
});
