// The plate calculator's arithmetic: which plates go on each side of the bar for a load, with the
// plates the member has (pairs per weight), and the load nearest to a prescribed one that those
// plates can make — a percentage of her max is rarely a load her gym's plates add up to.

export interface PlatePairs {
  kg: number;
  /** How many pairs (one plate per side each). */
  pairs: number;
}

/** What most boxes have (IWF colours: 25 red, 20 blue, 15 yellow, 10 green, 5 white…). */
export const DEFAULT_PLATES: readonly PlatePairs[] = [
  { kg: 25, pairs: 2 },
  { kg: 20, pairs: 2 },
  { kg: 15, pairs: 1 },
  { kg: 10, pairs: 2 },
  { kg: 5, pairs: 2 },
  { kg: 2.5, pairs: 1 },
  { kg: 1.25, pairs: 1 },
];

export const BARS_KG = [20, 15, 10] as const;

/** Every plate weight the form offers, heaviest first. */
export const PLATE_WEIGHTS = [25, 20, 15, 10, 5, 2.5, 2, 1.5, 1.25, 1, 0.5, 0.25] as const;

export interface BarLoad {
  /** The plates of one side, heaviest first (the bar's inside out). */
  perSide: number[];
  totalKg: number;
}

/** Plate weights in steps of 0.25 kg, so that sums are exact integers. */
const UNIT_KG = 0.25;
const units = (kg: number): number => Math.round(kg / UNIT_KG);

/**
 * Every load the plates can make on a bar, each with its fewest plates per side: a bounded
 * knapsack over a side's total in 0.25 kg steps (a side holds at most every pair's one plate).
 */
function reachableSides(plates: readonly PlatePairs[]): Map<number, number[]> {
  const best = new Map<number, number[]>([[0, []]]);
  const sorted = [...plates].filter((plate) => plate.pairs > 0 && plate.kg > 0).sort((a, b) => b.kg - a.kg);
  for (const plate of sorted) {
    const snapshot = [...best.entries()];
    for (const [side, used] of snapshot) {
      for (let count = 1; count <= plate.pairs; count += 1) {
        const total = side + units(plate.kg) * count;
        const candidate = [...used, ...Array<number>(count).fill(plate.kg)];
        const known = best.get(total);
        if (!known || candidate.length < known.length) best.set(total, candidate);
      }
    }
  }
  return best;
}

const loadOf = (barKg: number, sideUnits: number, perSide: number[]): BarLoad => ({
  perSide: [...perSide].sort((a, b) => b - a),
  totalKg: barKg + 2 * sideUnits * UNIT_KG,
});

/**
 * The load nearest to `targetKg` the bar and plates make (the lighter one when two are as near:
 * a prescription's percentage is a ceiling more than a floor); the bar alone below its own weight.
 */
export function nearestLoad(targetKg: number, barKg: number, plates: readonly PlatePairs[]): BarLoad {
  const sides = reachableSides(plates);
  let chosen: [number, number[]] = [0, []];
  let distance = Number.POSITIVE_INFINITY;
  for (const [side, perSide] of [...sides.entries()].sort((a, b) => a[0] - b[0])) {
    const gap = Math.abs(barKg + 2 * side * UNIT_KG - targetKg);
    if (gap < distance - 1e-9) {
      distance = gap;
      chosen = [side, perSide];
    }
  }
  return loadOf(barKg, chosen[0], chosen[1]);
}

/** "20 + 10 + 2,5" — a side's plates in words; "solo la barra" without any. */
export function sideText(perSide: readonly number[]): string {
  if (perSide.length === 0) return 'solo la barra';
  return perSide.map((kg) => kg.toLocaleString('es-AR')).join(' + ');
}
