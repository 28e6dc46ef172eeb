import { gardenPhotoAlt } from '@rootshare/contracts/image-descriptions-constants';
import { BRAG_BOARD_MAX_ITEMS, GARDEN_PHOTO_CAPTION_MAX, LOCATION_MAX_LENGTH } from '@rootshare/contracts/limits';
import { ImagePlus, Loader2, PenSquare, Trash2 } from 'lucide-react';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ImageDescriptionField } from '@/components/ui/image-description-field';
import { Input, Label } from '@/components/ui/input';
import { PLANT_IMAGE_ACCEPT, resizeImageFile, validatePlantImage } from '@/lib/image-files';
import {
  bragBoardItemCount,
  fitsBragBoard,
  GARDEN_PHOTO_JPEG_QUALITY,
  GARDEN_PHOTO_MAX_EDGE,
  newDraftId,
  type DraftPhoto,
  type WizardStepProps,
} from '../lib/wizard-draft';
import { DraftPostDialog } from './draft-post-dialog';
import { FileThumbnail, releaseFilePreview } from './file-thumbnail';
import { StepNavigation } from './step-navigation';
import { errorMessage } from '@/lib/error-message';
import { useT } from '@/lib/i18n/i18n';

function PhotoCard({
  photo,
  index,
  onChange,
  onRemove,
}: {
  photo: DraftPhoto;
  index: number;
  onChange: (patch: Partial<DraftPhoto>) => void;
  onRemove: () => void;
}) {
  const t = useT();
  const id = useId();
  return (
    <Card className="overflow-hidden">
      <div className="relative">
        <img src={photo.dataUrl} alt={gardenPhotoAlt(photo)} className="aspect-[4/3] w-full bg-sage object-cover" />
        <Button
          variant="outline"
          size="icon"
          className="absolute top-2 right-2 bg-card/90"
          aria-label={t('profiles.photos.remove', { number: index + 1 })}
          onClick={onRemove}
        >
          <Trash2 className="h-4 w-4" aria-hidden="true" />
        </Button>
      </div>
      <div className="space-y-3 p-3">
        <div className="space-y-1">
          <Label htmlFor={`${id}-caption`}>{t('profiles.photos.caption')}</Label>
          <Input
            id={`${id}-caption`}
            value={photo.caption}
            maxLength={GARDEN_PHOTO_CAPTION_MAX}
            placeholder={t('profiles.photos.captionPlaceholder')}
            onChange={(e) => onChange({ caption: e.target.value })}
          />
        </div>
        <div className="space-y-1">
          <Label htmlFor={`${id}-location`}>{t('profiles.photos.location')}</Label>
          <Input
            id={`${id}-location`}
            value={photo.location}
            maxLength={LOCATION_MAX_LENGTH}
            placeholder={t('profiles.photos.locationPlaceholder')}
            onChange={(e) => onChange({ location: e.target.value })}
          />
        </div>
        <ImageDescriptionField
          id={`${id}-description`}
          value={photo.description ?? ''}
          onChange={(e) => onChange({ description: e.target.value })}
        />
      </div>
    </Card>
  );
}

/** Step 2: garden photos with caption and location, and Brag Board photo posts; at most 10 items in all. */
export function GardenPhotosStep({ draft, update, onBack, onContinue }: WizardStepProps) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [adding, setAdding] = useState(false);
  const [drafting, setDrafting] = useState(false);
  const count = bragBoardItemCount(draft);
  const full = count >= BRAG_BOARD_MAX_ITEMS;

  async function addFiles(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (files.length === 0) return;
    if (!fitsBragBoard(draft, files.length)) {
      setProblems([t('profiles.photos.tooManyFiles', { max: BRAG_BOARD_MAX_ITEMS, left: BRAG_BOARD_MAX_ITEMS - count })]);
      return;
    }
    const found: string[] = [];
    const added: DraftPhoto[] = [];
    setAdding(true);
    for (const file of files) {
      const problem = validatePlantImage(file);
      if (problem) {
        found.push(problem);
        continue;
      }
      try {
        added.push({
          id: newDraftId(),
          dataUrl: await resizeImageFile(file, GARDEN_PHOTO_MAX_EDGE, GARDEN_PHOTO_JPEG_QUALITY),
          caption: '',
          location: draft.basicInfo?.location ?? '',
        });
      } catch (error) {
        found.push(
          t('profiles.photos.unreadable', { name: file.name, problem: errorMessage(error, t('profiles.photos.unreadableFallback')) }),
        );
      }
    }
    setAdding(false);
    setProblems(found);
    if (added.length) update((current) => ({ ...current, photos: [...current.photos, ...added] }));
  }

  const changePhoto = (id: string, patch: Partial<DraftPhoto>) =>
    update((current) => ({ ...current, photos: current.photos.map((photo) => (photo.id === id ? { ...photo, ...patch } : photo)) }));

  function openPostDraft() {
    if (fitsBragBoard(draft, 1)) setDrafting(true);
    else setProblems([t('profiles.photos.tooManyPosts', { max: BRAG_BOARD_MAX_ITEMS })]);
  }

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-muted-foreground">{t('profiles.photos.intro')}</p>
        <p className="text-sm font-semibold tabular-nums" aria-live="polite">
          {t('profiles.photos.count', { count, max: BRAG_BOARD_MAX_ITEMS })}
        </p>
      </div>
      <div className="flex flex-wrap gap-3">
        <input
          ref={input}
          type="file"
          accept={PLANT_IMAGE_ACCEPT}
          multiple
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(e) => void addFiles(e)}
          data-testid="garden-photo-input"
        />
        <Button variant="outline" disabled={full || adding} onClick={() => input.current?.click()}>
          {adding ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> : <ImagePlus className="h-4 w-4" aria-hidden="true" />}
          {t(adding ? 'profiles.photos.preparing' : 'profiles.photos.add')}
        </Button>
        <Button variant="outline" disabled={full || adding} onClick={openPostDraft}>
          <PenSquare className="h-4 w-4" aria-hidden="true" /> {t('profiles.photos.addPost')}
        </Button>
      </div>
      {problems.length > 0 && (
        <ul role="alert" className="space-y-1 rounded-xl border border-destructive/40 bg-destructive/5 px-4 py-3 text-sm text-destructive">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
      {count === 0 ? (
        <EmptyState
          icon={<ImagePlus className="h-6 w-6" />}
          title={t('profiles.photos.emptyTitle')}
          description={t('profiles.photos.emptyText', { max: BRAG_BOARD_MAX_ITEMS })}
        />
      ) : (
        <>
          {draft.photos.length > 0 && (
            <section aria-label={t('profiles.photos.section')} className="grid gap-4 sm:grid-cols-2">
              {draft.photos.map((photo, index) => (
                <PhotoCard
                  key={photo.id}
                  photo={photo}
                  index={index}
                  onChange={(patch) => changePhoto(photo.id, patch)}
                  onRemove={() => update((current) => ({ ...current, photos: current.photos.filter((p) => p.id !== photo.id) }))}
                />
              ))}
            </section>
          )}
          {draft.savedPosts.length > 0 && (
            <section aria-label={t('profiles.photos.posts')} className="space-y-3">
              <h3 className="font-bold">{t('profiles.photos.posts')}</h3>
              {draft.savedPosts.map((post) => (
                <Card key={post.id} className="flex items-center gap-3 p-3">
                  <FileThumbnail file={post.image} alt="" className="h-16 w-16 shrink-0 rounded-xl" />
                  <div className="min-w-0 flex-1">
                    <p className="truncate font-semibold">{post.title}</p>
                    <p className="truncate text-sm text-muted-foreground">{post.content}</p>
                  </div>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={t('profiles.photos.removePost', { title: post.title })}
                    onClick={() => {
                      releaseFilePreview(post.image);
                      update((current) => ({ ...current, savedPosts: current.savedPosts.filter((p) => p.id !== post.id) }));
                    }}
                  >
                    <Trash2 className="h-4 w-4" aria-hidden="true" />
                  </Button>
                </Card>
              ))}
            </section>
          )}
        </>
      )}
      <StepNavigation onBack={onBack} onContinue={onContinue} continueDisabled={adding} />
      <DraftPostDialog
        open={drafting}
        onOpenChange={setDrafting}
        onSave={(post) => update((current) => ({ ...current, savedPosts: [...current.savedPosts, { ...post, id: newDraftId() }] }))}
      />
    </div>
  );
}
