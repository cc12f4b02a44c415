import { z } from 'zod';

/*
 * Imported first by the web app. Zod compiles object schemas with `new Function` when the page
 * allows it, and finds out by trying once; under the app's Content-Security-Policy (no
 * 'unsafe-eval') that try is refused and reported as a violation, even though Zod falls back
 * quietly. Switching the compiler off skips the try. The API keeps the faster compiled parsers.
 */
z.config({ jitless: true });
