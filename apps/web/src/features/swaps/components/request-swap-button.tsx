import { SWAP_NEEDS_SIGN_IN } from '@rootshare/contracts/swaps-constants';
import { lazy, Suspense, useState } from 'react';
import { toast } from '@/lib/toast';
import { Button, type ButtonProps } from '@/components/ui/button';
import { useSession } from '@/lib/session';
import type { SwapTargetPlant } from './request-swap-dialog';

// The dialog (and the plant picker in it) loads when a member first opens it.
const RequestSwapDialog = lazy(async () => ({ default: (await import('./request-swap-dialog')).RequestSwapDialog }));

/**
 * Request Swap for a plant's page: `request()` opens the dialog for a member and asks visitors to
 * log in ('Please log in to request plant swaps.'); nothing happens while the session is
 * still being restored (`ready` is false).
 */
export function useRequestSwap() {
  const { status } = useSession();
  const [open, setOpen] = useState(false);
  const request = () => {
    if (status === 'signed-out') toast.error(SWAP_NEEDS_SIGN_IN);
    else if (status === 'signed-in') setOpen(true);
  };
  return { open, setOpen, request, ready: status !== 'loading' };
}

/** A button that opens the Request Swap dialog for this plant; children are its label. */
export function RequestSwapButton({ plant, disabled, ...props }: Omit<ButtonProps, 'onClick'> & { plant: SwapTargetPlant }) {
  const { open, setOpen, request, ready } = useRequestSwap();
  return (
    <>
      <Button {...props} disabled={disabled || !ready} aria-haspopup="dialog" onClick={request} />
      {open && (
        <Suspense fallback={null}>
          <RequestSwapDialog plant={plant} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
