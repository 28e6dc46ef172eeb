import { zodResolver } from '@hookform/resolvers/zod';
import { UpdatePostFieldsSchema, type Post, type UpdatePostFields } from '@rootshare/contracts/posts';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from '@/lib/toast';
import type { z } from 'zod';
import { Dialog } from '@/components/ui/dialog';
import { ImageDescriptionField } from '@/components/ui/image-description-field';
import { ApiError, isAbortError } from '@/lib/api';
import { useContractMessage } from '@/lib/i18n/contract-messages';
import { useT } from '@/lib/i18n/i18n';
import { UPDATE_POST_FAILED, useUpdatePost } from '../api/update-post';
import { carriesImage, MediaPicker, useMediaChoice, type CurrentMedia } from './media-picker';
import { PostFormFooter } from './post-form-footer';
import { PostFormsGate } from './post-forms-gate';
import { PostFormBody, PostTextFields } from './post-text-fields';
import { useUploadTask } from './upload-progress';

type UpdatePostOutput = z.output<typeof UpdatePostFieldsSchema>;

export interface EditPostDialogProps {
  post: Post;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The author's edit dialog: text prefilled; the media stays, is replaced, or (blog posts) removed. */
export function EditPostDialog({ post, open, onOpenChange }: EditPostDialogProps) {
  // Mounted only while open, so it always starts from the post as it is now.
  return open ? (
    <PostFormsGate onOpenChange={onOpenChange}>
      <EditPostForm post={post} onOpenChange={onOpenChange} />
    </PostFormsGate>
  ) : null;
}

/**
 * The edit form's state: the fields from the post, the media it keeps, replaces or (blog posts)
 * drops, and the upload; `save` sends the changes and says how it went in the page's language.
 */
function useEditPostForm(post: Post, onOpenChange: (open: boolean) => void) {
  const t = useT();
  const translate = useContractMessage();
  const update = useUpdatePost();
  const task = useUploadTask();
  const choice = useMediaChoice(post.type);
  const [currentRemoved, setCurrentRemoved] = useState(false);
  const form = useForm<UpdatePostFields, unknown, UpdatePostOutput>({
    resolver: zodResolver(UpdatePostFieldsSchema),
    defaultValues: { title: post.title, content: post.content, tags: post.tags ?? '', media_description: post.media_description ?? '' },
  });
  const title = useWatch({ control: form.control, name: 'title' });

  function close(next: boolean) {
    if (!next && task.busy) return;
    onOpenChange(next);
  }

  async function save({ title: newTitle, content, tags, media_description }: UpdatePostOutput) {
    // A new file replaces the media; a removed one (blog posts) goes; otherwise it stays.
    const file = choice.chosen?.file ?? (currentRemoved ? null : undefined);
    try {
      await task.run(file, (media, progress) =>
        update.mutateAsync({ id: post.id, fields: { title: newTitle, content, tags, media_description }, media, ...progress }),
      );
      toast.success(t('postForms.edit.updated'));
      onOpenChange(false);
    } catch (error) {
      if (isAbortError(error)) toast(t('postForms.upload.cancelled'), { description: t('postForms.edit.keptText') });
      else
        toast.error(t('postForms.edit.failed'), {
          description: error instanceof ApiError && error.message !== UPDATE_POST_FAILED ? translate(error.message) : undefined,
        });
    }
  }

  return { form, task, choice, currentRemoved, setCurrentRemoved, close, save, titleLength: title.length };
}

function EditPostForm({ post, onOpenChange }: { post: Post; onOpenChange: (open: boolean) => void }) {
  const t = useT();
  const translate = useContractMessage();
  const formId = useId();
  const { form, task, choice, currentRemoved, setCurrentRemoved, close, save, titleLength } = useEditPostForm(post, onOpenChange);
  const { register, handleSubmit, formState } = form;
  const descriptionError = formState.errors.media_description?.message;
  const mediaSrc = post.media_urls[0];
  const current: CurrentMedia | null =
    post.media_type && mediaSrc ? { kind: post.media_type, src: mediaSrc, poster: post.thumbnail_url } : null;

  return (
    <Dialog
      open
      onOpenChange={close}
      title={t('postForms.edit.title')}
      description={t('postForms.edit.description')}
      size="lg"
      footer={
        <PostFormFooter
          formId={formId}
          task={task}
          onClose={() => close(false)}
          submitLabel={t('postForms.edit.submit')}
          busyLabel={t('postForms.edit.busy')}
        />
      }
    >
      <PostFormBody formId={formId} onSubmit={handleSubmit(save)} busy={task.busy}>
        <PostTextFields idPrefix={formId} type={post.type} register={register} errors={formState.errors} titleLength={titleLength} />
        <MediaPicker
          id={`${formId}-media`}
          type={post.type}
          choice={choice}
          disabled={task.busy}
          current={current}
          currentRemoved={currentRemoved}
          {...(post.type === 'blog_post' ? { onCurrentRemovedChange: setCurrentRemoved } : {})}
        />
        {carriesImage(choice, current, currentRemoved) && (
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
