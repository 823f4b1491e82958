// Where the player goes: topics in syllabus order, the previous and next topic, which topics the
// viewer may open (a hint for the sidebar — the server enforces it), and where a buyer resumes.
// Pure, so the rules are unit-tested.

export interface NavigableTopic {
  id: string;
  position: number;
  isPublic: boolean;
  componentName: string;
}

export interface NavigableUnit<T extends NavigableTopic = NavigableTopic> {
  id: string;
  position: number;
  topics: readonly T[];
}

export const CERTIFICATE_COMPONENT = 'certificate';

export function orderedTopics<T extends NavigableTopic>(units: readonly NavigableUnit<T>[]): T[] {
  return [...units].sort((a, b) => a.position - b.position).flatMap((unit) => [...unit.topics].sort((a, b) => a.position - b.position));
}

export function adjacentTopics<T extends NavigableTopic>(
  units: readonly NavigableUnit<T>[],
  topicId: string,
): { previous: T | null; next: T | null } {
  const topics = orderedTopics(units);
  const index = topics.findIndex((topic) => topic.id === topicId);
  if (index === -1) return { previous: null, next: null };
  return { previous: topics[index - 1] ?? null, next: topics[index + 1] ?? null };
}

/** Whether the viewer may open a topic: a free preview, or the whole course for owners and admins. */
export const canOpenTopic = (topic: Pick<NavigableTopic, 'isPublic'>, hasCourseAccess: boolean): boolean =>
  topic.isPublic || hasCourseAccess;

export interface ResumeFacts {
  completedTopicIds: readonly string[];
  lastTopicId: string | null | undefined;
}

/**
 * Where a buyer continues: the last topic they worked on if it is not done yet, else the first
 * unfinished lesson after it (then from the start), else — everything done — the certificate
 * (or the last topic). Without progress, the first topic.
 */
export function resumeTopicId(units: readonly NavigableUnit[], progress: ResumeFacts | null): string | null {
  const topics = orderedTopics(units);
  const first = topics[0]?.id ?? null;
  if (!progress) return first;
  const done = new Set(progress.completedTopicIds);
  const lessons = topics.filter((topic) => topic.componentName !== CERTIFICATE_COMPONENT);
  const lastIndex = lessons.findIndex((topic) => topic.id === progress.lastTopicId);
  const last = lessons[lastIndex];
  if (last && !done.has(last.id)) return last.id;
  const unfinished = lessons.slice(lastIndex + 1).find((topic) => !done.has(topic.id)) ?? lessons.find((topic) => !done.has(topic.id));
  if (unfinished) return unfinished.id;
  return topics.find((topic) => topic.componentName === CERTIFICATE_COMPONENT)?.id ?? topics.at(-1)?.id ?? first;
}

/** The first topic a viewer without access can watch (a free preview), for the overview's links. */
export const firstPreviewTopic = <T extends NavigableTopic>(units: readonly NavigableUnit<T>[]): T | null =>
  orderedTopics(units).find((topic) => topic.isPublic) ?? null;

/** Lesson topics (everything but the certificate) and how many of them are done. */
export function lessonCounts(units: readonly NavigableUnit[], completedTopicIds: readonly string[]): { done: number; total: number } {
  const done = new Set(completedTopicIds);
  const lessons = orderedTopics(units).filter((topic) => topic.componentName !== CERTIFICATE_COMPONENT);
  return { done: lessons.filter((topic) => done.has(topic.id)).length, total: lessons.length };
}

/** Lesson text as paragraphs (the store writes blank-line separated plain text). */
export const paragraphs = (text: string): string[] =>
  text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
