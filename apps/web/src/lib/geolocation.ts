import {
  GEOLOCATION_FAILED,
  GEOLOCATION_MAX_AGE_MS,
  GEOLOCATION_TIMEOUT_MS,
  GEOLOCATION_UNAVAILABLE,
} from '@rootshare/contracts/geo-constants';

/** Why the browser gave no position: a sentence saying so and a hint on what to do. */
export class GeolocationError extends Error {
  constructor(
    message: typeof GEOLOCATION_UNAVAILABLE | typeof GEOLOCATION_FAILED,
    readonly hint: string,
  ) {
    super(message);
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
      reject(new GeolocationError(GEOLOCATION_UNAVAILABLE, 'This browser cannot share its location.'));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => resolve({ latitude: Math.round(coords.latitude * 100) / 100, longitude: Math.round(coords.longitude * 100) / 100 }),
      (error) =>
        reject(
          error.code === error.PERMISSION_DENIED
            ? new GeolocationError(GEOLOCATION_UNAVAILABLE, 'Location access was refused in the browser.')
            : new GeolocationError(GEOLOCATION_FAILED, 'Please try again in a moment.'),
        ),
      { timeout: GEOLOCATION_TIMEOUT_MS, maximumAge: GEOLOCATION_MAX_AGE_MS, enableHighAccuracy: false },
    );
  });
}
