// The type of the allow-list for the TypeScript tests that read it (the list itself is plain
// JavaScript, as ESLint's configuration loads it).
export declare const GENERATED_TYPES_ALLOW_LIST: readonly string[];
