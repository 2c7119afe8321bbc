import { z } from 'zod';

// zod's own messages (a wrong type where a schema has no message of its own) in Russian, like
// every other refusal the API gives. Imported for this side effect by each module that builds a schema.
z.config(z.locales.ru());

// No compiled parsers: zod probes whether it may compile them with `new Function`, and the console's
// strict CSP reports that probe as a violation (script-src eval) even though zod catches the refusal.
z.config({ jitless: true });
