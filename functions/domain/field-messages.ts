// One builder for the messages of a form's fields, shared by the server (its input schemas) and
// the web (its forms check with the same schemas): a field is named as its form labels it, and
// every verb and adjective agrees with it in gender and number ("Las notas no pueden…",
// "La carga debe…", "El tiempo es obligatorio"). Pure.

export interface FieldNoun {
  /** The label as a form shows it, lower case where a sentence needs it: "repeticiones", "carga". */
  noun: string;
  gender: 'f' | 'm';
  plural: boolean;
}

export const field = (noun: string, gender: 'f' | 'm', plural = false): FieldNoun => ({ noun, gender, plural });

const ARTICLES = { f: ['la', 'las'], m: ['el', 'los'] } as const;

const capitalize = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** "Las repeticiones", "El RPE": the subject of every message about the field. */
export const subjectOf = (f: FieldNoun): string => capitalize(`${ARTICLES[f.gender][f.plural ? 1 : 0]} ${f.noun}`);

const verb = (f: FieldNoun, singular: string, plural: string): string => (f.plural ? plural : singular);

/** An adjective in -o agreeing with the field: obligatorio / obligatoria / obligatorios / obligatorias. */
const agreeing = (f: FieldNoun, stem: string): string => `${stem}${f.gender === 'f' ? 'a' : 'o'}${f.plural ? 's' : ''}`;

/** Numbers as an Argentine reader writes them: "0,25", "10.000". */
export const formatNumber = (value: number): string => value.toLocaleString('es-AR', { maximumFractionDigits: 2 });

const withUnit = (value: number, unit?: string): string => (unit ? `${formatNumber(value)} ${unit}` : formatNumber(value));

/** The messages for one field. */
export function messagesFor(f: FieldNoun) {
  const subject = subjectOf(f);
  const must = verb(f, 'debe', 'deben');
  const can = verb(f, 'puede', 'pueden');
  const is = verb(f, 'es', 'son');
  return {
    required: () => `${subject} ${is} ${agreeing(f, 'obligatori')}.`,
    notANumber: () => `${subject} ${must} ser un número (por ejemplo 72,5).`,
    integer: () => `${subject} ${must} ser un número entero.`,
    positive: () => `${subject} ${must} ser mayor a cero.`,
    atLeast: (min: number, unit?: string) => `${subject} ${must} ser al menos ${withUnit(min, unit)}.`,
    atMost: (max: number, unit?: string) => `${subject} no ${can} superar ${withUnit(max, unit)}.`,
    between: (min: number, max: number, unit?: string) => `${subject} ${must} estar entre ${formatNumber(min)} y ${withUnit(max, unit)}.`,
    multipleOf: (step: number, unit?: string) => `${subject} ${must} ir en múltiplos de ${withUnit(step, unit)}.`,
    tooLong: (max: number) => `${subject} no ${can} superar los ${max} caracteres.`,
    duration: () => `${subject} ${must} escribirse como minutos:segundos, por ejemplo 18:32.`,
    invalid: () => `${subject} no ${verb(f, 'es', 'son')} ${agreeing(f, 'válid')}.`,
  };
}

/** The fields of the training forms (result, Mis marcas, the coach's editor), named as labelled. */
export const FIELDS = {
  sets: field('series', 'f', true),
  reps: field('repeticiones', 'f', true),
  kg: field('carga', 'f'),
  rpe: field('RPE', 'm'),
  time: field('tiempo', 'm'),
  rounds: field('rondas', 'f', true),
  distance: field('distancia', 'f'),
  calories: field('calorías', 'f', true),
  notes: field('notas', 'f', true),
  max: field('máximo', 'm'),
  percent: field('porcentaje', 'm'),
  timeCap: field('tiempo límite', 'm'),
  liftName: field('nombre del levantamiento', 'm'),
} as const satisfies Record<string, FieldNoun>;
