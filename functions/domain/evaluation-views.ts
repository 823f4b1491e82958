// A course's final evaluation as people read it: the buyer's (the questions shuffled and without
// answers, her standing), the coach's (with the answer key), a quiz attempt's result, and the
// coach's review of a video submission. The schema's CourseEvaluation, AdminCourseEvaluation,
// EvaluationStatus, QuizAttemptResult, SubmissionReview and EvaluationVideoUpload have the same
// shapes (test/unit/domain-api-types.test.ts); the requests are what the API's inputs carry.
import type {
  CourseEvaluationRecord,
  EvaluationKindName,
  PublicQuizQuestion,
  QuizAnswer,
  QuizQuestionRecord,
  SubmissionStatusName,
} from './course-evaluation';

/** Whether one question of an attempt was right (never which options were). */
export interface QuizQuestionResult {
  questionId: string;
  correct: boolean;
}

/** The buyer's video submission and where it stands. */
export interface EvaluationSubmission {
  status: SubmissionStatusName;
  videoCount: number;
  submittedAt: string;
  /** The coach's comment when another attempt is asked for (or an approval's note). */
  reviewComment: string | null;
  reviewedAt: string | null;
}

/** Where the buyer stands with the evaluation. */
export interface EvaluationStatus {
  passed: boolean;
  attemptsUsed: number;
  /** Null: no limit. */
  attemptsLeft: number | null;
  lastScorePercent: number | null;
  lastResults: QuizQuestionResult[];
  submission: EvaluationSubmission | null;
}

/** The evaluation as the buyer takes it. */
export interface CourseEvaluation {
  itemId: string;
  kind: EvaluationKindName;
  title: string;
  instructions: string;
  passPercent: number;
  maxAttempts: number | null;
  /** Quiz: shuffled, without answers (empty for a video submission). */
  questions: PublicQuizQuestion[];
  maxVideos: number;
  maxVideoBytes: number;
  videoContentTypes: string[];
  status: EvaluationStatus;
}

/** The evaluation as the coach edits it, with the answer key: the stored record itself. */
export type AdminCourseEvaluation = CourseEvaluationRecord;

export interface QuizAttemptResult {
  itemId: string;
  passed: boolean;
  scorePercent: number;
  correctCount: number;
  questionCount: number;
  attemptsUsed: number;
  attemptsLeft: number | null;
  results: QuizQuestionResult[];
}

/** A signed address the buyer's browser puts one submission video to. */
export interface EvaluationVideoUpload {
  uploadUrl: string;
  videoKey: string;
  contentType: string;
  expiresAt: string;
}

/** One video of a submission, signed for the coach to watch. */
export interface ReviewVideo {
  url: string;
  contentType: string;
  expiresAt: string;
}

/** A submission as the coach reviews it. */
export interface SubmissionReview {
  itemId: string;
  courseName: string;
  userId: string;
  buyerName: string;
  buyerEmail: string;
  status: SubmissionStatusName;
  submittedAt: string;
  reviewComment: string | null;
  reviewedAt: string | null;
  videos: ReviewVideo[];
}

// The requests as they arrive, before their schemas check them.

/** The coach's evaluation (questions with their answer key). */
export interface CourseEvaluationRequest {
  itemId: string;
  kind: EvaluationKindName;
  title: string;
  instructions: string;
  passPercent: number;
  maxAttempts?: number | null;
  questions: QuizQuestionRecord[];
  maxVideos: number;
}

/** One answer of a buyer's quiz sheet. */
export type QuizAnswerRequest = QuizAnswer;

/** The coach's decision on a submission (named by its submittedAt, so a replaced one is never decided). */
export interface ReviewSubmissionRequest {
  itemId: string;
  userId: string;
  submittedAt: string;
  approved: boolean;
  /** Required when asking for another attempt. */
  comment?: string | null;
}
