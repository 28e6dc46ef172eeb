import { POST_MEDIA_FIELD, POST_POSTER_FIELD, PostSchema, type CreatePostFieldsSchema } from '@rootshare/contracts/posts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { uploadForm } from '@/lib/upload';
import { postKeys } from './keys';

export const CREATE_POST_FAILED = 'Failed to create post. Please try again.';

/** A chosen file and, for a video, the JPEG still made of it in the browser (null when that failed). */
export interface PostMedia {
  media: File;
  poster: Blob | null;
}

export interface UploadProgressOptions {
  /** The whole percentage sent so far, 0 to 100. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/** Adds the file parts in the order the server reads them: poster first, media last. */
export function appendMedia(form: FormData, { media, poster }: PostMedia): void {
  if (poster) form.append(POST_POSTER_FIELD, poster, 'poster.jpg');
  form.append(POST_MEDIA_FIELD, media, media.name);
}

export interface CreatePostInput extends UploadProgressOptions {
  fields: z.output<typeof CreatePostFieldsSchema>;
  media: PostMedia | null;
}

/** POST /posts as multipart form data with real upload progress; answers the new post (201). */
export function createPost({ fields, media, ...progress }: CreatePostInput) {
  const form = new FormData();
  form.append('title', fields.title);
  form.append('content', fields.content);
  form.append('type', fields.type);
  if (fields.tags) form.append('tags', fields.tags);
  if (fields.media_description) form.append('media_description', fields.media_description);
  if (media) appendMedia(form, media);
  return uploadForm('/posts', form, {
    schema: PostSchema,
    fallbackMessage: CREATE_POST_FAILED,
    ...progress,
  });
}

export function useCreatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPost,
    onSuccess: (post) => {
      queryClient.setQueryData(postKeys.detail(post.id), post);
      return queryClient.invalidateQueries({ queryKey: postKeys.lists });
    },
  });
}
