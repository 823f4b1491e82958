// A check-in in words, the same for the member and her coach: its day ("Hoy", "Ayer", "lunes 30/11")
// and its values ("Sueño 4 · Energía 3 · 61,5 kg"), only those she gave.
import { numberToText } from '../../../../functions/domain/argentine-number';
import { CHECK_IN_SCORES, SCORE_LABELS, type CheckIn } from '../../../../functions/domain/check-in';
import { addDays } from '../../../../functions/domain/store-clock';

export type CheckInValues = Pick<CheckIn, 'day' | 'bodyWeightKg' | (typeof CHECK_IN_SCORES)[number]>;

export function checkInDayName(day: string, today: string): string {
  if (day === today) return 'Hoy';
  if (day === addDays(today, -1)) return 'Ayer';
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, date ?? 1, 12)).toLocaleDateString('es-AR', {
    weekday: 'long',
    day: 'numeric',
    month: 'numeric',
    timeZone: 'UTC',
  });
}

export function checkInValuesText(entry: CheckInValues): string {
  const parts = CHECK_IN_SCORES.filter((name) => entry[name] !== null).map((name) => `${SCORE_LABELS[name].label} ${entry[name]}`);
  if (entry.bodyWeightKg !== null) parts.push(`${numberToText(entry.bodyWeightKg)} kg`);
  return parts.join(' · ');
}
