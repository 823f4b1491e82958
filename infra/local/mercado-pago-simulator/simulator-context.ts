// What every part of the simulator shares: its state, its switches (set from the control panel or
// its JSON API), the payments, the webhook sender, and the shape of a route handler.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PaymentBook } from './payment-book';
import { applyRefundSwitches, type RefundSwitches } from './refund-rules';
import type { SellerName, SimulatorState } from './simulator-state';
import type { SubscriptionBook, SubscriptionSwitches } from './subscription-book';
import type { WebhookSender } from './webhook-sender';

export interface SimulatorSwitches {
  /** Every API call answers 503 (Mercado Pago unreachable). */
  down: boolean;
  /** Refunds refused as Mercado Pago refuses them when the seller's balance is short. */
  refuseRefunds: boolean;
  /** How long after a change the payments search finds it (payment-search.ts). */
  searchDelayMs: number;
  refund: RefundSwitches;
  subscriptions: SubscriptionSwitches;
}

export interface SimulatorContext {
  url: string;
  state: SimulatorState;
  webhooks: WebhookSender;
  switches: SimulatorSwitches;
  payments: PaymentBook;
  subscriptions: SubscriptionBook;
  sellerName: (seller: SellerName) => string;
  log: (line: string) => void;
}

/** Answers the request and says true, or says false when the path is not its own. */
export type RouteHandler = (req: IncomingMessage, res: ServerResponse, path: string, query: URLSearchParams) => Promise<boolean>;

export type SettingsInput = {
  down?: unknown;
  duplicates?: unknown;
  delayMs?: unknown;
  hold?: unknown;
  lose?: unknown;
  refuseRefunds?: unknown;
  retryTimestamp?: unknown;
  refundOutcome?: unknown;
  strictIdempotency?: unknown;
  refundWindowDays?: unknown;
  searchDelayMs?: unknown;
  cancelAfter?: unknown;
  minAmount?: unknown;
  maxAmount?: unknown;
};

/** Applies the switches given (others unchanged); values out of range are ignored. */
export function applySettings(context: SimulatorContext, values: SettingsInput): void {
  const { switches, webhooks } = context;
  if (typeof values.down === 'boolean') switches.down = values.down;
  if (values.retryTimestamp === 'keep' || values.retryTimestamp === 're-sign') webhooks.switches.retryTimestamp = values.retryTimestamp;
  applyRefundSwitches(switches.refund, values);
  if (typeof values.refuseRefunds === 'boolean') switches.refuseRefunds = values.refuseRefunds;
  const searchDelay = Number(values.searchDelayMs);
  if (values.searchDelayMs !== undefined && Number.isFinite(searchDelay) && searchDelay >= 0 && searchDelay <= 86_400_000) {
    switches.searchDelayMs = searchDelay;
  }
  if (typeof values.hold === 'boolean') webhooks.switches.hold = values.hold;
  if (typeof values.lose === 'boolean') webhooks.switches.lose = values.lose;
  const duplicates = Number(values.duplicates);
  if (values.duplicates !== undefined && Number.isInteger(duplicates) && duplicates >= 0 && duplicates <= 100) {
    webhooks.switches.duplicates = duplicates;
  }
  const delay = Number(values.delayMs);
  if (values.delayMs !== undefined && Number.isFinite(delay) && delay >= 0 && delay <= 600_000) webhooks.switches.delayMs = delay;
  if (values.cancelAfter === 'charges' || values.cancelAfter === 'attempts') switches.subscriptions.cancelAfter = values.cancelAfter;
  const minAmount = Number(values.minAmount);
  if (values.minAmount !== undefined && Number.isFinite(minAmount) && minAmount > 0) switches.subscriptions.minAmount = minAmount;
  const maxAmount = Number(values.maxAmount);
  if (values.maxAmount !== undefined && Number.isFinite(maxAmount) && maxAmount > 0) switches.subscriptions.maxAmount = maxAmount;
}

/** The switches as the settings API answers them. */
export function settingsView(context: SimulatorContext) {
  const { switches, webhooks } = context;
  return {
    down: switches.down,
    refuseRefunds: switches.refuseRefunds,
    searchDelayMs: switches.searchDelayMs,
    ...switches.refund,
    ...switches.subscriptions,
    ...webhooks.switches,
    held: webhooks.heldCount(),
  };
}
