// The training log's own types: a member's logged result of a session (sets × reps × kg per lift,
// or the conditioning figures), the records it set, her typed working maxes, and the comments on a
// result. The schema's SessionResult, LiftSets, LoggedSet, NewRecord, LiftMax, DeletedSessionResult
// and ResultComment have the same shapes (test/unit/domain-api-types.test.ts), so the handlers hand
// these to GraphQL as they are; the requests are what the API's inputs carry.
import type { RecordKind } from './lift-records';

/** One set as the member logged it. */
export interface LoggedSet {
  reps: number;
  kg: number;
  /** The set's RPE, when she gave it. */
  rpe: number | null;
}

/** The sets of one prescribed lift. */
export interface LiftSets {
  /** The block that prescribes the lift. */
  blockId: string;
  liftId: string;
  liftName: string;
  sets: LoggedSet[];
}

/** A record a result set when logged or last edited. */
export interface ResultRecord {
  liftId: string;
  liftName: string;
  kind: RecordKind;
  kg: number;
  /** The record beaten; null for the lift's first. */
  previousKg: number | null;
  /** Worth offering as the member's working max (it beats the one she has). */
  beatsWorkingMax: boolean;
}

/** A member's result of one session of her planning's week. */
export interface SessionResult {
  id: string;
  planningId: string;
  userId: string;
  sessionId: string;
  sessionTitle: string;
  weekNumber: number;
  lifts: LiftSets[];
  /** Conditioning: a duration, rounds + reps, distance, calories. */
  timeSeconds: number | null;
  rounds: number | null;
  reps: number | null;
  distanceMeters: number | null;
  calories: number | null;
  /** The session's RPE. */
  rpe: number | null;
  notes: string | null;
  /** Only on results logged before per-lift sets existed (one load per session). */
  loadKg: number | null;
  newRecords: ResultRecord[];
  loggedAt: string;
  /** When the member last edited it. */
  editedAt: string | null;
}

/** What is left of a deleted result: which session, and whether it is still done by another. */
export interface DeletedSessionResult {
  id: string;
  sessionId: string;
  sessionDone: boolean;
}

/** A working max the member typed for a lift of the library. */
export interface LiftMax {
  lift: string;
  kg: number;
  updatedAt: string;
}

export type CommentAuthor = 'COACH' | 'MEMBER';

/** A comment of the thread on a result, by the coach or the member. */
export interface ResultComment {
  id: string;
  planningId: string;
  sessionId: string;
  resultId: string;
  /** When the result the thread hangs on was logged. */
  resultLoggedAt: string;
  author: CommentAuthor;
  authorName: string;
  text: string;
  createdAt: string;
  /** The moment of the result's form-check video the message is pinned to (whole seconds), if any. */
  atSeconds: number | null;
}

/** A lift's sets as the member sends them (the lift is taken from the block). */
export interface LiftSetsRequest {
  blockId: string;
  sets: { reps: number; kg: number; rpe?: number | null }[];
}

/** The figures of a result as the member sends them; each may be absent or null. */
interface ResultFiguresRequest {
  lifts?: LiftSetsRequest[] | null;
  timeSeconds?: number | null;
  rounds?: number | null;
  reps?: number | null;
  distanceMeters?: number | null;
  calories?: number | null;
  rpe?: number | null;
  notes?: string | null;
}

/** A new result: sent once per submitted form, the idempotency key made by the client. */
export interface SessionResultRequest extends ResultFiguresRequest {
  planningId: string;
  weekNumber: number;
  sessionId: string;
  idempotencyKey: string;
}

/** An edit of a logged result. */
export interface SessionResultEditRequest extends ResultFiguresRequest {
  planningId: string;
  sessionId: string;
  resultId: string;
}
