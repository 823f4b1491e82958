// A payment provider's words stay out of the domain and the repositories: functions/domain decides
// on the payment facts in its own words (domain/payment-facts.ts: APPROVED, PENDING, CHARGED_BACK,
// …), and Mercado Pago's statuses are read through one table, functions/payment-words/
// (mercado-pago-payment-words.ts: the provider's adapter builds its facts with it, the order
// records read a recorded payment's state back with it; decision 163). A string in functions/domain
// or functions/data that is one of Mercado Pago's payment statuses or status details fails lint, so
// the table cannot be written again there; the provider's words a payment carries (recorded as
// said, shown to the admin) pass through both as opaque values, never as literals.
//
// Imported by eslint.config.js; test/unit/provider-words.test.ts lints a deliberate one.

/** Mercado Pago's payment statuses and status details (Checkout API, "Get payment status"). */
export const MERCADO_PAGO_PAYMENT_WORDS = [
  // status
  'approved',
  'authorized',
  'pending',
  'in_process',
  'in_mediation',
  'rejected',
  'cancelled',
  'refunded',
  'charged_back',
  // status_detail
  'accredited',
  'partially_refunded',
  'pending_capture',
  'offline_process',
  'pending_contingency',
  'pending_review_manual',
  'deferred_retry',
  'pending_waiting_transfer',
  'pending_waiting_payment',
  'pending_challenge',
  'expired',
  'by_collector',
  'by_payer',
  'by_admin',
  'settled',
  'reimbursed',
  'bank_error',
  'rejected_by_bank',
  'rejected_insufficient_data',
];

const WORDS = `^(?:${MERCADO_PAGO_PAYMENT_WORDS.join('|')}|cc_rejected_\\w+)$`;

export const PROVIDER_WORDS_MESSAGE =
  "Mercado Pago's payment words stay out of functions/domain and functions/data: decide on the payment's facts (domain/payment-facts.ts); " +
  'payment-words/mercado-pago-payment-words.ts is the one table of the provider’s statuses (eslint/provider-words.js).';

/** The folders whose sources hold none of the provider's words as a literal. */
export const PROVIDER_WORD_FREE_FOLDERS = ['functions/domain', 'functions/data'];

/** The flat-config entry for functions/domain and functions/data. */
export const providerWords = [
  {
    files: PROVIDER_WORD_FREE_FOLDERS.map((folder) => `${folder}/**/*.ts`),
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: `Literal[value=/${WORDS}/]`, message: PROVIDER_WORDS_MESSAGE },
        { selector: `TemplateElement[value.raw=/${WORDS}/]`, message: PROVIDER_WORDS_MESSAGE },
      ],
    },
  },
];
