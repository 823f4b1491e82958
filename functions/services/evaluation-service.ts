// Course evaluations: the owner of a course takes its quiz (graded here; the answer key never
// leaves the server before or after) or sends 1–3 videos through presigned uploads; the coach
// (admin) reviews the videos — approve, or ask for another attempt with a comment — and the buyer
// is e-mailed either way through the mail queue. The certificate service asks `evaluationPassed`.
// The admin's saving or removing an evaluation changes what the published course page promises
// (its buy box's certificate note), so it republishes the course.
// Flow: handler → evaluation service → evaluations/items/inventory/users repositories, content
// store, mailer, storefront publishing.
import { createHash } from 'node:crypto';
import type {
  AdminCourseEvaluation,
  CourseEvaluation,
  CourseEvaluationRequest,
  EvaluationStatus,
  EvaluationVideoUpload,
  QuizAnswerRequest,
  QuizAttemptResult,
  ReviewSubmissionRequest,
  SubmissionReview,
} from '../domain/evaluation-views';
import {
  MAX_SUBMISSION_VIDEO_BYTES,
  SUBMISSION_VIDEO_TYPES,
  answerSheetProblem,
  answersInAuthorIds,
  revealedResults,
  type ShownOptionId,
  attemptsLeft,
  evaluationInputSchema,
  gradeQuiz,
  isOwnSubmissionKey,
  isSubmissionVideoType,
  shuffledQuestions,
  submissionVideoKey,
  type CourseEvaluationRecord,
  type EvaluationStateRecord,
  type SubmissionStatusName,
} from '../domain/course-evaluation';
import { AppError, itemNotFound, notFound, signInRequired } from '../domain/errors';
import { parseInput } from '../domain/validation';
import { isAdmin, type Viewer } from '../domain/viewer';
import type { ContentStore } from '../content/content-store';
import type { EvaluationsRepository } from '../data/evaluations-repository';
import type { InventoryRepository } from '../data/inventory-repository';
import type { ItemsRepository } from '../data/items-repository';
import type { UsersRepository } from '../data/users-repository';
import type { Mailer } from '../mail/mailer';
import type { StorefrontPublishing } from './storefront-publishing';
import { renderMail } from '../mail/mail-template';
import { requireAdmin } from './admin-guard';
import { requireVisibleCourse } from './lessons-service';

export interface EvaluationDependencies {
  items: ItemsRepository;
  inventory: InventoryRepository;
  evaluations: EvaluationsRepository;
  users: UsersRepository;
  content: ContentStore;
  mailer: Mailer;
  /** Every mutation of an item ends with `storefront.itemsChanged([id])` (published pages). */
  storefront: Pick<StorefrontPublishing, 'itemsChanged'>;
  storeName: string;
  storeWebUrl: string;
  now: () => Date;
  uniqueId: () => string;
  /** A uniform integer in [0, max): shuffles questions (crypto.randomInt in production). */
  draw: (max: number) => number;
  /** A fresh secret for an attempt's sheet (random bytes in production). */
  sheetSalt: () => string;
  logError: (message: string, error: unknown) => void;
}

const MESSAGES = {
  ownersOnly: 'La evaluación es para quienes compraron el curso.',
  none: 'Este curso no tiene evaluación final.',
  notQuiz: 'La evaluación de este curso no es un cuestionario.',
  notVideo: 'La evaluación de este curso no se hace con videos.',
  alreadyPassed: 'Ya aprobaste esta evaluación.',
  noAttemptsLeft: 'Ya usaste todos los intentos de esta evaluación.',
  busy: 'Recibimos otro intento al mismo tiempo. Recargá la página para ver tu resultado.',
  pending: 'Tus videos ya están en revisión. Te avisamos por e-mail cuando el coach los revise.',
  videoType: 'El video tiene que ser MP4, WebM o MOV.',
  videoSize: `Cada video puede pesar hasta ${MAX_SUBMISSION_VIDEO_BYTES / (1024 * 1024)} MB.`,
  missingVideo: 'No encontramos uno de los videos. Subilo de nuevo.',
  commentRequired: 'Escribí un comentario para pedir otro intento: es lo que lee quien envió los videos.',
  notPending: 'Esta entrega ya fue revisada o fue reemplazada por otra.',
  sheetUnread: 'Volvé a cargar la evaluación: las opciones de este intento son nuevas.',
} as const;

const COMMENT_MAX_LENGTH = 2_000;

function statusOf(evaluation: CourseEvaluationRecord, state: EvaluationStateRecord | null): EvaluationStatus {
  const submission = state?.submission ?? null;
  return {
    passed: state?.passed ?? false,
    attemptsUsed: state?.attemptsUsed ?? 0,
    attemptsLeft: evaluation.kind === 'QUIZ' ? attemptsLeft(evaluation, state) : null,
    lastScorePercent: state?.lastScorePercent ?? null,
    // Which questions were right only once passed; before, the score says how many.
    lastResults: state?.passed ? (state.lastResults ?? []) : [],
    submission: submission
      ? {
          status: submission.status,
          videoCount: submission.videos.length,
          submittedAt: submission.submittedAt,
          reviewComment: submission.reviewComment,
          reviewedAt: submission.reviewedAt,
        }
      : null,
  };
}

const adminView = (evaluation: CourseEvaluationRecord): AdminCourseEvaluation => ({
  itemId: evaluation.itemId,
  kind: evaluation.kind,
  title: evaluation.title,
  instructions: evaluation.instructions,
  passPercent: evaluation.passPercent,
  maxAttempts: evaluation.maxAttempts,
  questions: evaluation.questions,
  maxVideos: evaluation.maxVideos,
  updatedAt: evaluation.updatedAt,
});

export function createEvaluationService(deps: EvaluationDependencies) {
  const { items, inventory, evaluations, users, content, storefront, now } = deps;

  /** The signed-in owner of a visible course (admins only if they own it: an evaluation attests a buyer). */
  async function requireOwner(viewer: Viewer, itemId: string): Promise<string> {
    if (viewer.kind !== 'user') throw signInRequired();
    await requireVisibleCourse({ items, inventory }, viewer, itemId);
    if (!(await inventory.owns(viewer.userId, itemId))) throw new AppError('Unauthorized', MESSAGES.ownersOnly);
    return viewer.userId;
  }

  async function requireEvaluation(itemId: string, kind: CourseEvaluationRecord['kind']): Promise<CourseEvaluationRecord> {
    const evaluation = await evaluations.getDefinition(itemId);
    if (!evaluation) throw new AppError('Conflict', MESSAGES.none);
    if (evaluation.kind !== kind) throw new AppError('Conflict', kind === 'QUIZ' ? MESSAGES.notQuiz : MESSAGES.notVideo);
    return evaluation;
  }

  async function reviewOf(state: EvaluationStateRecord): Promise<SubmissionReview> {
    const [item, profile] = await Promise.all([items.get(state.itemId), users.getProfile(state.userId)]);
    const submission = state.submission;
    if (!submission) throw notFound('Esta persona no envió videos.');
    const videos = await Promise.all(
      submission.videos.map(async (video) => {
        const signed = await content.signedVideoUrl(video.key);
        return { url: signed.url, contentType: video.contentType, expiresAt: signed.expiresAt.toISOString() };
      }),
    );
    return {
      itemId: state.itemId,
      courseName: item?.name ?? state.itemId,
      userId: state.userId,
      buyerName: profile ? `${profile.firstName} ${profile.lastName}`.trim() : '',
      buyerEmail: profile?.email ?? '',
      status: submission.status,
      submittedAt: submission.submittedAt,
      reviewComment: submission.reviewComment,
      reviewedAt: submission.reviewedAt,
      videos,
    };
  }

  async function mailReview(review: SubmissionReview): Promise<void> {
    if (!review.buyerEmail) return;
    const approved = review.status === 'APPROVED';
    const course = `"${review.courseName}"`;
    const lessonsUrl = `${deps.storeWebUrl.replace(/\/$/, '')}/lessons/${encodeURIComponent(review.itemId)}`;
    const rendered = renderMail(
      { name: deps.storeName, webUrl: deps.storeWebUrl },
      {
        greeting: `¡Hola ${review.buyerName.split(' ')[0] ?? ''}!`,
        preview: approved ? `Aprobamos tu evaluación de ${course}` : `Tu evaluación de ${course} necesita otro intento`,
        blocks: [
          {
            kind: 'paragraph',
            text: approved
              ? `El coach revisó tus videos y aprobó tu evaluación del curso ${course}. Ya podés descargar tu certificado.`
              : `El coach revisó tus videos del curso ${course} y te pide otro intento.`,
          },
          ...(review.reviewComment
            ? [{ kind: 'facts' as const, rows: [['Comentario del coach', review.reviewComment]] as [string, string][] }]
            : []),
          { kind: 'action', label: approved ? 'Descargar el certificado' : 'Enviar otro intento', url: lessonsUrl },
        ],
      },
    );
    try {
      await deps.mailer.send({
        to: review.buyerEmail,
        subject: approved ? `Aprobaste la evaluación de ${course}` : `Tu evaluación de ${course}: enviá otro intento`,
        ...rendered,
      });
    } catch (error) {
      // The decision is kept; the e-mail is a notice (the player shows the same).
      deps.logError('evaluation review e-mail could not be sent', { itemId: review.itemId, userId: review.userId, error: String(error) });
    }
  }

  /** The option ids of one attempt's sheet: a keyed hash, never the author's id, different per buyer and attempt. */
  const shownIds =
    (salt: string): ShownOptionId =>
    (questionId, optionId) =>
      `o-${createHash('sha256').update(`${salt}\u0000${questionId}\u0000${optionId}`).digest('base64url').slice(0, 16)}`;

  return {
    /** The course's evaluation for its owner or an admin, questions shuffled and without answers; null when it has none. */
    async getCourseEvaluation(viewer: Viewer, itemId: string): Promise<CourseEvaluation | null> {
      if (viewer.kind !== 'user') throw signInRequired();
      await requireVisibleCourse({ items, inventory }, viewer, itemId);
      const owns = await inventory.owns(viewer.userId, itemId);
      if (!owns && !isAdmin(viewer)) throw new AppError('Unauthorized', MESSAGES.ownersOnly);
      const evaluation = await evaluations.getDefinition(itemId);
      if (!evaluation) return null;
      const state = owns ? await evaluations.getState(viewer.userId, itemId) : null;
      // The sheet of the attempt she would send next: its option ids are hers and this attempt's.
      const salt =
        evaluation.kind === 'QUIZ'
          ? await evaluations.quizSheetSalt(viewer.userId, itemId, state?.attemptsUsed ?? 0, deps.sheetSalt(), now())
          : '';
      return {
        itemId,
        kind: evaluation.kind,
        title: evaluation.title,
        instructions: evaluation.instructions,
        passPercent: evaluation.passPercent,
        maxAttempts: evaluation.maxAttempts,
        questions: evaluation.kind === 'QUIZ' ? shuffledQuestions(evaluation.questions, deps.draw, shownIds(salt)) : [],
        maxVideos: evaluation.maxVideos,
        maxVideoBytes: MAX_SUBMISSION_VIDEO_BYTES,
        videoContentTypes: Object.keys(SUBMISSION_VIDEO_TYPES),
        status: statusOf(evaluation, state),
      };
    },

    async submitQuizAttempt(viewer: Viewer, itemId: string, answers: QuizAnswerRequest[]): Promise<QuizAttemptResult> {
      const userId = await requireOwner(viewer, itemId);
      const evaluation = await requireEvaluation(itemId, 'QUIZ');
      const state = await evaluations.getState(userId, itemId);
      if (state?.passed) throw new AppError('Conflict', MESSAGES.alreadyPassed);
      if (attemptsLeft(evaluation, state) === 0) throw new AppError('Conflict', MESSAGES.noAttemptsLeft);
      // The answers name the options as this attempt's sheet showed them.
      const salt = await evaluations.findQuizSheetSalt(userId, itemId, state?.attemptsUsed ?? 0);
      if (salt === null) throw new AppError('ValidationError', MESSAGES.sheetUnread, { answers: MESSAGES.sheetUnread });
      const sheet = answersInAuthorIds(evaluation, answers, shownIds(salt));
      const problem = answerSheetProblem(evaluation, sheet);
      if (problem) throw new AppError('ValidationError', problem, { answers: problem });
      const grade = gradeQuiz(evaluation, sheet);
      const attemptsUsed = (state?.attemptsUsed ?? 0) + 1;
      // Conditional on the attempts read: two attempts sent together cannot both spend the last one.
      if (!(await evaluations.recordQuizAttempt(userId, itemId, state?.attemptsUsed ?? 0, grade, now()))) {
        throw new AppError('Conflict', MESSAGES.busy);
      }
      return {
        itemId,
        passed: grade.passed,
        scorePercent: grade.scorePercent,
        correctCount: grade.correctCount,
        questionCount: grade.questionCount,
        attemptsUsed,
        attemptsLeft: attemptsLeft(evaluation, { attemptsUsed }),
        results: revealedResults(grade),
      };
    },

    async createEvaluationVideoUpload(
      viewer: Viewer,
      itemId: string,
      contentType: string,
      sizeBytes: number,
    ): Promise<EvaluationVideoUpload> {
      if (!isSubmissionVideoType(contentType))
        throw new AppError('ValidationError', MESSAGES.videoType, { contentType: MESSAGES.videoType });
      if (!Number.isInteger(sizeBytes) || sizeBytes < 1 || sizeBytes > MAX_SUBMISSION_VIDEO_BYTES) {
        throw new AppError('ValidationError', MESSAGES.videoSize, { sizeBytes: MESSAGES.videoSize });
      }
      const userId = await requireOwner(viewer, itemId);
      await requireEvaluation(itemId, 'VIDEO_SUBMISSION');
      const state = await evaluations.getState(userId, itemId);
      if (state?.passed) throw new AppError('Conflict', MESSAGES.alreadyPassed);
      if (state?.submission?.status === 'PENDING_REVIEW') throw new AppError('Conflict', MESSAGES.pending);
      const videoKey = submissionVideoKey(itemId, userId, contentType, `${now().getTime()}-${deps.uniqueId()}`);
      // Type and exact length are signed: the bucket refuses another type or size.
      const upload = await content.signedUploadUrl(videoKey, contentType, sizeBytes);
      return { uploadUrl: upload.url, videoKey, contentType, expiresAt: upload.expiresAt.toISOString() };
    },

    async submitEvaluationVideos(viewer: Viewer, itemId: string, videoKeys: string[]): Promise<EvaluationStatus> {
      const userId = await requireOwner(viewer, itemId);
      const evaluation = await requireEvaluation(itemId, 'VIDEO_SUBMISSION');
      const countMessage = `Enviá de 1 a ${evaluation.maxVideos} ${evaluation.maxVideos === 1 ? 'video' : 'videos'}.`;
      if (videoKeys.length < 1 || videoKeys.length > evaluation.maxVideos) {
        throw new AppError('ValidationError', countMessage, { videoKeys: countMessage });
      }
      if (new Set(videoKeys).size !== videoKeys.length) {
        throw new AppError('ValidationError', 'Enviaste dos veces el mismo video.', { videoKeys: 'Enviaste dos veces el mismo video.' });
      }
      if (!videoKeys.every((key) => isOwnSubmissionKey(key, itemId, userId))) {
        throw new AppError('ValidationError', MESSAGES.missingVideo, { videoKeys: MESSAGES.missingVideo });
      }
      const stored = await Promise.all(videoKeys.map((key) => content.describe(key)));
      const videos: { key: string; contentType: string }[] = [];
      for (const [index, object] of stored.entries()) {
        if (!object) throw new AppError('ValidationError', MESSAGES.missingVideo, { videoKeys: MESSAGES.missingVideo });
        if (!isSubmissionVideoType(object.contentType))
          throw new AppError('ValidationError', MESSAGES.videoType, { videoKeys: MESSAGES.videoType });
        if (object.size > MAX_SUBMISSION_VIDEO_BYTES)
          throw new AppError('ValidationError', MESSAGES.videoSize, { videoKeys: MESSAGES.videoSize });
        videos.push({ key: videoKeys[index] as string, contentType: object.contentType });
      }
      if (!(await evaluations.submitVideos(userId, itemId, videos, now()))) {
        const state = await evaluations.getState(userId, itemId);
        throw new AppError('Conflict', state?.passed ? MESSAGES.alreadyPassed : MESSAGES.pending);
      }
      return statusOf(evaluation, await evaluations.getState(userId, itemId));
    },

    // ── Admin ──────────────────────────────────────────────────────────────────────────────────

    async adminCourseEvaluation(viewer: Viewer, itemId: string): Promise<AdminCourseEvaluation | null> {
      requireAdmin(viewer);
      const evaluation = await evaluations.getDefinition(itemId);
      return evaluation ? adminView(evaluation) : null;
    },

    async saveCourseEvaluation(viewer: Viewer, input: CourseEvaluationRequest): Promise<AdminCourseEvaluation> {
      requireAdmin(viewer);
      const fields = parseInput(evaluationInputSchema, input);
      const item = await items.get(fields.itemId);
      if (!item || item.type !== 'COURSE') throw itemNotFound(fields.itemId);
      const evaluation: CourseEvaluationRecord = {
        ...fields,
        // A video submission has no questions; a quiz's video limit is kept at its default.
        questions: fields.kind === 'QUIZ' ? fields.questions : [],
        updatedAt: now().toISOString(),
      };
      await evaluations.putDefinition(evaluation);
      await storefront.itemsChanged([evaluation.itemId]);
      return adminView(evaluation);
    },

    async removeCourseEvaluation(viewer: Viewer, itemId: string): Promise<boolean> {
      requireAdmin(viewer);
      const item = await items.get(itemId);
      if (!item || item.type !== 'COURSE') throw itemNotFound(itemId);
      await evaluations.deleteDefinition(itemId);
      await storefront.itemsChanged([itemId]);
      return true;
    },

    async listEvaluationSubmissions(viewer: Viewer, status: SubmissionStatusName): Promise<SubmissionReview[]> {
      requireAdmin(viewer);
      const states = await evaluations.listSubmissions(status);
      return Promise.all(states.map(reviewOf));
    },

    async reviewEvaluationSubmission(viewer: Viewer, input: ReviewSubmissionRequest): Promise<SubmissionReview> {
      requireAdmin(viewer);
      const comment = input.comment?.trim() || null;
      if (!input.approved && !comment)
        throw new AppError('ValidationError', MESSAGES.commentRequired, { comment: MESSAGES.commentRequired });
      if (comment && comment.length > COMMENT_MAX_LENGTH) {
        const message = `El comentario puede tener hasta ${COMMENT_MAX_LENGTH} caracteres.`;
        throw new AppError('ValidationError', message, { comment: message });
      }
      const state = await evaluations.getState(input.userId, input.itemId);
      if (!state?.submission) throw notFound('No encontramos esa entrega.');
      const reviewed = await evaluations.reviewSubmission(
        input.userId,
        input.itemId,
        input.submittedAt,
        { approved: input.approved, comment },
        now(),
      );
      if (!reviewed) throw new AppError('Conflict', MESSAGES.notPending);
      const review = await reviewOf(reviewed);
      await mailReview(review);
      return review;
    },
  };
}

/** @public The service's API, for whoever wires it (handlers, tests). */
export type EvaluationService = ReturnType<typeof createEvaluationService>;
