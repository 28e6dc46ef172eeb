import { SWAP_TYPE_LABELS, type SwapType } from '@rootshare/contracts/user-plants-constants';
import { Repeat2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge';

/** How a plant is offered for swap, e.g. 'Cutting'; show it only on plants available for swap. */
export function SwapTypeBadge({ swapType, className }: { swapType: SwapType; className?: string }) {
  return (
    <Badge tone="primary" className={className}>
      <Repeat2 className="mr-1 h-3.5 w-3.5" aria-hidden="true" />
      <span className="sr-only">Available for swap: </span>
      {SWAP_TYPE_LABELS[swapType]}
    </Badge>
  );
}
