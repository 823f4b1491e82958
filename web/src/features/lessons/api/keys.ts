// Query keys of the lessons feature. Whatever depends on who is watching carries the viewer's id
// ('visitor' when signed out), so signing in or out never shows another viewer's answer.
// The inventory's key is shared by name with the orders feature, which invalidates it when a
// purchase is approved (features may not import each other's internals).
const INVENTORY_QUERY_KEY = ['inventory'] as const;

export type ViewerKey = string;

export const lessonsKeys = {
  all: ['lessons'] as const,
  program: (courseId: string) => [...lessonsKeys.all, 'program', courseId] as const,
  course: (courseId: string) => [...lessonsKeys.all, 'course', courseId] as const,
  courses: () => [...lessonsKeys.all, 'courses'] as const,
  content: (viewer: ViewerKey, courseId: string, topicId: string) => [...lessonsKeys.all, 'content', viewer, courseId, topicId] as const,
  progress: (viewer: ViewerKey, courseId: string) => [...lessonsKeys.all, 'progress', viewer, courseId] as const,
  evaluation: (viewer: ViewerKey, courseId: string) => [...lessonsKeys.all, 'evaluation', viewer, courseId] as const,
  // Under the orders feature's inventory key, so an approved purchase refreshes this list too.
  inventory: (viewer: ViewerKey) => [...INVENTORY_QUERY_KEY, viewer] as const,
};
