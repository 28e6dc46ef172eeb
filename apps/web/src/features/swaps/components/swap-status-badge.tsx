import type { SwapStatus } from '@rootshare/contracts/swaps';
import { Badge } from '@/components/ui/badge';
import { useT } from '@/lib/i18n/i18n';

// docs/architecture.md, look and feel: pending yellow, accepted green, declined red, completed blue.
const TONES = { pending: 'warning', accepted: 'success', declined: 'danger', completed: 'info' } as const;

/** A swap's status in its colour; accepted reads 'In Progress'. */
export function SwapStatusBadge({ status }: { status: SwapStatus }) {
  const t = useT();
  return (
    <Badge tone={TONES[status]} className="shrink-0">
      <span className="sr-only">{t('swaps.status.label')} </span>
      {t(`swaps.status.${status}`)}
    </Badge>
  );
}
