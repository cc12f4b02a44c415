/** India has kept UTC+05:30 all year since 1945, so 02:30 there is always 21:00 UTC the day before. */
export const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;
/** The nightly backup runs at this India time: the quietest hour for clinics and salons. */
const NIGHTLY_HOUR = 2;
const NIGHTLY_MINUTE = 30;

/** The first 02:30 India time strictly after `now`. */
export function nextNightlyBackup(now: Date): Date {
  const india = new Date(now.getTime() + IST_OFFSET_MS);
  const today =
    Date.UTC(india.getUTCFullYear(), india.getUTCMonth(), india.getUTCDate(), NIGHTLY_HOUR, NIGHTLY_MINUTE) -
    IST_OFFSET_MS;
  return new Date(today > now.getTime() ? today : today + DAY_MS);
}

/** setTimeout and clearTimeout, replaceable so tests move through nights without waiting. */
export interface Timers {
  set(fn: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

export const realTimers: Timers = {
  // Unref'd: a pending backup alone does not keep the process alive.
  set: (fn, ms) => setTimeout(fn, ms).unref(),
  clear: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

export interface NightlyOptions {
  now: () => Date;
  timers?: Timers;
  /** Called with what a run threw; the next night runs anyway. */
  onError?: (err: unknown) => void;
}

/**
 * Runs `task` at every 02:30 India time, reading the clock anew after each run, so a long run or a
 * clock that was set forward never makes it run twice in one night. Returns the function that stops it.
 */
export function scheduleNightly(
  task: () => Promise<void>,
  { now, timers = realTimers, onError = () => undefined }: NightlyOptions,
): () => void {
  let stopped = false;
  let handle: unknown;
  const waitFor = (at: Date) => {
    if (stopped) return;
    handle = timers.set(() => void fire(at), Math.max(0, at.getTime() - now().getTime()));
  };
  const fire = async (at: Date) => {
    // A timer can fire a little early, or the clock was set back meanwhile: wait for the moment.
    if (now().getTime() < at.getTime()) return waitFor(at);
    try {
      await task();
    } catch (err) {
      onError(err);
    }
    waitFor(nextNightlyBackup(now()));
  };
  waitFor(nextNightlyBackup(now()));
  return () => {
    stopped = true;
    timers.clear(handle);
  };
}
