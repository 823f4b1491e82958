// The admin function's dependencies: coupons, planning users, sales (orders), refunds,
// revocation requests and service cancellations, with the items and users they check against.
import { createCouponsRepository } from '../data/coupons-repository';
import { createItemsRepository } from '../data/items-repository';
import { createOrdersRepository } from '../data/orders-repository';
import { createPlanningUsersRepository } from '../data/planning-users-repository';
import { createRegretsRepository } from '../data/regrets-repository';
import { createServiceCancellationsRepository } from '../data/service-cancellations-repository';
import { createUsersRepository } from '../data/users-repository';
import { contactSettings } from '../settings/contact';
import { paymentsParts, type PaymentsParts } from './payments';
import { perContainer } from './per-container';
import { tableContext } from './table';

export const adminDependencies = perContainer(() => {
  const table = tableContext();
  let payments: PaymentsParts | undefined;
  return {
    coupons: createCouponsRepository(table),
    items: createItemsRepository(table),
    orders: createOrdersRepository(table),
    planningUsers: createPlanningUsersRepository(table),
    users: createUsersRepository(table),
    regrets: createRegretsRepository(table),
    cancellations: createServiceCancellationsRepository(table),
    now: () => new Date(),
    /** Mercado Pago (refunds), built on the first refund: the other admin operations never need its settings. */
    get payments(): PaymentsParts {
      payments ??= paymentsParts(table, 'reconciliation');
      return payments;
    },
    get storeEmail(): string {
      return contactSettings().STORE_EMAIL;
    },
  };
});

export type AdminFunctionDependencies = ReturnType<typeof adminDependencies>;
