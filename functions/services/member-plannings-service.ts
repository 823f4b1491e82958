// The member's side of a planning, one module per job under member-plannings/: who may open what
// (access.ts), the week view with today's day (week-view.ts), the plannings and their start
// (start.ts), results per session (results.ts), progress (progress.ts) and typed maxes (maxes.ts).
// Server rules: the schema's directive only admits signed-in users; everything else is decided in
// those modules (content to an ACTIVE member whose start has come, or an admin's preview; results
// from the member's own partition; the coach reads a member's through the admin-only fields); bad
// input gets a Spanish message and a stable code, and writes nothing.
// Flow: handler → this service → items, planning users, training plan, training log repositories;
// the content store signs demo videos.
import type { ContentStore } from '../content/content-store';
import type { ItemsRepository } from '../data/items-repository';
import type { PlanningUsersRepository } from '../data/planning-users-repository';
import type { PlanWeeksRepository } from '../data/plan-weeks-repository';
import type { LiftsRepository } from '../data/lifts-repository';
import type { TrainingLogRepository } from '../data/training-log-repository';
import type { CoachingLogItems } from '../data/coaching-log-items';
import type { UsersRepository } from '../data/users-repository';
import type { PlanningAccess } from './member-plannings/access';
import { createLiftMaxes } from './member-plannings/maxes';
import { createMemberProgress } from './member-plannings/progress';
import { createMemberResults } from './member-plannings/results';
import { createPlanningStart } from './member-plannings/start';
import { createWeekView } from './member-plannings/week-view';

export interface MemberPlanningsDependencies {
  items: ItemsRepository;
  planningUsers: PlanningUsersRepository;
  /** Who may open what (member-plannings/access.ts), built once per function by its composition. */
  access: PlanningAccess;
  planWeeks: PlanWeeksRepository;
  trainingLog: TrainingLogRepository;
  lifts: LiftsRepository;
  /** The coach's compliance counters and feed pointer, written in the result's own transaction. */
  coachingLog: CoachingLogItems;
  users: UsersRepository;
  content: ContentStore;
  now: () => Date;
  uniqueId: () => string;
}

export function createMemberPlanningsService(deps: MemberPlanningsDependencies) {
  return {
    ...createPlanningStart(deps),
    ...createWeekView(deps),
    ...createMemberResults(deps),
    ...createMemberProgress(deps),
    ...createLiftMaxes(deps),
  };
}
