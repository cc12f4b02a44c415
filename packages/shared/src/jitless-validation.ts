import { config } from 'zod/v4';

/*
 * Zod as the web app sees it: the web build maps every `import ... from 'zod'` here. Zod compiles
 * object schemas with `new Function` when the page allows it, and finds out by trying once; under
 * the app's Content-Security-Policy (no 'unsafe-eval') that try is refused and reported as a
 * violation, even though Zod falls back quietly. Switching the compiler off here, before any schema
 * exists, skips the try wherever and whenever Zod is loaded (the first page a visitor opens may not
 * need it at all). The API imports Zod directly and keeps the faster compiled parsers.
 */
config({ jitless: true });

export * from 'zod/v4';
