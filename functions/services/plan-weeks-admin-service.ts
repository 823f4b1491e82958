// The coach's training plan editor (admins): read a planning's whole training plan, save a week (its
// days, sessions and ordered blocks, edited in the form), copy a week onto another, move a week
// to another position, and upload a demo video. The rules are the form's own
// (domain/plan-weeks.ts). Saves are conditional on the version the coach edited; a released week
// that changes reaches members at their next read (they read the stored week, never a copy).
// Flow: handler → this service → items, training plan repositories; the content store for videos.
import { AppError, notFound } from '../domain/errors';
import type { Item } from '../domain/item';
import type { PlanWeek, PlanWeekRequest } from '../domain/plan-week';
import { planWeekSchema, type PlanWeekValues } from '../domain/plan-weeks';
import { parseInput } from '../domain/validation';
import {
  BLOCK_VIDEO_OUT_OF_PLANNING,
  isPlanningContentKey,
  isVideoContentType,
  planningContentPrefix,
  VIDEO_CONTENT_TYPES,
  type VideoUpload,
} from '../domain/video-content';
import type { Viewer } from '../domain/viewer';
import type { ContentStore } from '../content/content-store';
import type { ItemsRepository } from '../data/items-repository';
import type { LiftsRepository } from '../data/lifts-repository';
import type { PlanWeeksRepository, StoredPlanWeek, WeekWrite } from '../data/plan-weeks-repository';
import type { WeekSavedHook } from './session-edit-notices';
import { requireAdmin } from './admin-guard';
import { planWeeksOf } from './member-plannings/access';
import { libraryOf } from './result-recording';

export interface PlanWeeksAdminDependencies {
  items: ItemsRepository;
  lifts: LiftsRepository;
  planWeeks: PlanWeeksRepository;
  content: ContentStore;
  now: () => Date;
  uniqueId: () => string;
  /** After a week is saved: its members training it now hear what changed (session-edit-notices.ts). */
  weekSaved: WeekSavedHook;
}

const STALE_MESSAGE = 'Alguien cambió el programa mientras lo editabas. Recargá para ver la última versión.';

const shortId = (prefix: string, uniqueId: () => string): string => `${prefix}-${uniqueId().replace(/-/g, '').slice(0, 12)}`;

/** The coach's editor shows no member's dates. */
const asEditorWeek = (week: StoredPlanWeek): PlanWeek => ({
  ...week,
  days: week.days.map((day) => ({ ...day, date: null })),
});

export function createPlanWeeksAdminService({ items, lifts, planWeeks, content, now, uniqueId, weekSaved }: PlanWeeksAdminDependencies) {
  async function planningItem(planningId: string): Promise<Item> {
    const item = await items.get(planningId);
    if (!item || item.type !== 'PLANNING') throw notFound(`No existe la planificación "${planningId}".`);
    return item;
  }

  function requireWeekInRange(item: Item, weekNumber: number, field = 'weekNumber'): void {
    const weeks = planWeeksOf(item);
    if (!Number.isInteger(weekNumber) || weekNumber < 1 || weekNumber > weeks) {
      const message = `La planificación dura ${weeks} semanas: elegí una semana entre 1 y ${weeks}.`;
      throw new AppError('ValidationError', message, { [field]: message });
    }
  }

  /** The week as stored, with ids for new sessions and blocks (kept ones keep theirs: results point at them). */
  function withIds(values: PlanWeekValues, fresh: boolean): StoredPlanWeek['days'] {
    return values.days.map((day) => ({
      dayNumber: day.dayNumber,
      title: day.title,
      date: null,
      sessions: day.sessions.map((session) => ({
        id: !fresh && session.id ? session.id : shortId('s', uniqueId),
        title: session.title,
        blocks: session.blocks.map((block) => ({
          id: !fresh && block.id ? block.id : shortId('b', uniqueId),
          title: block.title,
          text: block.text,
          prescription: block.prescription ? { ...block.prescription, liftName: null, loadKg: null } : null,
          scaling: block.scaling,
          videoKey: block.videoKey,
          videoUrl: null,
        })),
      })),
    }));
  }

  /** Every prescription names a lift of the library (the coach's own included). */
  async function requireKnownLifts(values: PlanWeekValues): Promise<void> {
    const library = await libraryOf(lifts);
    values.days.forEach((day, d) =>
      day.sessions.forEach((session, s) =>
        session.blocks.forEach((block, b) => {
          const lift = block.prescription?.lift;
          if (lift && !library.has(lift)) {
            const message = 'Ese levantamiento no está en la biblioteca: elegilo de la lista o agregalo.';
            throw new AppError('ValidationError', message, { [`days.${d}.sessions.${s}.blocks.${b}.prescription.lift`]: message });
          }
        }),
      ),
    );
  }

  const videoKeysOf = (days: StoredPlanWeek['days']): Set<string> =>
    new Set(days.flatMap((day) => day.sessions.flatMap((s) => s.blocks.flatMap((b) => (b.videoKey ? [b.videoKey] : [])))));

  return {
    async listPlanWeeks(viewer: Viewer, planningId: string): Promise<PlanWeek[]> {
      requireAdmin(viewer);
      await planningItem(planningId);
      return (await planWeeks.listWeeks(planningId)).map(asEditorWeek);
    },

    async savePlanWeek(viewer: Viewer, input: PlanWeekRequest): Promise<PlanWeek> {
      requireAdmin(viewer);
      const values = parseInput(planWeekSchema, input);
      const item = await planningItem(values.planningId);
      requireWeekInRange(item, values.weekNumber);
      await requireKnownLifts(values);
      const current = await planWeeks.getWeek(values.planningId, values.weekNumber);
      const days = withIds(values, false);
      // A block never points at a video that is not there (an upload that failed); kept ones are fine.
      const known = current ? videoKeysOf(current.days) : new Set<string>();
      for (const key of videoKeysOf(days)) {
        // A new key only under the planning's own prefix (the bucket also holds invoices, buyers' videos).
        if (!known.has(key) && !isPlanningContentKey(key, values.planningId)) {
          throw new AppError('ValidationError', BLOCK_VIDEO_OUT_OF_PLANNING, { videoKey: BLOCK_VIDEO_OUT_OF_PLANNING });
        }
        if (!known.has(key) && !(await content.exists(key))) {
          throw new AppError('ValidationError', 'No encontramos uno de los videos. Subilo de nuevo.', {
            videoKey: 'No encontramos ese video. Subilo de nuevo.',
          });
        }
      }
      const week: StoredPlanWeek = {
        planningId: values.planningId,
        weekNumber: values.weekNumber,
        title: values.title,
        days,
        version: (values.expectedVersion ?? 0) + 1,
        updatedAt: now().toISOString(),
      };
      if (!(await planWeeks.putWeek({ week, expectedVersion: values.expectedVersion }))) {
        throw new AppError('Conflict', STALE_MESSAGE);
      }
      await weekSaved(item, current, week);
      return asEditorWeek(week);
    },

    /** Copies a week's content onto another week (new ids, so results never mix). */
    async copyPlanWeek(viewer: Viewer, planningId: string, fromWeek: number, toWeek: number): Promise<PlanWeek> {
      requireAdmin(viewer);
      const item = await planningItem(planningId);
      requireWeekInRange(item, fromWeek, 'fromWeek');
      requireWeekInRange(item, toWeek, 'toWeek');
      if (fromWeek === toWeek) throw new AppError('ValidationError', 'Elegí otra semana de destino.', { toWeek: 'Elegí otra semana.' });
      const [source, target] = await Promise.all([planWeeks.getWeek(planningId, fromWeek), planWeeks.getWeek(planningId, toWeek)]);
      if (!source) throw notFound(`La semana ${fromWeek} todavía no tiene contenido.`);
      const values = parseInput(planWeekSchema, { ...source, weekNumber: toWeek, expectedVersion: null });
      const week: StoredPlanWeek = {
        planningId,
        weekNumber: toWeek,
        title: copyTitle(source.title),
        days: withIds(values, true),
        version: (target?.version ?? 0) + 1,
        updatedAt: now().toISOString(),
      };
      if (!(await planWeeks.putWeek({ week, expectedVersion: target?.version ?? null }))) {
        throw new AppError('Conflict', STALE_MESSAGE);
      }
      // Who trains the week copied over hears of it, as after a save.
      await weekSaved(item, target, week);
      return asEditorWeek(week);
    },

    /** Moves a week to another position; the weeks in between shift by one (one transaction). */
    async movePlanWeek(viewer: Viewer, planningId: string, fromWeek: number, toWeek: number): Promise<PlanWeek[]> {
      requireAdmin(viewer);
      const item = await planningItem(planningId);
      requireWeekInRange(item, fromWeek, 'fromWeek');
      requireWeekInRange(item, toWeek, 'toWeek');
      const stored = await planWeeks.listWeeks(planningId);
      const byNumber = new Map(stored.map((week) => [week.weekNumber, week]));
      const weeks = planWeeksOf(item);
      const order: (StoredPlanWeek | null)[] = Array.from({ length: weeks }, (_, index) => byNumber.get(index + 1) ?? null);
      const [moved] = order.splice(fromWeek - 1, 1);
      order.splice(toWeek - 1, 0, moved ?? null);
      const at = now().toISOString();
      const writes: WeekWrite[] = [];
      const deletes: { weekNumber: number; expectedVersion: number }[] = [];
      order.forEach((week, index) => {
        const weekNumber = index + 1;
        const there = byNumber.get(weekNumber) ?? null;
        if (week === there) return;
        if (week) {
          writes.push({
            week: { ...week, weekNumber, version: (there?.version ?? 0) + 1, updatedAt: at },
            expectedVersion: there?.version ?? null,
          });
        } else if (there) {
          deletes.push({ weekNumber, expectedVersion: there.version });
        }
      });
      if (!(await planWeeks.replaceWeeks(planningId, writes, deletes))) throw new AppError('Conflict', STALE_MESSAGE);
      // Each week that now holds another week's content is news to who trains it now.
      for (const { week } of writes) await weekSaved(item, byNumber.get(week.weekNumber) ?? null, week);
      return (await planWeeks.listWeeks(planningId)).map(asEditorWeek);
    },

    async createBlockVideoUpload(viewer: Viewer, planningId: string, contentType: string): Promise<VideoUpload> {
      requireAdmin(viewer);
      if (!isVideoContentType(contentType)) {
        throw new AppError('ValidationError', 'El video tiene que ser MP4 o WebM.', { contentType: 'El video tiene que ser MP4 o WebM.' });
      }
      await planningItem(planningId);
      const videoKey = `${planningContentPrefix(planningId)}${now().getTime()}-${uniqueId()}.${VIDEO_CONTENT_TYPES[contentType]}`;
      const upload = await content.signedUploadUrl(videoKey, contentType);
      return { uploadUrl: upload.url, videoKey, expiresAt: upload.expiresAt.toISOString() };
    },
  };
}

/** Week titles are at most 80 characters (planWeekSchema). */
const WEEK_TITLE_MAX = 80;
const COPY_SUFFIX = ' (copia)';

/** "Semana 1 · Base" → "Semana 1 · Base (copia)": two weeks never read alike; a copy of a copy keeps one mark. */
function copyTitle(title: string): string {
  if (title.endsWith(COPY_SUFFIX)) return title;
  return `${title.slice(0, WEEK_TITLE_MAX - COPY_SUFFIX.length).trimEnd()}${COPY_SUFFIX}`;
}
