// The store's starting catalogue: seven courses of the store's own brand (Impulso) and five
// plannings sold by DELFI. Coaches and competitions are fictional.
import type { SeedItem } from './seed-types';

const LUCAS_BIO =
  'Lucas Ferreyra es entrenador de gimnasia y calistenia, con más de diez años enseñando habilidades sobre barra, anillas y piso. ' +
  'Trabaja con progresiones simples y medibles para que cada alumno llegue a su primer skill sin lesionarse.';

const DELFI_BIO =
  'Delfina Ríos es licenciada en Educación Física y programadora de entrenamiento para atletas de box, halterofilia y competencia. ' +
  'Lleva más de ocho años planificando temporadas completas, desde el primer mes de un principiante hasta la puesta a punto de un podio.';

export const seedItems: SeedItem[] = [
  {
    id: 'course-1',
    type: 'COURSE',
    seller: 'STORE',
    name: 'Formación en Entrenamiento Funcional',
    price: 45600,
    offer: null,
    isEnabled: true,
    isFeatured: true,
    imageSource: '/images/course-1.svg',
    coachName: 'Equipo Impulso',
    coachBio:
      'El Equipo Impulso reúne a los coaches de la casa, con años de trabajo en boxes de entrenamiento funcional y formación de entrenadores. ' +
      'Armamos esta formación con lo que usamos todos los días para dar clases seguras, ordenadas y efectivas.',
    summary: 'La formación completa para dar clases de entrenamiento funcional con criterio, seguridad y buena técnica.',
    description:
      'Una formación pensada para quienes quieren dar clases de entrenamiento funcional de alta intensidad o mejorar las que ya dan. ' +
      'Recorremos los principios del entrenamiento, la fuerza, el trabajo de core y torque, y cómo se arma y se conduce una clase de principio a fin.\n\n' +
      'Cada movimiento fundamental, el arranque y el trabajo con kettlebell se ven en dos partes: una clase teórica con los puntos de performance y los errores típicos, ' +
      'y una clase práctica con progresiones y correcciones para aplicar con tus alumnos. También abordamos salud, prevención de lesiones y alimentación.\n\n' +
      'Está dirigida a profesores de educación física, estudiantes y atletas con experiencia que quieran dar el salto a coach. ' +
      'Al terminar las clases rendís una evaluación final de 10 preguntas; al aprobarla recibís el certificado de la formación.',
    highlights: [
      '17 clases en video organizadas en 12 unidades',
      'Movimientos fundamentales, arranque y kettlebell en teoría y práctica',
      'Cómo planificar y conducir una clase grupal',
      'Módulos de salud y alimentación',
      'Certificado al aprobar la evaluación final (cuestionario)',
    ],
    level: 'Todos los niveles',
    durationWeeks: null,
    // No declared workload: the certificate states the syllabus's video length (domain/course-figures.ts).
    courseHours: null,
    // Its final evaluation (functions/seed/evaluations.ts): the certificate follows passing it.
    finalEvaluation: 'QUIZ',
    phases: [],
    competitions: [],
  },
  {
    id: 'course-2',
    type: 'COURSE',
    seller: 'STORE',
    name: 'Respiración Nasal para el Rendimiento',
    price: 12000,
    offer: { price: 10500, validDateTimeFrom: '2024-03-01T00:00:00-03:00', validDateTimeTo: '2024-04-01T00:00:00-03:00' },
    isEnabled: true,
    isFeatured: false,
    imageSource: '/images/course-2.svg',
    coachName: 'Martina Sosa',
    coachBio:
      'Martina Sosa es profesora de yoga y entrenadora funcional, especializada en técnicas de respiración aplicadas al deporte. ' +
      'Acompaña a atletas y alumnos de box a recuperar mejor y sostener el esfuerzo con una respiración más eficiente.',
    summary: 'Aprendé a respirar por la nariz para entrenar con más control, recuperar más rápido y dormir mejor.',
    description:
      'La forma en que respirás influye en tu rendimiento, en tu recuperación y en cómo manejás el estrés. ' +
      'En este curso entendés por qué la respiración nasal es más eficiente y cómo llevarla de a poco a tus entrenamientos.\n\n' +
      'Incluye dos ejercicios guiados para practicar en casa o antes de entrenar: uno para bajar pulsaciones y relajarte, ' +
      'y otro para mejorar la tolerancia al dióxido de carbono durante el esfuerzo.\n\n' +
      'Sirve para cualquier persona que entrene, sin importar su nivel. Al terminar obtenés tu certificado.',
    highlights: [
      'Fundamentos de la respiración nasal',
      'Dos ejercicios guiados paso a paso',
      'Aplicable a cualquier deporte',
      'Certificado de finalización',
    ],
    level: 'Todos los niveles',
    durationWeeks: null,
    // No declared workload: the certificate states the syllabus's video length (domain/course-figures.ts).
    courseHours: null,
    phases: [],
    competitions: [],
  },
  {
    id: 'course-3',
    type: 'COURSE',
    seller: 'STORE',
    name: 'Vertical: parada de manos desde cero',
    price: 15000,
    offer: null,
    isEnabled: true,
    isFeatured: false,
    imageSource: '/images/course-3.svg',
    coachName: 'Lucas Ferreyra',
    coachBio: LUCAS_BIO,
    summary: 'Un camino completo, con plan de 10 semanas, para lograr tu vertical libre con buena técnica.',
    description:
      'La vertical es una de las habilidades más buscadas y también una de las que más paciencia piden. ' +
      'Este curso la divide en partes: entrada en calor, movilidad de hombros y muñecas, fortalecimiento específico, elongación y técnica de alineación.\n\n' +
      'Con esa base practicás los ejercicios para ir a la vertical, primero contra la pared y después libre, ' +
      'y seguís un plan de 10 semanas con las sesiones de cada semana detalladas.\n\n' +
      'Es para quienes entrenan y nunca lograron sostener una vertical, o la sostienen unos segundos y quieren mejorarla. ' +
      'Al final te explicamos cómo enviar tu video para obtener el certificado.',
    highlights: [
      'Plan de 10 semanas con sesiones detalladas',
      'Movilidad de hombros y muñecas en teoría y práctica',
      'Progresiones contra la pared y libres',
      'Corrección de alineación y equilibrio',
      'Certificado con evaluación en video',
    ],
    level: 'Inicial',
    durationWeeks: 10,
    // No declared workload: the certificate states the syllabus's video length (domain/course-figures.ts).
    courseHours: null,
    finalEvaluation: 'VIDEO_SUBMISSION',
    phases: [],
    competitions: [],
  },
  {
    id: 'course-4',
    type: 'COURSE',
    seller: 'STORE',
    name: 'Pull Ups: de la dominada estricta al butterfly',
    price: 15000,
    offer: null,
    isEnabled: true,
    isFeatured: false,
    imageSource: '/images/course-4.svg',
    coachName: 'Lucas Ferreyra',
    coachBio: LUCAS_BIO,
    summary: 'Progresiones claras para sumar dominadas estrictas, kipping y butterfly en cuatro semanas.',
    description:
      'Las dominadas están en casi todos los entrenamientos y muchas veces se hacen sin la base necesaria. ' +
      'Empezamos por los fundamentos: activación escapular, agarres y cómo colgarse de la barra de forma activa.\n\n' +
      'Después avanzamos con las progresiones de kipping y de butterfly, con los errores más comunes y cómo corregirlos, ' +
      'y lo integrás todo en un plan de 4 semanas.\n\n' +
      'Es para quienes todavía no hacen dominadas o las hacen con poca técnica y quieren ganar eficiencia en los WODs.',
    highlights: [
      'Fundamentos y trabajo de colgado activo',
      'Progresiones de kipping y butterfly',
      'Plan de 4 semanas',
      'Certificado de finalización',
    ],
    level: 'Intermedio',
    durationWeeks: 4,
    // No declared workload: the certificate states the syllabus's video length (domain/course-figures.ts).
    courseHours: null,
    phases: [],
    competitions: [],
  },
  {
    id: 'course-5',
    type: 'COURSE',
    seller: 'STORE',
    name: 'Double Unders: saltos dobles sin frustración',
    price: 10000,
    offer: { price: 8999, validDateTimeFrom: '2024-02-01T00:00:00-03:00', validDateTimeTo: '2024-03-01T00:00:00-03:00' },
    isEnabled: true,
    isFeatured: true,
    imageSource: '/images/course-5.svg',
    coachName: 'Carla Benítez',
    coachBio:
      'Carla Benítez es entrenadora funcional y ex atleta de competencia, reconocida por su trabajo con soga y gimnásticos. ' +
      'Enseñó double unders a cientos de alumnos con un método simple basado en ritmo y timing.',
    summary: 'Un tutorial directo y un plan de práctica para encadenar tus primeros double unders.',
    description:
      'Los double unders no son cuestión de fuerza: son ritmo, posición y una soga bien ajustada. ' +
      'En el tutorial ves cómo elegir y medir la soga, la postura, el movimiento de muñecas y el timing del salto.\n\n' +
      'Después seguís un plan de práctica corto, con ejercicios para pasar de simples a dobles y empezar a encadenarlos.\n\n' +
      'Ideal para quienes saltan simples con comodidad pero todavía no logran los dobles o los pierden en mitad del WOD.',
    highlights: ['Cómo elegir y ajustar tu soga', 'Técnica de muñecas y timing del salto', 'Plan de práctica para encadenar repeticiones'],
    level: 'Inicial',
    durationWeeks: null,
    phases: [],
    competitions: [],
  },
  {
    id: 'course-6',
    type: 'COURSE',
    seller: 'STORE',
    name: 'Bar Muscle Up: tu primer muscle up en barra',
    price: 15000,
    offer: null,
    isEnabled: true,
    isFeatured: false,
    imageSource: '/images/course-6.svg',
    coachName: 'Lucas Ferreyra',
    coachBio: LUCAS_BIO,
    summary: 'Swing, cadera y transición: todo lo que necesitás para tu primer bar muscle up, con plan de 6 semanas.',
    description:
      'El bar muscle up combina un buen kip, un tirón potente y una transición rápida por encima de la barra. ' +
      'En este curso trabajás cada una de esas partes por separado antes de unirlas.\n\n' +
      'Vas a ver los requisitos de fuerza, el swing, cómo llevar la cadera a la barra y las progresiones con banda y a salto, ' +
      'todo organizado en un plan de 6 semanas.\n\n' +
      'Es para quienes ya hacen dominadas y fondos con soltura y quieren sumar el muscle up a su repertorio.',
    highlights: [
      'Requisitos de fuerza y evaluación inicial',
      'Swing y cadera a la barra paso a paso',
      'Progresiones de transición',
      'Plan de 6 semanas',
      'Certificado de finalización',
    ],
    level: 'Avanzado',
    durationWeeks: 6,
    // No declared workload: the certificate states the syllabus's video length (domain/course-figures.ts).
    courseHours: null,
    phases: [],
    competitions: [],
  },
  {
    id: 'course-7',
    type: 'COURSE',
    seller: 'STORE',
    name: 'Ring Muscle Up: dominá las anillas',
    price: 15000,
    offer: null,
    isEnabled: true,
    isFeatured: false,
    imageSource: '/images/course-7.svg',
    coachName: 'Lucas Ferreyra',
    coachBio: LUCAS_BIO,
    summary: 'Agarre falso, transición y kip en anillas para lograr tu ring muscle up en 6 semanas.',
    description:
      'Las anillas exigen estabilidad y una técnica distinta a la de la barra. ' +
      'Empezamos por lo específico de las anillas: cómo montarlas, el agarre falso, el soporte y la rotación externa.\n\n' +
      'Sumamos fuerza específica y las progresiones de kip y transición, y lo integrás en un plan de 6 semanas con sesiones detalladas.\n\n' +
      'Pensado para quienes ya dominan dominadas y fondos en anillas y quieren su primer ring muscle up, estricto o con kip.',
    highlights: [
      'Montaje de anillas, agarre falso y soporte',
      'Fuerza específica para la transición',
      'Kip en anillas y progresiones con banda',
      'Plan de 6 semanas',
      'Certificado de finalización',
    ],
    level: 'Avanzado',
    durationWeeks: 6,
    // No declared workload: the certificate states the syllabus's video length (domain/course-figures.ts).
    courseHours: null,
    phases: [],
    competitions: [],
  },
  {
    id: 'planning-1',
    type: 'PLANNING',
    seller: 'DELFI',
    name: 'Planificación Box',
    price: 18000,
    offer: null,
    isEnabled: true,
    isFeatured: false,
    imageSource: '/images/planning-1.svg',
    coachName: 'Delfina Ríos',
    coachBio: DELFI_BIO,
    summary: 'Programación de 12 semanas para entrenar en el box cinco días por semana con fuerza, gimnásticos y acondicionamiento.',
    description:
      'La Planificación Box es para quienes entrenan en un box o gimnasio con equipamiento completo y quieren una programación ordenada. ' +
      'Cada semana tiene cinco sesiones con entrada en calor, bloque de fuerza o habilidad y un WOD.\n\n' +
      'El ciclo de 12 semanas arranca con adaptación, construye volumen, sube la intensidad y cierra con una semana de descarga y testeo ' +
      'para que veas tu progreso en números.\n\n' +
      'Cada sesión incluye escalas para que puedas adaptarla a tu nivel.',
    highlights: [
      '5 sesiones por semana',
      'Ciclo de 12 semanas con testeo final',
      'Escalas para cada WOD',
      'Fuerza, gimnásticos y acondicionamiento',
    ],
    level: 'Intermedio',
    durationWeeks: 12,
    phases: [
      {
        name: 'Adaptación',
        startWeek: 1,
        endWeek: 3,
        description: 'Volumen moderado, técnica de los levantamientos básicos y tests iniciales de fuerza y acondicionamiento.',
      },
      {
        name: 'Construcción',
        startWeek: 4,
        endWeek: 8,
        description: 'Más volumen de fuerza con sentadilla y peso muerto, gimnásticos en series y WODs de 12 a 20 minutos.',
      },
      {
        name: 'Intensificación',
        startWeek: 9,
        endWeek: 11,
        description: 'Cargas más altas con menos repeticiones, intervalos de alta intensidad y trabajo de ritmo.',
      },
      {
        name: 'Descarga y testeo',
        startWeek: 12,
        endWeek: 12,
        description: 'Semana liviana para recuperar y repetir los tests del inicio del ciclo.',
      },
    ],
    competitions: [],
  },
  {
    id: 'planning-2',
    type: 'PLANNING',
    seller: 'DELFI',
    name: 'Planificación ADV',
    price: 22000,
    offer: null,
    isEnabled: true,
    isFeatured: false,
    imageSource: '/images/planning-2.svg',
    coachName: 'Delfina Ríos',
    coachBio: DELFI_BIO,
    summary: 'Programación avanzada de 16 semanas con doble bloque de fuerza y gimnásticos de alta habilidad.',
    description:
      'La Planificación ADV está pensada para atletas avanzados que ya dominan los levantamientos olímpicos y los gimnásticos básicos. ' +
      'Propone cinco o seis sesiones semanales con fuerza, halterofilia, habilidades y acondicionamiento de mayor volumen.\n\n' +
      'El ciclo de 16 semanas pasa por una base aeróbica, un bloque de volumen, otro de intensidad y una puesta a punto ' +
      'para llegar en tu mejor forma a un test o a una competencia local.\n\n' +
      'Incluye trabajo accesorio y de movilidad para sostener la carga de entrenamiento.',
    highlights: [
      '5 a 6 sesiones por semana',
      'Ciclo de 16 semanas',
      'Halterofilia y gimnásticos avanzados',
      'Trabajo accesorio y de movilidad',
    ],
    level: 'Avanzado',
    durationWeeks: 16,
    phases: [
      {
        name: 'Base',
        startWeek: 1,
        endWeek: 4,
        description: 'Base aeróbica, técnica de halterofilia con cargas medias y volumen de gimnásticos estrictos.',
      },
      {
        name: 'Volumen',
        startWeek: 5,
        endWeek: 9,
        description: 'Mayor volumen de fuerza y de WODs largos, con doble sesión opcional dos días por semana.',
      },
      {
        name: 'Intensidad',
        startWeek: 10,
        endWeek: 14,
        description: 'Cargas altas en los levantamientos, intervalos cortos y exigentes y gimnásticos bajo fatiga.',
      },
      {
        name: 'Puesta a punto',
        startWeek: 15,
        endWeek: 16,
        description: 'Baja el volumen y se mantiene la intensidad para llegar descansado a los tests finales.',
      },
    ],
    competitions: [],
  },
  {
    id: 'planning-3',
    type: 'PLANNING',
    seller: 'DELFI',
    name: 'Planificación RX Elite',
    price: 32000,
    offer: null,
    isEnabled: true,
    isFeatured: true,
    imageSource: '/images/planning-3.svg',
    coachName: 'Delfina Ríos',
    coachBio: DELFI_BIO,
    summary: 'La programación de competencia: 16 semanas pensadas para llegar en tu mejor nivel a las fechas del calendario.',
    description:
      'La Planificación RX Elite es para atletas que compiten o quieren competir en categoría RX. ' +
      'Tiene seis sesiones por semana, con días de doble turno, y combina fuerza máxima, halterofilia, gimnásticos de alta habilidad y acondicionamiento específico.\n\n' +
      'El ciclo de 16 semanas empieza con una evaluación, sigue con bloques de acumulación, transformación y realización ' +
      'y termina con una puesta a punto alineada con el calendario de competencias.\n\n' +
      'Incluye simulacros de eventos de competencia y pautas de recuperación entre sesiones.',
    highlights: [
      '6 sesiones por semana con doble turno',
      'Ciclo de 16 semanas orientado a competir',
      'Simulacros de eventos de competencia',
      'Calendario de competencias sugeridas',
      'Pautas de recuperación',
    ],
    level: 'Avanzado',
    durationWeeks: 16,
    phases: [
      {
        name: 'Evaluación inicial',
        startWeek: 1,
        endWeek: 1,
        description: 'Tests de fuerza máxima, benchmarks de acondicionamiento y evaluación de habilidades gimnásticas.',
      },
      {
        name: 'Acumulación',
        startWeek: 2,
        endWeek: 5,
        description: 'Alto volumen de trabajo aeróbico y de fuerza submáxima para construir la base del ciclo.',
      },
      {
        name: 'Transformación',
        startWeek: 6,
        endWeek: 10,
        description: 'Se convierte la base en potencia: halterofilia pesada, gimnásticos bajo fatiga y WODs mixtos.',
      },
      {
        name: 'Realización',
        startWeek: 11,
        endWeek: 14,
        description: 'Simulacros de eventos de competencia, trabajo de ritmo y estrategia con intensidad alta.',
      },
      {
        name: 'Puesta a punto',
        startWeek: 15,
        endWeek: 16,
        description: 'Taper: baja el volumen, se cuidan la recuperación y la técnica para llegar frescos a competir.',
      },
    ],
    competitions: [
      { name: 'Desafío Andino RX', date: '2026-09-12', location: 'Mendoza' },
      { name: 'Copa Litoral Funcional', date: '2027-03-20', location: 'Rosario' },
      { name: 'Open Patagonia Fitness', date: '2027-06-05', location: 'Neuquén' },
    ],
  },
  {
    id: 'planning-4',
    type: 'PLANNING',
    seller: 'DELFI',
    name: 'Planificación Halterofilia',
    price: 26000,
    offer: null,
    isEnabled: true,
    isFeatured: false,
    imageSource: '/images/planning-4.svg',
    coachName: 'Delfina Ríos',
    coachBio: DELFI_BIO,
    summary: 'Ciclo de 14 semanas de arranque, envión y fuerza para mejorar tus marcas y llegar listo al torneo.',
    description:
      'La Planificación Halterofilia se enfoca en el arranque y el envión, con sentadillas, tirones y trabajo técnico. ' +
      'Propone cuatro sesiones semanales con porcentajes calculados a partir de tus marcas actuales.\n\n' +
      'El ciclo de 14 semanas arranca con técnica y base, pasa a un bloque de fuerza, sube la intensidad ' +
      'y termina con un taper para competir o testear tus máximos.\n\n' +
      'Es para atletas de halterofilia o de box que quieran mejorar sus levantamientos olímpicos con una programación específica.',
    highlights: [
      '4 sesiones por semana',
      'Porcentajes según tus marcas',
      'Ciclo de 14 semanas con taper',
      'Calendario de torneos sugeridos',
    ],
    level: 'Intermedio',
    durationWeeks: 14,
    phases: [
      {
        name: 'Técnica y base',
        startWeek: 1,
        endWeek: 4,
        description: 'Variantes desde colgado y bloques, tirones y sentadillas con volumen moderado al 65-75 %.',
      },
      {
        name: 'Fuerza',
        startWeek: 5,
        endWeek: 9,
        description: 'Más carga en sentadillas y tirones, levantamientos completos al 75-85 % y trabajo de posiciones.',
      },
      {
        name: 'Intensidad',
        startWeek: 10,
        endWeek: 12,
        description: 'Singles y dobles pesados por encima del 85 %, con menos volumen total.',
      },
      {
        name: 'Taper y competencia',
        startWeek: 13,
        endWeek: 14,
        description: 'Descarga progresiva, aperturas planificadas y test de máximos o competencia.',
      },
    ],
    competitions: [
      { name: 'Torneo Apertura de Halterofilia Mediterránea', date: '2026-07-18', location: 'Córdoba' },
      { name: 'Copa Río de la Plata de Levantamiento', date: '2027-04-10', location: 'La Plata' },
      { name: 'Encuentro Federal de Halterofilia del Norte', date: '2027-08-21', location: 'San Miguel de Tucumán' },
    ],
  },
  {
    id: 'planning-5',
    type: 'PLANNING',
    seller: 'DELFI',
    name: 'Planificación Atlética Home',
    price: 14000,
    offer: null,
    isEnabled: true,
    isFeatured: false,
    imageSource: '/images/planning-5.svg',
    coachName: 'Delfina Ríos',
    coachBio: DELFI_BIO,
    summary: 'Entrená en casa con poco equipamiento: 12 semanas de fuerza, resistencia y potencia.',
    description:
      'La Planificación Atlética Home es para entrenar en casa o al aire libre con muy poco equipamiento: ' +
      'un par de mancuernas o una kettlebell, una soga y tu propio peso corporal.\n\n' +
      'Son cuatro sesiones semanales de 40 a 50 minutos. El ciclo de 12 semanas pasa por adaptación, resistencia y potencia, ' +
      'y cierra con un test para medir lo que mejoraste.\n\n' +
      'Cada ejercicio tiene alternativas para quienes recién empiezan y para quienes buscan más intensidad.',
    highlights: ['4 sesiones por semana de 40 a 50 minutos', 'Mínimo equipamiento', 'Alternativas para cada nivel', 'Test inicial y final'],
    level: 'Todos los niveles',
    durationWeeks: 12,
    phases: [
      {
        name: 'Adaptación',
        startWeek: 1,
        endWeek: 3,
        description: 'Patrones básicos con peso corporal, movilidad y circuitos cortos de baja intensidad.',
      },
      {
        name: 'Resistencia',
        startWeek: 4,
        endWeek: 7,
        description: 'Circuitos más largos, trabajo con soga y más repeticiones con mancuernas o kettlebell.',
      },
      {
        name: 'Potencia',
        startWeek: 8,
        endWeek: 11,
        description: 'Saltos, lanzamientos y ejercicios explosivos combinados con intervalos de alta intensidad.',
      },
      {
        name: 'Test final',
        startWeek: 12,
        endWeek: 12,
        description: 'Semana de descarga con la repetición de los tests del inicio del ciclo.',
      },
    ],
    competitions: [],
  },
];
