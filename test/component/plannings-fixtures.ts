// A session of a member's week as the plannings API gives it (PlanningWeek), for the member area's
// component tests: a back squat prescribed 3 × 5 at her kilos, and a conditioning circuit.
import type { PlanSession } from '../../web/src/features/my-plannings/api/planning-week';

export const VIEWER = 'member-1';
export const PLANNING_ID = 'planning-5';

export const squatAndCircuit = (): PlanSession => ({
  id: 's-p5-w1-d1-1',
  title: 'Fuerza y circuito',
  blocks: [
    {
      id: 'b-squat',
      title: 'Sentadilla',
      text: 'Bajá controlado.',
      videoUrl: null,
      prescription: {
        sets: 3,
        reps: '5',
        percent: 75,
        lift: 'BACK_SQUAT',
        liftName: 'Sentadilla trasera',
        timeCapMinutes: null,
        rounds: null,
        rpe: null,
        loadKg: 90,
      },
      scaling: null,
    },
    {
      id: 'b-circuit',
      title: 'Circuito',
      text: '4 rondas: 12 burpees, 20 sentadillas.',
      videoUrl: null,
      prescription: {
        sets: null,
        reps: null,
        percent: null,
        lift: null,
        liftName: null,
        timeCapMinutes: 20,
        rounds: 4,
        rpe: null,
        loadKg: null,
      },
      scaling: { beginner: '8 burpees', intermediate: null, rx: '15 burpees' },
    },
  ],
});
