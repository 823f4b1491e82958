// The five plannings' training plans (fictional, in Spanish), generated from templates per planning
// and phase: every week of every planning has its days, sessions and blocks. Strength work
// progresses week by week as a percentage of a named lift's 1RM (higher and fewer reps as the
// cycle advances, lighter in deload and taper weeks), and conditioning rotates through a pool of
// WODs, so no two weeks are the same. Ids are deterministic, so re-seeding never duplicates.
import type { Prescription, ProgrammeBlock, ProgrammeDay, ProgrammeSession } from '../generated/graphql';
import type { StoredPlanWeek } from '../data/plan-weeks-repository';
import { seedItems } from './catalogue';
import type { SeedItem } from './seed-types';

/** A lift of the library (functions/domain/lifts.ts), by id. */
type Lift = string;

/** The demo clip every local stack holds (see docs/store.md, "Lessons"). */
const DEMO_VIDEO = 'sample/clase-demo.mp4';

interface WeekContext {
  planningId: string;
  week: number;
  weeks: number;
  phase: string;
  /** 0 at the start of the cycle, 1 at its last week. */
  progress: number;
  /** Deload, taper or test week. */
  light: boolean;
}

type BlockSpec = Omit<ProgrammeBlock, 'id' | 'videoUrl' | 'videoKey' | 'prescription' | 'scaling'> & {
  prescription?: Omit<Prescription, 'loadKg' | 'liftName'> & Partial<Pick<Prescription, 'loadKg' | 'liftName'>>;
  scaling?: ProgrammeBlock['scaling'];
  videoKey?: string | null;
};
type SessionSpec = { title: string; blocks: BlockSpec[] };
type DaySpec = { dayNumber: number; title: string; sessions: SessionSpec[] };

const LIGHT_PHASE = /descarga|taper|puesta a punto|test/i;

// Each piece's text states what its prescription holds: a timed piece (AMRAP, EMOM, a timed
// ladder, steady work) says its minutes and has that time cap; a piece of fixed rounds says them
// and has that many rounds; "por tiempo" pieces have a cap the text leaves to the prescription.
// test/unit/seed-plan-weeks-coherence.test.ts checks every seeded block against its text.
interface Piece {
  name: string;
  text: string;
  cap: number;
  rounds: number | null;
}

const WODS: readonly Piece[] = [
  { name: '"Cindy" adaptado', text: 'AMRAP 15 min:\n5 dominadas\n10 flexiones de brazos\n15 sentadillas al aire', cap: 15, rounds: null },
  { name: 'Escalera de remo', text: 'Por tiempo:\n1000 m remo\n50 thrusters livianos\n30 dominadas', cap: 18, rounds: null },
  {
    name: 'Intervalos de bici',
    text: '16 rondas:\n40 s bici de aire fuerte\n20 s de pausa\n(2 min de descanso después de la ronda 8)',
    cap: 18,
    rounds: 16,
  },
  {
    name: 'Chipper del box',
    text: 'Por tiempo:\n40 wall balls\n30 kettlebell swings\n20 burpees sobre la barra\n10 power cleans',
    cap: 16,
    rounds: null,
  },
  {
    name: 'EMOM de cuatro estaciones',
    text: 'EMOM 16 min:\nMin 1: 12 calorías de remo\nMin 2: 10 toes to bar\nMin 3: 8 push press\nMin 4: descanso',
    cap: 16,
    rounds: null,
  },
  {
    name: 'AMRAP en parejas',
    text: 'AMRAP 20 min en parejas (uno trabaja, otro descansa):\n10 box jumps\n10 hang power cleans\n200 m de trote',
    cap: 20,
    rounds: null,
  },
  { name: '"Fran" escalado', text: '21-15-9 por tiempo:\nThrusters\nDominadas', cap: 10, rounds: null },
  { name: 'Triplete aeróbico', text: '3 rondas por tiempo:\n500 m remo\n20 lunges con peso\n15 push-ups', cap: 20, rounds: 3 },
  {
    name: 'Tabata triple',
    text: 'Tabata de air squats (4 min)\n1 min de pausa\nTabata de hollow rocks (4 min)\n1 min de pausa\nTabata de saltos a la soga (4 min)',
    cap: 14,
    rounds: null,
  },
  {
    name: 'Escalera de peso muerto',
    text: 'Escalera ascendente 12 min:\n1-2-3-4… peso muerto\n+ 3 burpees entre series',
    cap: 12,
    rounds: null,
  },
  {
    name: 'Doble unders y remo',
    text: '5 rondas por tiempo:\n50 saltos dobles (o 100 simples)\n15 calorías de remo\n10 sentadillas con salto',
    cap: 18,
    rounds: 5,
  },
  {
    name: 'Chipper largo',
    text: 'Por tiempo:\n50 sentadillas al aire\n40 abdominales\n30 kettlebell swings\n20 dominadas\n10 muscle ups (o transiciones)',
    cap: 25,
    rounds: null,
  },
  { name: 'Sprint corto', text: '6 rondas:\n200 m corriendo\n8 burpees\nDescanso 1 min', cap: 14, rounds: 6 },
  { name: 'AMRAP gimnástico', text: 'AMRAP 12 min:\n6 handstand push-ups\n9 pistols alternadas\n12 pull-ups', cap: 12, rounds: null },
  {
    name: 'Motor aeróbico',
    text: '30 min a ritmo conversacional alternando:\n5 min remo\n5 min bici\n5 min trote',
    cap: 30,
    rounds: null,
  },
  {
    name: 'Potencia en parejas',
    text: '10 rondas por tiempo (alternando rondas):\n3 power snatches\n6 box jump overs\n9 calorías de bici',
    cap: 15,
    rounds: 10,
  },
];

/** A home circuit: its text for the week's rounds, its cap, and whether it is done in those rounds. */
interface HomeCircuit {
  text: (rounds: number) => string;
  cap: number;
  /** 'week': the week's rounds (more as the cycle advances); a number: fixed; null: timed or por tiempo. */
  rounds: 'week' | number | null;
}

const HOME_CIRCUITS: readonly HomeCircuit[] = [
  {
    text: (rounds) => `Circuito ${rounds} rondas:\n12 sentadillas goblet\n10 flexiones de brazos\n15 swings con kettlebell\n30 s plancha`,
    cap: 25,
    rounds: 'week',
  },
  {
    text: (rounds) => `Circuito ${rounds} rondas:\n10 estocadas por pierna con mancuernas\n12 remos con mancuerna\n20 mountain climbers`,
    cap: 25,
    rounds: 'week',
  },
  {
    text: () => 'EMOM 20 min:\nMin 1: 12 thrusters con mancuernas\nMin 2: 15 abdominales V\nMin 3: 40 saltos a la soga\nMin 4: descanso',
    cap: 20,
    rounds: null,
  },
  {
    text: () => 'AMRAP 18 min:\n8 burpees\n12 peso muerto rumano con mancuernas\n16 step-ups\n200 saltos a la soga',
    cap: 18,
    rounds: null,
  },
  {
    text: () => 'Intervalos, 10 rondas:\n30 s sentadillas con salto\n30 s pausa\n30 s flexiones\n30 s pausa',
    cap: 20,
    rounds: 10,
  },
  {
    text: () => 'Por tiempo:\n100 saltos a la soga\n50 swings con kettlebell\n40 sentadillas\n30 flexiones\n20 burpees',
    cap: 25,
    rounds: null,
  },
  {
    text: (rounds) =>
      `Circuito ${rounds} rondas:\n15 hip thrust con mancuerna\n12 press de hombros\n10 sentadillas búlgaras por pierna\n40 s plancha lateral`,
    cap: 25,
    rounds: 'week',
  },
  {
    text: () => 'Escalera 2-4-6-8-10-12 por tiempo:\nClean con mancuerna\nPush-ups\n(trote 100 m entre escalones)',
    cap: 20,
    rounds: null,
  },
];

function phaseOf(item: SeedItem, week: number): string {
  return item.phases.find((phase) => week >= phase.startWeek && week <= phase.endWeek)?.name ?? 'Ciclo';
}

/** Sets × reps for an intensity, as coaches prescribe them. */
function setsAndReps(percent: number): { sets: number; reps: string } {
  if (percent < 70) return { sets: 5, reps: '5' };
  if (percent < 76) return { sets: 5, reps: '3' };
  if (percent < 82) return { sets: 4, reps: '3' };
  if (percent < 87) return { sets: 5, reps: '2' };
  return { sets: 6, reps: '1' };
}

/** The week's top percentage: from `from` to `to` across the cycle, 60-65 % in light weeks. */
function intensity(context: WeekContext, from: number, to: number): number {
  if (context.light) return context.week === context.weeks ? 65 : 60;
  const raw = from + (to - from) * context.progress;
  return Math.round(raw / 2.5) * 2.5;
}

function strength(context: WeekContext, lift: Lift, name: string, from: number, to: number, video = false): BlockSpec {
  const percent = intensity(context, from, to);
  const { sets, reps } = setsAndReps(percent);
  return {
    title: 'Fuerza',
    text: `${name}: ${sets} × ${reps} al ${percent} % de tu 1RM.\nDescanso 2-3 min entre series. Subí progresivamente en las series de aproximación.`,
    prescription: { sets, reps, percent, lift, timeCapMinutes: null, rounds: null, rpe: context.light ? 6 : percent >= 85 ? 9 : 8 },
    scaling: {
      beginner: `Quedate en el ${Math.max(50, percent - 15)} % y priorizá la técnica.`,
      intermediate: `Trabajá al ${Math.max(55, percent - 5)} % si la última serie pierde velocidad.`,
      rx: `Según lo prescripto; si sale fácil, una serie extra al ${percent} %.`,
    },
    videoKey: video ? DEMO_VIDEO : null,
  };
}

function wod(context: WeekContext, day: number): BlockSpec {
  const pick = WODS[(context.week * 5 + day * 3) % WODS.length]!;
  // A light week keeps the piece as written (its minutes and rounds) at an easy pace: shortening
  // the cap alone would contradict a timed piece's text.
  return {
    title: 'WOD',
    text: `${pick.name}\n${pick.text}${context.light ? '\nSemana liviana: ritmo cómodo, sin ir al fallo.' : ''}`,
    prescription: {
      sets: null,
      reps: null,
      percent: null,
      lift: null,
      timeCapMinutes: pick.cap,
      rounds: pick.rounds,
      rpe: context.light ? 6 : 8,
    },
    scaling: {
      beginner: 'Reducí repeticiones a la mitad y usá variantes asistidas (bandas, cajón bajo, flexiones en rodillas).',
      intermediate: 'Cargas moderadas y gimnásticos con la variante que puedas sostener sin cortar demasiado.',
      rx: 'Según lo escrito, con las cargas estándar de tu categoría.',
    },
  };
}

const warmUp = (focus: string): BlockSpec => ({
  title: 'Entrada en calor',
  text: `3 rondas:\n200 m trote o 250 m remo\n10 sentadillas al aire\n10 movilidades de hombro con banda\nProgresión específica de ${focus} con barra vacía`,
});

const mobility = (area: string): BlockSpec => ({
  title: 'Movilidad',
  text: `10 min de movilidad de ${area}:\n2 min por lado en posición de estocada profunda\n2 min de respiración en posición de niño\nFoam roller donde lo necesites`,
});

const accessories = (context: WeekContext, text: string): BlockSpec => ({
  title: 'Accesorios',
  text: `${context.light ? 2 : 3} series de:\n${text}`,
  prescription: { sets: context.light ? 2 : 3, reps: null, percent: null, lift: null, timeCapMinutes: null, rounds: null, rpe: 7 },
});

const session = (title: string, blocks: BlockSpec[]): SessionSpec => ({ title, blocks });

function boxWeek(c: WeekContext, advanced: boolean): DaySpec[] {
  const top = advanced ? 90 : 87.5;
  const base = advanced ? 70 : 65;
  const days: DaySpec[] = [
    {
      dayNumber: 1,
      title: 'Sentadilla y motor',
      sessions: [
        session('Sentadilla + WOD', [
          warmUp('sentadilla'),
          strength(c, 'BACK_SQUAT', 'Sentadilla trasera', base, top, c.week === 1),
          wod(c, 1),
          mobility('caderas'),
        ]),
      ],
    },
    {
      dayNumber: 2,
      title: 'Arranque y gimnásticos',
      sessions: [
        session('Técnica de arranque', [
          warmUp('arranque'),
          strength(c, 'SNATCH', 'Arranque (power o completo)', base - 5, top - 7.5, true),
          accessories(c, '8 pull-ups estrictos\n12 hollow rocks\n20 s de L-sit'),
          wod(c, 2),
        ]),
      ],
    },
    {
      dayNumber: 3,
      title: 'Peso muerto',
      sessions: [
        session('Peso muerto + intervalos', [
          warmUp('bisagra de cadera'),
          strength(c, 'DEADLIFT', 'Peso muerto', base, top),
          wod(c, 3),
          mobility('isquiotibiales'),
        ]),
      ],
    },
    {
      dayNumber: 5,
      title: 'Empuje',
      sessions: [
        session('Press y acondicionamiento', [
          warmUp('press'),
          strength(c, 'STRICT_PRESS', 'Press estricto', base, top - 5),
          accessories(c, '10 fondos en paralelas\n12 remos con mancuerna por brazo\n15 face pulls con banda'),
          wod(c, 5),
        ]),
      ],
    },
    {
      dayNumber: 6,
      title: 'Cargada y envión',
      sessions: [
        session('Envión + WOD en equipo', [
          warmUp('cargada'),
          strength(c, 'CLEAN_AND_JERK', 'Cargada y envión', base - 5, top - 5),
          strength(c, 'FRONT_SQUAT', 'Sentadilla frontal', base - 5, top - 7.5),
          wod(c, 6),
        ]),
      ],
    },
  ];
  if (advanced && !c.light && c.progress > 0.2 && c.progress < 0.9) {
    // Volume blocks add an optional second session two days a week.
    for (const day of [days[0]!, days[2]!]) {
      day.sessions.push(
        session('Doble sesión (opcional): aeróbico', [
          {
            title: 'Aeróbico',
            text: `${30 + c.week} min de remo o bici a ritmo sostenido (podés hablar en frases cortas).`,
            prescription: { sets: null, reps: null, percent: null, lift: null, timeCapMinutes: 30 + c.week, rounds: null, rpe: 6 },
          },
          mobility('columna torácica'),
        ]),
      );
    }
  }
  return days;
}

function eliteWeek(c: WeekContext): DaySpec[] {
  const days = boxWeek(c, true);
  days.push({
    dayNumber: 7,
    title: 'Simulacro',
    sessions: [
      session(c.light ? 'Recuperación activa' : 'Simulacro de evento', [
        warmUp('movimientos del evento'),
        c.light
          ? { title: 'Aeróbico suave', text: '40 min de trote, remo o bici muy suave.\nTerminá con 10 min de estiramientos.' }
          : {
              title: 'Evento',
              text: `Evento ${((c.week - 1) % 4) + 1} de la semana ${c.week}:\nPor tiempo, 3 rondas de\n400 m corriendo\n15 overhead squats (43/29 kg)\n12 chest to bar\nEntre eventos: 10 min de descanso y un segundo intento del más débil.`,
              prescription: { sets: null, reps: null, percent: null, lift: null, timeCapMinutes: 20, rounds: 3, rpe: 9 },
              scaling: {
                beginner: 'Overhead squat con PVC y dominadas con banda.',
                intermediate: '30/20 kg y pull-ups.',
                rx: 'Según lo escrito.',
              },
            },
        mobility('hombros y caderas'),
      ]),
    ],
  });
  return days;
}

function weightliftingWeek(c: WeekContext): DaySpec[] {
  const lifts: [number, string, Lift, string, Lift, string][] = [
    [1, 'Arranque', 'SNATCH', 'Arranque', 'BACK_SQUAT', 'Sentadilla trasera'],
    [2, 'Envión', 'CLEAN_AND_JERK', 'Cargada y envión', 'FRONT_SQUAT', 'Sentadilla frontal'],
    [4, 'Técnica y tirones', 'CLEAN', 'Cargada desde colgado', 'DEADLIFT', 'Tirón de cargada (peso muerto)'],
    [6, 'Día pesado', 'SNATCH', 'Arranque: single pesado del día', 'CLEAN_AND_JERK', 'Cargada y envión: single pesado del día'],
  ];
  return lifts.map(([dayNumber, title, firstLift, firstName, secondLift, secondName]) => ({
    dayNumber,
    title,
    sessions: [
      session(title, [
        warmUp(firstName.toLowerCase()),
        strength(c, firstLift, firstName, 65, 92.5, dayNumber === 1),
        { ...strength(c, secondLift, secondName, 70, 92.5), title: 'Fuerza complementaria' },
        accessories(c, '10 back extensions\n12 press detrás de nuca con agarre de arranque (liviano)\n20 s de plancha con peso'),
        mobility('tobillos y muñecas'),
      ]),
    ],
  }));
}

function homeWeek(c: WeekContext): DaySpec[] {
  const circuit = (offset: number) => HOME_CIRCUITS[(c.week * 3 + offset) % HOME_CIRCUITS.length]!;
  const weekRounds = c.light ? 2 : 3 + Math.min(2, Math.floor(c.progress * 3));
  const roundsOf = (piece: HomeCircuit): number | null => (piece.rounds === 'week' ? weekRounds : piece.rounds);
  const day = (dayNumber: number, title: string, offset: number, focus: string): DaySpec => ({
    dayNumber,
    title,
    sessions: [
      session(title, [
        {
          title: 'Entrada en calor',
          text: '5 min de saltos a la soga suaves\n10 sentadillas, 10 puentes de glúteo, 10 rotaciones de hombro\n2 rondas de 20 s de plancha',
        },
        {
          title: 'Circuito',
          text: circuit(offset).text(weekRounds),
          prescription: {
            sets: null,
            reps: null,
            percent: null,
            lift: null,
            timeCapMinutes: circuit(offset).cap,
            rounds: roundsOf(circuit(offset)),
            rpe: c.light ? 6 : 7 + Math.round(c.progress * 2),
          },
          scaling: {
            beginner: 'Sin peso y con pausas largas; flexiones con las manos en una silla.',
            intermediate: 'Mancuernas o kettlebell moderadas, pausas cortas.',
            rx: 'Peso desafiante y sin pausas dentro de la vuelta.',
          },
          videoKey: dayNumber === 1 && c.week <= 2 ? DEMO_VIDEO : null,
        },
        { title: 'Accesorios', text: `${focus}\n3 series de 12-15 repeticiones, controlando la bajada.` },
        mobility(dayNumber % 2 === 0 ? 'espalda y hombros' : 'caderas y tobillos'),
      ]),
    ],
  });
  return [
    day(1, 'Fuerza de piernas', 0, 'Sentadilla búlgara, puente de glúteo a una pierna'),
    day(2, 'Empuje y core', 1, 'Flexiones declinadas, press de hombros con mancuernas, dead bugs'),
    day(4, 'Resistencia', 2, 'Estocadas caminando, remo con mancuerna, superman'),
    day(
      6,
      c.light ? 'Test final' : 'Potencia',
      3,
      c.light
        ? 'Repetí los tests del inicio: máximo de flexiones en 1 min, sentadillas en 2 min y 1 km lo más rápido posible.'
        : 'Saltos al cajón (o escalón), lanzamientos de pelota contra la pared, swings',
    ),
  ];
}

function daysFor(item: SeedItem, context: WeekContext): DaySpec[] {
  switch (item.id) {
    case 'planning-1':
      return boxWeek(context, false);
    case 'planning-2':
      return boxWeek(context, true);
    case 'planning-3':
      return eliteWeek(context);
    case 'planning-4':
      return weightliftingWeek(context);
    default:
      return homeWeek(context);
  }
}

function toDays(planningId: string, week: number, specs: DaySpec[]): ProgrammeDay[] {
  const planningTag = planningId.replace('planning-', 'p');
  return specs.map((day) => ({
    dayNumber: day.dayNumber,
    title: day.title,
    date: null,
    sessions: day.sessions.map((spec, sessionIndex): ProgrammeSession => {
      const sessionId = `s-${planningTag}-w${week}-d${day.dayNumber}-${sessionIndex + 1}`;
      return {
        id: sessionId,
        title: spec.title,
        blocks: spec.blocks.map((block, blockIndex) => ({
          id: `b-${planningTag}-w${week}-d${day.dayNumber}-${sessionIndex + 1}-${blockIndex + 1}`,
          title: block.title,
          text: block.text,
          prescription: block.prescription ? { ...block.prescription, liftName: null, loadKg: null } : null,
          scaling: block.scaling ?? null,
          videoKey: block.videoKey ?? null,
          videoUrl: null,
        })),
      };
    }),
  }));
}

/** Every week of one planning's training plan. */
function planWeeksFor(item: SeedItem): StoredPlanWeek[] {
  const weeks = item.durationWeeks ?? 4;
  return Array.from({ length: weeks }, (_, index) => {
    const week = index + 1;
    const phase = phaseOf(item, week);
    const context: WeekContext = {
      planningId: item.id,
      week,
      weeks,
      phase,
      progress: weeks > 1 ? index / (weeks - 1) : 0,
      light: LIGHT_PHASE.test(phase),
    };
    return {
      planningId: item.id,
      weekNumber: week,
      title: `Semana ${week} · ${phase}`,
      days: toDays(item.id, week, daysFor(item, context)),
      version: 1,
      updatedAt: null,
    };
  });
}

export const seedPlanWeeks: StoredPlanWeek[] = seedItems.filter((item) => item.type === 'PLANNING').flatMap((item) => planWeeksFor(item));
