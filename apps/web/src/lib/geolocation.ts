import type { GeoPoint } from '@kataar/shared/geo';

export type GeolocationFailure = 'denied' | 'unavailable' | 'unsupported';

export class GeolocationError extends Error {
  constructor(readonly reason: GeolocationFailure) {
    super(reason);
  }
}

/**
 * The device's position from the browser's Geolocation API. A coarse fix is enough to find the
 * nearest clinic, and answers faster indoors than waiting for GPS. Rejects with a GeolocationError
 * saying why: the visitor refused, no fix came (timeout, no signal), or the browser has no API.
 */
export function currentPosition(timeoutMs = 15_000): Promise<GeoPoint> {
  return new Promise((resolve, reject) => {
    if (typeof navigator === 'undefined' || !('geolocation' in navigator)) {
      reject(new GeolocationError('unsupported'));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ lat: position.coords.latitude, lng: position.coords.longitude }),
      (error) => reject(new GeolocationError(error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable')),
      { enableHighAccuracy: false, timeout: timeoutMs, maximumAge: 5 * 60_000 },
    );
  });
}
