import type { SwapType } from '@rootshare/contracts/user-plants-constants';
import { Repeat2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { useT } from '@/lib/i18n/i18n';

/** How a plant is offered for swap, e.g. 'Cutting'; show it only on plants available for swap. */
export function SwapTypeBadge({ swapType, className }: { swapType: SwapType; className?: string }) {
  const t = useT();
  return (
    <Badge tone="primary" className={className}>
      <Repeat2 className="mr-1 h-3.5 w-3.5" aria-hidden="true" />
      <span className="sr-only">{t('plant.swapLabel')}</span>
      {t(`plant.swap.${swapType}`)}
    </Badge>
  );
}
