import { zodResolver } from '@hookform/resolvers/zod';
import { CreatePostFieldsSchema, PHOTO_NEEDS_IMAGE, type CreatePostFields } from '@rootshare/contracts/posts';
import { useId, type FormEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { ImageDescriptionField } from '@/components/ui/image-description-field';
// The wizard drafts a photo post with the posts feature's own fields and picker; it is sent at publish.
import { carriesImage, MediaPicker, useMediaChoice } from '@/features/posts/components/media-picker';
import { PostFormsGate } from '@/features/posts/components/post-forms-gate';
import { PostFormBody, PostTextFields } from '@/features/posts/components/post-text-fields';
import { useContractMessage } from '@/lib/i18n/contract-messages';
import { useT } from '@/lib/i18n/i18n';
import type { DraftPost } from '../lib/wizard-draft';

type PostOutput = z.output<typeof CreatePostFieldsSchema>;

/** Drafts a Brag Board photo post for the wizard: the same fields and rules as Share a Photo, in the posts' form words. */
export function DraftPostDialog({
  open,
  onOpenChange,
  onSave,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSave: (post: Omit<DraftPost, 'id'>) => void;
}) {
  return open ? (
    <PostFormsGate onOpenChange={onOpenChange}>
      <DraftPostForm onOpenChange={onOpenChange} onSave={onSave} />
    </PostFormsGate>
  ) : null;
}

function DraftPostForm({ onOpenChange, onSave }: { onOpenChange: (open: boolean) => void; onSave: (post: Omit<DraftPost, 'id'>) => void }) {
  const t = useT();
  const translate = useContractMessage();
  const formId = useId();
  const choice = useMediaChoice('photo');
  const { register, handleSubmit, control, formState } = useForm<CreatePostFields, unknown, PostOutput>({
    resolver: zodResolver(CreatePostFieldsSchema),
    defaultValues: { title: '', content: '', tags: '', type: 'photo', media_description: '' },
  });
  const title = useWatch({ control, name: 'title' });
  const descriptionError = formState.errors.media_description?.message;

  function submit(event: FormEvent<HTMLFormElement>) {
    const image = choice.chosen?.file ?? null;
    if (!image) choice.setError(translate(PHOTO_NEEDS_IMAGE));
    void handleSubmit((fields) => {
      if (!image) return;
      onSave({ title: fields.title, content: fields.content, tags: fields.tags ?? '', image, description: fields.media_description ?? '' });
      onOpenChange(false);
    })(event);
  }

  return (
    <Dialog
      open
      onOpenChange={onOpenChange}
      title={t('profiles.photos.addPost')}
      description={t('profiles.draftPost.description')}
      size="lg"
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('profiles.edit.cancel')}
          </Button>
          <Button type="submit" form={formId}>
            {t('profiles.draftPost.add')}
          </Button>
        </>
      }
    >
      <PostFormBody formId={formId} onSubmit={submit} busy={false}>
        <PostTextFields idPrefix={formId} type="photo" register={register} errors={formState.errors} titleLength={title.length} />
        <MediaPicker id={`${formId}-media`} type="photo" choice={choice} />
        {carriesImage(choice) && (
          <ImageDescriptionField
            id={`${formId}-media-description`}
            error={descriptionError && translate(descriptionError)}
            {...register('media_description')}
          />
        )}
      </PostFormBody>
    </Dialog>
  );
}
