import { SWAP_MESSAGE_MAX } from '@rootshare/contracts/limits';
import { CreateSwapRequestSchema } from '@rootshare/contracts/swaps';
import { Send } from 'lucide-react';
import { useId, useState, type RefObject } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FieldError } from '@/components/ui/input';
import { TextareaField } from '@/components/ui/textarea-field';
import { useContractMessage } from '@/lib/i18n/contract-messages';
import { useT } from '@/lib/i18n/i18n';
import { useSession } from '@/lib/session';
import { ApiError } from '@/lib/api';
import { useCreateSwapRequest } from '../api/create-swap-request';
import { useUserSwaps } from '../api/list-user-swaps';
import { OwnPlantPicker } from '@/features/user-plants/components/own-plant-picker';
import { SwapSafetyGuide } from './swap-safety-guide';

/** The plant a member asks for, as its page knows it. */
export interface SwapTargetPlant {
  id: string;
  name: string;
  owner: { id: string; username: string };
}

export interface RequestSwapDialogProps {
  plant: SwapTargetPlant;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The Request Swap button, which gets focus back when the dialog closes. */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/** The offered plants and the greeting, and the sending of the request; closing resets them. */
function useSwapRequestForm(plant: SwapTargetPlant, onOpenChange: (open: boolean) => void) {
  const t = useT();
  const translate = useContractMessage();
  const create = useCreateSwapRequest();
  const greeting = t('swaps.request.greeting', { username: plant.owner.username, plant: plant.name });
  const [offered, setOffered] = useState<string[]>([]);
  const [message, setMessage] = useState(greeting);
  const [error, setError] = useState<string | undefined>();

  const close = () => {
    setOffered([]);
    setMessage(greeting);
    setError(undefined);
    onOpenChange(false);
  };
  const offer = (next: string[]) => {
    setOffered(next);
    if (next.length > 0) setError(undefined);
  };

  const send = () => {
    const parsed = CreateSwapRequestSchema.safeParse({
      recipient_id: plant.owner.id,
      message,
      offered_plants: offered,
      requested_plants: [plant.id],
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0] && translate(parsed.error.issues[0].message));
      return;
    }
    setError(undefined);
    void create.mutateAsync(parsed.data).then(
      () => {
        toast.success(t('swaps.request.sent'));
        close();
      },
      // A refusal the member can act on (a block, a quota, a plant no longer up for swap) says why.
      (failure: unknown) =>
        toast.error(t('swaps.request.sendFailed'), {
          description: failure instanceof ApiError && failure.status < 500 ? translate(failure.message) : undefined,
        }),
    );
  };
  return { offered, offer, message, setMessage, error, sending: create.isPending, close, send };
}

/**
 * Request Swap from a plant's page: choose at least one of your own swappable plants,
 * keep or edit the greeting, send. The server finds or starts the conversation about the plant and
 * posts the request's card into it. Sending resets the form and closes the dialog. A safety guide
 * sits on top, open for a member's first swap.
 */
export function RequestSwapDialog({ plant, open, onOpenChange, returnFocusTo }: RequestSwapDialogProps) {
  const t = useT();
  const { user } = useSession();
  const me = user?.profile.id;
  const messageId = useId();
  const errorId = useId();
  const { offered, offer, message, setMessage, error, sending, close, send } = useSwapRequestForm(plant, onOpenChange);
  // A member with no swap yet, sent or received, gets the safety guide open.
  const history = useUserSwaps('pending');
  const firstSwap = history.data?.pages[0]?.counts.total === 0;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (sending) return;
        if (next) onOpenChange(true);
        else close();
      }}
      title={t('swaps.request.title')}
      returnFocusTo={returnFocusTo}
      description={t('swaps.request.description', { username: plant.owner.username, plant: plant.name })}
      footer={
        <>
          <Button variant="outline" disabled={sending} onClick={close}>
            {t('swaps.cancel')}
          </Button>
          <Button onClick={send} disabled={sending || !me} aria-busy={sending || undefined}>
            <Send className="h-4 w-4" aria-hidden="true" /> {t(sending ? 'swaps.sending' : 'swaps.request.send')}
          </Button>
        </>
      }
    >
      <form
        className="space-y-5"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!sending) send();
        }}
      >
        <SwapSafetyGuide first={firstSwap} />
        {me && (
          <OwnPlantPicker
            me={me}
            legend={t('swaps.request.offered')}
            selected={offered}
            onChange={offer}
            disabled={sending}
            errorId={error ? errorId : undefined}
          />
        )}
        <FieldError id={errorId} message={error} />
        <TextareaField
          id={messageId}
          label={t('swaps.message')}
          value={message}
          maxLength={SWAP_MESSAGE_MAX}
          disabled={sending}
          onChange={(event) => setMessage(event.target.value)}
        />
      </form>
    </Dialog>
  );
}
