// The functions that reserve Lambda concurrency, and how much: the CDK reserves it
// (infra/stacks/api-stack.ts) and `npm run preflight` checks the account's quota against the
// sum, from this one definition. Plain data, no imports.

export const RESERVED_CONCURRENCY = {
  /** One publish at a time: two renders of the storefront would race on the same files. */
  publish: 1,
  /** One invoice worker at a time: ARCA numbers each point of sale's documents in sequence. */
  invoiceWorker: 1,
  /**
   * The payment webhook (a public Function URL) never takes more than this: a flood of
   * notifications, signed or not, leaves the resolvers their executions, and the webhook keeps
   * these for itself whatever the resolvers do. Past it Lambda answers 429 and Mercado Pago delivers
   * the notification again later (it retries whatever is not a 2xx); the sweep and the scheduled
   * search of payment changes apply what no notification brought.
   */
  paymentWebhook: 20,
} as const;

/** AWS keeps at least this many executions unreserved: a reservation that leaves fewer is refused. */
export const LAMBDA_MINIMUM_UNRESERVED = 10;

/**
 * Unreserved executions the store wants beyond AWS's minimum: every resolver, the webhook and the
 * mail sender share them, and a launch (hundreds of buyers at once, each page 2–5 API calls of
 * ~100 ms) needs tens at a time. A new account's quota of 10 would throttle the whole store.
 */
export const STORE_UNRESERVED_HEADROOM = 100;
