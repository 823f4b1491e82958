// The course syllabus editor's draft and its edits, pure so they are tested on their own: units and
// topics keep a local key (their id once saved), move up and down (a topic at a unit's edge moves
// into the neighbouring unit), are added, renamed, removed; the certificate topic is not edited
// here, only whether the course has one. `toSyllabusInput` gives the API's input.
import type { CourseProgramInput } from '../../../generated/graphql';

export type LessonKind = 'video-lesson' | 'text-lesson';

export interface DraftTopic {
  key: string;
  id: string | null;
  name: string;
  componentName: LessonKind;
  isPublic: boolean;
}

export interface DraftUnit {
  key: string;
  id: string | null;
  name: string;
  topics: DraftTopic[];
}

export interface SyllabusDraft {
  units: DraftUnit[];
  hasCertificate: boolean;
}

interface SavedTopic {
  id: string;
  name: string;
  componentName: string;
  isPublic: boolean;
}

const CERTIFICATE = 'certificate';

let counter = 0;
const newKey = (prefix: string): string => `${prefix}-new-${(counter += 1)}`;

/** The editable draft of a saved syllabus: the certificate (and a unit holding only it) aside. */
export function draftOf(units: readonly { id: string; name: string; topics: readonly SavedTopic[] }[]): SyllabusDraft {
  const hasCertificate = units.some((unit) => unit.topics.some((topic) => topic.componentName === CERTIFICATE));
  return {
    hasCertificate,
    units: units
      .map((unit) => ({
        key: unit.id,
        id: unit.id,
        name: unit.name,
        topics: unit.topics
          .filter((topic) => topic.componentName !== CERTIFICATE)
          .map((topic) => ({
            key: topic.id,
            id: topic.id,
            name: topic.name,
            componentName: topic.componentName === 'text-lesson' ? ('text-lesson' as const) : ('video-lesson' as const),
            isPublic: topic.isPublic,
          })),
      }))
      // A unit left empty held only the certificate: the checkbox stands for it.
      .filter((unit) => unit.topics.length > 0),
  };
}

export const addUnit = (draft: SyllabusDraft, name: string): SyllabusDraft => ({
  ...draft,
  units: [...draft.units, { key: newKey('unit'), id: null, name, topics: [] }],
});

export const addTopic = (draft: SyllabusDraft, unitKey: string, name: string): SyllabusDraft => ({
  ...draft,
  units: draft.units.map((unit) =>
    unit.key === unitKey
      ? { ...unit, topics: [...unit.topics, { key: newKey('topic'), id: null, name, componentName: 'video-lesson', isPublic: false }] }
      : unit,
  ),
});

export const updateUnit = (draft: SyllabusDraft, unitKey: string, changes: Partial<Pick<DraftUnit, 'name'>>): SyllabusDraft => ({
  ...draft,
  units: draft.units.map((unit) => (unit.key === unitKey ? { ...unit, ...changes } : unit)),
});

export const updateTopic = (
  draft: SyllabusDraft,
  topicKey: string,
  changes: Partial<Pick<DraftTopic, 'name' | 'componentName' | 'isPublic'>>,
): SyllabusDraft => ({
  ...draft,
  units: draft.units.map((unit) => ({
    ...unit,
    topics: unit.topics.map((topic) => (topic.key === topicKey ? { ...topic, ...changes } : topic)),
  })),
});

export const removeUnit = (draft: SyllabusDraft, unitKey: string): SyllabusDraft => ({
  ...draft,
  units: draft.units.filter((unit) => unit.key !== unitKey),
});

export const removeTopic = (draft: SyllabusDraft, topicKey: string): SyllabusDraft => ({
  ...draft,
  units: draft.units.map((unit) => ({ ...unit, topics: unit.topics.filter((topic) => topic.key !== topicKey) })),
});

export function moveUnit(draft: SyllabusDraft, unitKey: string, step: -1 | 1): SyllabusDraft {
  const index = draft.units.findIndex((unit) => unit.key === unitKey);
  const target = index + step;
  if (index < 0 || target < 0 || target >= draft.units.length) return draft;
  const units = [...draft.units];
  [units[index], units[target]] = [units[target]!, units[index]!];
  return { ...draft, units };
}

/** Moves a topic one place; past the first or last place of its unit it goes to the neighbour unit. */
export function moveTopic(draft: SyllabusDraft, topicKey: string, step: -1 | 1): SyllabusDraft {
  const unitIndex = draft.units.findIndex((unit) => unit.topics.some((topic) => topic.key === topicKey));
  if (unitIndex < 0) return draft;
  const unit = draft.units[unitIndex]!;
  const index = unit.topics.findIndex((topic) => topic.key === topicKey);
  const topic = unit.topics[index]!;
  const units = draft.units.map((u) => ({ ...u, topics: [...u.topics] }));
  const target = index + step;
  if (target >= 0 && target < unit.topics.length) {
    const topics = units[unitIndex]!.topics;
    [topics[index], topics[target]] = [topics[target]!, topics[index]!];
    return { ...draft, units };
  }
  const neighbour = units[unitIndex + step];
  if (!neighbour) return draft;
  units[unitIndex]!.topics.splice(index, 1);
  if (step === -1) neighbour.topics.push(topic);
  else neighbour.topics.unshift(topic);
  return { ...draft, units };
}

/** Where a topic sits, for the editor's announcements ("Clase 2 de la unidad 1"). */
export function topicPlace(draft: SyllabusDraft, topicKey: string): { unit: number; topic: number } | null {
  for (const [unitIndex, unit] of draft.units.entries()) {
    const topicIndex = unit.topics.findIndex((topic) => topic.key === topicKey);
    if (topicIndex >= 0) return { unit: unitIndex + 1, topic: topicIndex + 1 };
  }
  return null;
}

export function toSyllabusInput(
  itemId: string,
  programVersion: number,
  draft: SyllabusDraft,
  confirmRemovedTopicIds: string[] = [],
): CourseProgramInput {
  return {
    itemId,
    programVersion,
    hasCertificate: draft.hasCertificate,
    confirmRemovedTopicIds,
    units: draft.units.map((unit) => ({
      id: unit.id,
      name: unit.name,
      topics: unit.topics.map((topic) => ({
        id: topic.id,
        name: topic.name,
        componentName: topic.componentName,
        isPublic: topic.isPublic,
      })),
    })),
  };
}

/** Saved topics the draft no longer has (what the server may ask to confirm). */
export function removedTopicIds(saved: readonly { topics: readonly SavedTopic[] }[], draft: SyllabusDraft): string[] {
  const kept = new Set(draft.units.flatMap((unit) => unit.topics.map((topic) => topic.id)));
  return saved
    .flatMap((unit) => unit.topics)
    .filter((topic) => topic.componentName !== CERTIFICATE && !kept.has(topic.id))
    .map((topic) => topic.id);
}
