import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { toast } from '@/lib/toast';
import { Button, type ButtonProps } from '@/components/ui/button';
import { CatalogGate, useT } from '@/lib/i18n/i18n';
import { signInPath } from '@/lib/return-path';
import { useSession } from '@/lib/session';
import type { SwapTargetPlant } from './request-swap-dialog';

// The dialog (and the plant picker in it) loads when a member first opens it.
const RequestSwapDialog = lazy(async () => ({ default: (await import('./request-swap-dialog')).RequestSwapDialog }));

/** `?swap=request` on a plant's page: a visitor who tapped Request Swap and went to sign in is back. */
const SWAP_PARAM = 'swap';
const SWAP_ASKED = 'request';

/**
 * Request Swap for a plant's page: `request()` opens the dialog for a member and asks visitors to
 * log in ('Please log in to request plant swaps.'), with a Sign in action that comes back to this
 * page with the dialog open; nothing happens while the session is still being restored (`ready`
 * is false).
 */
export function useRequestSwap() {
  const t = useT();
  const { status } = useSession();
  const navigate = useNavigate();
  const { pathname, hash } = useLocation();
  const [params, setParams] = useSearchParams();
  const [open, setOpen] = useState(false);
  const asked = params.get(SWAP_PARAM) === SWAP_ASKED;

  // Back from signing in: the dialog opens at once, and the address forgets the request.
  const resume = asked && status === 'signed-in';
  if (resume && !open) setOpen(true);
  useEffect(() => {
    if (!resume) return;
    setParams(
      (current) => {
        current.delete(SWAP_PARAM);
        return current;
      },
      { replace: true },
    );
  }, [resume, setParams]);

  const request = () => {
    if (status === 'signed-out') {
      const back = new URLSearchParams(params);
      back.set(SWAP_PARAM, SWAP_ASKED);
      toast.error(t('swaps.signInToRequest'), {
        action: { label: t('swaps.signIn'), onClick: () => void navigate(signInPath(`${pathname}?${back.toString()}${hash}`)) },
      });
    } else if (status === 'signed-in') setOpen(true);
  };
  return { open, setOpen, request, ready: status !== 'loading' };
}

type RequestSwapButtonProps = Omit<ButtonProps, 'onClick'> & { plant: SwapTargetPlant };

/**
 * A button that opens the Request Swap dialog for this plant; children are its label. The plant's
 * page draws it, so it stays disabled until the swaps' words have loaded in the page's language.
 */
export function RequestSwapButton(props: RequestSwapButtonProps) {
  const { plant: _plant, ...button } = props;
  return (
    <CatalogGate part="swaps" fallback={<Button {...button} disabled aria-haspopup="dialog" />}>
      <RequestSwap {...props} />
    </CatalogGate>
  );
}

function RequestSwap({ plant, disabled, ...props }: RequestSwapButtonProps) {
  const { open, setOpen, request, ready } = useRequestSwap();
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button {...props} ref={button} disabled={disabled || !ready} aria-haspopup="dialog" onClick={request} />
      {open && (
        <Suspense fallback={null}>
          <RequestSwapDialog plant={plant} open={open} onOpenChange={setOpen} returnFocusTo={button} />
        </Suspense>
      )}
    </>
  );
}
