// `npm run bench`: every benchmark in turn (listing and profile, then the queue). Each sets a
// failing exit code when it misses a target; the others still run.
export {};

await import('./run');
await import('./queue');
