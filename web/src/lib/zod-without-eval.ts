// Zod's classic object schemas compile themselves with `new Function` when they can, and probe for
// it first; under the store's CSP (script-src 'self', no 'unsafe-eval') the probe is refused and
// reported as a CSP violation. The shared schemas are built with zod/mini, which never compiles;
// jitless mode keeps it that way for any schema built with classic zod later. Imported first by
// the entry, before any schema is built (the setting is read when a schema is created).
import { config } from 'zod/mini';

config({ jitless: true });
