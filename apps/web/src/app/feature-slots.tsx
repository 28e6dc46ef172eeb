import { lazy, type ReactNode } from 'react';
import { SwapCardSlot } from '@/features/messaging/lib/swap-card-slot';

// The card loads with the first thread that holds a swap request, not with every page.
const SwapRequestCard = lazy(async () => ({ default: (await import('@/features/swaps/components/swap-request-card')).SwapRequestCard }));

/** What one feature shows inside another's screens, composed here so neither imports the other. */
export function FeatureSlots({ children }: { children: ReactNode }) {
  return <SwapCardSlot value={SwapRequestCard}>{children}</SwapCardSlot>;
}
