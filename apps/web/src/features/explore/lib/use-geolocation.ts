import { useState } from 'react';
import { useT } from '@/lib/i18n/i18n';
import { toast } from '@/lib/toast';
import { useSession } from '@/lib/session';
import { GeolocationError, getBrowserPosition } from '@/lib/geolocation';
import { BROWSE_POSITION_KEY, readBrowsePosition } from './browse-position';

/**
 * The browser's position for this tab, asked for on request. Kept in sessionStorage, never in the
 * address, so a shared link does not carry it (nor send its receiver's distances from someone
 * else's home); without it the server measures from the member's saved place.
 */
export function useGeolocation() {
  const t = useT();
  const { status } = useSession();
  const [position, setPosition] = useState(readBrowsePosition);
  const [locating, setLocating] = useState(false);

  async function locate() {
    setLocating(true);
    try {
      const next = await getBrowserPosition();
      sessionStorage.setItem(BROWSE_POSITION_KEY, JSON.stringify(next));
      setPosition(next);
    } catch (error) {
      // getBrowserPosition rejects with nothing else.
      if (error instanceof GeolocationError) {
        const hint = t(`browse.locationHint.${error.problem}`);
        toast.error(t(error.problem === 'failed' ? 'browse.locationFailed' : 'browse.locationUnavailable'), {
          description: status === 'signed-in' ? t('browse.locationHintSignedIn', { hint }) : hint,
        });
      }
    } finally {
      setLocating(false);
    }
  }

  function forget() {
    sessionStorage.removeItem(BROWSE_POSITION_KEY);
    setPosition(null);
  }

  return { position, locating, locate, forget };
}
