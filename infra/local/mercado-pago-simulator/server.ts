// A local Mercado Pago: the subset of its HTTP API the store uses, plus the pages a tester needs.
// Each job in its own module:
//   api-routes.ts       the seller's API (preferences, payments, search, refunds, IPN resources)
//   subscription-routes.ts  Suscripciones: the seller's API and the buyer's authorization page
//   subscription-book.ts    plans, preapprovals, each period's charge, recycling (decision 074)
//   checkout-routes.ts  the buyer's checkout pages (init_point, pay, result)
//   control-routes.ts   the control panel at /_simulator and its JSON API for tests
//   payment-book.ts     payments and their changes, each with its notification (webhook-sender.ts)
// API calls need "Authorization: Bearer <seller access token>" and only see that seller's data.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { listen, redirect, sendJson } from '../http';
import { createApiRoutes } from './api-routes';
import { createCheckoutRoutes } from './checkout-routes';
import { createControlRoutes } from './control-routes';
import { createPaymentBook } from './payment-book';
import { DEFAULT_REFUND_SWITCHES } from './refund-rules';
import type { RouteHandler, SimulatorContext, SimulatorSwitches } from './simulator-context';
import { errorBody, HttpError } from './simulator-errors';
import { openSimulatorState, type SellerName, type SimulatedAccount } from './simulator-state';
import { createSubscriptionBook } from './subscription-book';
import { DEFAULT_AMOUNT_LIMITS } from './subscription-rules';
import { createSubscriptionCheckoutRoutes, createSubscriptionRoutes } from './subscription-routes';
import { createWebhookSender } from './webhook-sender';

export interface MercadoPagoSimulatorOptions {
  port: number;
  dataDir: string;
  sellerNames?: Partial<Record<SellerName, string>>;
  log?: (line: string) => void;
}

export interface MercadoPagoSimulator {
  url: string;
  server: Server;
  accounts: readonly SimulatedAccount[];
  /** Waits for webhook deliveries under way. */
  idle(): Promise<void>;
}

function createContext(options: MercadoPagoSimulatorOptions): SimulatorContext {
  const log = options.log ?? (() => undefined);
  const state = openSimulatorState(options.dataDir);
  const webhooks = createWebhookSender(log);
  const switches: SimulatorSwitches = {
    down: false,
    refuseRefunds: false,
    searchDelayMs: 0,
    refund: { ...DEFAULT_REFUND_SWITCHES },
    subscriptions: { cancelAfter: 'charges', ...DEFAULT_AMOUNT_LIMITS },
  };
  const url = `http://localhost:${options.port}`;
  return {
    url,
    state,
    webhooks,
    switches,
    payments: createPaymentBook({ url, state, webhooks, refundSwitches: switches.refund, log }),
    subscriptions: createSubscriptionBook({ url, state, webhooks, switches }),
    sellerName: (seller) => options.sellerNames?.[seller] ?? seller,
    log,
  };
}

/** Runs the handlers in order until one answers; a refusal becomes Mercado Pago's error body. */
function dispatch(context: SimulatorContext, handlers: readonly RouteHandler[]) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const requestUrl = new URL(req.url ?? '/', context.url);
    const path = requestUrl.pathname.replace(/\/+$/, '') || '/';
    try {
      for (const handler of handlers) if (await handler(req, res, path, requestUrl.searchParams)) return;
      if (path === '/') return redirect(res, '/_simulator');
      throw new HttpError(404, `no route ${req.method} ${path}`, 'not_found');
    } catch (error) {
      const status = error instanceof HttpError ? error.status : 500;
      const message = error instanceof Error ? error.message : String(error);
      if (status === 500) context.log(`Mercado Pago simulado: error ${message}`);
      sendJson(res, status, error instanceof HttpError ? errorBody(error) : { message, error: 'internal_error', status, cause: [] });
    }
  };
}

export async function startMercadoPagoSimulator(options: MercadoPagoSimulatorOptions): Promise<MercadoPagoSimulator> {
  const context = createContext(options);
  const handle = dispatch(context, [
    createSubscriptionRoutes(context),
    createApiRoutes(context),
    createCheckoutRoutes(context),
    createSubscriptionCheckoutRoutes(context),
    createControlRoutes(context),
  ]);
  const server = createServer((req, res) => void handle(req, res));
  server.on('close', () => context.state.flush());
  await listen(server, options.port);
  context.log(`Mercado Pago simulado en ${context.url}/_simulator`);
  return { url: context.url, server, accounts: context.state.accounts(), idle: () => context.webhooks.idle() };
}
