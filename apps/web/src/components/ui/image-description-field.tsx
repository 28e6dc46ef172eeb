import { IMAGE_DESCRIPTION_HINT, IMAGE_DESCRIPTION_LABEL } from '@rootshare/contracts/image-descriptions-constants';
import { IMAGE_DESCRIPTION_MAX } from '@rootshare/contracts/limits';
import type { Ref, TextareaHTMLAttributes } from 'react';
import { TextareaField } from './textarea-field';

/**
 * The optional "Describe this photo" field every upload offers: its text becomes the image's alt
 * text. The label names the photo when a form holds several ("Describe photo 2").
 */
export function ImageDescriptionField({
  id,
  label = IMAGE_DESCRIPTION_LABEL,
  error,
  ref,
  ...textarea
}: TextareaHTMLAttributes<HTMLTextAreaElement> & {
  id: string;
  label?: string | undefined;
  error?: string | undefined;
  ref?: Ref<HTMLTextAreaElement>;
}) {
  return (
    <TextareaField
      id={id}
      ref={ref}
      label={label}
      optional
      hint={IMAGE_DESCRIPTION_HINT}
      error={error}
      rows={2}
      maxLength={IMAGE_DESCRIPTION_MAX}
      placeholder="e.g. A trailing pothos with yellow-streaked leaves on a bookshelf"
      className="min-h-16"
      {...textarea}
    />
  );
}
