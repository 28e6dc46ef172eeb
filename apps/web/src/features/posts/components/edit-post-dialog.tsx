import { zodResolver } from '@hookform/resolvers/zod';
import { UpdatePostFieldsSchema, type Post, type UpdatePostFields } from '@rootshare/contracts/posts';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from '@/lib/toast';
import type { z } from 'zod';
import { Dialog } from '@/components/ui/dialog';
import { ImageDescriptionField } from '@/components/ui/image-description-field';
import { ApiError, isAbortError } from '@/lib/api';
import { UPDATE_POST_FAILED, useUpdatePost } from '../api/update-post';
import { carriesImage, MediaPicker, useMediaChoice, type CurrentMedia } from './media-picker';
import { PostFormFooter } from './post-form-footer';
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
  return open ? <EditPostForm post={post} onOpenChange={onOpenChange} /> : null;
}

function EditPostForm({ post, onOpenChange }: { post: Post; onOpenChange: (open: boolean) => void }) {
  const formId = useId();
  const update = useUpdatePost();
  const task = useUploadTask();
  const choice = useMediaChoice(post.type);
  const [currentRemoved, setCurrentRemoved] = useState(false);
  const { register, handleSubmit, control, formState } = useForm<UpdatePostFields, unknown, UpdatePostOutput>({
    resolver: zodResolver(UpdatePostFieldsSchema),
    defaultValues: { title: post.title, content: post.content, tags: post.tags ?? '', media_description: post.media_description ?? '' },
  });
  const title = useWatch({ control, name: 'title' });
  const mediaSrc = post.media_urls[0];
  const current: CurrentMedia | null =
    post.media_type && mediaSrc ? { kind: post.media_type, src: mediaSrc, poster: post.thumbnail_url } : null;

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
      toast.success('Your post has been updated.');
      onOpenChange(false);
    } catch (error) {
      if (isAbortError(error)) toast('Upload cancelled', { description: 'Your changes are still here whenever you want to save them.' });
      else
        toast.error(UPDATE_POST_FAILED, {
          description: error instanceof ApiError && error.message !== UPDATE_POST_FAILED ? error.message : undefined,
        });
    }
  }

  return (
    <Dialog
      open
      onOpenChange={close}
      title="Edit Post"
      description="Change the text, or replace the media."
      size="lg"
      footer={<PostFormFooter formId={formId} task={task} onClose={() => close(false)} submitLabel="Save changes" busyLabel="Saving" />}
    >
      <PostFormBody formId={formId} onSubmit={handleSubmit(save)} busy={task.busy}>
        <PostTextFields idPrefix={formId} type={post.type} register={register} errors={formState.errors} titleLength={title.length} />
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
            error={formState.errors.media_description?.message}
            {...register('media_description')}
          />
        )}
      </PostFormBody>
    </Dialog>
  );
}
