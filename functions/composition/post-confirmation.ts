// The post-confirmation trigger's dependencies: the users repository only.
import { createUsersRepository } from '../data/users-repository';
import { perContainer } from './per-container';
import { tableContext } from './table';

export const postConfirmationDependencies = perContainer(() => ({
  users: createUsersRepository(tableContext()),
  now: () => new Date(),
}));
