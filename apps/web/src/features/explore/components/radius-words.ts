import type { DistanceUnit, RadiusStep } from '@rootshare/contracts/units';
import { useT } from '@/lib/i18n/i18n';

/** A radius in words in the member's unit and the page's language: '10 miles', '15 km', '10 milles'. */
export function useRadiusWords(unit: DistanceUnit): (step: RadiusStep) => string {
  const t = useT();
  return (step) => t('browse.radius', { unit, count: step[unit] });
}
