// The outbox worker as every function that owes effects builds it: the outbox on the table, the
// handlers of each kind (the buyer's e-mails and the comment digests through the mail queue), the
// slice's lease and retries.
import { createOutboxRepository } from '../data/outbox';
import { createResultCommentsRepository } from '../data/result-comments-repository';
import { createUsersRepository } from '../data/users-repository';
import type { TableContext } from '../data/dynamo-client';
import { logger } from '../observability/logger';
import { count, STORE_METRICS } from '../observability/metrics';
import { createCommentDigestMail } from '../services/comment-digest-mail';
import { effectHandlers } from '../services/outbox/effect-handlers';
import { createOutboxWorker } from '../services/outbox/outbox-worker';
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
  return createOutboxWorker({
    outbox: createOutboxRepository(table),
    handlers: effectHandlers({
      purchaseMail,
      subscriptionMail: createSubscriptionMail({
        mailer: mailQueue(),
        storeWebUrl: (store.STORE_WEB_URL ?? '').replace(/\/+$/, ''),
        storeName: store.STORE_NAME,
      }),
      commentDigestMail: createCommentDigestMail({
        comments: createResultCommentsRepository(table),
        users,
        notices: lazyCoachingNotices(users),
        coachEmail: () => contactSettings().STORE_EMAIL,
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
