// No seeded text promises what its course lacks. Every text a buyer reads about a course (its page:
// summary, description, highlights; its lessons' names and texts) is read from the seed, and each
// promise found in it is checked against what the seed gives that course: a certificate topic, a
// final evaluation and its kind, and the number of lessons it says it has.
import { describe, expect, it } from 'vitest';
import { courseFigures } from '../../functions/domain/course-figures';
import { isCertificateTopic } from '../../functions/domain/course-progress';
import { seedItems } from '../../functions/seed/catalogue';
import { seedEvaluations } from '../../functions/seed/evaluations';
import { seedLessons } from '../../functions/seed/lessons';

interface Promise_ {
  /** What the text promises, for the failure message. */
  name: string;
  pattern: RegExp;
  /** Whether the course keeps it. */
  kept: (course: CourseFacts) => boolean;
}

interface CourseFacts {
  hasCertificate: boolean;
  evaluation: 'QUIZ' | 'VIDEO_SUBMISSION' | null;
  lessonCount: number;
  videoLessonCount: number;
}

const PROMISES: Promise_[] = [
  { name: 'a certificate', pattern: /certificad/i, kept: (course) => course.hasCertificate },
  {
    name: 'a final evaluation',
    pattern: /evaluaci[oó]n final|aprob(?:ar|ás|arla|ala|ada|ado|ación|arse|en)\b|evaluaci[oó]n del certificado|cuando se aprueben/i,
    kept: (course) => course.evaluation !== null,
  },
  {
    name: 'a video submission',
    pattern: /evaluaci[oó]n (?:en|con) video|envi(?:á|ar|ás) (?:los |tu |tus )?videos?|grabá tu .* para la evaluación/i,
    kept: (course) => course.evaluation === 'VIDEO_SUBMISSION',
  },
  { name: 'a quiz', pattern: /cuestionario|preguntas/i, kept: (course) => course.evaluation === 'QUIZ' },
];

function factsOf(courseId: string): CourseFacts {
  const lessons = seedLessons.find((course) => course.itemId === courseId);
  const units = lessons?.units ?? [];
  return {
    hasCertificate: units.some((unit) => unit.topics.some(isCertificateTopic)),
    evaluation: seedEvaluations.find((evaluation) => evaluation.itemId === courseId)?.kind ?? null,
    lessonCount: courseFigures(units).lessonCount,
    videoLessonCount: units.flatMap((unit) => unit.topics).filter((topic) => topic.componentName === 'video-lesson').length,
  };
}

/** Every text a buyer reads about the course, with where it is. */
function textsOf(courseId: string): { where: string; text: string }[] {
  const item = seedItems.find((candidate) => candidate.id === courseId);
  const lessons = seedLessons.find((course) => course.itemId === courseId);
  return [
    ...(item
      ? [
          { where: 'summary', text: item.summary },
          { where: 'description', text: item.description },
        ]
      : []),
    ...(item?.highlights ?? []).map((text, index) => ({ where: `highlight ${index + 1}`, text })),
    ...(lessons?.units ?? []).flatMap((unit) => [
      { where: `unit ${unit.id}`, text: unit.name },
      ...unit.topics.flatMap((topic) => [
        { where: `topic ${topic.id} name`, text: topic.name },
        { where: `topic ${topic.id} text`, text: topic.text },
      ]),
    ]),
  ];
}

const courseIds = seedItems.filter((item) => item.type === 'COURSE').map((item) => item.id);

describe('seeded texts promise only what their course has', () => {
  it.each(courseIds)('%s', (courseId) => {
    const facts = factsOf(courseId);
    const broken: string[] = [];
    for (const { where, text } of textsOf(courseId)) {
      for (const promise of PROMISES) {
        if (promise.pattern.test(text) && !promise.kept(facts)) broken.push(`${where} promises ${promise.name}: «${text}»`);
      }
      // "17 clases en video", "18 clases": the count the syllabus has.
      for (const match of text.matchAll(/(\d+) clases( en video)?/g)) {
        const said = Number(match[1]);
        const real = match[2] ? facts.videoLessonCount : facts.lessonCount;
        if (said !== real) broken.push(`${where} says ${said} clases${match[2] ?? ''}, the programme has ${real}: «${text}»`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('finds a broken promise (the check itself can fail)', () => {
    const pattern = PROMISES.find((promise) => promise.name === 'a final evaluation')?.pattern;
    expect(pattern?.test('Al aprobar la evaluación final recibís el certificado.')).toBe(true);
    expect(PROMISES.find((promise) => promise.name === 'a final evaluation')?.kept(factsOf('course-2'))).toBe(false);
  });

  it('seeds course-1 with a quiz of 10 questions and course-3 with a video submission, and nothing else', () => {
    expect(seedEvaluations.map((evaluation) => [evaluation.itemId, evaluation.kind])).toEqual([
      ['course-1', 'QUIZ'],
      ['course-3', 'VIDEO_SUBMISSION'],
    ]);
    const quiz = seedEvaluations[0];
    expect(quiz?.questions).toHaveLength(10);
    expect(quiz?.questions.some((question) => question.multiple)).toBe(true);
    expect(quiz?.questions.some((question) => !question.multiple)).toBe(true);
  });
});
