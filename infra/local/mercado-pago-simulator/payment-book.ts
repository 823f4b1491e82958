// The simulator's payments and what happens to them: a checkout's payment, status changes made at
// Mercado Pago (approval of a pending one, refund, chargeback), refunds the store asks for (ending
// approved, pending or rejected as the switch says), and the notification each change sends.
// A payment in cash (the checkout's "pendiente": payment_type_id ticket, Rapipago) has a voucher
// as Mercado Pago documents it (docs/decisions/164): transaction_details.external_resource_url, a
// page this simulator serves (/payments/:id/ticket?hash=…), and date_of_expiration, three days
// on; the control panel approves it (paid at the counter) or lets it expire (cancelled / expired).
import { randomBytes } from 'node:crypto';
import { chargebackIdOf } from './notification-resources';
import { isReversalAction, reversePayment, ReversalRefused } from './payment-reversals';
import type { RefundSwitches } from './refund-rules';
import { HttpError } from './simulator-errors';
import type { SimulatedAccount, SimulatedPayment, SimulatedPreference, SimulatorState } from './simulator-state';
import type { WebhookSender } from './webhook-sender';

export const PAYABLE_OUTCOMES = new Set(['approved', 'pending', 'in_process', 'rejected', 'cancelled']);

const STATUS_DETAIL: Record<string, string> = {
  approved: 'accredited',
  pending: 'pending_waiting_payment',
  in_process: 'pending_contingency',
  rejected: 'cc_rejected_other_reason',
  cancelled: 'by_collector',
  refunded: 'refunded',
  charged_back: 'settled',
  in_mediation: 'in_mediation',
};

const statusDetailOf = (status: string): string => STATUS_DETAIL[status] ?? status;

function withQuery(base: string, params: Record<string, string>): string {
  const url = new URL(base);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}

/** How long a voucher can be paid (Mercado Pago's advice for cash: at least 3 days). */
const VOUCHER_DAYS = 3;

interface PaymentBookOptions {
  /** The simulator's own address (the voucher pages are under it). */
  url: string;
  state: SimulatorState;
  webhooks: WebhookSender;
  refundSwitches: RefundSwitches;
  log: (line: string) => void;
}

export function createPaymentBook({ url, state, webhooks, refundSwitches, log }: PaymentBookOptions) {
  /** The notification URL a payment's changes go to: its preference's, or its subscription's (else the seller's own). */
  const notificationUrlOf = (payment: SimulatedPayment) => {
    if (!payment.preapproval_id) return state.preference(payment.preference_id)?.notification_url ?? null;
    return state.preapproval(payment.preapproval_id)?.notification_url ?? state.notificationUrlOf(payment.seller);
  };

  function notifyChange(payment: SimulatedPayment): void {
    const chargeback = payment.status === 'charged_back' ? chargebackIdOf(payment) : null;
    webhooks.notify(state.accountOf(payment.seller), payment, notificationUrlOf(payment), 'payment.updated', chargeback);
  }

  /**
   * A subscription charge's payment changed (refunded in whole or in part, charged back): its
   * authorized payment follows — the reference says `last_modified` is "modified when the attempts
   * to charge or the payment are updated" — with the payment's status, and its subscription topic
   * is notified like any change of the charge (`notify: false` loses it with the payment's).
   */
  function followCharge(payment: SimulatedPayment, notify: boolean): void {
    if (!payment.preapproval_id) return;
    const charge = state.authorizedPayments().find((candidate) => candidate.payment?.id === payment.id);
    if (!charge) return;
    state.putAuthorizedPayment({
      ...charge,
      payment: { id: payment.id, status: payment.status, status_detail: payment.status_detail },
      last_modified: payment.date_last_updated,
    });
    if (!notify) return;
    const preapproval = state.preapproval(payment.preapproval_id);
    const url = preapproval?.notification_url ?? state.notificationUrlOf(payment.seller);
    webhooks.notifyResource(state.accountOf(payment.seller), url, 'subscription_authorized_payment', String(charge.id), 'updated');
  }

  function changePaymentStatus(payment: SimulatedPayment, status: string, refundAmount?: number, detail?: string): SimulatedPayment {
    const now = new Date().toISOString();
    const changed: SimulatedPayment = {
      ...payment,
      status,
      status_detail: detail ?? statusDetailOf(status),
      date_last_updated: now,
      date_approved: status === 'approved' ? now : payment.date_approved,
    };
    if (status === 'refunded') {
      const amount = refundAmount ?? payment.transaction_amount - payment.transaction_amount_refunded;
      changed.transaction_amount_refunded = payment.transaction_amount_refunded + amount;
      changed.refunds = [
        ...payment.refunds,
        { id: state.nextPaymentId(), payment_id: payment.id, amount, status: 'approved', date_created: now },
      ];
      // A partial refund leaves the payment approved (Mercado Pago reports it with status_detail).
      if (changed.transaction_amount_refunded < payment.transaction_amount) {
        changed.status = 'approved';
        changed.status_detail = 'partially_refunded';
      }
    }
    state.putPayment(changed);
    notifyChange(changed);
    followCharge(changed, true);
    return changed;
  }

  return {
    paymentView(payment: SimulatedPayment): Record<string, unknown> {
      const { seller: _seller, ...view } = payment;
      return view;
    },

    ownPayment(account: SimulatedAccount, id: string): SimulatedPayment {
      const payment = state.payment(id);
      if (!payment || payment.seller !== account.seller) throw new HttpError(404, `Payment not found`, 'not_found');
      return payment;
    },

    /** A refund Mercado Pago accepted ends as the switch says: approved now, pending, or rejected. */
    makeRefund(payment: SimulatedPayment, amount: number): SimulatedPayment['refunds'][number] {
      if (refundSwitches.refundOutcome === 'approved') return changePaymentStatus(payment, 'refunded', amount).refunds.at(-1)!;
      const refund = {
        id: state.nextPaymentId(),
        payment_id: payment.id,
        amount,
        status: refundSwitches.refundOutcome,
        date_created: new Date().toISOString(),
      };
      const changed: SimulatedPayment = { ...payment, refunds: [...payment.refunds, refund], date_last_updated: refund.date_created };
      state.putPayment(changed);
      notifyChange(changed);
      return refund;
    },

    /** A pending refund ends (control panel): approved returns the money, rejected leaves the payment as it was. */
    endPendingRefund(refundId: string, status: string): SimulatedPayment {
      const payment = state.payments().find((candidate) => candidate.refunds.some((refund) => String(refund.id) === refundId));
      const refund = payment?.refunds.find((candidate) => String(candidate.id) === refundId);
      if (!payment || !refund) throw new HttpError(404, 'refund not found', 'not_found');
      if (refund.status !== 'pending') throw new HttpError(400, `a ${refund.status} refund cannot change`);
      if (status !== 'approved' && status !== 'rejected') throw new HttpError(400, 'status must be approved or rejected');
      const others = payment.refunds.filter((candidate) => candidate !== refund);
      if (status === 'rejected') {
        const changed: SimulatedPayment = {
          ...payment,
          refunds: [...others, { ...refund, status: 'rejected' }],
          date_last_updated: new Date().toISOString(),
        };
        state.putPayment(changed);
        notifyChange(changed);
        return changed;
      }
      const refunded = changePaymentStatus({ ...payment, refunds: others }, 'refunded', refund.amount);
      // The approved refund keeps its id (changePaymentStatus appended a new one).
      const settled: SimulatedPayment = { ...refunded, refunds: [...others, { ...refund, status: 'approved' }] };
      state.putPayment(settled);
      followCharge(settled, false);
      return settled;
    },

    /** The buyer pays a preference at the checkout page. */
    pay(preference: SimulatedPreference, outcome: string, amountOverride: number | null, installments: number): SimulatedPayment {
      const now = new Date().toISOString();
      const item = preference.items[0];
      const id = state.nextPaymentId();
      const cash = outcome === 'pending';
      const payment: SimulatedPayment = {
        id,
        seller: preference.seller,
        collector_id: preference.collector_id,
        preference_id: preference.id,
        merchant_order_id: preference.merchant_order_id,
        external_reference: preference.external_reference,
        status: outcome,
        status_detail: statusDetailOf(outcome),
        transaction_amount: amountOverride ?? preference.items.reduce((sum, i) => sum + i.unit_price * i.quantity, 0),
        transaction_amount_refunded: 0,
        currency_id: item?.currency_id ?? 'ARS',
        description: item?.title ?? '',
        payment_type_id: outcome === 'pending' ? 'ticket' : 'credit_card',
        payment_method_id: outcome === 'pending' ? 'rapipago' : 'visa',
        installments: outcome === 'pending' ? 1 : installments,
        payer: { email: typeof preference.payer['email'] === 'string' ? preference.payer['email'] : null },
        date_created: now,
        date_last_updated: now,
        date_approved: outcome === 'approved' ? now : null,
        refunds: [],
        ...(cash
          ? {
              date_of_expiration: new Date(Date.parse(now) + VOUCHER_DAYS * 86_400_000).toISOString(),
              transaction_details: {
                external_resource_url: `${url}/payments/${id}/ticket?caller_id=${preference.collector_id}&hash=${randomBytes(12).toString('hex')}`,
              },
            }
          : {}),
      };
      state.putPayment(payment);
      webhooks.notify(state.accountOf(preference.seller), payment, preference.notification_url, 'payment.created');
      return payment;
    },

    /** back_urls query parameters, as Checkout Pro documents them. */
    backUrlFor(preference: SimulatedPreference, payment: SimulatedPayment): string | null {
      const base =
        payment.status === 'approved'
          ? preference.back_urls.success
          : payment.status === 'pending' || payment.status === 'in_process'
            ? preference.back_urls.pending
            : preference.back_urls.failure;
      if (!base) return null;
      return withQuery(base, {
        collection_id: String(payment.id),
        collection_status: payment.status,
        payment_id: String(payment.id),
        status: payment.status,
        external_reference: payment.external_reference ?? 'null',
        payment_type: payment.payment_type_id,
        merchant_order_id: String(payment.merchant_order_id),
        preference_id: preference.id,
        site_id: 'MLA',
        processing_mode: 'aggregator',
        merchant_account_id: 'null',
      });
    },

    /** A status change made at Mercado Pago (control panel): approval, refund, chargeback, mediation. */
    adminStatusChange(paymentId: string, status: string): SimulatedPayment {
      const payment = state.payment(paymentId);
      if (!payment) throw new HttpError(404, 'payment not found', 'not_found');
      const allowed: Record<string, string[]> = {
        pending: ['approved', 'rejected', 'cancelled'],
        in_process: ['approved', 'rejected', 'cancelled'],
        approved: ['refunded', 'charged_back', 'in_mediation'],
        in_mediation: ['approved', 'charged_back', 'refunded'],
      };
      if (!allowed[payment.status]?.includes(status)) throw new HttpError(400, `a ${payment.status} payment cannot become ${status}`);
      return changePaymentStatus(payment, status);
    },

    /**
     * A payment in cash whose voucher was not paid by its date: Mercado Pago cancels it with
     * status_detail `expired` (and notifies it like any change).
     */
    expireVoucher(paymentId: string): SimulatedPayment {
      const payment = state.payment(paymentId);
      if (!payment) throw new HttpError(404, 'payment not found', 'not_found');
      if (payment.payment_type_id !== 'ticket' || payment.status !== 'pending') {
        throw new HttpError(400, `only a pending payment in cash can expire (this one is ${payment.payment_type_id} ${payment.status})`);
      }
      return changePaymentStatus(payment, 'cancelled', undefined, 'expired');
    },

    /** The voucher page's payment, when the address is one this simulator gave (its hash too). */
    voucherPayment(paymentId: string, hash: string | null): SimulatedPayment | null {
      const payment = state.payment(paymentId);
      const address = payment?.transaction_details?.external_resource_url;
      if (!payment || !address || !hash) return null;
      return new URL(address).searchParams.get('hash') === hash ? payment : null;
    },

    /**
     * A refund, partial refund or chargeback state made at Mercado Pago (the seller's panel, the card
     * issuer), not by the store's API call. `notify: false` loses every notification of this change.
     */
    reversalAtMercadoPago(paymentId: string, action: unknown, amount: unknown, notify: boolean): SimulatedPayment {
      const payment = state.payment(paymentId);
      if (!payment) throw new HttpError(404, 'payment not found', 'not_found');
      if (!isReversalAction(action)) throw new HttpError(400, `unknown action ${String(action)}`);
      let changed: SimulatedPayment;
      try {
        changed = reversePayment(payment, action, {
          now: new Date(),
          ...(typeof amount === 'number' ? { amount } : {}),
          nextRefundId: () => state.nextPaymentId(),
        });
      } catch (error) {
        if (error instanceof ReversalRefused) throw new HttpError(400, error.message);
        throw error;
      }
      state.putPayment(changed);
      followCharge(changed, notify);
      if (notify) webhooks.notify(state.accountOf(payment.seller), changed, notificationUrlOf(payment), 'payment.updated');
      else log(`Mercado Pago simulado: notificaciones del pago ${payment.id} (${action}) perdidas (simulado)`);
      return changed;
    },
  };
}

export type PaymentBook = ReturnType<typeof createPaymentBook>;
