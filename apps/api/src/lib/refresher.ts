const ignore = () => undefined;

/**
 * Runs a reload at most once at a time and coalesces requests: whoever asks while a run is in
 * flight gets one more run that starts after it, shared with everyone else who asks meanwhile. So a
 * burst of N changes costs at most two runs, and every request resolves after a run that began
 * after the request was made (it sees every write committed before the request).
 *
 * Both read models reload a key (a provider, a queue) only through that key's Refresher, so two
 * reloads of one key never run at once and never finish out of order.
 */
export class Refresher {
  private running: Promise<void> | null = null;
  private queued: Promise<void> | null = null;

  /**
   * A run that rejects rejects for everyone who shares it; the next request runs again. `ran` is
   * told of every run as it starts (the read models' refresh counters).
   */
  constructor(
    private readonly run: () => Promise<void>,
    private readonly ran: () => void = ignore,
  ) {}

  request(): Promise<void> {
    if (this.queued) return this.queued;
    if (!this.running) return this.start();
    this.queued = this.running.then(ignore, ignore).then(() => {
      this.queued = null;
      return this.start();
    });
    return this.queued;
  }

  private start(): Promise<void> {
    this.ran();
    const run = this.run().finally(() => {
      if (this.running === run) this.running = null;
    });
    this.running = run;
    return run;
  }
}
