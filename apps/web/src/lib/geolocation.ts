import {
  GEOLOCATION_FAILED,
  GEOLOCATION_MAX_AGE_MS,
  GEOLOCATION_TIMEOUT_MS,
  GEOLOCATION_UNAVAILABLE,
} from '@rootshare/contracts/geo-constants';

/** Why the browser gave no position: it cannot share one, the visitor refused, or it found none in time. */
export type GeolocationProblem = 'unsupported' | 'refused' | 'failed';

const PROBLEMS: Readonly<Record<GeolocationProblem, { message: string; hint: string }>> = {
  unsupported: { message: GEOLOCATION_UNAVAILABLE, hint: 'This browser cannot share its location.' },
  refused: { message: GEOLOCATION_UNAVAILABLE, hint: 'Location access was refused in the browser.' },
  failed: { message: GEOLOCATION_FAILED, hint: 'Please try again in a moment.' },
};

/** A problem getting the browser's position: a sentence saying so and a hint on what to do, in English. */
export class GeolocationError extends Error {
  readonly hint: string;
  constructor(readonly problem: GeolocationProblem) {
    super(PROBLEMS[problem].message);
    this.name = 'GeolocationError';
    this.hint = PROBLEMS[problem].hint;
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
