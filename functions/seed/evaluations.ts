// The seeded final evaluations: course-1 ends in a quiz of 10 questions drawn from its own lessons
// (the syllabus in lessons.ts); course-3 ends in a video submission, as its "Evaluación final"
// unit explains. No other course has one, and test/unit/seed-promises.test.ts fails when a seeded
// text promises an evaluation or a certificate condition its course does not have.
import type { CourseEvaluationRecord, QuizQuestionRecord } from '../domain/course-evaluation';

const SEEDED_AT = '2026-11-27T00:00:00.000Z';

/** A question whose options are given in order; `right` lists the letters of the correct ones. */
function question(id: string, text: string, options: string[], right: string[]): QuizQuestionRecord {
  const letters = 'abcdefgh';
  return {
    id,
    text,
    multiple: right.length > 1,
    options: options.map((option, index) => ({ id: `${id}-${letters[index]}`, text: option })),
    correctOptionIds: right.map((letter) => `${id}-${letter}`),
  };
}

const course1Quiz: CourseEvaluationRecord = {
  itemId: 'course-1',
  kind: 'QUIZ',
  title: 'Evaluación final de la formación',
  instructions:
    'Diez preguntas sobre los contenidos de la formación. Aprobás con el 70 % de respuestas correctas y tenés 3 intentos. ' +
    'En las preguntas de opción múltiple marcá todas las opciones correctas.',
  passPercent: 70,
  maxAttempts: 3,
  maxVideos: 1,
  updatedAt: SEEDED_AT,
  questions: [
    question(
      'q01',
      '¿Cuáles de estos son principios del entrenamiento vistos en la formación?',
      ['Sobrecarga progresiva', 'Especificidad', 'Entrenar siempre al fallo', 'Recuperación'],
      ['a', 'b', 'd'],
    ),
    question(
      'q02',
      'En la formación, el core se entiende como:',
      [
        'Solo los abdominales superficiales',
        'Un sistema que transmite fuerza entre piernas y brazos',
        'Un grupo muscular que se entrena únicamente con abdominales',
      ],
      ['b'],
    ),
    question(
      'q03',
      '¿Para qué se genera torque en caderas y hombros?',
      ['Para estabilizar las articulaciones', 'Para aumentar la flexibilidad pasiva', 'Para acortar la entrada en calor'],
      ['a'],
    ),
    question(
      'q04',
      '¿Qué partes tiene la estructura de una clase de 60 minutos vista en la formación?',
      ['Entrada en calor', 'Bloque técnico o de fuerza', 'WOD', 'Vuelta a la calma'],
      ['a', 'b', 'c', 'd'],
    ),
    question(
      'q05',
      '¿Qué herramientas se usan para dosificar la carga en una clase grupal?',
      ['Porcentajes', 'Escala de esfuerzo percibido', 'El peso que levanta el alumno más fuerte', 'Series y repeticiones'],
      ['a', 'b', 'd'],
    ),
    question(
      'q06',
      '¿Cómo se enseña el arranque según la formación?',
      ['De abajo hacia arriba, empezando por el tirón desde el piso', 'De arriba hacia abajo', 'Directamente con la barra cargada'],
      ['b'],
    ),
    question(
      'q07',
      '¿Con qué se empieza la progresión práctica del arranque?',
      ['Con palo y barra vacía', 'Con el arranque completo a carga máxima', 'Con kettlebell'],
      ['a'],
    ),
    question(
      'q08',
      '¿Qué patrón de movimiento es central en el trabajo con kettlebell?',
      ['La bisagra de cadera', 'La flexión de codo', 'La rotación de muñeca'],
      ['a'],
    ),
    question(
      'q09',
      '¿Qué señales de sobreentrenamiento en tus alumnos indican que conviene bajar la intensidad?',
      ['Cansancio que no se va con el descanso', 'Dormir mal', 'Progresar de forma sostenida', 'Rendimiento que cae semana a semana'],
      ['a', 'b', 'd'],
    ),
    question(
      'q10',
      'En alimentación, ¿hasta dónde llega el rol del coach?',
      [
        'Armar dietas personalizadas para cada alumno',
        'Dar conceptos básicos y derivar a un profesional cuando hace falta',
        'Indicar suplementos a cada alumno',
      ],
      ['b'],
    ),
  ],
};

const course3Videos: CourseEvaluationRecord = {
  itemId: 'course-3',
  kind: 'VIDEO_SUBMISSION',
  title: 'Evaluación final en video',
  instructions:
    'Grabá tu vertical libre de frente y de perfil, con el cuerpo completo en cuadro y buena luz (ver «Cómo grabar tu evaluación»). ' +
    'Se evalúan una vertical libre de al menos 10 segundos, la alineación y una salida controlada. ' +
    'Enviá de 1 a 3 videos (MP4, WebM o MOV, hasta 200 MB cada uno). El coach los revisa y te avisamos por e-mail.',
  passPercent: 100,
  maxAttempts: null,
  maxVideos: 3,
  updatedAt: SEEDED_AT,
  questions: [],
};

export const seedEvaluations: CourseEvaluationRecord[] = [course1Quiz, course3Videos];
