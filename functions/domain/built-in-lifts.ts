// The lifts the store ships (Spanish names), apart from the library's rules (lifts.ts): the web
// names a prescription's lift from this list on the member's day view, which must not carry the
// validation library with it. Pure data.

export interface LiftDefinition {
  id: string;
  name: string;
  /** Added by the coach (false for the store's own). */
  custom: boolean;
}

const builtIn = (id: string, name: string): LiftDefinition => ({ id, name, custom: false });

export const BUILT_IN_LIFTS: readonly LiftDefinition[] = [
  builtIn('BACK_SQUAT', 'Sentadilla trasera'),
  builtIn('FRONT_SQUAT', 'Sentadilla frontal'),
  builtIn('OVERHEAD_SQUAT', 'Sentadilla overhead'),
  builtIn('DEADLIFT', 'Peso muerto'),
  builtIn('SUMO_DEADLIFT', 'Peso muerto sumo'),
  builtIn('ROMANIAN_DEADLIFT', 'Peso muerto rumano'),
  builtIn('SNATCH', 'Arranque'),
  builtIn('POWER_SNATCH', 'Arranque de potencia'),
  builtIn('HANG_SNATCH', 'Arranque colgado'),
  builtIn('CLEAN', 'Cargada'),
  builtIn('POWER_CLEAN', 'Cargada de potencia'),
  builtIn('HANG_CLEAN', 'Cargada colgada'),
  builtIn('CLEAN_AND_JERK', 'Envión (cargada y envión)'),
  builtIn('SPLIT_JERK', 'Envión en tijera'),
  builtIn('PUSH_JERK', 'Envión de empuje'),
  builtIn('STRICT_PRESS', 'Press estricto'),
  builtIn('PUSH_PRESS', 'Push press'),
  builtIn('BENCH_PRESS', 'Press de banca'),
  builtIn('THRUSTER', 'Thruster'),
  builtIn('WEIGHTED_PULL_UP', 'Dominada con peso'),
  builtIn('BARBELL_ROW', 'Remo con barra'),
  builtIn('HIP_THRUST', 'Hip thrust'),
];
