// A planning's plan weeks as the store holds them: a week → its days → sessions → ordered blocks,
// each block with an optional prescription and scaling notes. The schema calls them
// ProgrammeWeek, ProgrammeDay, ProgrammeSession and ProgrammeBlock (its old word, kept for the
// clients); the shapes are the same (test/unit/domain-api-types.test.ts), so the handlers hand
// these to GraphQL as they are. The coach's input rules are in plan-weeks.ts.

/** What a block prescribes: sets × reps at a percentage of a lift's max, a time cap, rounds… */
export interface Prescription {
  sets: number | null;
  reps: string | null;
  percent: number | null;
  /** A lift of the library. */
  lift: string | null;
  /** The lift's name in the library (for members; null in the coach's editor). */
  liftName: string | null;
  timeCapMinutes: number | null;
  rounds: number | null;
  rpe: number | null;
  loadKg: number | null;
}

/** How a block scales for each level. */
export interface ScalingNotes {
  beginner: string | null;
  intermediate: string | null;
  rx: string | null;
}

export interface PlanBlock {
  id: string;
  /** Entrada en calor, Fuerza, WOD, Accesorios, Movilidad… */
  title: string;
  /** Plain text with line breaks. */
  text: string;
  prescription: Prescription | null;
  scaling: ScalingNotes | null;
  /** Key of the demo video in the content bucket (for the coach's editor). */
  videoKey: string | null;
  /** Short-lived signed address of the demo video, for members. */
  videoUrl: string | null;
}

export interface PlanSession {
  id: string;
  title: string;
  blocks: PlanBlock[];
}

export interface PlanDay {
  /** 1 to 7: the day of the member's training week (day 1 is her start's weekday). */
  dayNumber: number;
  title: string | null;
  sessions: PlanSession[];
  /** The member's calendar date of this day; null in the coach's editor. */
  date: string | null;
}

export interface PlanWeek {
  planningId: string;
  weekNumber: number;
  title: string;
  days: PlanDay[];
  /** Optimistic concurrency: a save sends the version it edited. */
  version: number;
  updatedAt: string | null;
}

// The coach's week as the editor sends it, before planWeekSchema (plan-weeks.ts) checks it; the
// API's ProgrammeWeekInput has this shape. An optional field may come as null; a new session or
// block comes without an id (the server gives it one).

export interface PlanBlockRequest {
  id?: string | null;
  title: string;
  text: string;
  prescription?:
    | (Partial<Record<'sets' | 'rounds' | 'timeCapMinutes', number | null>> & {
        reps?: string | null;
        percent?: number | null;
        lift?: string | null;
        rpe?: number | null;
      })
    | null;
  scaling?: { beginner?: string | null; intermediate?: string | null; rx?: string | null } | null;
  videoKey?: string | null;
}

export interface PlanWeekRequest {
  planningId: string;
  weekNumber: number;
  title: string;
  days: { dayNumber: number; title?: string | null; sessions: { id?: string | null; title: string; blocks: PlanBlockRequest[] }[] }[];
  /** The version edited (null for a week not saved yet): a stale one is refused with Conflict. */
  expectedVersion?: number | null;
}
