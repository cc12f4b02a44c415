/**
 * Enough of EventSource to drive the stream hooks in tests (install with
 * `vi.stubGlobal('EventSource', FakeEventSource)`): open streams are listed, events and errors are
 * pushed by hand.
 */
export class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readonly url: string;
  readyState = FakeEventSource.CONNECTING;
  closed = false;
  onerror: (() => void) | null = null;
  private listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();

  constructor(url: string) {
    this.url = url;
    FakeEventSource.opened.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
    this.readyState = FakeEventSource.CLOSED;
  }
  emit(type: string, data: unknown) {
    this.readyState = FakeEventSource.OPEN;
    const event = new MessageEvent(type, { data: typeof data === 'string' ? data : JSON.stringify(data) });
    this.listeners.get(type)?.forEach((listener) => listener(event));
  }
  /** A connection error; CONNECTING means the browser retries by itself, CLOSED that it gave up. */
  fail(readyState: number) {
    this.readyState = readyState;
    this.onerror?.();
  }
}
