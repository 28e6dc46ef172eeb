import {
  GEOLOCATION_FAILED,
  GEOLOCATION_MAX_AGE_MS,
  GEOLOCATION_TIMEOUT_MS,
  GEOLOCATION_UNAVAILABLE,
} from '@rootshare/contracts/geo-constants';

/** Why the browser gave no position: it cannot share one, the visitor refused, or it found none in time. */
export type GeolocationProblem = 'unsupported' | 'refused' | 'failed';

/**
 * A problem getting the browser's position, named by its kind: pages say it and what to do about it
 * in their language (`location.hint.*`, `browse.locationHint.*`); the English message is for logs.
 */
export class GeolocationError extends Error {
  constructor(readonly problem: GeolocationProblem) {
    super(problem === 'failed' ? GEOLOCATION_FAILED : GEOLOCATION_UNAVAILABLE);
    this.name = 'GeolocationError';
  }
}

/**
 * The browser's position, asked for once (timeout 10 s; a fix up to 5 minutes old will do),
 * rounded to two decimals (about a kilometre), which is all distances in miles need.
 */
export function getBrowserPosition(): Promise<{ latitude: number; longitude: number }> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) {
      reject(new GeolocationError('unsupported'));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => resolve({ latitude: Math.round(coords.latitude * 100) / 100, longitude: Math.round(coords.longitude * 100) / 100 }),
      (error) => reject(error.code === error.PERMISSION_DENIED ? new GeolocationError('refused') : new GeolocationError('failed')),
      { timeout: GEOLOCATION_TIMEOUT_MS, maximumAge: GEOLOCATION_MAX_AGE_MS, enableHighAccuracy: false },
    );
  });
}
