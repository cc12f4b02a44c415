/** A place to process one upload: `ready` settles once it is this upload's turn. */
export interface UploadPlace {
  ready: Promise<() => void>;
  /** Leaves the queue (the client went away); `ready` then rejects with `reason`. */
  cancel(reason: Error): void;
}

/**
 * Bounds how many uploads are read and decoded at once. Decoding one 10 MB image takes tens of
 * megabytes, so `maxActive` run together and `maxWaiting` more wait their turn in arrival order
 * without their bodies being read (the client's connection holds them); the rest are refused.
 */
export class UploadSlots {
  private active = 0;
  private readonly waiting: { grant(release: () => void): void; refuse(reason: Error): void }[] = [];

  constructor(
    private readonly maxActive: number,
    private readonly maxWaiting: number,
  ) {}

  /** A place in line, or undefined when every slot and every waiting place is taken. */
  enter(): UploadPlace | undefined {
    if (this.active < this.maxActive) {
      this.active += 1;
      return { ready: Promise.resolve(this.releaser()), cancel: () => undefined };
    }
    if (this.waiting.length >= this.maxWaiting) return undefined;
    let entry!: (typeof this.waiting)[number];
    const ready = new Promise<() => void>((grant, refuse) => {
      entry = { grant, refuse };
    });
    this.waiting.push(entry);
    return {
      ready,
      cancel: (reason) => {
        const at = this.waiting.indexOf(entry);
        if (at === -1) return;
        this.waiting.splice(at, 1);
        entry.refuse(reason);
      },
    };
  }

  /** Releasing hands the slot to the next in line, once. */
  private releaser(): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.waiting.shift();
      if (next) next.grant(this.releaser());
      else this.active -= 1;
    };
  }
}
