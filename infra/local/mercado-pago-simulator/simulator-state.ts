// The simulator's memory: sellers' accounts (credentials), preferences, payments, Suscripciones
// (plans, preapprovals, authorized payments) and idempotency keys, kept in one JSON file in the
// local data folder so a restarted stack still knows the checkouts and payments it issued. Written
// atomically (temp file + rename), at most once every SAVE_EVERY_MS and at close: the file holds
// every preference and payment, and writing it whole after each change made 200 buyers at once
// cost O(n²) serialisations on the simulator's event loop.
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export type SellerName = 'STORE' | 'DELFI';

export interface SimulatedAccount {
  seller: SellerName;
  /** Mercado Pago's collector (user) id. */
  collectorId: number;
  accessToken: string;
  webhookSecret: string;
}

export interface SimulatedPreference {
  id: string;
  seller: SellerName;
  collector_id: number;
  init_point: string;
  sandbox_init_point: string;
  items: { id?: string; title: string; description?: string; quantity: number; currency_id: string; unit_price: number }[];
  payer: Record<string, unknown>;
  back_urls: { success?: string; pending?: string; failure?: string };
  auto_return: string | null;
  notification_url: string | null;
  external_reference: string | null;
  expires: boolean;
  expiration_date_from: string | null;
  expiration_date_to: string | null;
  /** payment_methods.installments: most instalments the buyer may choose (absent: 1). */
  payment_methods?: { installments: number };
  date_created: string;
  merchant_order_id: number;
}

export interface SimulatedPayment {
  id: number;
  seller: SellerName;
  collector_id: number;
  preference_id: string;
  merchant_order_id: number;
  external_reference: string | null;
  status: string;
  status_detail: string;
  transaction_amount: number;
  transaction_amount_refunded: number;
  currency_id: string;
  description: string;
  payment_type_id: string;
  payment_method_id: string;
  installments?: number;
  payer: { email: string | null };
  date_created: string;
  date_last_updated: string;
  date_approved: string | null;
  refunds: { id: number; payment_id: number; amount: number; status: string; date_created: string }[];
  /** A payment in cash (ticket): when its voucher can no longer be paid (absent on other payments). */
  date_of_expiration?: string | null;
  /** A payment in cash: the voucher's page the simulator serves (external_resource_url). */
  transaction_details?: { external_resource_url: string | null };
  /** A subscription's charge: the preapproval it belongs to (its preference_id is then ''). */
  preapproval_id?: string;
}

/** auto_recurring, as Suscripciones takes it on a plan or a subscription. */
export interface SimulatedRecurrence {
  frequency: number;
  frequency_type: 'days' | 'months';
  transaction_amount: number;
  currency_id: string;
  repetitions: number | null;
  billing_day: number | null;
  billing_day_proportional: boolean;
  free_trial: { frequency: number; frequency_type: 'days' | 'months' } | null;
  start_date: string | null;
  end_date: string | null;
}

export interface SimulatedPlan {
  id: string;
  seller: SellerName;
  collector_id: number;
  reason: string;
  back_url: string;
  external_reference: string | null;
  auto_recurring: SimulatedRecurrence;
  status: 'active' | 'cancelled';
  init_point: string;
  date_created: string;
  last_modified: string;
}

export type PreapprovalStatus = 'pending' | 'authorized' | 'paused' | 'cancelled' | 'finished';

export interface SimulatedPreapproval {
  id: string;
  seller: SellerName;
  collector_id: number;
  preapproval_plan_id: string | null;
  reason: string;
  external_reference: string | null;
  payer_email: string;
  back_url: string;
  notification_url: string | null;
  auto_recurring: SimulatedRecurrence;
  status: PreapprovalStatus;
  init_point: string;
  /** The card's token the buyer authorized with (null while pending). */
  card_token_id: string | null;
  payment_method_id: string | null;
  date_created: string;
  last_modified: string;
  next_payment_date: string | null;
  version: number;
  summarized: {
    charged_quantity: number;
    charged_amount: number;
    last_charged_date: string | null;
    last_charged_amount: number | null;
    /** Charges ended rejected in a row (or rejected attempts, by the switch), reset by an approval. */
    consecutive_rejections: number;
  };
}

/** One period's charge ("factura"): scheduled, recycling after a rejection, processed or cancelled. */
export interface SimulatedAuthorizedPayment {
  id: number;
  seller: SellerName;
  preapproval_id: string;
  type: 'scheduled';
  status: 'scheduled' | 'recycling' | 'processed' | 'cancelled';
  date_created: string;
  last_modified: string;
  debit_date: string;
  next_retry_date: string | null;
  retry_attempt: number;
  transaction_amount: number;
  currency_id: string;
  reason: string;
  external_reference: string | null;
  payment: { id: number; status: string; status_detail: string } | null;
}

interface StoredState {
  accounts: SimulatedAccount[];
  preferences: Record<string, SimulatedPreference>;
  payments: Record<string, SimulatedPayment>;
  /** `${seller}:${X-Idempotency-Key}` → the JSON answer given the first time. */
  idempotency: Record<string, { status: number; body: unknown }>;
  nextPaymentId: number;
  nextMerchantOrderId: number;
  /** Suscripciones (absent in a state file written before the simulator had them). */
  plans?: Record<string, SimulatedPlan>;
  preapprovals?: Record<string, SimulatedPreapproval>;
  authorizedPayments?: Record<string, SimulatedAuthorizedPayment>;
  nextAuthorizedPaymentId?: number;
  /** The seller's application-level notification URL ("Your integrations → Webhooks"). */
  notificationUrls?: Partial<Record<SellerName, string>>;
}

function newAccount(seller: SellerName, collectorId: number): SimulatedAccount {
  return {
    seller,
    collectorId,
    accessToken: `APP_USR-${collectorId}-${randomBytes(16).toString('hex')}`,
    webhookSecret: randomBytes(24).toString('hex'),
  };
}

const SAVE_EVERY_MS = 200;

export function openSimulatorState(dataDir: string) {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'state.json');
  const state: StoredState = existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as StoredState)
    : {
        accounts: [
          newAccount('STORE', 100_000_000 + Math.floor(Math.random() * 1e6)),
          newAccount('DELFI', 200_000_000 + Math.floor(Math.random() * 1e6)),
        ],
        preferences: {},
        payments: {},
        idempotency: {},
        nextPaymentId: 1_300_000_001,
        nextMerchantOrderId: 20_000_000_001,
      };

  const plans = (state.plans ??= {});
  const preapprovals = (state.preapprovals ??= {});
  const authorizedPayments = (state.authorizedPayments ??= {});
  const notificationUrls = (state.notificationUrls ??= {});

  let pendingSave: NodeJS.Timeout | null = null;
  const flush = () => {
    if (pendingSave) clearTimeout(pendingSave);
    pendingSave = null;
    const temporary = `${file}.${randomUUID()}.tmp`;
    writeFileSync(temporary, JSON.stringify(state, null, 1), { mode: 0o600 });
    renameSync(temporary, file);
  };
  const save = () => {
    pendingSave ??= setTimeout(flush, SAVE_EVERY_MS);
  };
  flush();

  return {
    /** Writes what changed since the last save now (the server calls it when it closes). */
    flush: () => {
      if (pendingSave) flush();
    },
    accounts: (): readonly SimulatedAccount[] => state.accounts,
    accountByToken: (token: string) => state.accounts.find((account) => account.accessToken === token) ?? null,
    accountOf: (seller: SellerName) => state.accounts.find((account) => account.seller === seller)!,
    preference: (id: string) => state.preferences[id] ?? null,
    payment: (id: string) => state.payments[id] ?? null,
    payments: (): SimulatedPayment[] => Object.values(state.payments).sort((a, b) => a.id - b.id),
    remembered: (key: string) => state.idempotency[key] ?? null,
    remember(key: string, answer: { status: number; body: unknown }) {
      state.idempotency[key] = answer;
      save();
    },
    nextMerchantOrderId: () => {
      state.nextMerchantOrderId += 1;
      return state.nextMerchantOrderId;
    },
    nextPaymentId: () => {
      state.nextPaymentId += 1;
      return state.nextPaymentId;
    },
    putPreference(preference: SimulatedPreference) {
      state.preferences[preference.id] = preference;
      save();
    },
    putPayment(payment: SimulatedPayment) {
      state.payments[String(payment.id)] = payment;
      save();
    },
    plan: (id: string) => plans[id] ?? null,
    putPlan(plan: SimulatedPlan) {
      plans[plan.id] = plan;
      save();
    },
    preapproval: (id: string) => preapprovals[id] ?? null,
    preapprovals: (): SimulatedPreapproval[] => Object.values(preapprovals),
    putPreapproval(preapproval: SimulatedPreapproval) {
      preapprovals[preapproval.id] = preapproval;
      save();
    },
    authorizedPayment: (id: string) => authorizedPayments[id] ?? null,
    authorizedPayments: (): SimulatedAuthorizedPayment[] => Object.values(authorizedPayments).sort((a, b) => a.id - b.id),
    putAuthorizedPayment(charge: SimulatedAuthorizedPayment) {
      authorizedPayments[String(charge.id)] = charge;
      save();
    },
    nextAuthorizedPaymentId: () => {
      state.nextAuthorizedPaymentId = (state.nextAuthorizedPaymentId ?? 7_000_000_000) + 1;
      return state.nextAuthorizedPaymentId;
    },
    notificationUrlOf: (seller: SellerName) => notificationUrls[seller] ?? null,
    setNotificationUrl(seller: SellerName, url: string | null) {
      if (url) notificationUrls[seller] = url;
      else delete notificationUrls[seller];
      save();
    },
  };
}

/** @public The module's API, for the simulator server that wires it. */
export type SimulatorState = ReturnType<typeof openSimulatorState>;
