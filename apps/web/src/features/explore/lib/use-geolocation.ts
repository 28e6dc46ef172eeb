import { GEOLOCATION_FAILED, GEOLOCATION_MAX_AGE_MS, GEOLOCATION_TIMEOUT_MS, GEOLOCATION_UNAVAILABLE } from '@rootshare/contracts/geo';
import { useState } from 'react';
import { toast } from 'sonner';
import type { Coordinates } from '../api/get-explore-summary';

const STORE_KEY = 'browse_position';

function readStored(): Coordinates | null {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(STORE_KEY) ?? 'null');
    if (parsed && typeof parsed === 'object' && 'latitude' in parsed && 'longitude' in parsed && typeof parsed.latitude === 'number' && typeof parsed.longitude === 'number') {
      return { latitude: parsed.latitude, longitude: parsed.longitude };
    }
  } catch {
    // unreadable: start without a position
  }
  return null;
}

/**
 * The browser's position for this tab, asked for on request (timeout 10 s, a 5-minute-old fix is
 * fine; part 2 §9). Kept in sessionStorage, never in the address, so a shared link does not carry it.
 */
export function useGeolocation() {
  const [position, setPosition] = useState<Coordinates | null>(readStored);
  const [locating, setLocating] = useState(false);

  function locate() {
    if (!('geolocation' in navigator)) {
      toast.error(GEOLOCATION_UNAVAILABLE, { description: 'This browser cannot share its location.' });
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        // Two decimals (about a kilometre) are plenty for distances in miles.
        const next = { latitude: Math.round(coords.latitude * 100) / 100, longitude: Math.round(coords.longitude * 100) / 100 };
        sessionStorage.setItem(STORE_KEY, JSON.stringify(next));
        setPosition(next);
        setLocating(false);
      },
      (error) => {
        setLocating(false);
        toast.error(error.code === error.PERMISSION_DENIED ? GEOLOCATION_UNAVAILABLE : GEOLOCATION_FAILED, {
          description: error.code === error.PERMISSION_DENIED ? 'Location access was refused; distances use your profile location.' : 'Please try again in a moment.',
        });
      },
      { timeout: GEOLOCATION_TIMEOUT_MS, maximumAge: GEOLOCATION_MAX_AGE_MS, enableHighAccuracy: false },
    );
  }

  function forget() {
    sessionStorage.removeItem(STORE_KEY);
    setPosition(null);
  }

  return { position, locating, locate, forget };
}
