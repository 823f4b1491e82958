// The plates and bar the member has, kept on this phone (her gym's plates are not the store's
// business, and the calculator must work with no connection): read once, written on each change.
import { BARS_KG, DEFAULT_PLATES, PLATE_WEIGHTS, type PlatePairs } from './plates';

const KEY = 'impulso.gym-plates';

export interface MyPlates {
  barKg: number;
  plates: PlatePairs[];
}

const DEFAULTS: MyPlates = { barKg: 20, plates: [...DEFAULT_PLATES] };

/** What was kept, each value checked: a hand-edited or older entry falls back to the defaults. */
export function readMyPlates(): MyPlates {
  try {
    const kept: unknown = JSON.parse(localStorage.getItem(KEY) ?? 'null');
    if (!kept || typeof kept !== 'object') return DEFAULTS;
    const { barKg, plates } = kept as { barKg?: unknown; plates?: unknown };
    if (!BARS_KG.includes(barKg as (typeof BARS_KG)[number]) || !Array.isArray(plates)) return DEFAULTS;
    const valid = plates.filter(
      (plate): plate is PlatePairs =>
        typeof plate === 'object' &&
        plate !== null &&
        (PLATE_WEIGHTS as readonly number[]).includes((plate as PlatePairs).kg) &&
        Number.isInteger((plate as PlatePairs).pairs) &&
        (plate as PlatePairs).pairs >= 0 &&
        (plate as PlatePairs).pairs <= 10,
    );
    return { barKg: barKg as number, plates: valid };
  } catch {
    return DEFAULTS;
  }
}

export function keepMyPlates(mine: MyPlates): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(mine));
  } catch {
    // Private browsing with storage full or refused: the calculator works for this visit.
  }
}
