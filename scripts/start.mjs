// `npm start`: builds what is missing or out of date, then runs the compiled server in this same
// process: plain `node`, no TypeScript loader.
import { buildIfStale } from './build-if-stale.mjs';

try {
  buildIfStale();
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}

// npm runs this through `sh -c`, and a SIGTERM sent to npm reaches only that shell, which dies
// without passing it on. Losing the parent therefore means the same as SIGTERM: stop cleanly.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) process.kill(process.pid, 'SIGTERM');
}, 500).unref();

// Stack traces point into the TypeScript sources.
process.setSourceMapsEnabled(true);
await import('../apps/api/dist/server.js');
