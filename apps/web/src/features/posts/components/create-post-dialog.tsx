import type { PostType } from '@rootshare/contracts/posts';
import { ArrowLeft } from 'lucide-react';
import { useId } from 'react';
import { ImageDescriptionField } from '@/components/ui/image-description-field';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useContractMessage } from '@/lib/i18n/contract-messages';
import { useT } from '@/lib/i18n/i18n';
import { carriesImage, MediaPicker } from './media-picker';
import { PostFormFooter } from './post-form-footer';
import { PostFormsGate } from './post-forms-gate';
import { PostFormBody, PostTextFields } from './post-text-fields';
import { POST_TYPE_ICONS } from './post-type-badge';
import { useCreatePostForm } from './use-create-post-form';

/** The types in the order the chooser offers them. */
const TYPE_CHOICES: readonly PostType[] = ['photo', 'reel', 'blog_post'];

export interface CreatePostDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Start at this type's form (the header menu and the home card choose one); else ask first. */
  initialType?: PostType | null;
}

/** Create Post: choose Photo, Video Reel or Blog Post, then fill in the form. */
export function CreatePostDialog({ open, onOpenChange, initialType = null }: CreatePostDialogProps) {
  // Mounted only while open, so every opening starts afresh at the requested type.
  return open ? (
    <PostFormsGate onOpenChange={onOpenChange}>
      <CreatePostForm onOpenChange={onOpenChange} initialType={initialType} />
    </PostFormsGate>
  ) : null;
}

/** The first step: which kind of post, each with its icon and a line on what it is for. */
function PostTypeChooser({ onChoose, onClose }: { onChoose: (type: PostType) => void; onClose: (open: boolean) => void }) {
  const t = useT();
  return (
    <Dialog
      open
      onOpenChange={onClose}
      title={t('postForms.chooser.title')}
      description={t('postForms.chooser.description')}
      footer={
        <Button variant="outline" onClick={() => onClose(false)}>
          {t('ui.cancel')}
        </Button>
      }
    >
      <div role="group" aria-label={t('postForms.chooser.group')} className="grid gap-3">
        {TYPE_CHOICES.map((type) => {
          const Icon = POST_TYPE_ICONS[type];
          return (
            <button
              key={type}
              type="button"
              onClick={() => onChoose(type)}
              className="flex items-center gap-4 rounded-2xl border border-border bg-card p-4 text-left transition-colors hover:border-primary hover:bg-sage/40"
            >
              <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-sage text-primary" aria-hidden="true">
                <Icon className="h-6 w-6" />
              </span>
              <span>
                <span className="block font-bold">{t('postForms.type.name', { type })}</span>
                <span className="block text-sm text-muted-foreground">{t('postForms.type.hint', { type })}</span>
              </span>
            </button>
          );
        })}
      </div>
    </Dialog>
  );
}

function CreatePostForm({ onOpenChange, initialType }: { onOpenChange: (open: boolean) => void; initialType: PostType | null }) {
  const t = useT();
  const translate = useContractMessage();
  const formId = useId();
  const { type, setType, chooseType, close, submit, task, choice, form, titleLength } = useCreatePostForm(initialType, onOpenChange);
  const { register, formState } = form;
  const descriptionError = formState.errors.media_description?.message;

  if (!type) return <PostTypeChooser onChoose={chooseType} onClose={close} />;

  return (
    <Dialog
      open
      onOpenChange={close}
      title={t('postForms.create.title', { type })}
      description={t('postForms.create.required')}
      size="lg"
      footer={
        <PostFormFooter
          formId={formId}
          task={task}
          onClose={() => close(false)}
          submitLabel={t('postForms.create.submit')}
          busyLabel={t('postForms.create.busy')}
          leading={
            <Button variant="ghost" className="mr-auto" onClick={() => setType(null)}>
              <ArrowLeft className="h-4 w-4" aria-hidden="true" /> {t('postForms.create.changeType')}
            </Button>
          }
        />
      }
    >
      <PostFormBody formId={formId} onSubmit={submit} busy={task.busy}>
        <PostTextFields idPrefix={formId} type={type} register={register} errors={formState.errors} titleLength={titleLength} />
        <MediaPicker id={`${formId}-media`} type={type} choice={choice} disabled={task.busy} />
        {carriesImage(choice) && (
          <ImageDescriptionField
            id={`${formId}-media-description`}
            disabled={task.busy}
            error={descriptionError && translate(descriptionError)}
            {...register('media_description')}
          />
        )}
      </PostFormBody>
    </Dialog>
  );
}
