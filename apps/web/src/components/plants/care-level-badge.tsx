import type { CareLevel } from '@rootshare/contracts/catalogue-constants';
import { Sprout } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { useT } from '@/lib/i18n/i18n';

// The care levels' colours: beginner green, intermediate yellow, expert red.
const TONES = { beginner: 'success', intermediate: 'warning', expert: 'danger' } as const;

/** A plant's care level in its colour, e.g. 'Beginner' in green. */
export function CareLevelBadge({ level, className }: { level: CareLevel; className?: string }) {
  const t = useT();
  return (
    <Badge tone={TONES[level]} className={className}>
      <Sprout className="mr-1 h-3.5 w-3.5" aria-hidden="true" />
      <span className="sr-only">{t('plant.careLevelLabel')}</span>
      {t(`plant.care.${level}`)}
    </Badge>
  );
}
