import { zodResolver } from '@hookform/resolvers/zod';
import { CreatePostFieldsSchema, mediaRuleFor, type CreatePostFields, type PostType } from '@rootshare/contracts/posts';
import { useState, type FormEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError, isAbortError } from '@/lib/api';
import { useErrorText } from '@/lib/quota-notice';
import { useContractMessage } from '@/lib/i18n/contract-messages';
import { useT } from '@/lib/i18n/i18n';
import { toast } from '@/lib/toast';
import { CREATE_POST_FAILED, useCreatePost } from '../api/create-post';
import { useMediaChoice, useMediaProblem } from './media-picker';
import { useUploadTask } from './upload-progress';

type CreatePostOutput = z.output<typeof CreatePostFieldsSchema>;

/**
 * The Create Post form's state: the chosen type (null while the member chooses), the fields, the
 * media and the upload; `submit` checks the media the type needs and sends the post, saying how it
 * went in the page's language.
 */
export function useCreatePostForm(initialType: PostType | null, onOpenChange: (open: boolean) => void) {
  const t = useT();
  const translate = useContractMessage();
  const errorText = useErrorText();
  const [type, setType] = useState<PostType | null>(initialType);
  const create = useCreatePost();
  const task = useUploadTask();
  const choice = useMediaChoice(type ?? 'blog_post');
  const problemOf = useMediaProblem();
  const form = useForm<CreatePostFields, unknown, CreatePostOutput>({
    resolver: zodResolver(CreatePostFieldsSchema),
    defaultValues: { title: '', content: '', tags: '', type: initialType ?? 'photo', media_description: '' },
  });
  const title = useWatch({ control: form.control, name: 'title' });

  function chooseType(next: PostType) {
    setType(next);
    form.setValue('type', next);
    // A file chosen for another type stays only if it suits this one.
    if (choice.chosen && problemOf(next, choice.chosen.file)) choice.clear();
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
      toast.success(t('postForms.create.posted', { type: postType }));
      onOpenChange(false);
    } catch (error) {
      if (isAbortError(error)) toast(t('postForms.upload.cancelled'), { description: t('postForms.create.keptText') });
      else
        toast.error(
          error instanceof ApiError && error.message !== CREATE_POST_FAILED
            ? errorText(error, t('postForms.create.failed'))
            : t('postForms.create.failed'),
        );
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    if (!type) return;
    const rule = mediaRuleFor(type);
    const missingMedia = rule.required && !choice.chosen;
    if (missingMedia) choice.setError(translate(rule.missing));
    void form.handleSubmit((fields) => (missingMedia ? undefined : send(type, fields)))(event);
  }

  return { type, setType, chooseType, close, submit, task, choice, form, titleLength: title.length };
}
