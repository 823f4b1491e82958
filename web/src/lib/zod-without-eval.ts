// Zod 4 compiles object schemas with `new Function` when it can, and probes for it first; under
// the store's CSP (script-src 'self', no 'unsafe-eval') the probe is refused and reported as a
// CSP violation on every page that validates a form. Jitless mode skips both: the browser's forms
// validate a handful of fields, where the compiled fast path gains nothing. Imported first by the
// entry, before any schema is built (the setting is read when a schema is created).
import { config } from 'zod';

config({ jitless: true });
