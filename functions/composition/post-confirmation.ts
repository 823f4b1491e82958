// The post-confirmation trigger's dependencies: profiles, and the catalogue and memberships to
// link the plannings an admin added under the new account's e-mail.
import { createItemsRepository } from '../data/items-repository';
import { createPlanningUsersRepository } from '../data/planning-users-repository';
import { createUsersRepository } from '../data/users-repository';
import { perContainer } from './per-container';
import { tableContext } from './table';

export const postConfirmationDependencies = perContainer(() => {
  const table = tableContext();
  return {
    users: createUsersRepository(table),
    items: createItemsRepository(table),
    planningUsers: createPlanningUsersRepository(table),
    now: () => new Date(),
  };
});
