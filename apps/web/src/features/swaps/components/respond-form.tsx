import { RespondSwapSchema, type SwapAction } from '@rootshare/contracts/swaps';
import { SWAP_MESSAGE_MAX } from '@rootshare/contracts/limits';
import { Check, Repeat2, X } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { TextareaField } from '@/components/ui/textarea-field';
import { useContractMessage } from '@/lib/i18n/contract-messages';
import { useT } from '@/lib/i18n/i18n';
import { useRespondSwapRequest } from '../api/respond-swap-request';
import { OwnPlantPicker } from '@/features/user-plants/components/own-plant-picker';

/**
 * The recipient's answer to a pending request: Accept, Decline, or a counter-offer
 * of their own swappable plants and/or a message. The Counter-offer button shows only once plants
 * are chosen or a message is typed; a message goes into the chat with whichever answer is sent.
 */
export function RespondForm({ swapRequestId, me }: { swapRequestId: string; me: string }) {
  const t = useT();
  const translate = useContractMessage();
  const messageId = useId();
  const respond = useRespondSwapRequest();
  const [counterPlants, setCounterPlants] = useState<string[]>([]);
  const [message, setMessage] = useState('');
  const [sending, setSending] = useState<SwapAction | null>(null);
  const busy = respond.isPending;
  const canCounter = counterPlants.length > 0 || message.trim() !== '';

  const send = (action: SwapAction) => {
    const parsed = RespondSwapSchema.safeParse({ action, message, counter_plants: action === 'counter' ? counterPlants : [] });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      toast.error(t('swaps.respond.error'), { description: issue ? translate(issue.message) : t('swaps.respond.failed', { action }) });
      return;
    }
    setSending(action);
    // Awaited rather than per-call callbacks: the answer's own socket event can re-render the card
    // without this form (a counter hands the turn over) before the answer returns, and the toast must still show.
    respond
      .mutateAsync({ id: swapRequestId, response: parsed.data })
      .then(
        () => {
          toast.success(t('swaps.respond.sent'), { description: t('swaps.respond.done', { action }) });
          setCounterPlants([]);
          setMessage('');
        },
        () => toast.error(t('swaps.respond.error'), { description: t('swaps.respond.failed', { action }) }),
      )
      .finally(() => setSending(null));
  };

  return (
    <div className="space-y-4 rounded-xl border border-border bg-background/60 p-3 sm:p-4">
      <h4 className="text-sm font-bold">{t('swaps.respond.title')}</h4>
      <OwnPlantPicker
        me={me}
        legend={t('swaps.respond.counterPlants')}
        selected={counterPlants}
        onChange={setCounterPlants}
        disabled={busy}
      />
      <TextareaField
        id={messageId}
        label={t('swaps.message')}
        optional
        value={message}
        maxLength={SWAP_MESSAGE_MAX}
        disabled={busy}
        placeholder={t('swaps.respond.placeholder')}
        className="min-h-20"
        onChange={(event) => setMessage(event.target.value)}
      />
      <div className="grid gap-2 sm:flex sm:flex-wrap">
        <Button onClick={() => send('accept')} disabled={busy} aria-busy={sending === 'accept' || undefined}>
          <Check className="h-4 w-4" aria-hidden="true" /> {t(sending === 'accept' ? 'swaps.respond.accepting' : 'swaps.respond.accept')}
        </Button>
        <Button variant="outline" onClick={() => send('decline')} disabled={busy} aria-busy={sending === 'decline' || undefined}>
          <X className="h-4 w-4" aria-hidden="true" /> {t(sending === 'decline' ? 'swaps.respond.declining' : 'swaps.respond.decline')}
        </Button>
        {canCounter && (
          <Button variant="accent" onClick={() => send('counter')} disabled={busy} aria-busy={sending === 'counter' || undefined}>
            <Repeat2 className="h-4 w-4" aria-hidden="true" /> {t(sending === 'counter' ? 'swaps.sending' : 'swaps.respond.counter')}
          </Button>
        )}
      </div>
    </div>
  );
}
