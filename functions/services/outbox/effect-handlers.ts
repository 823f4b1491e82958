// How each kind of effect (domain/effects.ts) is carried out: one line per kind. Adding an effect:
// its kind and facts in domain/effects.ts, its schema in data/outbox.ts (checked when read), its
// handler here; the write that owes it adds it to its transaction (data/outbox.ts, outboxPut) and
// hands it to the worker's `deliver` after the commit.
import type { CommentDigestMail } from '../comment-digest-mail';
import type { PendingCashMail } from '../payments/pending-cash-mail';
import type { PurchaseMail } from '../payments/purchase-mail';
import type { SubscriptionMail } from '../subscriptions/subscription-mail';
import type { SubscriptionPrices } from '../subscriptions/subscription-prices';
import type { EffectHandlers } from './outbox-worker';

export function effectHandlers(deps: {
  purchaseMail: PurchaseMail;
  /** "Está pendiente de pago": reads the order first (sent only while it still waits for the payment in cash). */
  pendingCashMail: PendingCashMail;
  subscriptionMail: SubscriptionMail;
  commentDigestMail: CommentDigestMail;
  /** Built on first use: only a price change's entries need the subscriptions and Mercado Pago. */
  subscriptionPrices: () => SubscriptionPrices;
}): EffectHandlers {
  const mail = deps.purchaseMail;
  return {
    'purchase-approved-mail': (effect) => mail.approved(effect.order),
    'purchase-pending-cash-mail': (effect) => deps.pendingCashMail.send(effect),
    'purchase-refunded-mail': (effect) =>
      mail.purchaseRefunded(effect.order, {
        reason: effect.reason,
        amount: effect.amount ?? effect.order.amount,
        earlier: effect.earlier ?? 0,
      }),
    'purchase-partially-refunded-mail': (effect) =>
      mail.purchasePartiallyRefunded(effect.order, { amount: effect.amount, returned: effect.returned }),
    'payment-returned-mail': (effect) => mail.paymentReturned(effect.order, effect.payment, effect.reason),
    'subscription-cancelled-mail': (effect) => deps.subscriptionMail.cancelled(effect.cancellation),
    'subscription-charge-failed-mail': (effect) =>
      deps.subscriptionMail.chargeFailed(effect.subscription, effect.charge, effect.changeCardUrl),
    'subscription-charge-recovered-mail': (effect) => deps.subscriptionMail.chargeRecovered(effect.subscription, effect.charge),
    'subscription-charge-refunded-mail': (effect) =>
      deps.subscriptionMail.chargeRefunded(effect.subscription, effect.charge, effect.amount, effect.whole),
    'subscription-regret-mail': (effect) => deps.subscriptionMail.regretted(effect.regret),
    'subscription-ended-mail': (effect) => deps.subscriptionMail.ended(effect.subscription, effect.reason, effect.accessEndsAt),
    'comment-digest-mail': (effect) => deps.commentDigestMail.send(effect.digest),
    'subscription-price-fanout': async (effect) => void (await deps.subscriptionPrices().fanOut(effect.change, effect.after)),
    'subscription-price-notice-mail': (effect) => deps.subscriptionMail.priceNotice(effect.subscription, effect.notice),
    'subscription-price-update': async (effect) =>
      void (await deps.subscriptionPrices().applyUpdate(effect.subscriptionId, effect.changeId)),
  };
}
