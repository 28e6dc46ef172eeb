import { SWAP_STATUS_LABELS, type SwapStatus } from '@rootshare/contracts/swaps';
import { Badge } from '@/components/ui/badge';

// docs/architecture.md, look and feel: pending yellow, accepted green, declined red, completed blue.
const TONES = { pending: 'warning', accepted: 'success', declined: 'danger', completed: 'info' } as const;

/** A swap's status in its colour; accepted reads 'In Progress'. */
export function SwapStatusBadge({ status }: { status: SwapStatus }) {
  return (
    <Badge tone={TONES[status]} className="shrink-0">
      <span className="sr-only">Status: </span>
      {SWAP_STATUS_LABELS[status]}
    </Badge>
  );
}
