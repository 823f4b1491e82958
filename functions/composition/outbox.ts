// The outbox worker as every function that owes effects builds it: the outbox on the table, the
// handlers of each kind (the buyer's e-mails through the mail queue), the slice's lease and retries.
import { createOutboxRepository } from '../data/outbox';
import type { TableContext } from '../data/dynamo-client';
import { logger } from '../observability/logger';
import { count, STORE_METRICS } from '../observability/metrics';
import { effectHandlers } from '../services/outbox/effect-handlers';
import { createOutboxWorker } from '../services/outbox/outbox-worker';
import { createPurchaseMail } from '../services/payments/purchase-mail';
import { createSubscriptionMail } from '../services/subscriptions/subscription-mail';
import { outboxSettings } from '../settings/outbox';
import { storeSettings } from '../settings/store';
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
  return createOutboxWorker({
    outbox: createOutboxRepository(table),
    handlers: effectHandlers({
      purchaseMail,
      subscriptionMail: createSubscriptionMail({
        mailer: mailQueue(),
        storeWebUrl: (store.STORE_WEB_URL ?? '').replace(/\/+$/, ''),
        storeName: store.STORE_NAME,
      }),
    }),
    now: () => new Date(),
    leaseSeconds: settings.OUTBOX_LEASE_SECONDS,
    retryFirstSeconds: settings.OUTBOX_RETRY_FIRST_SECONDS,
    maxAttempts: settings.OUTBOX_MAX_ATTEMPTS,
    logInfo: (message, detail) => logger.info(message, detail as Record<string, unknown>),
    logError,
    count: (what) => count(what === 'done' ? STORE_METRICS.effectsDone : STORE_METRICS.effectsFailed),
  });
}
