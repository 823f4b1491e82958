// Turns the admin's edited syllabus into the stored one: ids for new units and topics (the
// course's id with a number never given before in that course, like the seed's course-1-t01, so a
// removed topic's id — and its buyers' old progress — never comes back), positions in order,
// the certificate topic alone in the last unit when the course gives one, and the list of what
// changed, so the repository writes only that.
import { CERTIFICATE_COMPONENT, isCertificateTopic, type LessonUnit, type Topic } from './course-progress';
import type { CourseSyllabusChanges } from './item-input';

const CERTIFICATE_UNIT_NAME = 'Certificado';
const CERTIFICATE_TOPIC_NAME = 'Certificado';
export const CERTIFICATE_TOPIC_TEXT = 'Completaste el curso. Descargá tu certificado de finalización.';

/** A topic's structure as stored in its own record (its content is kept apart). */
export interface TopicStructure {
  topicId: string;
  unitId: string;
  name: string;
  position: number;
  componentName: string;
  isPublic: boolean;
}

export interface SyllabusPlan {
  units: LessonUnit[];
  newTopics: TopicStructure[];
  changedTopics: TopicStructure[];
  removedTopicIds: string[];
  /** The highest number given to a unit or topic id of this course, to store for next time. */
  idCounter: number;
}

export class SyllabusPlanError extends Error {}

const ID_NUMBER = /-[ut](\d+)$/;

/** The highest id number used by a syllabus (seeded ids included) or stored before. */
export function highestIdNumber(units: LessonUnit[], storedCounter: number): number {
  const numbers = units
    .flatMap((unit) => [unit.id, ...unit.topics.map((topic) => topic.id)])
    .map((id) => Number(ID_NUMBER.exec(id)?.[1] ?? 0));
  return Math.max(storedCounter, 0, ...numbers);
}

const pad = (n: number) => String(n).padStart(2, '0');

export function planSyllabus(itemId: string, input: CourseSyllabusChanges, current: LessonUnit[], storedCounter: number): SyllabusPlan {
  let counter = highestIdNumber(current, storedCounter);
  const nextId = (kind: 'u' | 't') => `${itemId}-${kind}${pad((counter += 1))}`;
  const currentTopics = new Map(current.flatMap((unit) => unit.topics).map((topic) => [topic.id, topic]));
  const currentUnits = new Map(current.map((unit) => [unit.id, unit]));
  const certificate = [...currentTopics.values()].find(isCertificateTopic) ?? null;

  let position = 0;
  const units: LessonUnit[] = input.units.map((unitInput, unitIndex) => {
    if (unitInput.id !== null && !currentUnits.has(unitInput.id)) {
      throw new SyllabusPlanError(`La unidad «${unitInput.name}» ya no existe: recargá el programa.`);
    }
    const unitId = unitInput.id ?? nextId('u');
    const topics = unitInput.topics.map((topicInput): Topic => {
      const known = topicInput.id === null ? null : currentTopics.get(topicInput.id);
      if (topicInput.id !== null && (!known || isCertificateTopic(known))) {
        throw new SyllabusPlanError(`La clase «${topicInput.name}» ya no existe: recargá el programa.`);
      }
      position += 1;
      return {
        id: topicInput.id ?? nextId('t'),
        itemId,
        unitId,
        name: topicInput.name,
        componentName: topicInput.componentName,
        isPublic: topicInput.isPublic,
        position,
        // The syllabus's durations are kept through the editor (it does not set them).
        durationMinutes: known?.durationMinutes ?? null,
        // So is its captions' flag (set when the admin uploads or removes them).
        hasCaptions: known?.hasCaptions ?? null,
      };
    });
    return { id: unitId, itemId, name: unitInput.name, position: unitIndex + 1, topics };
  });

  if (input.hasCertificate) {
    // Alone in the last unit: its old unit if that held nothing else, else a new one.
    const oldUnit = certificate ? currentUnits.get(certificate.unitId) : undefined;
    const reuseUnit = oldUnit && oldUnit.topics.length === 1 && !units.some((unit) => unit.id === oldUnit.id);
    const unitId = reuseUnit ? oldUnit.id : nextId('u');
    position += 1;
    const topic: Topic = certificate
      ? { ...certificate, unitId, position }
      : {
          id: nextId('t'),
          itemId,
          unitId,
          name: CERTIFICATE_TOPIC_NAME,
          componentName: CERTIFICATE_COMPONENT,
          isPublic: false,
          position,
          durationMinutes: null,
          hasCaptions: null,
        };
    units.push({ id: unitId, itemId, name: reuseUnit ? oldUnit.name : CERTIFICATE_UNIT_NAME, position: units.length + 1, topics: [topic] });
  }

  const structure = (topic: Topic): TopicStructure => ({
    topicId: topic.id,
    unitId: topic.unitId,
    name: topic.name,
    position: topic.position,
    componentName: topic.componentName,
    isPublic: topic.isPublic,
  });
  const nextTopics = units.flatMap((unit) => unit.topics);
  const nextIds = new Set(nextTopics.map((topic) => topic.id));
  const changed = (topic: Topic) => {
    const before = currentTopics.get(topic.id);
    return (
      before !== undefined &&
      (before.unitId !== topic.unitId ||
        before.name !== topic.name ||
        before.position !== topic.position ||
        before.componentName !== topic.componentName ||
        before.isPublic !== topic.isPublic)
    );
  };
  return {
    units,
    newTopics: nextTopics.filter((topic) => !currentTopics.has(topic.id)).map(structure),
    changedTopics: nextTopics.filter(changed).map(structure),
    removedTopicIds: [...currentTopics.keys()].filter((id) => !nextIds.has(id)),
    idCounter: counter,
  };
}
