import { UpdateWishlistItemSchema, type WishlistItem } from '@rootshare/contracts/wishlist';
import { AlertTriangle, Heart, Leaf, Pencil, Plus, Trash2 } from 'lucide-react';
import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { toast } from '@/lib/toast';
import { CareLevelBadge } from '@/components/plants/care-level-badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { TextareaField } from '@/components/ui/textarea-field';
import { Skeleton } from '@/components/ui/skeleton';
import { useContractMessage } from '@/lib/i18n/contract-messages';
import { CatalogGate, useT } from '@/lib/i18n/i18n';
import { useOwnWishlist } from '../api/get-own-wishlist';
import { useWishlist } from '../api/get-wishlist';
import { useRemoveWishlistItem } from '../api/remove-wishlist-item';
import { useUpdateWishlistItem } from '../api/update-wishlist-item';
import { AddWishlistDialog } from './add-wishlist-dialog';
import { NearYouNow } from './near-you-now';

/** The catalogue picture (an illustration when there is no photo), else a drawn leaf. */
function WishlistPhoto({ src }: { src: string | null }) {
  const [failed, setFailed] = useState(false);
  return (
    <span
      className="flex h-16 w-16 shrink-0 items-center justify-center overflow-hidden rounded-2xl bg-sage text-primary sm:h-20 sm:w-20"
      aria-hidden="true"
    >
      {src && !failed ? (
        <img src={src} alt="" loading="lazy" className="h-full w-full object-cover" onError={() => setFailed(true)} />
      ) : (
        <Leaf className="h-7 w-7 opacity-70" />
      )}
    </span>
  );
}

/** The notes being edited on a wishlist row, and their saving. */
function useNotesEditor(item: WishlistItem) {
  const t = useT();
  const translate = useContractMessage();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(item.notes ?? '');
  const [error, setError] = useState<string | undefined>();
  const update = useUpdateWishlistItem();

  function startEditing() {
    setDraft(item.notes ?? '');
    setError(undefined);
    setEditing(true);
  }

  function save() {
    const parsed = UpdateWishlistItemSchema.safeParse({ notes: draft.trim() || null });
    if (!parsed.success) {
      setError(parsed.error.issues[0] && translate(parsed.error.issues[0].message));
      return;
    }
    update.mutate(
      { id: item.id, notes: parsed.data.notes || null },
      {
        onSuccess: () => {
          toast.success(t('garden.wishlist.notesUpdated'));
          setEditing(false);
        },
        onError: (failure) => toast.error(t('garden.wishlist.notesFailed', { reason: translate(failure.message) })),
      },
    );
  }

  return { editing, draft, setDraft, error, saving: update.isPending, startEditing, save, stop: () => setEditing(false) };
}

/** The notes field with Save and Cancel; Escape cancels too. */
function NotesForm({ name, notes }: { name: string; notes: ReturnType<typeof useNotesEditor> }) {
  const t = useT();
  const fieldId = useId();
  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      notes.stop();
    }
  }
  return (
    <div className="space-y-2 pt-1">
      <TextareaField
        id={fieldId}
        label={t('garden.wishlist.notesFor', { plant: name })}
        error={notes.error}
        value={notes.draft}
        onChange={(event) => notes.setDraft(event.target.value)}
        onKeyDown={handleKeyDown}
        placeholder={t('garden.wishlist.notesPlaceholder')}
        autoFocus
        className="min-h-20"
      />
      <div className="flex gap-2">
        <Button size="sm" onClick={notes.save} disabled={notes.saving}>
          {t(notes.saving ? 'garden.wishlist.saving' : 'garden.save')}
        </Button>
        <Button size="sm" variant="outline" onClick={notes.stop} disabled={notes.saving}>
          {t('garden.cancel')}
        </Button>
      </div>
    </div>
  );
}

/** Removing a row's plant from the wishlist, telling how it went in a toast. */
function useRemoval(item: WishlistItem, name: string) {
  const t = useT();
  const translate = useContractMessage();
  const removal = useRemoveWishlistItem();
  const remove = () =>
    removal.mutate(item.id, {
      onSuccess: () => toast.success(t('garden.wishlist.removed'), { description: t('garden.wishlist.removedText', { plant: name }) }),
      onError: (failure) => toast.error(t('garden.wishlist.removeFailed', { reason: translate(failure.message) })),
    });
  return { remove, removing: removal.isPending };
}

/** The owner's Edit notes and Remove buttons for a row. */
function RowActions({ name, onEdit, removal }: { name: string; onEdit: () => void; removal: ReturnType<typeof useRemoval> }) {
  const t = useT();
  return (
    <div className="flex gap-2 sm:flex-col sm:items-stretch">
      <Button size="sm" variant="outline" onClick={onEdit} aria-label={t('garden.wishlist.editNotesFor', { plant: name })}>
        <Pencil className="h-4 w-4" aria-hidden="true" /> {t('garden.wishlist.editNotes')}
      </Button>
      <Button
        size="sm"
        variant="ghost"
        className="text-destructive hover:bg-destructive/10"
        onClick={removal.remove}
        disabled={removal.removing}
        aria-label={t('garden.wishlist.removeFrom', { plant: name })}
      >
        <Trash2 className="h-4 w-4" aria-hidden="true" /> {t(removal.removing ? 'garden.wishlist.removing' : 'garden.wishlist.remove')}
      </Button>
    </div>
  );
}

function WishlistRow({ item, isOwner }: { item: WishlistItem; isOwner: boolean }) {
  const t = useT();
  const notes = useNotesEditor(item);
  const name = item.plants.common_name || t('garden.wishlist.unknownPlant');
  const removal = useRemoval(item, name);

  return (
    <li>
      <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start">
        <div className="flex min-w-0 flex-1 gap-4">
          <WishlistPhoto src={item.plants.image_url} />
          <div className="min-w-0 flex-1 space-y-1.5">
            <div>
              <h3 className="font-bold">{name}</h3>
              {item.plants.scientific_name && <p className="text-sm text-muted-foreground italic">{item.plants.scientific_name}</p>}
            </div>
            <CareLevelBadge level={item.plants.care_level} />
            {notes.editing ? (
              <NotesForm name={name} notes={notes} />
            ) : item.notes ? (
              <p className="text-sm whitespace-pre-line">{item.notes}</p>
            ) : (
              isOwner && <p className="text-sm text-muted-foreground">{t('garden.wishlist.noNotes')}</p>
            )}
          </div>
        </div>
        {isOwner && !notes.editing && <RowActions name={name} onEdit={notes.startEditing} removal={removal} />}
      </Card>
    </li>
  );
}

function WishlistSkeleton({ label }: { label: string }) {
  return (
    <div className="space-y-3" role="status" aria-label={label}>
      {[0, 1].map((n) => (
        <Card key={n} className="flex gap-4 p-4">
          <Skeleton className="h-16 w-16 rounded-2xl sm:h-20 sm:w-20" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-5 w-1/3" />
            <Skeleton className="h-4 w-1/4" />
            <Skeleton className="h-4 w-2/3" />
          </div>
        </Card>
      ))}
    </div>
  );
}

/** The Wishlist tab of a profile: the owner adds, annotates and removes plants, once the garden's words have loaded. */
export function WishlistTab({ userId, isOwner }: { userId: string; isOwner: boolean }) {
  const t = useT();
  return (
    <CatalogGate part="garden" fallback={<WishlistSkeleton label={t('loading')} />}>
      <Wishlist userId={userId} isOwner={isOwner} />
    </CatalogGate>
  );
}

function Wishlist({ userId, isOwner }: { userId: string; isOwner: boolean }) {
  const t = useT();
  const translate = useContractMessage();
  const own = useOwnWishlist({ enabled: isOwner });
  const member = useWishlist(userId, { enabled: !isOwner });
  const wishlist = isOwner ? own : member;
  const [adding, setAdding] = useState(false);
  const items = wishlist.data ?? [];

  let body: ReactNode;
  if (wishlist.isPending) {
    body = <WishlistSkeleton label={t('garden.wishlist.loading')} />;
  } else if (wishlist.isError) {
    body = (
      <EmptyState
        icon={<AlertTriangle className="h-6 w-6" />}
        title={t('garden.wishlist.loadFailed')}
        description={translate(wishlist.error.message)}
        action={
          <Button variant="outline" size="sm" onClick={() => void wishlist.refetch()}>
            {t('garden.tryAgain')}
          </Button>
        }
      />
    );
  } else if (items.length === 0) {
    body = isOwner ? (
      <EmptyState
        icon={<Heart className="h-6 w-6" />}
        title={t('garden.wishlist.emptyOwn')}
        description={t('garden.wishlist.emptyOwnText')}
        action={
          <Button size="sm" onClick={() => setAdding(true)}>
            <Plus className="h-4 w-4" aria-hidden="true" /> {t('garden.wishlist.add')}
          </Button>
        }
      />
    ) : (
      <EmptyState
        icon={<Heart className="h-6 w-6" />}
        title={t('garden.wishlist.emptyOther')}
        description={t('garden.wishlist.emptyOtherText')}
      />
    );
  } else {
    body = (
      <ul className="space-y-3">
        {items.map((item) => (
          <WishlistRow key={item.id} item={item} isOwner={isOwner} />
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby="wishlist-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="wishlist-heading" className="flex items-center gap-2 text-xl font-extrabold tracking-tight">
          <Heart className="h-5 w-5 text-accent" aria-hidden="true" />
          {t('garden.wishlist.title', { owner: isOwner ? 'yes' : 'no' })}
          {items.length > 0 && <span className="rounded-full bg-sage px-2 py-0.5 text-sm font-semibold text-primary">{items.length}</span>}
        </h2>
        {isOwner && items.length > 0 && (
          <Button size="sm" onClick={() => setAdding(true)}>
            <Plus className="h-4 w-4" aria-hidden="true" /> {t('garden.wishlist.add')}
          </Button>
        )}
      </div>
      {isOwner && items.length > 0 && <NearYouNow />}
      {body}
      {isOwner && <AddWishlistDialog open={adding} onOpenChange={setAdding} />}
    </section>
  );
}
