import { writeSync } from 'node:fs';
import pino from 'pino';

/**
 * The server's log: lines go to standard output through an asynchronous buffer, written many
 * lines at a time: one write per request line cost a busy server about a tenth of its read throughput.
 */
export interface LogOutput {
  /** Where pino and the access log write their lines. */
  stream: LineBatch;
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
/** How long an unplanned exit may block writing out the last lines. */
const EXIT_FLUSH_MS = 500;
const pause = new Int32Array(new SharedArrayBuffer(4));

type Destination = ReturnType<typeof pino.destination>;

/**
 * Lines gathered into one string per write to the destination, counted as they come. The
 * destination (sonic-boom) measures the UTF-8 length of everything it holds on every line it is
 * given, so handing it each line of a 16 KB batch cost a busy server more than writing them out.
 */
export class LineBatch {
  private lines: string[] = [];
  /** UTF-16 units, as near to bytes as a threshold needs (log lines are nearly all ASCII). */
  private size = 0;
  private closed = false;

  constructor(
    private readonly destination: Destination,
    private readonly batchSize: number,
  ) {}

  write(line: string): boolean {
    if (this.closed) return false;
    this.lines.push(line);
    this.size += line.length;
    if (this.size >= this.batchSize) this.flush();
    return true;
  }

  /** Hands what has gathered to the destination, which writes it out in the background. */
  flush(): void {
    const text = this.take();
    if (text) this.destination.write(text);
  }

  /**
   * The lines not handed over yet, for the caller to write out itself; later lines are dropped
   * (the destination is about to close).
   */
  close(): string {
    this.closed = true;
    return this.take();
  }

  /** What has gathered, as one string, emptying the batch. */
  private take(): string {
    const text = this.lines.join('');
    this.lines = [];
    this.size = 0;
    return text;
  }
}

/**
 * Writes `text` to `fd` at once, retrying while a full pipe answers EAGAIN until `deadline` (a
 * Date.now() time), then drops the rest.
 */
function writeOutSync(fd: number, text: string, deadline: number): void {
  const bytes = Buffer.from(text);
  let written = 0;
  while (written < bytes.length) {
    try {
      written += writeSync(fd, bytes, written);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EAGAIN' || Date.now() >= deadline) return;
      Atomics.wait(pause, 0, 0, 10);
    }
  }
}

export function createLogOutput({ dest = 1 }: { dest?: number } = {}): LogOutput {
  let giveUpAt = Number.POSITIVE_INFINITY;
  let released = false;
  // A full pipe answers EAGAIN; until release the stream keeps retrying in the background.
  const destination = pino.destination({
    dest,
    sync: false,
    maxWrite: MAX_WRITE_BYTES,
    retryEAGAIN: () => Date.now() < giveUpAt,
  });
  const stream = new LineBatch(destination, BATCH_BYTES);
  const flusher = setInterval(() => stream.flush(), FLUSH_EVERY_MS);
  flusher.unref();
  /**
   * Writes out, blocking, what the destination holds and then the lines still gathered here. The
   * last lines are written here rather than handed to the destination, which would start writing
   * them in the background, where an exit right after would lose them. (A batch the background is
   * writing at that very moment is left to it.)
   */
  const writeOut = (deadline: number) => {
    const rest = stream.close();
    try {
      destination.flushSync();
    } catch {
      // The reader did not take it in time (or has gone): it is dropped.
    }
    if (rest) writeOutSync(dest, rest, deadline);
  };
  // Runs after the destination's own exit hook (pino registers it when the destination is made),
  // which writes out what the destination holds: an unplanned exit writes these lines after those.
  process.once('exit', () => {
    if (!released) writeOut(Math.min(giveUpAt, Date.now() + EXIT_FLUSH_MS));
  });
  return {
    stream,
    release(ms) {
      released = true;
      clearInterval(flusher);
      giveUpAt = Date.now() + ms;
      writeOut(giveUpAt);
      // A destroyed stream is one pino no longer writes out on exit.
      destination.destroy();
    },
  };
}
