// The post-confirmation trigger's dependencies: profiles, and the memberships to link the
// plannings an admin added under the new account's e-mail.
import { createPlanningUsersRepository } from '../data/planning-users-repository';
import { createUsersRepository } from '../data/users-repository';
import { perContainer } from './per-container';
import { tableContext } from './table';

export const postConfirmationDependencies = perContainer(() => {
  const table = tableContext();
  return {
    users: createUsersRepository(table),
    planningUsers: createPlanningUsersRepository(table),
    now: () => new Date(),
  };
});
