// The lesson syllabi of the seven courses. Units and topics are written as drafts; `course()`
// numbers them (<courseId>-u01.., <courseId>-t01.. across the whole course), fills in the
// component and video key, and gives each video lesson its length from the course's list of
// minutes, so the content below reads as a plain table of contents.
import type { TopicMaterialRecord } from '../data/lessons-repository';
import { demoVideoKey, demoVideoStream } from './demo-video';
import type { SeedCourseLessons, SeedTopic, SeedUnit } from './seed-types';

/** The PDF plans buyers download with the first week of a course's plan (local sample content). */
export const PLAN_MATERIALS = {
  vertical: { key: 'sample/plan-vertical-10-semanas.pdf', name: 'Plan de 10 semanas (PDF)', fileName: 'vertical-plan-10-semanas.pdf' },
  pullUps: { key: 'sample/plan-pull-ups-4-semanas.pdf', name: 'Plan de 4 semanas (PDF)', fileName: 'pull-ups-plan-4-semanas.pdf' },
} as const satisfies Record<string, TopicMaterialRecord>;

type TopicDraft = Omit<SeedTopic, 'id'>;

interface UnitDraft {
  name: string;
  topics: TopicDraft[];
}

/** A video lesson; only the introductions are public. */
function video(name: string, text: string, isPublic = false): TopicDraft {
  return { name, componentName: 'video-lesson', isPublic, text };
}

function certificate(text: string, name = 'Certificado'): TopicDraft {
  return { name, componentName: 'certificate', isPublic: false, text };
}

/** One week of a course plan: a text lesson listing that week's sessions, one per paragraph. */
function planWeek(week: number, sessions: string[]): TopicDraft {
  return {
    name: `Semana ${week}`,
    componentName: 'text-lesson',
    isPublic: false,
    text: sessions.map((session, index) => `Sesión ${index + 1}: ${session}`).join('\n\n'),
  };
}

/** A unit holding a whole plan, one topic per week (weeks[0] is week 1); the PDF goes with week 1. */
function planUnit(name: string, weeks: string[][], material?: TopicMaterialRecord): UnitDraft {
  return {
    name,
    topics: weeks.map((sessions, index) => ({
      ...planWeek(index + 1, sessions),
      ...(index === 0 && material ? { materials: [material] } : {}),
    })),
  };
}

const pad = (n: number): string => String(n).padStart(2, '0');

/** `minutes` lists the length of each video lesson, in syllabus order. */
function course(itemId: string, minutes: number[], units: UnitDraft[]): SeedCourseLessons {
  let topicNumber = 0;
  let videoNumber = 0;
  const result = {
    itemId,
    units: units.map((unit, unitIndex): SeedUnit => ({
      id: `${itemId}-u${pad(unitIndex + 1)}`,
      name: unit.name,
      topics: unit.topics.map((topic): SeedTopic => {
        topicNumber += 1;
        const isVideo = topic.componentName === 'video-lesson';
        const durationMinutes = isVideo ? minutes[videoNumber++] : undefined;
        return {
          id: `${itemId}-t${pad(topicNumber)}`,
          ...topic,
          // The course's demo clip and its HLS ladder (seed/demo-video.ts).
          ...(isVideo ? { videoKey: demoVideoKey(itemId), stream: demoVideoStream(itemId) } : {}),
          ...(durationMinutes ? { durationMinutes } : {}),
        };
      }),
    })),
  };
  if (videoNumber !== minutes.length) throw new Error(`${itemId}: ${videoNumber} video lessons, ${minutes.length} lengths`);
  return result;
}

// ---------------------------------------------------------------------------------------------
// course-1: Formación en Entrenamiento Funcional (12 units / 18 topics)

const course1 = course(
  'course-1',
  [6, 9, 14, 18, 8, 11, 12, 16, 13, 9, 12, 15, 14, 17, 11, 14, 12],
  [
    {
      name: 'Introducción',
      topics: [
        video(
          'Introducción a la formación',
          'Presentamos la formación, cómo está organizada y qué vas a poder hacer al terminarla. También te contamos cómo es la evaluación final para obtener el certificado.',
          true,
        ),
      ],
    },
    {
      name: 'Perfil del coach',
      topics: [
        video(
          'El perfil del coach',
          'Qué distingue a un buen coach: comunicación clara, observación y corrección, y responsabilidad sobre la seguridad del grupo. Vemos cómo construir confianza con tus alumnos desde la primera clase.',
        ),
      ],
    },
    {
      name: 'Principios del entrenamiento',
      topics: [
        video(
          'Principios del entrenamiento',
          'Sobrecarga progresiva, especificidad, variabilidad, individualidad y recuperación. Cómo aplicar cada principio al programar semanas de entrenamiento funcional.',
        ),
      ],
    },
    {
      name: 'Fuerza',
      topics: [
        video(
          'Fuerza: bases y métodos',
          'Tipos de fuerza y cómo entrenarlos. Repeticiones, series, porcentajes y escala de esfuerzo percibido para dosificar la carga en una clase grupal.',
        ),
      ],
    },
    {
      name: 'Core y torque',
      topics: [
        video(
          'Qué es el core',
          'El core como sistema que transmite fuerza entre piernas y brazos. Por qué la estabilidad de la línea media es la base de todos los movimientos.',
        ),
        video(
          'Torque y estabilidad articular',
          'Cómo generar torque en caderas y hombros para estabilizar las articulaciones. Ejemplos en sentadilla, press y peso muerto.',
        ),
        video(
          'Ejercicios de core',
          'Hollow, arch, planchas y variantes anti-rotación. Progresiones para incluir trabajo de core en la entrada en calor o como accesorio.',
        ),
      ],
    },
    {
      name: 'La clase',
      topics: [
        video(
          'Cómo armar y conducir una clase',
          'Estructura de una clase de 60 minutos: bienvenida, entrada en calor, bloque técnico o de fuerza, WOD y vuelta a la calma. Manejo del tiempo, del espacio y de grupos con niveles distintos.',
        ),
      ],
    },
    {
      name: 'Salud',
      topics: [
        video(
          'Prevención de lesiones',
          'Las lesiones más frecuentes en el entrenamiento funcional y cómo prevenirlas con buena técnica, escalas adecuadas y progresión de cargas.',
        ),
        video(
          'Descanso y recuperación',
          'Sueño, días de descanso y descargas. Cómo reconocer señales de sobreentrenamiento en tus alumnos y cuándo bajar la intensidad.',
        ),
      ],
    },
    {
      name: 'Movimientos fundamentales',
      topics: [
        video(
          'Movimientos fundamentales: teoría',
          'Sentadilla, peso muerto, press y sus variantes. Puntos de performance, fallas comunes y cómo detectarlas desde afuera.',
        ),
        video(
          'Movimientos fundamentales: práctica',
          'Progresiones y correcciones en vivo con alumnos. Cómo dar indicaciones cortas y efectivas mientras el grupo se mueve.',
        ),
      ],
    },
    {
      name: 'Arranque (snatch)',
      topics: [
        video(
          'Arranque: teoría',
          'Posiciones del arranque, fases del tirón y recepción. Qué mirar en cada fase y por qué el arranque se enseña de arriba hacia abajo.',
        ),
        video(
          'Arranque: práctica',
          'Progresión con palo y barra vacía: desde el overhead squat hasta el arranque completo. Drills para corregir el tirón con los brazos y la recepción alta.',
        ),
      ],
    },
    {
      name: 'Kettlebell',
      topics: [
        video(
          'Kettlebell: teoría',
          'Swing ruso y americano, clean, goblet squat y turkish get up. Bisagra de cadera y respiración en el trabajo con kettlebell.',
        ),
        video('Kettlebell: práctica', 'Cómo enseñar el swing en grupo, elegir el peso correcto y corregir la sentadilla dentro del swing.'),
      ],
    },
    {
      name: 'Alimentación',
      topics: [
        video(
          'Alimentación para el entrenamiento',
          'Conceptos básicos de energía, proteínas, hidratación y comidas alrededor del entrenamiento. Hasta dónde llega el rol del coach y cuándo derivar a un profesional.',
        ),
      ],
    },
    {
      name: 'Certificado',
      topics: [
        certificate(
          'Completá la evaluación final de la formación. Al aprobarla podés descargar tu certificado de Formación en Entrenamiento Funcional.',
        ),
      ],
    },
  ],
);

// ---------------------------------------------------------------------------------------------
// course-2: Respiración Nasal (4 units / 4 topics)

const course2 = course(
  'course-2',
  [7, 9, 8],
  [
    {
      name: 'Respiración nasal',
      topics: [
        video(
          'Por qué respirar por la nariz',
          'Cómo la respiración nasal filtra, humidifica y regula el aire, y por qué mejora la eficiencia durante el esfuerzo. Cómo empezar a usarla en entrenamientos suaves.',
        ),
      ],
    },
    {
      name: 'Ejercicio 1',
      topics: [
        video(
          'Ejercicio 1: respiración diafragmática',
          'Acostado boca arriba, inhalá por la nariz llevando el aire al abdomen y exhalá lento durante el doble de tiempo. Practicalo cinco minutos antes de dormir o después de entrenar.',
        ),
      ],
    },
    {
      name: 'Ejercicio 2',
      topics: [
        video(
          'Ejercicio 2: apneas caminando',
          'Después de una exhalación normal, tapate la nariz y caminá contando pasos hasta sentir la necesidad de respirar. Mejora la tolerancia al dióxido de carbono; repetilo seis a ocho veces.',
        ),
      ],
    },
    {
      name: 'Certificado',
      topics: [certificate('Cuando completes todas las clases de Respiración Nasal, descargá acá tu certificado de finalización.')],
    },
  ],
);

// ---------------------------------------------------------------------------------------------
// course-3: Vertical (11 units / 48 topics)

export const verticalPlan: string[][] = [
  [
    'Movilidad de muñecas y hombros, 3 series de 20 s de plancha alta con hombros empujando el piso.',
    'Hollow 4 x 20 s y pike en cajón 4 x 15 s.',
    'Caminata de manos en la pared hasta 45 grados, 5 subidas con 10 s de sostén.',
  ],
  [
    'Movilidad completa y pike en cajón 4 x 20 s.',
    'Subida a la pared de frente (pecho a la pared) hasta 60 grados, 5 x 10 s.',
    'Fortalecimiento: flexiones pike 3 x 8 y hollow rocks 3 x 15.',
  ],
  [
    'Pecho a la pared con la mayor verticalidad posible, 5 x 15 s.',
    'Shrugs en vertical contra la pared 3 x 8 y plancha con elevación de hombros 3 x 10.',
    'Elongación de isquiotibiales y dorsales, 10 minutos.',
  ],
  [
    'Pecho a la pared 5 x 20 s cuidando la línea de costillas y cadera.',
    'Patadas a la vertical de espaldas a la pared, 10 intentos controlados.',
    'Fortalecimiento: flexiones pike elevadas 4 x 6.',
  ],
  [
    'Pecho a la pared 4 x 30 s.',
    'Despegue de un pie desde la pared, 8 intentos de 3 a 5 s.',
    'Tuck en cajón para trabajar el equilibrio con los dedos, 5 x 10 s.',
  ],
  [
    'Semana de descarga: movilidad y pecho a la pared 3 x 20 s.',
    'Técnica: patada a la vertical libre con salida en rol o giro, 10 intentos.',
  ],
  [
    'Despegue de ambos pies desde la pared, 8 intentos buscando 5 s libres.',
    'Patadas a la vertical libre 10 intentos, registrando el mejor tiempo.',
    'Fortalecimiento: shrugs en vertical 4 x 10 y hollow 4 x 30 s.',
  ],
  [
    'Vertical libre, 12 intentos con salida segura.',
    'Pecho a la pared 3 x 40 s para sumar resistencia.',
    'Entrada en tuck desde el piso, 6 intentos.',
  ],
  [
    'Vertical libre 15 intentos buscando 10 s.',
    'Correcciones de equilibrio con los dedos y la base de la mano, 10 minutos.',
    'Elongación y movilidad de muñecas.',
  ],
  ['Test: mejor vertical libre en 10 intentos.', 'Grabá tu mejor intento de frente y de perfil para la evaluación del certificado.'],
];

const course3 = course(
  'course-3',
  [4, 6, 5, 6, 10, 7, 5, 6, 8, 7, 6, 9, 8, 15, 7, 6, 8, 7, 6, 7, 20, 6, 5, 4, 10, 7, 6, 5, 6, 9, 8, 7, 6, 7, 9, 6, 5],
  [
    {
      name: 'Introducción',
      topics: [
        video(
          'Introducción al curso',
          'Cómo está organizado el curso, qué necesitás para empezar y cómo combinar las clases técnicas con el plan de 10 semanas.',
          true,
        ),
      ],
    },
    {
      name: 'Entrada en calor',
      topics: [
        video(
          'Activación general',
          'Movimientos articulares y un circuito corto para subir la temperatura antes de practicar la vertical.',
        ),
        video(
          'Muñecas',
          'Secuencia de movilidad y carga progresiva de muñecas: apoyos con dedos hacia adelante, hacia atrás y hacia los costados.',
        ),
        video(
          'Hombros y escápulas',
          'Círculos de brazos, protracción y elevación escapular para preparar los hombros para cargar el peso del cuerpo.',
        ),
        video('Entrada en calor completa', 'La rutina de 10 minutos que vas a usar antes de cada sesión del plan, de principio a fin.'),
      ],
    },
    {
      name: 'Movilidad: teoría',
      topics: [
        video(
          'Por qué la movilidad importa',
          'Sin flexión completa de hombros la vertical se arquea. Vemos qué rangos necesitás y cómo medirlos.',
        ),
        video(
          'Evaluación de hombros',
          'Test de flexión de hombros contra la pared para saber si tu limitación es de movilidad o de control.',
        ),
        video('Evaluación de muñecas y columna', 'Tests de extensión de muñeca y movilidad torácica, y qué hacer según el resultado.'),
      ],
    },
    {
      name: 'Movilidad: práctica',
      topics: [
        video('Apertura de hombros en el piso', 'Estiramientos activos con palo y en el piso para ganar flexión de hombros.'),
        video('Movilidad torácica', 'Ejercicios con rodillo y en cuadrupedia para mejorar la extensión de la columna dorsal.'),
        video('Muñecas con carga', 'Balanceos en cuadrupedia y apoyos progresivos para tolerar más peso sobre las muñecas.'),
        video(
          'Dorsales y pectorales',
          'Estiramientos en banco y en la pared para liberar los músculos que limitan el brazo por encima de la cabeza.',
        ),
        video('Rutina de movilidad completa', 'Secuencia de 15 minutos para repetir tres veces por semana durante todo el plan.'),
      ],
    },
    {
      name: 'Fortalecimiento específico',
      topics: [
        video(
          'Hollow body',
          'La posición de cuerpo hueco es la forma de la vertical. Progresiones desde rodillas flexionadas hasta piernas extendidas.',
        ),
        video('Plancha y empuje del piso', 'Plancha alta con protracción escapular: aprendé a empujar el piso con los hombros.'),
        video('Pike en cajón', 'Sostén en pike con los pies en un cajón para cargar los hombros en posición vertical.'),
        video('Flexiones pike', 'Flexiones en pike, en el piso y elevadas, para ganar fuerza de empuje vertical.'),
        video('Shrugs en vertical', 'Elevaciones de hombros en la pared para encontrar el bloqueo de hombros que sostiene la vertical.'),
        video('Core anti-extensión', 'Rollout con rueda o barra y dead bugs para controlar la zona lumbar.'),
        video('Circuito de fortalecimiento', 'Circuito de 20 minutos que combina todos los ejercicios de la unidad.'),
      ],
    },
    {
      name: 'Elongación',
      topics: [
        video('Isquiotibiales', 'Elongación de la parte posterior de las piernas para entrar mejor en pike y tuck.'),
        video('Cadera y flexores', 'Estocadas y estiramientos de flexores de cadera para alinear la pelvis en la vertical.'),
        video('Hombros y espalda', 'Estiramientos pasivos de hombros y dorsales para hacer al final de cada sesión.'),
        video('Rutina de elongación', 'Rutina de 10 minutos de vuelta a la calma para después de practicar.'),
      ],
    },
    {
      name: 'Técnica y alineación',
      topics: [
        video(
          'La línea recta',
          'Muñecas, hombros, cadera y tobillos apilados: qué significa una vertical alineada y por qué cuesta menos sostenerla.',
        ),
        video('Manos y equilibrio', 'Cómo usar los dedos y la base de la mano para corregir el equilibrio sin doblar el cuerpo.'),
        video('Cabeza y mirada', 'Dónde mirar y cómo la posición de la cabeza cambia la alineación de la espalda.'),
        video('Costillas y pelvis', 'Cerrar las costillas y retroversión de pelvis para evitar la vertical en banana.'),
        video('Errores frecuentes', 'Codos flexionados, hombros cerrados y piernas separadas: cómo detectarlos en video y corregirlos.'),
      ],
    },
    {
      name: 'Ir a la vertical',
      topics: [
        video(
          'Subida con pecho a la pared',
          'Caminata de manos hacia la pared hasta quedar de frente: la mejor forma de practicar la alineación.',
        ),
        video('Patada de espaldas a la pared', 'Cómo patear con control para subir sin golpear la pared y sin arquear la espalda.'),
        video('Salidas seguras', 'Cómo salir de la vertical girando o con un rol para practicar sin miedo.'),
        video('Despegues de la pared', 'Despegar uno y después ambos pies de la pared para encontrar el punto de equilibrio.'),
        video('Entrada en tuck', 'Subida en tuck desde el piso para una entrada más controlada.'),
        video('Vertical libre', 'Cómo encadenar todo para sostener la vertical libre y cómo medir tu progreso.'),
      ],
    },
    planUnit('Plan de 10 semanas', verticalPlan, PLAN_MATERIALS.vertical),
    {
      name: 'Evaluación final',
      topics: [
        video('Cómo grabar tu evaluación', 'Grabá tu vertical libre de frente y de perfil, con el cuerpo completo en cuadro y buena luz.'),
        video('Criterios de aprobación', 'Se evalúan una vertical libre de al menos 10 segundos, la alineación y una salida controlada.'),
      ],
    },
    {
      name: 'Certificado',
      topics: [
        certificate(
          'Enviá los videos de tu evaluación siguiendo las instrucciones de la unidad anterior. Cuando se aprueben, vas a poder descargar tu certificado.',
          'Instrucciones para el certificado',
        ),
      ],
    },
  ],
);

// ---------------------------------------------------------------------------------------------
// course-4: Pull Ups (5 units / 19 topics)

export const pullUpsPlan: string[][] = [
  [
    'Colgado activo 5 x 20 s y pull ups escapulares 4 x 8.',
    'Dominadas negativas de 5 s, 4 x 3, y remo en anillas 3 x 10.',
    'Kip swing 4 x 10 cuidando la posición de hollow y arch.',
  ],
  [
    'Dominadas estrictas o con banda 5 x 3 y hollow 4 x 30 s.',
    'Kip swing 3 x 10 y kipping pull up con banda 4 x 5.',
    'EMOM 10 minutos: 3 dominadas estrictas + 6 hollow rocks.',
  ],
  [
    'Kipping pull ups 5 x 5 buscando un ritmo constante.',
    'Drill de butterfly: círculo de cadera sin subir, 4 x 6.',
    'Dominadas estrictas 4 x máximo menos una repetición.',
  ],
  ['Butterfly pull ups 5 x 3 con pausa entre repeticiones.', 'Test: máximo de dominadas estrictas y de kipping en series continuas.'],
];

const course4 = course(
  'course-4',
  [5, 8, 7, 11, 6, 5, 7, 8, 10, 12, 9, 11, 10, 8],
  [
    {
      name: 'Introducción y fundamentos',
      topics: [
        video(
          'Introducción',
          'Qué vas a aprender en el curso, qué necesitás (una barra fija y una banda elástica) y cómo usar el plan de 4 semanas.',
          true,
        ),
        video('Anatomía del tirón', 'Qué músculos participan en la dominada y por qué la escápula inicia el movimiento.'),
        video('Activación escapular', 'Pull ups escapulares: depresión y retracción de escápulas colgado de la barra.'),
        video('La dominada estricta', 'Técnica de la dominada estricta, pecho a la barra y cómo progresar con negativas y bandas.'),
      ],
    },
    {
      name: 'Colgado',
      topics: [
        video('Agarres', 'Agarre prono, supino y mixto; ancho de agarre y uso del pulgar para tirones seguros.'),
        video('Colgado pasivo', 'Colgarse relajado para ganar tolerancia de manos y descomprimir los hombros.'),
        video('Colgado activo', 'Colgado con hombros activos: la posición de partida de todas las dominadas.'),
        video('Hollow y arch en la barra', 'Las dos posiciones del kip: cómo pasar de hollow a arch con control desde los hombros.'),
      ],
    },
    {
      name: 'Progresiones: kipping y butterfly',
      topics: [
        video('Kip swing', 'El balanceo del kip sin flexionar los brazos: ritmo, amplitud y empuje de la barra hacia abajo.'),
        video('Kipping pull up', 'Cómo convertir el kip swing en una dominada con impulso de cadera y aterrizar de nuevo en arch.'),
        video('Progresión de kipping con banda', 'Usá la banda para practicar el ritmo del kipping sin perder la técnica.'),
        video('Butterfly: el círculo', 'El butterfly es un círculo continuo: drills para coordinar cadera y brazos sin subir a la barra.'),
        video('Progresión de butterfly', 'De repeticiones sueltas a series encadenadas de butterfly pull ups.'),
        video('Errores comunes', 'Brazos que tiran antes de tiempo, piernas sueltas y pérdida del ritmo: cómo corregirlos.'),
      ],
    },
    planUnit('Plan de 4 semanas', pullUpsPlan, PLAN_MATERIALS.pullUps),
    {
      name: 'Certificado',
      topics: [certificate('Cuando completes todas las clases de Pull Ups, descargá acá tu certificado de finalización.')],
    },
  ],
);

// ---------------------------------------------------------------------------------------------
// course-5: Double Unders (2 units / 2 topics)

const course5 = course(
  'course-5',
  [12, 9],
  [
    {
      name: 'Tutorial',
      topics: [
        video(
          'Tutorial de double unders',
          'Cómo medir la soga, la postura del cuerpo, el giro de muñecas y el timing del salto. Vemos también los errores más frecuentes, como patear hacia atrás o abrir los brazos.',
        ),
      ],
    },
    {
      name: 'Plan',
      topics: [
        video(
          'Plan de práctica',
          'Tres sesiones por semana de 15 minutos: saltos simples con ritmo, combinaciones de simple y doble, y series cortas de dobles. Sumá repeticiones cada semana hasta encadenar 20 seguidos.',
        ),
      ],
    },
  ],
);

// ---------------------------------------------------------------------------------------------
// course-6: Bar Muscle Up (5 units / 19 topics)

const barMuscleUpPlan: string[][] = [
  [
    'Dominadas estrictas al pecho 5 x 3 y fondos en barra 4 x 6.',
    'Kip swing en barra 4 x 10 y hollow rocks 3 x 15.',
    'Drill de cadera a la barra con banda, 4 x 5.',
  ],
  [
    'Dominadas explosivas 5 x 3 y fondos en barra 4 x 8.',
    'Kip swing con cadera a la barra 4 x 6.',
    'Transición baja desde un cajón, 4 x 5.',
  ],
  ['Negativas de muscle up desde arriba de la barra 4 x 3.', 'Cadera a la barra con tirón alto 5 x 4.', 'Bar muscle up con banda 5 x 3.'],
  ['Semana de descarga: kip swing 3 x 8 y drills de transición 3 x 5.', 'Bar muscle up con banda más fina 4 x 3.'],
  [
    'Intentos de bar muscle up sin banda, 8 intentos con descanso completo.',
    'Dominadas explosivas al esternón 4 x 3 y fondos en barra 3 x 10.',
    'Bar muscle up con banda 4 x 4 cuidando el ritmo.',
  ],
  ['Intentos de bar muscle up, 6 intentos grabados para revisar la técnica.', 'Test: máximo de bar muscle ups en series continuas.'],
];

const course6 = course(
  'course-6',
  [5, 7, 8, 9, 7, 9, 8, 7, 10, 6, 9, 7],
  [
    {
      name: 'Introducción y fundamentos',
      topics: [
        video(
          'Introducción',
          'Qué es el bar muscle up, qué necesitás antes de empezar y cómo está organizado el curso y el plan de 6 semanas.',
          true,
        ),
        video('Requisitos previos', 'Evaluación inicial: cuántas dominadas al pecho y fondos en barra necesitás para empezar el plan.'),
        video(
          'Agarre y posición en la barra',
          'Ancho de agarre, muñecas por encima de la barra y cómo evitar que se suelten las manos en la transición.',
        ),
        video('Fases del movimiento', 'Swing, cadera a la barra, transición y empuje final: el muscle up dividido en cuatro partes.'),
      ],
    },
    {
      name: 'Swing y cadera',
      topics: [
        video('Hollow y arch', 'Posiciones del kip en la barra y cómo generar amplitud sin perder tensión.'),
        video('Kip swing', 'El balanceo que da la energía al muscle up: timing y empuje de la barra hacia abajo.'),
        video('Cadera a la barra', 'Cómo cerrar la cadera con fuerza para llevarla hacia la barra y elevar el centro de masa.'),
        video('Tirón alto', 'Dominada explosiva hasta el esternón con los brazos tirando hacia la cadera.'),
      ],
    },
    {
      name: 'Transición y progresiones',
      topics: [
        video('La transición', 'Cómo inclinar el pecho sobre la barra y girar las muñecas rápidamente.'),
        video('Fondos en barra', 'Fondos para fortalecer la salida por encima de la barra.'),
        video('Progresión con banda', 'Muscle up con banda elástica para practicar el movimiento completo con menos carga.'),
        video('Drills desde un cajón', 'Transición baja con los pies en un cajón para repetir el gesto sin fatiga.'),
      ],
    },
    planUnit('Plan de 6 semanas', barMuscleUpPlan),
    {
      name: 'Certificado',
      topics: [certificate('Cuando completes todas las clases de Bar Muscle Up, descargá acá tu certificado de finalización.')],
    },
  ],
);

// ---------------------------------------------------------------------------------------------
// course-7: Ring Muscle Up (6 units / 22 topics)

const ringMuscleUpPlan: string[][] = [
  [
    'Soporte en anillas 5 x 20 s con turn-out y colgado con agarre falso 4 x 15 s.',
    'Ring rows con agarre falso 4 x 8 y ring dips 4 x 5.',
    'Kip swing en anillas 4 x 8.',
  ],
  [
    'Dominadas con agarre falso 5 x 3 y ring dips 4 x 6.',
    'Transición baja con los pies en el piso 4 x 5.',
    'Kip swing con cadera a las anillas 4 x 6.',
  ],
  ['Negativas de ring muscle up 4 x 3 desde el soporte.', 'Dominadas con agarre falso al pecho 5 x 3.', 'Ring muscle up con banda 5 x 3.'],
  ['Semana de descarga: soporte 3 x 20 s, transición baja 3 x 5 y kip swing 3 x 8.', 'Ring muscle up con banda más fina 4 x 3.'],
  [
    'Intentos de ring muscle up sin banda, 8 intentos con descanso completo.',
    'Ring dips profundos 4 x 6 y dominadas con agarre falso 4 x 4.',
    'Ring muscle up con banda 4 x 4 cuidando el ritmo.',
  ],
  ['Intentos de ring muscle up, 6 intentos grabados para revisar la técnica.', 'Test: máximo de ring muscle ups, estrictos o con kip.'],
];

const course7 = course(
  'course-7',
  [5, 7, 6, 8, 7, 5, 9, 8, 7, 8, 7, 8, 9, 9, 8],
  [
    {
      name: 'Introducción',
      topics: [
        video(
          'Introducción',
          'Qué vas a aprender, qué diferencia al ring muscle up del bar muscle up y cómo usar el plan de 6 semanas.',
          true,
        ),
        video('Requisitos y evaluación inicial', 'Cuántas dominadas y fondos en anillas necesitás y cómo evaluar tu punto de partida.'),
      ],
    },
    {
      name: 'Las anillas',
      topics: [
        video('Montaje y altura', 'Cómo colgar las anillas, a qué altura y con qué separación para practicar con seguridad.'),
        video('Agarre falso', 'El agarre falso con la muñeca sobre la anilla: la clave para una transición rápida.'),
        video('Soporte en anillas', 'Sostenerse arriba de las anillas con los brazos extendidos y las anillas pegadas al cuerpo.'),
        video('Turn-out', 'Rotación externa de las anillas en el soporte para estabilizar hombros y codos.'),
      ],
    },
    {
      name: 'Fuerza específica',
      topics: [
        video('Dominadas con agarre falso', 'Dominadas manteniendo el agarre falso, hasta llevar las anillas al pecho.'),
        video('Ring dips', 'Fondos en anillas con profundidad completa y control del balanceo.'),
        video('Ring rows altos', 'Remo en anillas con agarre falso llevando las manos a las costillas.'),
        video('Transición baja', 'Transición con los pies en el piso para aprender el gesto sin todo el peso del cuerpo.'),
      ],
    },
    {
      name: 'Kip y transición',
      topics: [
        video('Kip swing en anillas', 'Cómo balancearte en anillas sin que se abran ni se muevan hacia adelante.'),
        video('El kip', 'Cerrar la cadera en el momento justo para llevar el cuerpo hacia las anillas.'),
        video('Transición rápida', 'Pasar del tirón al fondo llevando el pecho por encima de las manos.'),
        video('Progresión con banda', 'Ring muscle up con banda elástica para practicar el movimiento completo.'),
        video('Errores comunes', 'Perder el agarre falso, abrir las anillas y llegar lento a la transición: cómo corregirlos.'),
      ],
    },
    planUnit('Plan de 6 semanas', ringMuscleUpPlan),
    {
      name: 'Certificado',
      topics: [certificate('Cuando completes todas las clases de Ring Muscle Up, descargá acá tu certificado de finalización.')],
    },
  ],
);

export const seedLessons: SeedCourseLessons[] = [course1, course2, course3, course4, course5, course6, course7];
