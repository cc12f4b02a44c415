import pino from 'pino';

/**
 * The server's log: lines go to standard output through an asynchronous buffer, written many
 * lines at a time: one write per request line cost a busy server about a tenth of its read throughput.
 */
export interface LogOutput {
  stream: ReturnType<typeof pino.destination>;
  /**
   * Writes out what the buffer still holds, trying for at most `ms` (blocking), then drops the
   * rest. Left alone, pino writes it out on exit and, while whoever reads standard output is not
   * reading, sleeps in `Atomics.wait` and retries without end: a stalled log reader kept a stopped
   * server alive forever.
   */
  release(ms: number): void;
}

/**
 * Log lines gather up to this many bytes before one write: each write wakes a worker thread, which
 * on a busy server cost more than the write itself.
 */
const BATCH_BYTES = 16 * 1024;
/** The most one write carries: what a pipe holds by default on Linux. */
const MAX_WRITE_BYTES = 64 * 1024;
/** The longest a quiet server keeps a line back before writing what it has. */
const FLUSH_EVERY_MS = 250;

export function createLogOutput(): LogOutput {
  let giveUpAt = Number.POSITIVE_INFINITY;
  // A full pipe answers EAGAIN; until release the stream keeps retrying in the background.
  const stream = pino.destination({
    dest: 1,
    sync: false,
    minLength: BATCH_BYTES,
    maxWrite: MAX_WRITE_BYTES,
    retryEAGAIN: () => Date.now() < giveUpAt,
  });
  const flusher = setInterval(() => stream.flush(), FLUSH_EVERY_MS);
  flusher.unref();
  return {
    stream,
    release(ms) {
      clearInterval(flusher);
      giveUpAt = Date.now() + ms;
      try {
        stream.flushSync();
      } catch {
        // The reader did not take the rest in time (or has gone): it is dropped.
      }
      // A destroyed stream is one pino no longer writes out on exit.
      stream.destroy();
    },
  };
}
