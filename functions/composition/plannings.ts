// The plannings function's dependencies: the catalogue (plannings and their schedules), the
// memberships (and the subscriptions that give one), the training plan, the lift library and the members' training logs (with the coaching
// counters written beside each result), the members' check-ins, profiles (e-mail linking, notice preferences), the coach's
// edit notices (mail queue), and the video store that signs demo videos and the coach's uploads
// (S3 presigner).
import { randomUUID } from 'node:crypto';
import { createS3ContentStore } from '../content/s3-content-store';
import { createCheckInsRepository } from '../data/check-ins-repository';
import { createCoachingLogItems } from '../data/coaching-log-items';
import { createLiftsRepository } from '../data/lifts-repository';
import { createNoticeClaimsRepository } from '../data/notice-claims-repository';
import { createSessionEditNotices } from '../services/session-edit-notices';
import { lazyCoachingNotices } from './coaching-notices';
import { createUsersRepository } from '../data/users-repository';
import { contentSettings } from '../settings/content';
import { perContainer } from './per-container';
import { planningAccessOver } from './planning-access';
import { tableContext } from './table';

export const planningsDependencies = perContainer(() => {
  const table = tableContext();
  const content = contentSettings();
  const users = createUsersRepository(table);
  const notices = lazyCoachingNotices(users);
  const now = () => new Date();
  // Who may open what, and whom the coach may read (decision 162), with the repositories it reads.
  const planning = planningAccessOver(table, now);
  const { planningUsers } = planning;
  return {
    ...planning,
    lifts: createLiftsRepository(table),
    /** The members' check-ins and their consent (issue 40). */
    checkIns: createCheckInsRepository(table),
    coachingLog: createCoachingLogItems(table.tableName),
    users,
    /** The coach's edit of a week told to the members training it now (mail queue, claims). */
    weekSaved: createSessionEditNotices({
      planningUsers,
      claims: createNoticeClaimsRepository(table),
      get notices() {
        return notices();
      },
      now: () => new Date(),
    }),
    content: createS3ContentStore(() => content),
    now,
    uniqueId: randomUUID,
  };
});

export type PlanningsFunctionDependencies = ReturnType<typeof planningsDependencies>;
