// A course's final evaluation, as the admin authors it, and the pure rules around it: what a buyer
// may see of it (never the answers), how a quiz attempt is graded, how questions are shuffled, and
// whether the certificate may be issued. Two kinds: a quiz (single and multiple choice, a pass mark,
// an attempts limit) and a video submission (the buyer sends 1–3 videos; the coach approves them or
// asks for another attempt).
import * as z from 'zod/mini';

export type EvaluationKindName = 'QUIZ' | 'VIDEO_SUBMISSION';

export interface QuizOptionRecord {
  id: string;
  text: string;
}

export interface QuizQuestionRecord {
  id: string;
  text: string;
  /** True: several options are right and the buyer must pick exactly those. */
  multiple: boolean;
  options: QuizOptionRecord[];
  /** The answer key: stored on the server, never in a query result. */
  correctOptionIds: string[];
}

/** The evaluation as stored (with the answer key). */
export interface CourseEvaluationRecord {
  itemId: string;
  kind: EvaluationKindName;
  title: string;
  instructions: string;
  /** Quiz: the share of right answers (percent, 1–100) that passes. */
  passPercent: number;
  /** Quiz: attempts a buyer has (null: unlimited). */
  maxAttempts: number | null;
  questions: QuizQuestionRecord[];
  /** Video submission: how many videos the buyer must send (1–3) at most. */
  maxVideos: number;
  updatedAt: string;
}

/** Limits of a submitted video: the types a browser records or exports, and a size a phone can upload. */
export const SUBMISSION_VIDEO_TYPES = { 'video/mp4': 'mp4', 'video/webm': 'webm', 'video/quicktime': 'mov' } as const;
export type SubmissionVideoType = keyof typeof SUBMISSION_VIDEO_TYPES;
export const MAX_SUBMISSION_VIDEO_BYTES = 200 * 1024 * 1024;
const MAX_SUBMISSION_VIDEOS = 3;

export const isSubmissionVideoType = (value: string): value is SubmissionVideoType => Object.hasOwn(SUBMISSION_VIDEO_TYPES, value);

export function submissionVideoKey(itemId: string, userId: string, contentType: SubmissionVideoType, uniquePart: string): string {
  return `evaluations/${itemId}/${userId}/${uniquePart}.${SUBMISSION_VIDEO_TYPES[contentType]}`;
}

/** A key the buyer may submit: one the server signed for this buyer and course. */
export const isOwnSubmissionKey = (key: string, itemId: string, userId: string): boolean =>
  key.startsWith(`evaluations/${itemId}/${userId}/`) && /^[A-Za-z0-9_.-]+$/.test(key.slice(`evaluations/${itemId}/${userId}/`.length));

// ── Authoring (admin) ────────────────────────────────────────────────────────────────────────────

const line = (label: string, max: number) =>
  z.string().check(z.trim(), z.minLength(1, `Escribí ${label}.`), z.maxLength(max, `Puede tener hasta ${max} caracteres.`));

const optionSchema = z.object({ id: line('el identificador de la opción', 40), text: line('el texto de la opción', 300) });

const questionSchema = z
  .object({
    id: line('el identificador de la pregunta', 40),
    text: line('la pregunta', 500),
    multiple: z.boolean(),
    options: z
      .array(optionSchema)
      .check(z.minLength(2, 'Cada pregunta necesita al menos 2 opciones.'), z.maxLength(8, 'Hasta 8 opciones.')),
    correctOptionIds: z.array(z.string()).check(z.minLength(1, 'Marcá al menos una opción correcta.')),
  })
  .check(
    z.refine((q) => q.correctOptionIds.every((id) => q.options.some((option) => option.id === id)), {
      message: 'Las opciones correctas tienen que ser opciones de la pregunta.',
      path: ['correctOptionIds'],
    }),
    z.refine((q) => q.multiple || q.correctOptionIds.length === 1, {
      message: 'Una pregunta de opción única tiene una sola opción correcta.',
      path: ['correctOptionIds'],
    }),
    z.refine((q) => new Set(q.options.map((option) => option.id)).size === q.options.length, {
      message: 'Las opciones de una pregunta no pueden repetir identificador.',
      path: ['options'],
    }),
  );

export const evaluationInputSchema = z
  .object({
    itemId: line('el curso', 300),
    kind: z.enum(['QUIZ', 'VIDEO_SUBMISSION']),
    title: line('el título', 120),
    instructions: z
      .string()
      .check(z.trim(), z.minLength(1, 'Escribí las instrucciones.'), z.maxLength(4_000, 'Pueden tener hasta 4000 caracteres.')),
    passPercent: z.int().check(z.minimum(1, 'La nota para aprobar va de 1 a 100.'), z.maximum(100, 'La nota para aprobar va de 1 a 100.')),
    maxAttempts: z.nullable(z.int().check(z.minimum(1, 'Los intentos van de 1 a 20.'), z.maximum(20, 'Los intentos van de 1 a 20.'))),
    questions: z.array(questionSchema).check(z.maxLength(50, 'Hasta 50 preguntas.')),
    maxVideos: z.int().check(z.minimum(1, 'Los videos van de 1 a 3.'), z.maximum(MAX_SUBMISSION_VIDEOS, 'Los videos van de 1 a 3.')),
  })
  .check(
    z.refine((evaluation) => evaluation.kind !== 'QUIZ' || evaluation.questions.length >= 1, {
      message: 'Un cuestionario necesita al menos una pregunta.',
      path: ['questions'],
    }),
    z.refine((evaluation) => new Set(evaluation.questions.map((question) => question.id)).size === evaluation.questions.length, {
      message: 'Las preguntas no pueden repetir identificador.',
      path: ['questions'],
    }),
  );

// ── What a buyer sees ────────────────────────────────────────────────────────────────────────────

export interface PublicQuizQuestion {
  id: string;
  text: string;
  multiple: boolean;
  options: QuizOptionRecord[];
}

/**
 * What a buyer's sheet calls an option: an id made for this buyer's attempt (a keyed hash of the
 * attempt's secret salt, the question and the author's option id), so it reveals neither the
 * author's letter (`q01-a`) nor anything another buyer, or another attempt, could reuse.
 */
export type ShownOptionId = (questionId: string, optionId: string) => string;

/**
 * The questions without their answer key, each question and its options in a fresh order, the
 * options under their shown ids. `draw(max)` is a uniform integer in [0, max) (crypto.randomInt
 * on the server; tests fix it).
 */
export function shuffledQuestions(
  questions: QuizQuestionRecord[],
  draw: (max: number) => number,
  shownId: ShownOptionId,
): PublicQuizQuestion[] {
  return shuffle(questions, draw).map((question) => ({
    id: question.id,
    text: question.text,
    multiple: question.multiple,
    options: shuffle(question.options, draw).map((option) => ({ id: shownId(question.id, option.id), text: option.text })),
  }));
}

/**
 * An answer sheet in the author's option ids: each shown id of the attempt back to its option; an
 * id the attempt never showed (another buyer's, an earlier attempt's, an author's letter) is kept
 * as it came, which answerSheetProblem then refuses.
 */
export function answersInAuthorIds(
  evaluation: Pick<CourseEvaluationRecord, 'questions'>,
  answers: QuizAnswer[],
  shownId: ShownOptionId,
): QuizAnswer[] {
  const byQuestion = new Map(
    evaluation.questions.map((question) => [
      question.id,
      new Map(question.options.map((option) => [shownId(question.id, option.id), option.id])),
    ]),
  );
  return answers.map((answer) => {
    const shown = byQuestion.get(answer.questionId);
    return {
      questionId: answer.questionId,
      optionIds: answer.optionIds.map((id) => shown?.get(id) ?? `unknown:${id}`),
    };
  });
}

/** What an attempt's answer says per question: nothing before passing (only how many), which ones after. */
export const revealedResults = (grade: Pick<QuizGrade, 'passed' | 'results'>): QuizGrade['results'] => (grade.passed ? grade.results : []);

/** Fisher–Yates on a copy. */
function shuffle<T>(values: readonly T[], draw: (max: number) => number): T[] {
  const copy = [...values];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = draw(index + 1);
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
}

// ── Grading ──────────────────────────────────────────────────────────────────────────────────────

export interface QuizAnswer {
  questionId: string;
  optionIds: string[];
}

export interface QuizGrade {
  correctCount: number;
  questionCount: number;
  scorePercent: number;
  passed: boolean;
  /**
   * Per question, whether it was right (the right options themselves are never returned; the
   * buyer gets these only once she passed: revealedResults).
   */
  results: { questionId: string; correct: boolean }[];
}

/**
 * Grades an attempt: a question is right when exactly its correct options were chosen (no more,
 * no fewer); an unanswered question is wrong. Answers to unknown questions are ignored.
 */
export function gradeQuiz(evaluation: Pick<CourseEvaluationRecord, 'questions' | 'passPercent'>, answers: QuizAnswer[]): QuizGrade {
  const chosen = new Map(answers.map((answer) => [answer.questionId, new Set(answer.optionIds)]));
  const results = evaluation.questions.map((question) => {
    const picked = chosen.get(question.id) ?? new Set<string>();
    const correct = picked.size === question.correctOptionIds.length && question.correctOptionIds.every((id) => picked.has(id));
    return { questionId: question.id, correct };
  });
  const correctCount = results.filter((result) => result.correct).length;
  const questionCount = evaluation.questions.length;
  const scorePercent = questionCount === 0 ? 0 : Math.round((correctCount * 100) / questionCount);
  return { correctCount, questionCount, scorePercent, passed: scorePercent >= evaluation.passPercent, results };
}

/** Why an answer sheet is refused before grading (null: it can be graded). */
export function answerSheetProblem(evaluation: Pick<CourseEvaluationRecord, 'questions'>, answers: QuizAnswer[]): string | null {
  const byId = new Map(evaluation.questions.map((question) => [question.id, question]));
  const seen = new Set<string>();
  for (const answer of answers) {
    const question = byId.get(answer.questionId);
    if (!question) return 'Una de las respuestas no corresponde a una pregunta de esta evaluación.';
    if (seen.has(answer.questionId)) return 'Respondiste dos veces la misma pregunta.';
    seen.add(answer.questionId);
    if (new Set(answer.optionIds).size !== answer.optionIds.length) return 'Elegiste dos veces la misma opción.';
    if (!answer.optionIds.every((id) => question.options.some((option) => option.id === id))) {
      return 'Una de las opciones elegidas no corresponde a su pregunta: volvé a cargar la evaluación y respondé de nuevo.';
    }
    if (!question.multiple && answer.optionIds.length > 1) return 'En las preguntas de opción única elegí una sola opción.';
  }
  if (seen.size < evaluation.questions.length) return 'Respondé todas las preguntas antes de enviar.';
  return null;
}

// ── The buyer's state and the certificate ───────────────────────────────────────────────────────

export type SubmissionStatusName = 'PENDING_REVIEW' | 'APPROVED' | 'CHANGES_REQUESTED';

export interface EvaluationStateRecord {
  itemId: string;
  userId: string;
  kind: EvaluationKindName;
  attemptsUsed: number;
  passed: boolean;
  passedAt: string | null;
  lastScorePercent: number | null;
  lastResults: { questionId: string; correct: boolean }[];
  /** Video submission: the current one (a new attempt replaces it). */
  submission: {
    status: SubmissionStatusName;
    videos: { key: string; contentType: string }[];
    submittedAt: string;
    reviewComment: string | null;
    reviewedAt: string | null;
  } | null;
  updatedAt: string;
}

/** Attempts left for a quiz (null: unlimited). */
export const attemptsLeft = (
  evaluation: Pick<CourseEvaluationRecord, 'maxAttempts'>,
  state: Pick<EvaluationStateRecord, 'attemptsUsed'> | null,
) => (evaluation.maxAttempts === null ? null : Math.max(0, evaluation.maxAttempts - (state?.attemptsUsed ?? 0)));
