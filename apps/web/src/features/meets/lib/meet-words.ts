import type { MeetBring } from '@rootshare/contracts/meets-constants';
import { useCallback } from 'react';
import { useT } from '@/lib/i18n/i18n';

/** What attendees bring, in the page's language, as a sentence reads it: 'plants, cuttings'. */
export function useBringWords() {
  const t = useT();
  return useCallback((brings: readonly MeetBring[]) => brings.map((kind) => t(`meets.bring.${kind}`).toLowerCase()).join(', '), [t]);
}
