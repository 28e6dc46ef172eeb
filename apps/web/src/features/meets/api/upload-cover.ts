import { MeetSchema } from '@rootshare/contracts/meets';
import { uploadForm } from '@/lib/upload';
import { useMeetMutation } from './meet-mutation';

/** PUT /meets/{id}/cover: the cover photo, through the image pipeline. */
export const useUploadCover = () =>
  useMeetMutation(({ id, file }: { id: string; file: File }) => {
    const form = new FormData();
    form.append('cover', file);
    return uploadForm(`/meets/${id}/cover`, form, {
      method: 'PUT',
      schema: MeetSchema,
      fallbackMessage: 'The cover photo could not be uploaded',
    });
  });
