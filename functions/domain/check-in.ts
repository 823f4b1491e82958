// A member's daily readiness check-in (issue 40): five scores from 1 to 5 and her body weight, all
// optional but one. They are health data (Ley 25.326 art. 2: "datos sensibles"; art. 7: no one is
// obliged to give them), so none is stored before her express consent to the wording the web shows
// (its version is kept with the consent), and withdrawing the consent deletes every check-in.
// Pure: the rules the service applies and the web's form checks with.
import * as z from 'zod/mini';
import { DECIMALS } from './argument-bounds';
import { field } from './field-messages';
import { optionalWhole } from './field-schemas';
import { addDays } from './store-clock';

/** The wording of the consent the web shows; a new wording gets a new version and asks again. */
export const CHECK_IN_CONSENT_VERSION = '2026-12-07';

/** How many days back a member may fill in a check-in she forgot (today included: a week). */
export const CHECK_IN_DAYS_BACK = 6;

/** How many days of check-ins the member's and the coach's views show. */
export const CHECK_IN_DAYS_SHOWN = 28;

export const CHECK_IN_SCORES = ['sleep', 'energy', 'mood', 'stress', 'soreness'] as const;
export type CheckInScore = (typeof CHECK_IN_SCORES)[number];

/** Each score as the form labels it, with what its 1 and its 5 mean. */
export const SCORE_LABELS: Record<CheckInScore, { label: string; gender: 'f' | 'm'; low: string; high: string }> = {
  sleep: { label: 'Sueño', gender: 'm', low: 'Dormí muy mal', high: 'Dormí muy bien' },
  energy: { label: 'Energía', gender: 'f', low: 'Sin energía', high: 'Con mucha energía' },
  mood: { label: 'Ánimo', gender: 'm', low: 'Muy bajo', high: 'Muy bueno' },
  stress: { label: 'Estrés', gender: 'm', low: 'Mucho estrés', high: 'Sin estrés' },
  soreness: { label: 'Dolor muscular', gender: 'm', low: 'Mucho dolor', high: 'Sin dolor' },
};

export interface CheckIn {
  day: string;
  sleep: number | null;
  energy: number | null;
  mood: number | null;
  stress: number | null;
  soreness: number | null;
  bodyWeightKg: number | null;
  updatedAt: string;
}

export interface CheckInConsent {
  givenAt: string;
  version: string;
}

const score = (name: CheckInScore) => optionalWhole(field(SCORE_LABELS[name].label.toLowerCase(), SCORE_LABELS[name].gender), 1, 5);

export const checkInSchema = z
  .object({
    day: z.string(),
    sleep: score('sleep'),
    energy: score('energy'),
    mood: score('mood'),
    stress: score('stress'),
    soreness: score('soreness'),
    bodyWeightKg: DECIMALS.bodyWeightKg,
  })
  .check(
    z.refine((values) => CHECK_IN_SCORES.some((name) => values[name] !== null) || values.bodyWeightKg !== null, {
      error: 'Completá al menos un dato del check-in.',
      path: ['input'],
    }),
  );

/** Why a check-in cannot be about `day` when today is `today` (both store dates), or null. */
export function checkInDayProblem(day: string, today: string): string | null {
  if (day > today) return 'El día del check-in no puede ser futuro.';
  if (day < addDays(today, -CHECK_IN_DAYS_BACK))
    return `El día del check-in puede ser hoy o uno de los ${CHECK_IN_DAYS_BACK} días anteriores.`;
  return null;
}
