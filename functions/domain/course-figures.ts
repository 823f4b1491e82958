// A course's figures, derived from its syllabus once for every page that shows them (the
// published course page, the syllabus tab, the player, the certificate): how many lessons it has
// (the certificate topic is not a lesson) and how long its videos last (the sum of the lessons'
// durations). A certificate states that length, or the admin's declared workload said as such.
import { isCertificateTopic } from './course-progress';

interface SyllabusTopic {
  componentName: string;
  durationMinutes?: number | null;
}

export interface CourseFigures {
  /** Lessons: every topic but the certificate. */
  lessonCount: number;
  /** Minutes of video: the lessons that say how long they last. */
  videoMinutes: number;
}

export function courseFigures(units: readonly { topics: readonly SyllabusTopic[] }[]): CourseFigures {
  const lessons = units.flatMap((unit) => unit.topics).filter((topic) => !isCertificateTopic(topic));
  return {
    lessonCount: lessons.length,
    videoMinutes: lessons.reduce((total, topic) => total + (topic.durationMinutes ?? 0), 0),
  };
}

/**
 * A lesson's length in the syllabus's unit (whole minutes) from its processed video's measured
 * seconds: rounded, and never 0 for a video that plays (a 20 s clip is "1 min", not nothing).
 */
export function lessonMinutesOf(durationSeconds: number): number {
  return durationSeconds > 0 ? Math.max(1, Math.round(durationSeconds / 60)) : 0;
}

/** A length: "8 min", "1 h", "3 h 31 min". */
export function formatMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** "1 clase", "17 clases". */
export const formatLessonCount = (count: number): string => `${count} ${count === 1 ? 'clase' : 'clases'}`;

/**
 * What a certificate says of the course's length: the admin's declared workload, said as declared
 * ("20 horas de carga horaria declarada"), or else the syllabus's video ("3 h 31 min de video");
 * null when neither is known.
 */
export function certificateLength(declaredHours: number | null | undefined, figures: CourseFigures): string | null {
  if (declaredHours) return `${declaredHours} ${declaredHours === 1 ? 'hora' : 'horas'} de carga horaria declarada`;
  if (figures.videoMinutes > 0) return `${formatMinutes(figures.videoMinutes)} de video`;
  return null;
}
