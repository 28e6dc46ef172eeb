import { CareCardInputSchema, type CareCardInput, type SwapCareCard } from '@rootshare/contracts/user-plants';
import { ClipboardList, Pencil } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { FieldError, Label, Textarea } from '@/components/ui/input';
import { toast } from '@/lib/toast';
import { useSaveCareCard, useSwapCareCards } from '../api/care-cards';

const LINES = [
  { key: 'light', label: 'Light' },
  { key: 'water', label: 'Water' },
  { key: 'soil', label: 'Soil' },
] as const;

function CareCardDialog({
  swapRequestId,
  entry,
  onOpenChange,
}: {
  swapRequestId: string;
  entry: SwapCareCard;
  onOpenChange: (open: boolean) => void;
}) {
  const [card, setCard] = useState<CareCardInput>(entry.card);
  const [error, setError] = useState<string | undefined>();
  const save = useSaveCareCard(swapRequestId);
  const baseId = useId();

  function submit() {
    const parsed = CareCardInputSchema.safeParse(card);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    save.mutate(
      { plantId: entry.user_plant_id, card: parsed.data },
      {
        onSuccess: () => {
          toast.success('Care card attached', { description: `It stays with ${entry.name} in its new home.` });
          onOpenChange(false);
        },
        onError: (failure) => setError(failure.message),
      },
    );
  }

  return (
    <Dialog
      open
      onOpenChange={onOpenChange}
      title={`Care card for ${entry.name}`}
      description="Filled in from the catalogue: change anything your plant does differently."
      footer={
        <Button className="w-full" onClick={submit} disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Attach care card'}
        </Button>
      }
    >
      <div className="space-y-4">
        {LINES.map(({ key, label }) => (
          <FormField
            key={key}
            id={`${baseId}-${key}`}
            label={label}
            value={card[key]}
            maxLength={200}
            onChange={(event) => setCard({ ...card, [key]: event.target.value })}
          />
        ))}
        <div className="space-y-1.5">
          <Label htmlFor={`${baseId}-notes`}>Notes</Label>
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
  const cards = useSwapCareCards(swapRequestId);
  const [editing, setEditing] = useState<SwapCareCard | null>(null);
  if (!cards.data || cards.data.length === 0) return null;
  return (
    <section aria-label="Care cards for the plants you give" className="space-y-2">
      <h4 className="flex items-center gap-1.5 text-sm font-bold">
        <ClipboardList className="h-4 w-4 text-primary" aria-hidden="true" /> Care cards for the plants you give
      </h4>
      <ul className="space-y-2">
        {cards.data.map((entry) => (
          <li key={entry.user_plant_id} className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-sage/30 px-3 py-2">
            <span className="min-w-0 truncate text-sm font-semibold">{entry.name}</span>
            <Button
              size="sm"
              variant={entry.saved ? 'outline' : 'primary'}
              onClick={() => setEditing(entry)}
              aria-label={`${entry.saved ? 'Edit' : 'Attach'} care card for ${entry.name}`}
            >
              {entry.saved ? <Pencil className="h-4 w-4" aria-hidden="true" /> : <ClipboardList className="h-4 w-4" aria-hidden="true" />}
              {entry.saved ? 'Edit care card' : 'Attach care card'}
            </Button>
          </li>
        ))}
      </ul>
      {editing && <CareCardDialog swapRequestId={swapRequestId} entry={editing} onOpenChange={(open) => !open && setEditing(null)} />}
    </section>
  );
}
