import { Clock, TriangleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useContractMessage } from '@/lib/i18n/contract-messages';
import { useT } from '@/lib/i18n/i18n';
import { removeFromOutbox, type OutboxEntry } from '../lib/outbox';

/**
 * A message of mine that waits in the outbox: 'Waiting to send' until the connection returns, or
 * the server's reason when it refused it, with Discard.
 */
export function WaitingBubble({ entry }: { entry: OutboxEntry }) {
  const t = useT();
  const contractMessage = useContractMessage();
  return (
    <li className="flex justify-end">
      <div className="max-w-[85%] min-w-0 rounded-2xl rounded-br-md border border-dashed border-primary/60 bg-primary/10 px-3.5 py-2 text-foreground sm:max-w-[75%]">
        <span className="sr-only">{t('messaging.speaker', { name: t('messaging.you') })}</span>
        <p className="break-words whitespace-pre-wrap">{entry.content}</p>
        {entry.refusal ? (
          <p className="mt-1 flex flex-wrap items-center justify-end gap-2 text-xs text-destructive" role="alert">
            <TriangleAlert className="h-3.5 w-3.5" aria-hidden="true" />{' '}
            {t('messaging.waiting.notSent', { reason: contractMessage(entry.refusal) })}
            <Button size="sm" variant="ghost" className="h-7" onClick={() => void removeFromOutbox(entry.key)}>
              {t('messaging.waiting.discard')}
            </Button>
          </p>
        ) : (
          <p className="mt-0.5 flex items-center justify-end gap-1 text-[0.7rem] text-muted-foreground">
            <Clock className="h-3 w-3" aria-hidden="true" /> {t('messaging.waiting.waiting')}
          </p>
        )}
      </div>
    </li>
  );
}
