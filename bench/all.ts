// `npm run bench`: every benchmark in turn (the web app's per-route JavaScript, listing and profile,
// near me, the queue, appointment slots and bookings, then what syncing writes costs). Each sets a failing exit code when it misses a target; the others still run.
// The Lighthouse run (`npm run bench:lighthouse`) is not part of it: it needs Chromium.
export {};

await import('./bundle-size');
await import('./run');
await import('./near');
await import('./queue');
await import('./slots');
await import('./writes');
