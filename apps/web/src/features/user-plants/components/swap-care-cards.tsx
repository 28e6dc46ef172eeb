import { CareCardInputSchema, type CareCardInput, type SwapCareCard } from '@rootshare/contracts/user-plants';
import { ClipboardList, Pencil } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { FieldError, Label, Textarea } from '@/components/ui/input';
import { useContractMessage } from '@/lib/i18n/contract-messages';
import { CatalogGate, useT } from '@/lib/i18n/i18n';
import { toast } from '@/lib/toast';
import { useSaveCareCard, useSwapCareCards } from '../api/care-cards';

const LINES = ['light', 'water', 'soil'] as const;

function CareCardDialog({
  swapRequestId,
  entry,
  onOpenChange,
}: {
  swapRequestId: string;
  entry: SwapCareCard;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useT();
  const translate = useContractMessage();
  const [card, setCard] = useState<CareCardInput>(entry.card);
  const [error, setError] = useState<string | undefined>();
  const save = useSaveCareCard(swapRequestId);
  const baseId = useId();

  function submit() {
    const parsed = CareCardInputSchema.safeParse(card);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message && translate(parsed.error.issues[0].message));
      return;
    }
    save.mutate(
      { plantId: entry.user_plant_id, card: parsed.data },
      {
        onSuccess: () => {
          toast.success(t('plants.careCards.attached'), { description: t('plants.careCards.attachedText', { name: entry.name }) });
          onOpenChange(false);
        },
        onError: (failure) => setError(translate(failure.message)),
      },
    );
  }

  return (
    <Dialog
      open
      onOpenChange={onOpenChange}
      title={t('plants.careCards.dialogTitle', { name: entry.name })}
      description={t('plants.careCards.dialogDescription')}
      footer={
        <Button className="w-full" onClick={submit} disabled={save.isPending}>
          {t(save.isPending ? 'plants.careCards.saving' : 'plants.careCards.attach')}
        </Button>
      }
    >
      <div className="space-y-4">
        {LINES.map((key) => (
          <FormField
            key={key}
            id={`${baseId}-${key}`}
            label={t(`plants.careCards.${key}`)}
            value={card[key]}
            maxLength={200}
            onChange={(event) => setCard({ ...card, [key]: event.target.value })}
          />
        ))}
        <div className="space-y-1.5">
          <Label htmlFor={`${baseId}-notes`}>{t('plants.careCards.notes')}</Label>
          <Textarea
            id={`${baseId}-notes`}
            value={card.notes}
            maxLength={1000}
            onChange={(event) => setCard({ ...card, notes: event.target.value })}
            className="min-h-20"
          />
        </div>
        <FieldError id={`${baseId}-error`} message={error} />
      </div>
    </Dialog>
  );
}

/** On an accepted or completed swap: the member's own plants in it, each with 'Attach care card' (or Edit once attached). */
export function SwapCareCards({ swapRequestId }: { swapRequestId: string }) {
  return (
    <CatalogGate part="plants" fallback={null}>
      <CareCardList swapRequestId={swapRequestId} />
    </CatalogGate>
  );
}

function CareCardList({ swapRequestId }: { swapRequestId: string }) {
  const t = useT();
  const cards = useSwapCareCards(swapRequestId);
  const [editing, setEditing] = useState<SwapCareCard | null>(null);
  if (!cards.data || cards.data.length === 0) return null;
  return (
    <section aria-label={t('plants.careCards.title')} className="space-y-2">
      <h4 className="flex items-center gap-1.5 text-sm font-bold">
        <ClipboardList className="h-4 w-4 text-primary" aria-hidden="true" /> {t('plants.careCards.title')}
      </h4>
      <ul className="space-y-2">
        {cards.data.map((entry) => (
          <li key={entry.user_plant_id} className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-sage/30 px-3 py-2">
            <span className="min-w-0 truncate text-sm font-semibold">{entry.name}</span>
            <Button
              size="sm"
              variant={entry.saved ? 'outline' : 'primary'}
              onClick={() => setEditing(entry)}
              aria-label={t(entry.saved ? 'plants.careCards.editLabel' : 'plants.careCards.attachLabel', { name: entry.name })}
            >
              {entry.saved ? <Pencil className="h-4 w-4" aria-hidden="true" /> : <ClipboardList className="h-4 w-4" aria-hidden="true" />}
              {t(entry.saved ? 'plants.careCards.edit' : 'plants.careCards.attach')}
            </Button>
          </li>
        ))}
      </ul>
      {editing && <CareCardDialog swapRequestId={swapRequestId} entry={editing} onOpenChange={(open) => !open && setEditing(null)} />}
    </section>
  );
}
