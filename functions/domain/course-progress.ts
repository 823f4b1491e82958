// A buyer's progress through a course, derived from the course syllabus and the set of topics they
// marked complete. The certificate topic is not a lesson: it is never marked complete and does
// not count towards the total, so "complete" means every lesson topic is done. Pure, so the rule
// is tested on its own and the web and the certificate agree on it.

/** A topic of a course's syllabus: a lesson, or the certificate topic at the end. */
export interface Topic {
  id: string;
  itemId: string;
  unitId: string;
  name: string;
  position: number;
  /** video-lesson, text-lesson or certificate. */
  componentName: string;
  isPublic: boolean;
  /** How long the lesson takes, in minutes (video lessons; null when the program does not say). */
  durationMinutes: number | null;
  /** Whether the lesson has Spanish captions (issue 42; null on topics stored before it). */
  hasCaptions: boolean | null;
}

/** A unit of a course's syllabus and its topics. */
export interface LessonUnit {
  id: string;
  itemId: string;
  name: string;
  position: number;
  topics: Topic[];
}

/** A buyer's progress through one course, as the API reports it. */
export interface CourseProgress {
  itemId: string;
  completedTopicIds: string[];
  totalTopics: number;
  lastTopicId: string | null;
  isComplete: boolean;
}

export const CERTIFICATE_COMPONENT = 'certificate';

export const isCertificateTopic = (topic: Pick<Topic, 'componentName'>): boolean => topic.componentName === CERTIFICATE_COMPONENT;

/** The topics that count for completion, in syllabus order. */
export function lessonTopics(units: readonly LessonUnit[]): Topic[] {
  return [...units]
    .sort((a, b) => a.position - b.position)
    .flatMap((unit) => [...unit.topics].sort((a, b) => a.position - b.position))
    .filter((topic) => !isCertificateTopic(topic));
}

export function courseHasCertificate(units: readonly LessonUnit[]): boolean {
  return units.some((unit) => unit.topics.some(isCertificateTopic));
}

export interface StoredProgress {
  completedTopicIds: readonly string[];
  lastTopicId: string | null;
}

/**
 * The progress the API reports: completed ids in syllabus order, restricted to topics that still
 * exist in the syllabus (an admin may have changed it since), and whether all lessons are done.
 */
export function summarizeProgress(itemId: string, units: readonly LessonUnit[], stored: StoredProgress | null): CourseProgress {
  const lessons = lessonTopics(units);
  const completed = new Set(stored?.completedTopicIds ?? []);
  const completedTopicIds = lessons.filter((topic) => completed.has(topic.id)).map((topic) => topic.id);
  return {
    itemId,
    completedTopicIds,
    totalTopics: lessons.length,
    lastTopicId: stored?.lastTopicId ?? null,
    isComplete: lessons.length > 0 && completedTopicIds.length === lessons.length,
  };
}

/** A buyer's mark on one topic. */
export interface TopicProgress {
  itemId: string;
  topicId: string;
  completed: boolean;
  updatedAt: string;
}

/**
 * Why the player reported where the buyer is in a video. START: playback began in this player
 * session (watching is counted from there); WATCHED: the player counted 90 % watched, so the
 * server counts now rather than at the next tick (issue 42).
 */
export type VideoPositionReason = 'START' | 'PLAYING' | 'PAUSE' | 'SEEK' | 'LEAVE' | 'ENDED' | 'WATCHED';

/** Where the buyer left a topic's video, in seconds. */
export interface VideoPosition {
  itemId: string;
  topicId: string;
  seconds: number;
  updatedAt: string;
  /** 90 % of the video watched, as the server counted it: the lesson is then complete (issue 42). */
  watched: boolean;
}

/** The admin's syllabus as the editor sends it, before the syllabus rules check it. */
export interface SyllabusRequest {
  itemId: string;
  /** The version edited; a newer saved syllabus refuses this one (Conflict). */
  programVersion: number;
  units: { id?: string | null; name: string; topics: { id?: string | null; name: string; componentName: string; isPublic: boolean }[] }[];
  /** Whether the course ends with the certificate topic. */
  hasCertificate: boolean;
  /** Topics removed although buyers have progress in them, confirmed by the admin. */
  confirmRemovedTopicIds?: string[] | null;
}
