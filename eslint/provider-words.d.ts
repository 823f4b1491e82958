// The types of provider-words.js, for the test that lints with it (test/unit/provider-words.test.ts).
export declare const MERCADO_PAGO_PAYMENT_WORDS: readonly string[];
export declare const PROVIDER_WORDS_MESSAGE: string;
export declare const PROVIDER_WORD_FREE_FOLDERS: readonly string[];
export declare const providerWords: readonly Record<string, unknown>[];
