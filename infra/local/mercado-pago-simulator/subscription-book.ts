// Suscripciones as the simulator runs them (decision 074): plans, preapprovals (pending until the
// buyer authorizes at the init_point, or authorized at once with a card token), each period's
// charge as an authorized payment with its own payment, recycling of a rejected charge (4 retries
// within 10 days), cancellation after 3 rejections in a row, and the changes a PUT makes. Every
// change sends its notification (subscription_preapproval, subscription_authorized_payment,
// subscription_preapproval_plan, payment) to the preapproval's notification_url or, without one,
// the seller's application-level URL.
//
// Time: the simulator does not wait a month. A period's charge runs when the control panel (or a
// test) asks for it; its debit_date is the date it was due, so the periods' dates stay those of
// the subscription, whenever the charge is run.
import { storeDayOfMonth } from '../../../functions/domain/subscription-periods';
import { randomBytes } from 'node:crypto';
import type { SimulatorSwitches } from './simulator-context';
import { HttpError } from './simulator-errors';
import type {
  PreapprovalStatus,
  SellerName,
  SimulatedAccount,
  SimulatedAuthorizedPayment,
  SimulatedPayment,
  SimulatedPlan,
  SimulatedPreapproval,
  SimulatorState,
} from './simulator-state';
import {
  addPeriods,
  checkAmount,
  optionalText,
  parseRecurrence,
  requiredEmail,
  requiredText,
  requiredUrl,
  RETRY_DAYS,
} from './subscription-rules';
import type { WebhookSender } from './webhook-sender';

export type ChargeOutcome = 'approved' | 'rejected';

/** How "3 rejected in a row" is counted (decision 074: the documentation allows both readings). */
export type CancelAfter = 'charges' | 'attempts';

export interface SubscriptionSwitches {
  cancelAfter: CancelAfter;
  minAmount: number;
  maxAmount: number;
}

const CONSECUTIVE_REJECTIONS_TO_CANCEL = 3;
const MAX_RETRIES = RETRY_DAYS.length;

/** What PUT /preapproval/:id may move a status to, from each status. */
const STATUS_MOVES: Record<PreapprovalStatus, readonly PreapprovalStatus[]> = {
  pending: ['cancelled'],
  authorized: ['paused', 'cancelled'],
  paused: ['authorized', 'cancelled'],
  cancelled: [],
  finished: [],
};

const newId = () => randomBytes(16).toString('hex');

interface SubscriptionBookOptions {
  url: string;
  state: SimulatorState;
  webhooks: WebhookSender;
  switches: SimulatorSwitches;
}

export function createSubscriptionBook({ url, state, webhooks, switches }: SubscriptionBookOptions) {
  const limits = () => ({ minAmount: switches.subscriptions.minAmount, maxAmount: switches.subscriptions.maxAmount });
  const notificationUrlOf = (preapproval: { seller: SellerName; notification_url: string | null }) =>
    preapproval.notification_url ?? state.notificationUrlOf(preapproval.seller);

  function notifyPreapproval(preapproval: SimulatedPreapproval, action: 'created' | 'updated'): void {
    webhooks.notifyResource(
      state.accountOf(preapproval.seller),
      notificationUrlOf(preapproval),
      'subscription_preapproval',
      preapproval.id,
      action,
    );
  }

  function notifyCharge(preapproval: SimulatedPreapproval, charge: SimulatedAuthorizedPayment, action: 'created' | 'updated'): void {
    const account = state.accountOf(preapproval.seller);
    webhooks.notifyResource(account, notificationUrlOf(preapproval), 'subscription_authorized_payment', String(charge.id), action);
  }

  function savePreapproval(preapproval: SimulatedPreapproval, action: 'created' | 'updated', now: Date): SimulatedPreapproval {
    preapproval.last_modified = now.toISOString();
    state.putPreapproval(preapproval);
    notifyPreapproval(preapproval, action);
    return preapproval;
  }

  /** A charge still being retried ends with its subscription. */
  function cancelRecycling(preapproval: SimulatedPreapproval, now: Date): void {
    for (const charge of state.authorizedPayments()) {
      if (charge.preapproval_id !== preapproval.id || charge.status !== 'recycling') continue;
      const cancelled: SimulatedAuthorizedPayment = {
        ...charge,
        status: 'cancelled',
        next_retry_date: null,
        last_modified: now.toISOString(),
      };
      state.putAuthorizedPayment(cancelled);
      notifyCharge(preapproval, cancelled, 'updated');
    }
  }

  function chargePayment(
    preapproval: SimulatedPreapproval,
    charge: SimulatedAuthorizedPayment,
    outcome: ChargeOutcome,
    now: Date,
  ): SimulatedPayment {
    const at = now.toISOString();
    const payment: SimulatedPayment = {
      id: state.nextPaymentId(),
      seller: preapproval.seller,
      collector_id: preapproval.collector_id,
      preference_id: '',
      preapproval_id: preapproval.id,
      merchant_order_id: state.nextMerchantOrderId(),
      external_reference: preapproval.external_reference,
      status: outcome,
      status_detail: outcome === 'approved' ? 'accredited' : 'cc_rejected_insufficient_amount',
      transaction_amount: charge.transaction_amount,
      transaction_amount_refunded: 0,
      currency_id: charge.currency_id,
      description: preapproval.reason,
      payment_type_id: 'credit_card',
      payment_method_id: preapproval.payment_method_id ?? 'visa',
      installments: 1,
      payer: { email: preapproval.payer_email },
      date_created: at,
      date_last_updated: at,
      date_approved: outcome === 'approved' ? at : null,
      refunds: [],
    };
    state.putPayment(payment);
    webhooks.notify(state.accountOf(preapproval.seller), payment, notificationUrlOf(preapproval), 'payment.created');
    return payment;
  }

  /**
   * Runs the subscription's next charge now: the next retry of a charge being recycled, else the
   * next period's charge (due at next_payment_date).
   */
  function runCharge(preapproval: SimulatedPreapproval, outcome: ChargeOutcome, now = new Date()): SimulatedAuthorizedPayment {
    if (preapproval.status !== 'authorized')
      throw new HttpError(400, `a ${preapproval.status} subscription is not charged`, 'invalid_status');
    const recycling = state
      .authorizedPayments()
      .find((charge) => charge.preapproval_id === preapproval.id && charge.status === 'recycling');
    let charge: SimulatedAuthorizedPayment;
    if (recycling) {
      charge = { ...recycling, retry_attempt: recycling.retry_attempt + 1 };
    } else {
      const due = preapproval.next_payment_date ? new Date(preapproval.next_payment_date) : now;
      charge = {
        id: state.nextAuthorizedPaymentId(),
        seller: preapproval.seller,
        preapproval_id: preapproval.id,
        type: 'scheduled',
        status: 'scheduled',
        date_created: now.toISOString(),
        last_modified: now.toISOString(),
        debit_date: due.toISOString(),
        next_retry_date: null,
        retry_attempt: 0,
        transaction_amount: preapproval.auto_recurring.transaction_amount,
        currency_id: preapproval.auto_recurring.currency_id,
        reason: preapproval.reason,
        external_reference: preapproval.external_reference,
        payment: null,
      };
      const firstDue = state
        .authorizedPayments()
        .filter((earlier) => earlier.preapproval_id === preapproval.id)
        .map((earlier) => earlier.debit_date)
        .sort()[0];
      preapproval.next_payment_date = addPeriods(
        due,
        preapproval.auto_recurring.frequency,
        preapproval.auto_recurring.frequency_type,
        preapproval.auto_recurring.billing_day ?? storeDayOfMonth(firstDue ?? due.toISOString()),
      ).toISOString();
    }
    const payment = chargePayment(preapproval, charge, outcome, now);
    charge.payment = { id: payment.id, status: payment.status, status_detail: payment.status_detail };
    charge.last_modified = now.toISOString();
    const summary = preapproval.summarized;
    if (outcome === 'approved') {
      charge.status = 'processed';
      charge.next_retry_date = null;
      summary.charged_quantity += 1;
      summary.charged_amount = Math.round((summary.charged_amount + charge.transaction_amount) * 100) / 100;
      summary.last_charged_date = now.toISOString();
      summary.last_charged_amount = charge.transaction_amount;
      summary.consecutive_rejections = 0;
    } else {
      const retriesLeft = charge.retry_attempt < MAX_RETRIES;
      charge.status = retriesLeft ? 'recycling' : 'processed';
      const retryDays = RETRY_DAYS[charge.retry_attempt];
      charge.next_retry_date = retriesLeft && retryDays ? addPeriods(new Date(charge.debit_date), retryDays, 'days').toISOString() : null;
      const counts = switches.subscriptions.cancelAfter === 'attempts' || !retriesLeft;
      if (counts) summary.consecutive_rejections += 1;
    }
    state.putAuthorizedPayment(charge);
    notifyCharge(preapproval, charge, charge.retry_attempt === 0 ? 'created' : 'updated');
    if (summary.consecutive_rejections >= CONSECUTIVE_REJECTIONS_TO_CANCEL) {
      preapproval.status = 'cancelled';
      preapproval.next_payment_date = null;
      cancelRecycling(preapproval, now);
    } else if (preapproval.auto_recurring.repetitions !== null && summary.charged_quantity >= preapproval.auto_recurring.repetitions) {
      preapproval.status = 'finished';
      preapproval.next_payment_date = null;
    }
    savePreapproval(preapproval, 'updated', now);
    return state.authorizedPayment(String(charge.id)) ?? charge;
  }

  /** The buyer authorized (at the init_point, or the seller sent her card token): the first charge runs now unless a free trial comes first. */
  function authorize(
    preapproval: SimulatedPreapproval,
    cardToken: string,
    firstCharge: ChargeOutcome,
    now: Date,
    action: 'created' | 'updated',
  ) {
    preapproval.status = 'authorized';
    preapproval.card_token_id = cardToken;
    preapproval.payment_method_id = 'visa';
    const requestedStart = preapproval.auto_recurring.start_date ? new Date(preapproval.auto_recurring.start_date) : now;
    const start = requestedStart > now ? requestedStart : now;
    const trial = preapproval.auto_recurring.free_trial;
    const first = trial ? addPeriods(start, trial.frequency, trial.frequency_type) : start;
    preapproval.next_payment_date = first.toISOString();
    savePreapproval(preapproval, action, now);
    if (first.getTime() <= now.getTime()) runCharge(preapproval, firstCharge, now);
    return state.preapproval(preapproval.id) ?? preapproval;
  }

  function newPreapproval(account: SimulatedAccount, body: Record<string, unknown>, now: Date): SimulatedPreapproval {
    const planId = body['preapproval_plan_id'];
    const plan = typeof planId === 'string' ? state.plan(planId) : null;
    if (planId !== undefined && (!plan || plan.seller !== account.seller))
      throw new HttpError(404, 'preapproval_plan_id not found', 'not_found');
    const id = newId();
    return {
      id,
      seller: account.seller,
      collector_id: account.collectorId,
      preapproval_plan_id: plan?.id ?? null,
      reason: plan ? plan.reason : requiredText(body['reason'], 'reason'),
      external_reference: optionalText(body['external_reference'], 'external_reference') ?? plan?.external_reference ?? null,
      payer_email: requiredEmail(body['payer_email']),
      back_url: plan ? plan.back_url : requiredUrl(body['back_url'], 'back_url'),
      notification_url: body['notification_url'] === undefined ? null : requiredUrl(body['notification_url'], 'notification_url'),
      auto_recurring: plan ? { ...plan.auto_recurring } : parseRecurrence(body['auto_recurring'], limits()),
      status: 'pending',
      init_point: `${url}/subscriptions/checkout?preapproval_id=${id}`,
      card_token_id: null,
      payment_method_id: null,
      date_created: now.toISOString(),
      last_modified: now.toISOString(),
      next_payment_date: null,
      version: 0,
      summarized: { charged_quantity: 0, charged_amount: 0, last_charged_date: null, last_charged_amount: null, consecutive_rejections: 0 },
    };
  }

  function changeStatus(preapproval: SimulatedPreapproval, status: PreapprovalStatus, now: Date): void {
    if (!STATUS_MOVES[preapproval.status].includes(status)) {
      throw new HttpError(400, `You can not change a subscription in status ${preapproval.status} to ${status}`, 'invalid_status');
    }
    preapproval.status = status;
    if (status === 'cancelled') {
      preapproval.next_payment_date = null;
      cancelRecycling(preapproval, now);
    }
    if (status === 'authorized' && preapproval.next_payment_date && Date.parse(preapproval.next_payment_date) < now.getTime()) {
      // Reactivated after its due date: charged from now, not for the paused time.
      preapproval.next_payment_date = now.toISOString();
    }
  }

  const ownPreapproval = (account: SimulatedAccount, id: string) => {
    const preapproval = state.preapproval(id);
    if (!preapproval || preapproval.seller !== account.seller) throw new HttpError(404, 'preapproval not found', 'not_found');
    return preapproval;
  };

  return {
    createPlan(account: SimulatedAccount, body: Record<string, unknown>): SimulatedPlan {
      const now = new Date().toISOString();
      const id = newId();
      const plan: SimulatedPlan = {
        id,
        seller: account.seller,
        collector_id: account.collectorId,
        reason: requiredText(body['reason'], 'reason'),
        back_url: requiredUrl(body['back_url'], 'back_url'),
        external_reference: optionalText(body['external_reference'], 'external_reference'),
        auto_recurring: parseRecurrence(body['auto_recurring'], limits()),
        status: 'active',
        init_point: `${url}/subscriptions/checkout?preapproval_plan_id=${id}`,
        date_created: now,
        last_modified: now,
      };
      state.putPlan(plan);
      webhooks.notifyResource(account, state.notificationUrlOf(account.seller), 'subscription_preapproval_plan', id, 'created');
      return plan;
    },

    ownPlan(account: SimulatedAccount, id: string): SimulatedPlan {
      const plan = state.plan(id);
      if (!plan || plan.seller !== account.seller) throw new HttpError(404, 'preapproval_plan not found', 'not_found');
      return plan;
    },

    /** PUT /preapproval_plan/:id: reason and amount, synchronised to the plan's live subscriptions. */
    updatePlan(plan: SimulatedPlan, body: Record<string, unknown>): SimulatedPlan {
      const now = new Date();
      const updated: SimulatedPlan = { ...plan, auto_recurring: { ...plan.auto_recurring }, last_modified: now.toISOString() };
      if (body['reason'] !== undefined) updated.reason = requiredText(body['reason'], 'reason');
      const recurrence = body['auto_recurring'] as Record<string, unknown> | undefined;
      if (recurrence?.['transaction_amount'] !== undefined)
        updated.auto_recurring.transaction_amount = checkAmount(recurrence['transaction_amount'], limits());
      state.putPlan(updated);
      webhooks.notifyResource(
        state.accountOf(plan.seller),
        state.notificationUrlOf(plan.seller),
        'subscription_preapproval_plan',
        plan.id,
        'updated',
      );
      for (const preapproval of state.preapprovals()) {
        if (preapproval.preapproval_plan_id !== plan.id || preapproval.status === 'cancelled' || preapproval.status === 'finished')
          continue;
        preapproval.reason = updated.reason;
        preapproval.auto_recurring.transaction_amount = updated.auto_recurring.transaction_amount;
        savePreapproval(preapproval, 'updated', now);
      }
      return updated;
    },

    /** POST /preapproval: pending (an init_point to authorize at) or authorized with a card token. */
    createPreapproval(account: SimulatedAccount, body: Record<string, unknown>): SimulatedPreapproval {
      const now = new Date();
      const status = body['status'] ?? 'pending';
      if (status !== 'pending' && status !== 'authorized')
        throw new HttpError(400, 'status invalid (pending or authorized)', 'invalid_status');
      const preapproval = newPreapproval(account, body, now);
      if (status === 'authorized') {
        const token = requiredText(body['card_token_id'], 'card_token_id');
        return authorize(preapproval, token, token.includes('rejected') ? 'rejected' : 'approved', now, 'created');
      }
      return savePreapproval(preapproval, 'created', now);
    },

    ownPreapproval,

    /** PUT /preapproval/:id: amount, card, reason, reference, back_url and status (pause, reactivate, cancel). */
    updatePreapproval(preapproval: SimulatedPreapproval, body: Record<string, unknown>): SimulatedPreapproval {
      const now = new Date();
      if (preapproval.status === 'cancelled' || preapproval.status === 'finished') {
        throw new HttpError(400, `You can not modify a subscription in status ${preapproval.status}`, 'invalid_status');
      }
      const updated: SimulatedPreapproval = structuredClone(preapproval);
      const recurrence = body['auto_recurring'] as Record<string, unknown> | undefined;
      if (recurrence !== undefined) {
        if (recurrence['currency_id'] !== undefined && recurrence['currency_id'] !== 'ARS') {
          throw new HttpError(400, 'auto_recurring.currency_id invalid (ARS)', 'invalid_currency_id');
        }
        if (recurrence['transaction_amount'] !== undefined) {
          updated.auto_recurring.transaction_amount = checkAmount(recurrence['transaction_amount'], limits());
        }
      }
      if (body['reason'] !== undefined) updated.reason = requiredText(body['reason'], 'reason');
      if (body['external_reference'] !== undefined)
        updated.external_reference = optionalText(body['external_reference'], 'external_reference');
      if (body['back_url'] !== undefined) updated.back_url = requiredUrl(body['back_url'], 'back_url');
      const token = body['card_token_id'];
      if (token !== undefined) updated.card_token_id = requiredText(token, 'card_token_id');
      updated.version += 1;
      if (body['status'] !== undefined) {
        const status = body['status'];
        if (status === 'authorized' && updated.status === 'pending') {
          if (!updated.card_token_id) throw new HttpError(400, 'card_token_id needed to authorize', 'invalid_card_token_id');
          return authorize(updated, updated.card_token_id, 'approved', now, 'updated');
        }
        if (status !== 'paused' && status !== 'authorized' && status !== 'cancelled')
          throw new HttpError(400, 'status invalid', 'invalid_status');
        changeStatus(updated, status, now);
      }
      return savePreapproval(updated, 'updated', now);
    },

    /** The buyer, at the init_point: authorizes a pending subscription, or subscribes to a plan. */
    authorizeAtCheckout(
      target: { preapprovalId?: string; planId?: string; payerEmail?: string },
      firstCharge: ChargeOutcome,
    ): SimulatedPreapproval {
      const now = new Date();
      if (target.planId) {
        const plan = state.plan(target.planId);
        if (!plan) throw new HttpError(404, 'preapproval_plan not found', 'not_found');
        const preapproval = newPreapproval(
          state.accountOf(plan.seller),
          { preapproval_plan_id: plan.id, payer_email: target.payerEmail },
          now,
        );
        return authorize(preapproval, `card-${newId()}`, firstCharge, now, 'created');
      }
      const preapproval = state.preapproval(target.preapprovalId ?? '');
      if (!preapproval) throw new HttpError(404, 'preapproval not found', 'not_found');
      if (preapproval.status !== 'pending')
        throw new HttpError(400, `a ${preapproval.status} subscription cannot be authorized`, 'invalid_status');
      return authorize(preapproval, `card-${newId()}`, firstCharge, now, 'updated');
    },

    runCharge: (preapprovalId: string, outcome: ChargeOutcome) => {
      const preapproval = state.preapproval(preapprovalId);
      if (!preapproval) throw new HttpError(404, 'preapproval not found', 'not_found');
      return runCharge(preapproval, outcome);
    },

    /** A change made at Mercado Pago, not by the seller's API (the buyer in Mercado Pago's app). */
    statusAtMercadoPago(preapprovalId: string, status: unknown): SimulatedPreapproval {
      const preapproval = state.preapproval(preapprovalId);
      if (!preapproval) throw new HttpError(404, 'preapproval not found', 'not_found');
      if (status !== 'paused' && status !== 'authorized' && status !== 'cancelled')
        throw new HttpError(400, 'status invalid', 'invalid_status');
      const now = new Date();
      changeStatus(preapproval, status, now);
      return savePreapproval(preapproval, 'updated', now);
    },

    preapprovalView(preapproval: SimulatedPreapproval): Record<string, unknown> {
      const { seller: _seller, card_token_id: _card, summarized, ...view } = preapproval;
      const { consecutive_rejections: _internal, ...summary } = summarized;
      return { ...view, summarized: summary };
    },

    authorizedPaymentView(charge: SimulatedAuthorizedPayment): Record<string, unknown> {
      const { seller: _seller, ...view } = charge;
      return view;
    },
  };
}

export type SubscriptionBook = ReturnType<typeof createSubscriptionBook>;
