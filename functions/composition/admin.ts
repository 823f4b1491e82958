// The admin function's dependencies: coupons, planning users and sales (orders), with the items
// and users they check against.
import { createCouponsRepository } from '../data/coupons-repository';
import { createItemsRepository } from '../data/items-repository';
import { createOrdersRepository } from '../data/orders-repository';
import { createPlanningUsersRepository } from '../data/planning-users-repository';
import { createUsersRepository } from '../data/users-repository';
import { perContainer } from './per-container';
import { tableContext } from './table';

export const adminDependencies = perContainer(() => {
  const table = tableContext();
  return {
    coupons: createCouponsRepository(table),
    items: createItemsRepository(table),
    orders: createOrdersRepository(table),
    planningUsers: createPlanningUsersRepository(table),
    users: createUsersRepository(table),
    now: () => new Date(),
  };
});

export type AdminFunctionDependencies = ReturnType<typeof adminDependencies>;
