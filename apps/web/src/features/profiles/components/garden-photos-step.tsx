import { BRAG_BOARD_MAX_ITEMS } from '@rootshare/contracts/limits';
import { HiddenPhotoInput } from '@/components/ui/hidden-photo-input';
import { ImagePlus, Loader2, PenSquare } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { useT } from '@/lib/i18n/i18n';
import { useGardenPhotoFiles } from '../lib/use-garden-photo-files';
import { bragBoardItemCount, fitsBragBoard, newDraftId, type WizardStepProps } from '../lib/wizard-draft';
import { DraftPostDialog } from './draft-post-dialog';
import { GardenPhotoCards } from './garden-photo-cards';
import { SavedPostList } from './saved-post-list';
import { StepNavigation } from './step-navigation';

/** The step's two ways to add: photos from the file chooser, or a Brag Board post. */
function AddButtons({
  disabled,
  adding,
  onFiles,
  onAddPost,
}: {
  disabled: boolean;
  adding: boolean;
  onFiles: (files: File[]) => void;
  onAddPost: () => void;
}) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className="flex flex-wrap gap-3">
      <HiddenPhotoInput
        ref={input}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          onFiles(files);
        }}
        testId="garden-photo-input"
      />
      <Button variant="outline" disabled={disabled} onClick={() => input.current?.click()}>
        {adding ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> : <ImagePlus className="h-4 w-4" aria-hidden="true" />}
        {t(adding ? 'profiles.photos.preparing' : 'profiles.photos.add')}
      </Button>
      <Button variant="outline" disabled={disabled} onClick={onAddPost}>
        <PenSquare className="h-4 w-4" aria-hidden="true" /> {t('profiles.photos.addPost')}
      </Button>
    </div>
  );
}

/** Step 2: garden photos with caption and location, and Brag Board photo posts; at most 10 items in all. */
export function GardenPhotosStep({ draft, update, onBack, onContinue }: WizardStepProps) {
  const t = useT();
  const { problems, setProblems, adding, addFiles } = useGardenPhotoFiles({ draft, update });
  const [drafting, setDrafting] = useState(false);
  const count = bragBoardItemCount(draft);

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
      <AddButtons
        disabled={count >= BRAG_BOARD_MAX_ITEMS || adding}
        adding={adding}
        onFiles={(files) => void addFiles(files)}
        onAddPost={openPostDraft}
      />
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
          <GardenPhotoCards draft={draft} update={update} />
          <SavedPostList draft={draft} update={update} />
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
