// How a planning's phases line up with each competition (start durationWeeks before it to peak
// there), and which competitions have already been run, by the day at -03:00.
import { describe, expect, it } from 'vitest';
import { seedItems } from '../../functions/seed/catalogue';
import { cycleWeeks, isCompetitionPast, planCompetitions } from '../../web/src/features/plannings/domain/competition-plan';

const rxElite = seedItems.find((item) => item.id === 'planning-3')!;
const plan = (now: Date) =>
  planCompetitions({
    competitions: rxElite.competitions,
    phases: rxElite.phases,
    durationWeeks: rxElite.durationWeeks,
    now,
  });

describe('competition plan of a planning', () => {
  it('starts the cycle durationWeeks before the competition, so it ends the day before it', () => {
    const [, copaLitoral] = plan(new Date('2026-11-22T12:00:00Z'));
    expect(copaLitoral).toMatchObject({ name: 'Copa Litoral Funcional', date: '2027-03-20', startDate: '2026-11-28' });
    expect(copaLitoral!.phases).toEqual([
      { name: 'Evaluación inicial', startDate: '2026-11-28', endDate: '2026-12-04' },
      { name: 'Acumulación', startDate: '2026-12-05', endDate: '2027-01-01' },
      { name: 'Transformación', startDate: '2027-01-02', endDate: '2027-02-05' },
      { name: 'Realización', startDate: '2027-02-06', endDate: '2027-03-05' },
      { name: 'Puesta a punto', startDate: '2027-03-06', endDate: '2027-03-19' },
    ]);
  });

  it('orders competitions by date and phases by week whatever order they arrive in', () => {
    const plans = planCompetitions({
      competitions: [...rxElite.competitions].reverse(),
      phases: [...rxElite.phases].reverse(),
      durationWeeks: 16,
      now: new Date('2026-11-22T12:00:00Z'),
    });
    expect(plans.map((p) => p.date)).toEqual(['2026-09-12', '2027-03-20', '2027-06-05']);
    expect(plans[2]!.phases[0]!.name).toBe('Evaluación inicial');
    expect(plans[2]!.startDate).toBe('2027-02-13');
  });

  it('uses the last phase week when the planning declares no length, and no dates without phases', () => {
    expect(
      cycleWeeks(null, [
        { name: 'A', startWeek: 1, endWeek: 3 },
        { name: 'B', startWeek: 4, endWeek: 6 },
      ]),
    ).toBe(6);
    const [withoutLength] = planCompetitions({
      competitions: [{ name: 'Copa', date: '2027-03-20', location: 'Rosario' }],
      phases: [],
      durationWeeks: null,
      now: new Date('2026-11-22T12:00:00Z'),
    });
    expect(withoutLength).toMatchObject({ startDate: null, phases: [], startHasPassed: false });
  });

  it('a competition is past only once its day has ended in Buenos Aires (-03:00)', () => {
    // 12/09/2026 23:59:59.999 in Buenos Aires is 13/09 02:59:59.999 UTC: still the competition day.
    expect(isCompetitionPast('2026-09-12', new Date('2026-09-13T02:59:59.999Z'))).toBe(false);
    expect(isCompetitionPast('2026-09-12', new Date('2026-09-13T03:00:00.000Z'))).toBe(true);
    expect(isCompetitionPast('2026-09-12', new Date('2026-09-12T03:00:00.000Z'))).toBe(false);
    const [desafioAndino] = plan(new Date('2026-09-13T02:59:59.999Z'));
    expect(desafioAndino!.isPast).toBe(false);
    expect(plan(new Date('2026-09-13T03:00:00.000Z'))[0]!.isPast).toBe(true);
  });

  it('says the start has passed only from the day after the start day at -03:00', () => {
    const copaLitoral = (now: string) => plan(new Date(now))[1]!;
    // The start day (28/11/2026) itself is still a day to start on.
    expect(copaLitoral('2026-11-29T02:59:59.999Z').startHasPassed).toBe(false);
    expect(copaLitoral('2026-11-29T03:00:00.000Z').startHasPassed).toBe(true);
  });
});
