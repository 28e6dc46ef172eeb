import { HANDOVERS, type Handover, type SwapRequest } from '@rootshare/contracts/swaps';
import { Home, Package, Users } from 'lucide-react';
import { useId, type KeyboardEvent } from 'react';
import { toast } from '@/lib/toast';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/i18n';
import { useSetSwapHandover } from '../api/set-swap-handover';

const ICONS = { meet_up: Users, porch_pickup: Home, post: Package } as const;

/**
 * How the plants of an accepted swap change hands: meet up, porch pickup or post. Either
 * member may choose or change it; the hint under it says what the choice asks of them, and that an
 * address belongs only in this swap's chat. Arrow keys move between the choices, as in any radio group.
 */
export function HandoverChoice({ swap }: { swap: SwapRequest }) {
  const t = useT();
  const labelId = useId();
  const hintId = useId();
  const save = useSetSwapHandover();
  const chosen = save.isPending ? save.variables.handover : swap.handover;

  const choose = (handover: Handover) => {
    if (handover === swap.handover || save.isPending) return;
    save.mutate(
      { id: swap.id, handover },
      { onSuccess: () => toast.success(t('swaps.handover.saved')), onError: () => toast.error(t('swaps.handover.saveFailed')) },
    );
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step =
      event.key === 'ArrowRight' || event.key === 'ArrowDown' ? 1 : event.key === 'ArrowLeft' || event.key === 'ArrowUp' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = HANDOVERS[(index + step + HANDOVERS.length) % HANDOVERS.length] ?? 'meet_up';
    choose(next);
    const group = event.currentTarget.parentElement;
    group?.querySelector<HTMLButtonElement>(`[data-handover="${next}"]`)?.focus();
  };

  return (
    <div className="space-y-2">
      <p id={labelId} className="text-sm font-semibold">
        {t('swaps.handover.title')}
      </p>
      <div role="radiogroup" aria-labelledby={labelId} aria-describedby={chosen ? hintId : undefined} className="grid grid-cols-3 gap-2">
        {HANDOVERS.map((handover, index) => {
          const Icon = ICONS[handover];
          const selected = chosen === handover;
          return (
            <button
              key={handover}
              type="button"
              role="radio"
              aria-checked={selected}
              data-handover={handover}
              // One stop in the tab order: the chosen one, or the first when none is.
              tabIndex={selected || (!chosen && index === 0) ? 0 : -1}
              disabled={save.isPending && !selected}
              onClick={() => choose(handover)}
              onKeyDown={(event) => handleKeyDown(event, index)}
              className={cn(
                'flex flex-col items-center gap-1 rounded-xl border px-2 py-2 text-xs font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-ring sm:flex-row sm:justify-center sm:text-sm',
                selected ? 'border-primary bg-primary/10 text-primary' : 'border-border bg-card hover:bg-muted',
              )}
            >
              <Icon className="h-4 w-4" aria-hidden="true" /> {t(`swaps.handover.${handover}`)}
            </button>
          );
        })}
      </div>
      <p id={hintId} className="text-xs text-muted-foreground">
        {t(chosen ? `swaps.handover.hint.${chosen}` : 'swaps.handover.choose')}
      </p>
    </div>
  );
}
