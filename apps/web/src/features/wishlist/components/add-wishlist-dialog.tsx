import type { CataloguePlant } from '@rootshare/contracts/catalogue';
import { SEARCH_DEBOUNCE_MS } from '@rootshare/contracts/limits';
import { AddWishlistItemSchema } from '@rootshare/contracts/wishlist';
import { useId, useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { PlantSearch } from '@/features/catalogue/components/plant-search';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FieldError } from '@/components/ui/input';
import { TextareaField } from '@/components/ui/textarea-field';
import { useAddWishlistItem } from '../api/add-wishlist-item';

/** Add Plant to the wishlist: a catalogue plant and optional notes. */
export function AddWishlistDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [plant, setPlant] = useState<CataloguePlant | null>(null);
  const [notes, setNotes] = useState('');
  const [error, setError] = useState<string | undefined>();
  const add = useAddWishlistItem();
  const formId = useId();

  function handleOpenChange(next: boolean) {
    if (!next) {
      setPlant(null);
      setNotes('');
      setError(undefined);
      add.reset();
    }
    onOpenChange(next);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Empty notes are sent as absent.
    const parsed = AddWishlistItemSchema.safeParse({ plant_id: plant?.id ?? '', ...(notes.trim() ? { notes: notes.trim() } : {}) });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    add.mutate(parsed.data, {
      onSuccess: () => {
        toast.success('Added to wishlist', { description: `${plant?.common_name ?? 'The plant'} is on your wishlist.` });
        handleOpenChange(false);
      },
      onError: (failure) => {
        setError(failure.message);
        toast.error(failure.message);
      },
    });
  }

  return (
    <Dialog
      open={open}
      onOpenChange={handleOpenChange}
      title="Add Plant to Wishlist"
      description="Search the catalogue for a plant you are looking for."
      footer={
        <>
          <Button variant="outline" onClick={() => handleOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={!plant || add.isPending}>
            {add.isPending ? 'Adding...' : 'Add to Wishlist'}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={handleSubmit} noValidate className="space-y-4">
        <PlantSearch
          label="Plant"
          value={plant}
          onChange={(next) => {
            setPlant(next);
            setError(undefined);
          }}
          debounceMs={SEARCH_DEBOUNCE_MS}
          autoFocus
        />
        <TextareaField
          id={`${formId}-notes`}
          label="Notes"
          optional
          value={notes}
          onChange={(event) => setNotes(event.target.value)}
          placeholder="Variety, size, or what you would swap for it"
        />
        <FieldError id={`${formId}-error`} message={error} />
      </form>
    </Dialog>
  );
}
