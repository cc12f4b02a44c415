import pino from 'pino';

/** The server's log: lines go to standard output through an asynchronous buffer. */
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

export function createLogOutput(): LogOutput {
  let giveUpAt = Number.POSITIVE_INFINITY;
  // A full pipe answers EAGAIN; until release the stream keeps retrying in the background.
  const stream = pino.destination({ dest: 1, sync: false, retryEAGAIN: () => Date.now() < giveUpAt });
  return {
    stream,
    release(ms) {
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
