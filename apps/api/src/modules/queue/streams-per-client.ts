/**
 * Counts the live streams each client address holds open, so one address cannot tie up the
 * server's sockets and memory with thousands of idle streams. Counts are per process.
 */
export class StreamsPerClient {
  private readonly open = new Map<string, number>();

  constructor(private readonly max: number) {}

  /** Takes a place for `address` and answers its release, or undefined when all its places are taken. */
  take(address: string): (() => void) | undefined {
    const count = this.open.get(address) ?? 0;
    if (count >= this.max) return undefined;
    this.open.set(address, count + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.open.get(address) ?? 1) - 1;
      if (left > 0) this.open.set(address, left);
      else this.open.delete(address);
    };
  }
}
