// The admin function's dependencies: coupons, planning users, sales (orders), refunds,
// revocation requests and service cancellations, with the items and users they check against.
import { createCouponsRepository } from '../data/coupons-repository';
import { createItemsRepository } from '../data/items-repository';
import { createMailSuppressionsRepository } from '../data/mail-suppressions-repository';
import { createOrdersRepository } from '../data/orders-repository';
import { createPlanningUsersRepository } from '../data/planning-users-repository';
import { createRegretsRepository } from '../data/regrets-repository';
import { createServiceCancellationsRepository } from '../data/service-cancellations-repository';
import { createUsersRepository } from '../data/users-repository';
import type { CoachingNotices } from '../services/coaching-notices';
import { contactSettings } from '../settings/contact';
import { lazyCoachingNotices } from './coaching-notices';
import { paymentsParts, type PaymentsParts } from './payments';
import { perContainer } from './per-container';
import { tableContext } from './table';

export const adminDependencies = perContainer(() => {
  const table = tableContext();
  let payments: PaymentsParts | undefined;
  const users = createUsersRepository(table);
  const notices = lazyCoachingNotices(users);
  return {
    coupons: createCouponsRepository(table),
    items: createItemsRepository(table),
    orders: createOrdersRepository(table),
    planningUsers: createPlanningUsersRepository(table),
    users,
    /** The e-mail to a person added to a planning by hand (mail queue), built on first use. */
    get notices(): CoachingNotices {
      return notices();
    },
    regrets: createRegretsRepository(table),
    mailSuppressions: createMailSuppressionsRepository(table),
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
