// The course syllabus editor's save: units and topics added, renamed, reordered, moved or
// removed, free previews marked, the certificate topic present or not — written in one
// transaction against the syllabus version the admin edited, so a concurrent save is refused
// rather than overwritten. Removing a topic in which buyers have progress needs the admin's
// explicit confirmation (the topic's id in confirmRemovedTopicIds): their completion of it stops
// counting, the rest of their progress stays. Admin-only: the directive, then requireAdmin.
// Flow: handler → course syllabus service → items/lessons/progress repositories.
import type { LessonUnit, SyllabusRequest } from '../domain/course-progress';
import { AppError, itemNotFound } from '../domain/errors';
import { SyllabusPlanError, planSyllabus } from '../domain/course-syllabus';
import { courseSyllabusSchema } from '../domain/item-input';
import { parseInput } from '../domain/validation';
import type { Viewer } from '../domain/viewer';
import type { ItemsRepository } from '../data/items-repository';
import type { LessonsRepository } from '../data/lessons-repository';
import type { CourseSyllabusRepository } from '../data/course-syllabus-repository';
import type { ProgressRepository } from '../data/progress-repository';
import type { StorefrontPublishing } from './storefront-publishing';
import { requireAdmin } from './admin-guard';

export interface CourseSyllabusDependencies {
  items: ItemsRepository;
  lessons: LessonsRepository;
  syllabuses: CourseSyllabusRepository;
  progress: ProgressRepository;
  /** Every mutation of an item ends with `storefront.itemsChanged([id])` (published pages). */
  storefront: Pick<StorefrontPublishing, 'itemsChanged'>;
}

const STALE_SYLLABUS_MESSAGE = 'Alguien guardó el programa mientras lo editabas. Recargá para ver sus cambios.';

/** What the admin must confirm, in Spanish: who loses what. */
export function progressLossMessage(topics: { name: string; buyers: number }[]): string {
  const list = topics.map(
    (topic) => `«${topic.name}» (${topic.buyers} ${topic.buyers === 1 ? 'alumno la completó' : 'alumnos la completaron'})`,
  );
  return (
    `Vas a quitar clases con progreso de alumnos: ${list.join(', ')}. ` +
    'Si las quitás, dejan de contar en su avance del curso; el resto de su progreso se mantiene.'
  );
}

export function createCourseSyllabusService({ items, lessons, syllabuses, progress, storefront }: CourseSyllabusDependencies) {
  return {
    async saveSyllabus(viewer: Viewer, input: SyllabusRequest): Promise<LessonUnit[]> {
      requireAdmin(viewer);
      const changes = parseInput(courseSyllabusSchema, input);
      const item = await items.get(changes.itemId);
      if (!item || item.type !== 'COURSE') throw itemNotFound(changes.itemId);
      if (item.programVersion !== changes.programVersion) throw new AppError('Conflict', STALE_SYLLABUS_MESSAGE);
      const [current, counter] = await Promise.all([lessons.listUnits(item.id), items.programIdCounter(item.id)]);

      let plan;
      try {
        plan = planSyllabus(item.id, changes, current, counter);
      } catch (error) {
        if (error instanceof SyllabusPlanError) throw new AppError('Conflict', error.message);
        throw error;
      }

      if (plan.removedTopicIds.length > 0) {
        const completions = await progress.completionsByTopic(item.id);
        const names = new Map(current.flatMap((unit) => unit.topics).map((topic) => [topic.id, topic.name]));
        const unconfirmed = plan.removedTopicIds
          .filter((id) => (completions.get(id) ?? 0) > 0 && !changes.confirmRemovedTopicIds.includes(id))
          .map((id) => ({ id, name: names.get(id) ?? id, buyers: completions.get(id) ?? 0 }));
        if (unconfirmed.length > 0) {
          throw new AppError(
            'Conflict',
            progressLossMessage(unconfirmed),
            Object.fromEntries(unconfirmed.map((topic) => [`removedTopic.${topic.id}`, String(topic.buyers)])),
          );
        }
      }

      const outcome = await syllabuses.replaceSyllabus(item.id, changes.programVersion, current, plan);
      if (outcome === 'stale') throw new AppError('Conflict', STALE_SYLLABUS_MESSAGE);
      if (outcome === 'too-large') {
        throw new AppError(
          'ValidationError',
          'Son demasiados cambios para guardarlos juntos: guardá por partes (por ejemplo, una unidad por vez).',
        );
      }
      // The course page shows the syllabus's units and topics.
      await storefront.itemsChanged([item.id]);
      return plan.units;
    },
  };
}
