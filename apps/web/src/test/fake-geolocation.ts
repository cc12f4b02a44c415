import { vi } from 'vitest';

/**
 * Replaces navigator.geolocation: `answer` stands for the browser's, calling the success or the
 * failure callback. Remove it after each test with `Reflect.deleteProperty(navigator, 'geolocation')`.
 */
export function fakeGeolocation(answer: (ok: PositionCallback, fail: PositionErrorCallback) => void) {
  const getCurrentPosition = vi.fn((ok: PositionCallback, fail?: PositionErrorCallback | null) =>
    answer(ok, fail ?? (() => undefined)),
  );
  Object.defineProperty(navigator, 'geolocation', { configurable: true, value: { getCurrentPosition } });
  return getCurrentPosition;
}

/** The error the browser passes when the visitor refused (1), no fix came (2) or it timed out (3). */
export const positionError = (code: number) =>
  ({ code, message: '', PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 }) as GeolocationPositionError;

/** The browser's answer with a position. */
export const positionAt = (latitude: number, longitude: number) =>
  ({ coords: { latitude, longitude } }) as GeolocationPosition;
