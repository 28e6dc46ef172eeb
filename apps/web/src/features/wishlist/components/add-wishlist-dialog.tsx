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
import { useContractMessage } from '@/lib/i18n/contract-messages';
import { useT } from '@/lib/i18n/i18n';
import { useAddWishlistItem } from '../api/add-wishlist-item';

/** The chosen plant and notes, and adding them; closing the dialog clears them. */
function useAddWishlistForm(onOpenChange: (open: boolean) => void) {
  const t = useT();
  const translate = useContractMessage();
  const [plant, setPlant] = useState<CataloguePlant | null>(null);
  const [notes, setNotes] = useState('');
  const [error, setError] = useState<string | undefined>();
  const add = useAddWishlistItem();

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
      setError(parsed.error.issues[0] && translate(parsed.error.issues[0].message));
      return;
    }
    setError(undefined);
    add.mutate(parsed.data, {
      onSuccess: () => {
        if (plant)
          toast.success(t('garden.addWishlist.added'), { description: t('garden.addWishlist.addedText', { plant: plant.common_name }) });
        handleOpenChange(false);
      },
      onError: (failure) => {
        setError(translate(failure.message));
        toast.error(translate(failure.message));
      },
    });
  }

  const choosePlant = (next: CataloguePlant | null) => {
    setPlant(next);
    setError(undefined);
  };
  return { plant, choosePlant, notes, setNotes, error, adding: add.isPending, handleOpenChange, handleSubmit };
}

/** Add Plant to the wishlist: a catalogue plant and optional notes. */
export function AddWishlistDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useT();
  const { plant, choosePlant, notes, setNotes, error, adding, handleOpenChange, handleSubmit } = useAddWishlistForm(onOpenChange);
  const formId = useId();

  return (
    <Dialog
      open={open}
      onOpenChange={handleOpenChange}
      title={t('garden.addWishlist.title')}
      description={t('garden.addWishlist.description')}
      footer={
        <>
          <Button variant="outline" onClick={() => handleOpenChange(false)}>
            {t('garden.cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={!plant || adding}>
            {t(adding ? 'garden.addWishlist.adding' : 'garden.addWishlist.submit')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={handleSubmit} noValidate className="space-y-4">
        <PlantSearch label={t('garden.addWishlist.plant')} value={plant} onChange={choosePlant} debounceMs={SEARCH_DEBOUNCE_MS} autoFocus />
        <TextareaField
          id={`${formId}-notes`}
          label={t('garden.addWishlist.notes')}
          optional
          value={notes}
          onChange={(event) => setNotes(event.target.value)}
          placeholder={t('garden.addWishlist.notesPlaceholder')}
        />
        <FieldError id={`${formId}-error`} message={error} />
      </form>
    </Dialog>
  );
}
