// Every seeded block says what its prescription holds: a member reads both side by side ("AMRAP
// 18 min" beside "tiempo límite 25 min" was the bug). For each block with a prescription:
//   - a timed piece (AMRAP/EMOM N min, a timed ladder, "N min a ritmo…", "N min de remo…") has
//     exactly that time cap, and an AMRAP or EMOM prescribes no rounds;
//   - a piece of fixed rounds ("N rondas") prescribes exactly those rounds; no text, no rounds;
//   - a capped piece is one a cap makes sense for (timed, rounds or "por tiempo");
//   - sets in the text ("N × R" or "N series") are the prescription's sets.
import { describe, expect, it } from 'vitest';
import { seedPlanWeeks } from '../../functions/seed/plan-weeks';

const blocks = seedPlanWeeks.flatMap((week) =>
  week.days.flatMap((day) =>
    day.sessions.flatMap((session) =>
      session.blocks.map((block) => ({ where: `${week.planningId} semana ${week.weekNumber} ${session.title} · ${block.title}`, block })),
    ),
  ),
);
const prescribed = blocks.filter(({ block }) => block.prescription);

/** The minutes a timed piece states, or null. */
function statedMinutes(text: string): number | null {
  const match = /\b(?:AMRAP|EMOM|Escalera ascendente)\s+(\d+)\s*min\b/i.exec(text) ?? /^(\d+) min (?:a ritmo|de remo)/m.exec(text);
  return match ? Number(match[1]) : null;
}

/** The rounds a piece states ("3 rondas", "Circuito 4 rondas", "Intervalos, 10 rondas"), or null. */
function statedRounds(text: string): number | null {
  const match = /\b(\d+) rondas\b/i.exec(text);
  return match ? Number(match[1]) : null;
}

function statedSets(text: string): number | null {
  const match = /\b(\d+) × \S+|\b(\d+) series\b/.exec(text);
  return match ? Number(match[1] ?? match[2]) : null;
}

describe('seeded programmes: every block agrees with its text', () => {
  it('seeds blocks with prescriptions in every planning', () => {
    expect(new Set(prescribed.map(({ where }) => where.split(' ')[0])).size).toBe(5);
    expect(prescribed.length).toBeGreaterThan(500);
  });

  it('gives a timed piece exactly the minutes its text says as its time cap, and no rounds to an AMRAP or EMOM', () => {
    const wrong = prescribed.flatMap(({ where, block }) => {
      const minutes = statedMinutes(block.text);
      if (minutes === null) return [];
      const p = block.prescription!;
      const timedWithoutRounds = /\b(?:AMRAP|EMOM)\b/.test(block.text) && p.rounds !== null;
      return p.timeCapMinutes !== minutes || timedWithoutRounds
        ? [`${where}: dice ${minutes} min, límite ${p.timeCapMinutes}, rondas ${p.rounds}`]
        : [];
    });
    expect(wrong).toEqual([]);
  });

  it('prescribes exactly the rounds the text says, and none the text does not say', () => {
    const wrong = prescribed.flatMap(({ where, block }) => {
      const rounds = statedRounds(block.text);
      return (block.prescription!.rounds ?? null) !== rounds
        ? [`${where}: dice ${rounds} rondas, prescribe ${block.prescription!.rounds}`]
        : [];
    });
    expect(wrong).toEqual([]);
  });

  it('caps only pieces a cap applies to (timed, in rounds or por tiempo)', () => {
    const wrong = prescribed.flatMap(({ where, block }) => {
      if (!block.prescription!.timeCapMinutes) return [];
      const capped =
        statedMinutes(block.text) !== null || statedRounds(block.text) !== null || /por tiempo|tabata|21-15-9/i.test(block.text);
      return capped ? [] : [`${where}: límite ${block.prescription!.timeCapMinutes} min sin pieza a tiempo`];
    });
    expect(wrong).toEqual([]);
  });

  it('states the prescribed sets in the text', () => {
    const wrong = prescribed.flatMap(({ where, block }) => {
      const sets = block.prescription!.sets ?? null;
      return sets !== null && statedSets(block.text) !== sets ? [`${where}: dice ${statedSets(block.text)} series, prescribe ${sets}`] : [];
    });
    expect(wrong).toEqual([]);
  });

  it('catches the old contradiction: "AMRAP 18 min" beside 3 rounds and a 25-minute cap', () => {
    expect(statedMinutes('AMRAP 18 min:\n8 burpees')).toBe(18);
    expect(statedRounds('AMRAP 18 min:\n8 burpees\n(3 vueltas si el circuito no marca otra cosa)')).toBeNull();
    expect(statedRounds('Evento 1:\nPor tiempo, 3 rondas de\n400 m corriendo')).toBe(3);
    expect(statedMinutes('Fuerza: 5 × 3 al 75 %.\nDescanso 2-3 min entre series.')).toBeNull();
  });
});
