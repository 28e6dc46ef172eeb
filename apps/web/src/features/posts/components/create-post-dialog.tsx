import { zodResolver } from '@hookform/resolvers/zod';
import { CreatePostFieldsSchema, mediaRuleFor, POST_TYPE_LABELS, type CreatePostFields, type PostType } from '@rootshare/contracts/posts';
import { ArrowLeft } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from '@/lib/toast';
import type { z } from 'zod';
import { ImageDescriptionField } from '@/components/ui/image-description-field';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { ApiError, isAbortError } from '@/lib/api';
import { CREATE_POST_FAILED, useCreatePost } from '../api/create-post';
import { carriesImage, MediaPicker, mediaProblem, useMediaChoice } from './media-picker';
import { PostFormFooter } from './post-form-footer';
import { PostFormBody, PostTextFields } from './post-text-fields';
import { POST_TYPE_ICONS } from './post-type-badge';
import { useUploadTask } from './upload-progress';

const TYPE_CHOICES: ReadonlyArray<{ type: PostType; hint: string }> = [
  { type: 'photo', hint: 'Show off a plant, a new leaf or your garden.' },
  { type: 'reel', hint: 'Share a short video: a tour, a repot, a propagation tip.' },
  { type: 'blog_post', hint: 'Write a care guide or the story of your garden.' },
];
const FORM_TITLES: Record<PostType, string> = { photo: 'Share a Photo', reel: 'Create a Video Reel', blog_post: 'Write a Blog Post' };

type CreatePostOutput = z.output<typeof CreatePostFieldsSchema>;

export interface CreatePostDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Start at this type's form (the header menu and the home card choose one); else ask first. */
  initialType?: PostType | null;
}

/** Create Post: choose Photo, Video Reel or Blog Post, then fill in the form. */
export function CreatePostDialog({ open, onOpenChange, initialType = null }: CreatePostDialogProps) {
  // Mounted only while open, so every opening starts afresh at the requested type.
  return open ? <CreatePostForm onOpenChange={onOpenChange} initialType={initialType} /> : null;
}

function CreatePostForm({ onOpenChange, initialType }: { onOpenChange: (open: boolean) => void; initialType: PostType | null }) {
  const formId = useId();
  const [type, setType] = useState<PostType | null>(initialType);
  const create = useCreatePost();
  const task = useUploadTask();
  const choice = useMediaChoice(type ?? 'blog_post');
  const { register, handleSubmit, control, formState, setValue } = useForm<CreatePostFields, unknown, CreatePostOutput>({
    resolver: zodResolver(CreatePostFieldsSchema),
    defaultValues: { title: '', content: '', tags: '', type: initialType ?? 'photo', media_description: '' },
  });
  const title = useWatch({ control, name: 'title' });

  function chooseType(next: PostType) {
    setType(next);
    setValue('type', next);
    // A file chosen for another type stays only if it suits this one.
    if (choice.chosen && mediaProblem(next, choice.chosen.file)) choice.clear();
    else choice.setError(null);
  }

  function close(next: boolean) {
    // The upload is stopped with Cancel upload, never by a stray click outside.
    if (!next && task.busy) return;
    onOpenChange(next);
  }

  async function send(postType: PostType, fields: CreatePostOutput) {
    try {
      await task.run(choice.chosen?.file ?? null, (media, progress) => create.mutateAsync({ fields, media: media ?? null, ...progress }));
      toast.success(`Your ${POST_TYPE_LABELS[postType].toLowerCase()} has been posted.`);
      onOpenChange(false);
    } catch (error) {
      if (isAbortError(error)) toast('Upload cancelled', { description: 'Your post is still here whenever you want to send it.' });
      else toast.error(error instanceof ApiError ? error.message : CREATE_POST_FAILED);
    }
  }

  function handleFormSubmit(event: FormEvent<HTMLFormElement>) {
    if (!type) return;
    const rule = mediaRuleFor(type);
    const missingMedia = rule.required && !choice.chosen;
    if (missingMedia) choice.setError(rule.missing);
    void handleSubmit((fields) => (missingMedia ? undefined : send(type, fields)))(event);
  }

  if (!type) {
    return (
      <Dialog
        open
        onOpenChange={close}
        title="Create Post"
        description="What would you like to share?"
        footer={
          <Button variant="outline" onClick={() => close(false)}>
            Cancel
          </Button>
        }
      >
        <div role="group" aria-label="Post type" className="grid gap-3">
          {TYPE_CHOICES.map(({ type: value, hint }) => {
            const Icon = POST_TYPE_ICONS[value];
            return (
              <button
                key={value}
                type="button"
                onClick={() => chooseType(value)}
                className="flex items-center gap-4 rounded-2xl border border-border bg-card p-4 text-left transition-colors hover:border-primary hover:bg-sage/40"
              >
                <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-sage text-primary" aria-hidden="true">
                  <Icon className="h-6 w-6" />
                </span>
                <span>
                  <span className="block font-bold">{POST_TYPE_LABELS[value]}</span>
                  <span className="block text-sm text-muted-foreground">{hint}</span>
                </span>
              </button>
            );
          })}
        </div>
      </Dialog>
    );
  }

  return (
    <Dialog
      open
      onOpenChange={close}
      title={FORM_TITLES[type]}
      description="Fields marked * are required."
      size="lg"
      footer={
        <PostFormFooter
          formId={formId}
          task={task}
          onClose={() => close(false)}
          submitLabel="Post"
          busyLabel="Posting"
          leading={
            <Button variant="ghost" className="mr-auto" onClick={() => setType(null)}>
              <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Change type
            </Button>
          }
        />
      }
    >
      <PostFormBody formId={formId} onSubmit={handleFormSubmit} busy={task.busy}>
        <PostTextFields idPrefix={formId} type={type} register={register} errors={formState.errors} titleLength={title.length} />
        <MediaPicker id={`${formId}-media`} type={type} choice={choice} disabled={task.busy} />
        {carriesImage(choice) && (
          <ImageDescriptionField
            id={`${formId}-media-description`}
            disabled={task.busy}
            error={formState.errors.media_description?.message}
            {...register('media_description')}
          />
        )}
      </PostFormBody>
    </Dialog>
  );
}
