// How each kind of effect (domain/effects.ts) is carried out: one line per kind. Adding an effect:
// its kind and facts in domain/effects.ts, its schema in data/outbox.ts (checked when read), its
// handler here; the write that owes it adds it to its transaction (data/outbox.ts, outboxPut) and
// hands it to the worker's `deliver` after the commit.
import type { CommentDigestMail } from '../comment-digest-mail';
import type { PurchaseMail } from '../payments/purchase-mail';
import type { SubscriptionMail } from '../subscriptions/subscription-mail';
import type { EffectHandlers } from './outbox-worker';

export function effectHandlers(deps: {
  purchaseMail: PurchaseMail;
  subscriptionMail: SubscriptionMail;
  commentDigestMail: CommentDigestMail;
}): EffectHandlers {
  const mail = deps.purchaseMail;
  return {
    'purchase-approved-mail': (effect) => mail.approved(effect.order),
    'purchase-refunded-mail': (effect) =>
      mail.purchaseRefunded(effect.order, {
        reason: effect.reason,
        amount: effect.amount ?? effect.order.amount,
        earlier: effect.earlier ?? 0,
      }),
    'payment-returned-mail': (effect) => mail.paymentReturned(effect.order, effect.payment, effect.reason),
    'subscription-cancelled-mail': (effect) => deps.subscriptionMail.cancelled(effect.cancellation),
    'subscription-charge-failed-mail': (effect) =>
      deps.subscriptionMail.chargeFailed(effect.subscription, effect.charge, effect.changeCardUrl),
    'subscription-charge-recovered-mail': (effect) => deps.subscriptionMail.chargeRecovered(effect.subscription, effect.charge),
    'subscription-ended-mail': (effect) => deps.subscriptionMail.ended(effect.subscription, effect.reason, effect.accessEndsAt),
    'comment-digest-mail': (effect) => deps.commentDigestMail.send(effect.digest),
  };
}
