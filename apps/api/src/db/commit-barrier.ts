/**
 * Group commit: `wait()` resolves once everything committed before the call is on disk, and callers
 * that arrive together share one flush.
 *
 * A flush already running may have looked at the log before the caller's commit, so a caller that
 * arrives during one waits for the next; every caller arriving meanwhile joins that same next flush.
 * Under load one fsync thus covers many commits, instead of one fsync each.
 */
export function createCommitBarrier(flush: () => Promise<void>): { wait(): Promise<void> } {
  let running: Promise<void> | undefined;
  let next: Promise<void> | undefined;
  const start = (): Promise<void> => {
    const current = flush().finally(() => {
      if (running === current) running = undefined;
    });
    running = current;
    return current;
  };
  return {
    wait() {
      if (next) return next;
      if (!running) return start();
      next = running
        .catch(() => undefined)
        .then(() => {
          next = undefined;
          return start();
        });
      return next;
    },
  };
}
