import { PostSchema, type UpdatePostFieldsSchema } from '@rootshare/contracts/posts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { uploadForm } from '@/lib/upload';
import { appendMedia, type PostMedia, type UploadProgressOptions } from './create-post';
import { postKeys } from './keys';
import { patchCachedPost } from './list-posts';

export const UPDATE_POST_FAILED = 'Failed to update post. Please try again.';

export interface UpdatePostInput extends UploadProgressOptions {
  id: string;
  fields: Omit<z.output<typeof UpdatePostFieldsSchema>, 'replaceMedia'>;
  /** Left out: the current media stays; null: it is removed (blog posts); a file: it replaces it. */
  media?: PostMedia | null;
}

/** PUT /posts/{id} as multipart form data; replaceMedia=true only when the media changes. 403 for others. */
export function updatePost({ id, fields, media, ...progress }: UpdatePostInput) {
  const form = new FormData();
  form.append('title', fields.title);
  form.append('content', fields.content);
  // Always sent, so clearing every tag clears them on the server too.
  form.append('tags', fields.tags ?? '');
  form.append('media_description', fields.media_description ?? '');
  if (media !== undefined) {
    form.append('replaceMedia', 'true');
    if (media) appendMedia(form, media);
  }
  return uploadForm(`/posts/${encodeURIComponent(id)}`, form, {
    method: 'PUT',
    schema: PostSchema,
    fallbackMessage: UPDATE_POST_FAILED,
    ...progress,
  });
}

export function useUpdatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePost,
    onSuccess: (post) => {
      patchCachedPost(queryClient, post.id, () => post);
      // An edit can change which searches the post matches.
      return queryClient.invalidateQueries({ queryKey: postKeys.lists });
    },
  });
}
