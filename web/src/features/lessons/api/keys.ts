// Query keys of the lessons feature. Whatever depends on who is watching carries the viewer's id
// ('visitor' when signed out), so signing in or out never shows another viewer's answer.
// The inventory and the syllabus are resources other features write: their keys come from
// lib/server-keys.ts, so those features' invalidations reach these queries.
import { serverKeys } from '../../../lib/server-keys';

export type ViewerKey = string;

export const lessonsKeys = {
  all: ['lessons'] as const,
  program: (courseId: string) => [...serverKeys.syllabus(courseId), 'lessons'] as const,
  course: (courseId: string) => [...lessonsKeys.all, 'course', courseId] as const,
  courses: () => [...lessonsKeys.all, 'courses'] as const,
  content: (viewer: ViewerKey, courseId: string, topicId: string) => [...lessonsKeys.all, 'content', viewer, courseId, topicId] as const,
  progress: (viewer: ViewerKey, courseId: string) => [...lessonsKeys.all, 'progress', viewer, courseId] as const,
  evaluation: (viewer: ViewerKey, courseId: string) => [...lessonsKeys.all, 'evaluation', viewer, courseId] as const,
  inventory: (viewer: ViewerKey) => [...serverKeys.inventory(), viewer] as const,
};
