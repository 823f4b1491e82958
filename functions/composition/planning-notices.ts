// The morning notices' dependencies: the plannings and their members (read by key), the notices'
// claims, and the e-mails (mail queue, members' preferences).
import { createItemsRepository } from '../data/items-repository';
import { createNoticeClaimsRepository } from '../data/notice-claims-repository';
import { createPlanningUsersRepository } from '../data/planning-users-repository';
import { createUsersRepository } from '../data/users-repository';
import { createPlanningNoticesService } from '../services/planning-notices-service';
import { lazyCoachingNotices } from './coaching-notices';
import { perContainer } from './per-container';
import { tableContext } from './table';

export const planningNoticesDependencies = perContainer(() => {
  const table = tableContext();
  const notices = lazyCoachingNotices(createUsersRepository(table));
  return {
    service: createPlanningNoticesService({
      items: createItemsRepository(table),
      planningUsers: createPlanningUsersRepository(table),
      claims: createNoticeClaimsRepository(table),
      get notices() {
        return notices();
      },
      now: () => new Date(),
    }),
  };
});
