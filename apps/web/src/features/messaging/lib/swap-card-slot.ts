import { createContext, type ComponentType } from 'react';

/**
 * How a swap request shows in a thread: the swaps feature's card, which the app provides
 * (app/feature-slots.tsx) so that messaging does not import swaps. Without one, the thread shows
 * the request's message as an ordinary bubble.
 */
export const SwapCardSlot = createContext<ComponentType<{ swapRequestId: string }> | null>(null);
