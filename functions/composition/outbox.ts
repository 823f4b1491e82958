// The outbox worker as every function that owes effects builds it: the outbox on the table, the
// handlers of each kind (the buyer's e-mails and the comment digests through the mail queue), the
// slice's lease and retries.
import { createOutboxRepository } from '../data/outbox';
import { createOrdersRepository } from '../data/orders-repository';
import { createSubscriptionsRepository } from '../data/subscriptions-repository';
import { createLazySubscriptionGateway } from '../payments/subscription-gateway';
import { createSubscriptionPrices, type SubscriptionPrices } from '../services/subscriptions/subscription-prices';
import { paymentSettings, paymentsConfig } from '../settings/payments';
import { createResultCommentsRepository } from '../data/result-comments-repository';
import { createSellerCoachContactsRepository } from '../data/seller-coach-contacts-repository';
import { createSubscriptionOffersRepository } from '../data/subscription-offers-repository';
import { createUsersRepository } from '../data/users-repository';
import type { TableContext } from '../data/dynamo-client';
import { logger } from '../observability/logger';
import { count, STORE_METRICS } from '../observability/metrics';
import { createCommentDigestMail } from '../services/comment-digest-mail';
import { effectHandlers } from '../services/outbox/effect-handlers';
import { createOutboxWorker } from '../services/outbox/outbox-worker';
import { createPendingCashMail } from '../services/payments/pending-cash-mail';
import { createPurchaseMail } from '../services/payments/purchase-mail';
import { createSubscriptionMail } from '../services/subscriptions/subscription-mail';
import { contactSettings } from '../settings/contact';
import { outboxSettings } from '../settings/outbox';
import { storeSettings } from '../settings/store';
import { lazyCoachingNotices } from './coaching-notices';
import { mailQueue } from './mail-queue';

export function outboxWorkerOn(table: TableContext) {
  const settings = outboxSettings();
  const store = storeSettings();
  const logError = (message: string, detail: unknown) => logger.error(message, detail as Record<string, unknown>);
  const purchaseMail = createPurchaseMail({
    mailer: mailQueue(),
    logError,
    storeWebUrl: (store.STORE_WEB_URL ?? '').replace(/\/+$/, ''),
    storeName: store.STORE_NAME,
    failures: 'throw',
  });
  const users = createUsersRepository(table);
  const outbox = createOutboxRepository(table);
  // A price change's fan-out and its update at Mercado Pago (decision 154), built on first use.
  let prices: SubscriptionPrices | undefined;
  const subscriptionPrices = (): SubscriptionPrices =>
    (prices ??= createSubscriptionPrices({
      subscriptions: createSubscriptionsRepository(table),
      profiles: users,
      offers: createSubscriptionOffersRepository(table),
      owe: (owed, at) => outbox.owe(owed, at),
      deliver: (owed) => worker.deliver(owed),
      gateway: createLazySubscriptionGateway(() => paymentSettings(paymentsConfig())),
      now: () => new Date(),
    }));
  const worker = createOutboxWorker({
    outbox,
    handlers: effectHandlers({
      purchaseMail,
      pendingCashMail: createPendingCashMail({
        orders: createOrdersRepository(table),
        purchaseMail,
        now: () => new Date(),
        logInfo: (message, detail) => logger.info(message, detail as Record<string, unknown>),
      }),
      subscriptionMail: createSubscriptionMail({
        mailer: mailQueue(),
        storeWebUrl: (store.STORE_WEB_URL ?? '').replace(/\/+$/, ''),
        storeName: store.STORE_NAME,
      }),
      commentDigestMail: createCommentDigestMail({
        comments: createResultCommentsRepository(table),
        users,
        notices: lazyCoachingNotices(users),
        sellerCoachContacts: createSellerCoachContactsRepository(table),
        storeEmail: () => contactSettings().STORE_EMAIL,
      }),
      subscriptionPrices,
    }),
    now: () => new Date(),
    leaseSeconds: settings.OUTBOX_LEASE_SECONDS,
    retryFirstSeconds: settings.OUTBOX_RETRY_FIRST_SECONDS,
    maxAttempts: settings.OUTBOX_MAX_ATTEMPTS,
    logInfo: (message, detail) => logger.info(message, detail as Record<string, unknown>),
    logError,
    count: (what) => count(what === 'done' ? STORE_METRICS.effectsDone : STORE_METRICS.effectsFailed),
  });
  return worker;
}
