import { IMAGE_DESCRIPTION_MAX } from '@rootshare/contracts/limits';
import type { Ref, TextareaHTMLAttributes } from 'react';
import { useT } from '@/lib/i18n/i18n';
import { TextareaField } from './textarea-field';

/**
 * The optional "Describe this photo" field every upload offers: its text becomes the image's alt
 * text. The label names the photo when a form holds several ("Describe photo 2").
 */
export function ImageDescriptionField({
  id,
  label,
  error,
  ref,
  ...textarea
}: TextareaHTMLAttributes<HTMLTextAreaElement> & {
  id: string;
  label?: string | undefined;
  error?: string | undefined;
  ref?: Ref<HTMLTextAreaElement>;
}) {
  const t = useT();
  return (
    <TextareaField
      id={id}
      ref={ref}
      label={label ?? t('ui.photoDescription')}
      optional
      hint={t('ui.photoDescriptionHint')}
      error={error}
      rows={2}
      maxLength={IMAGE_DESCRIPTION_MAX}
      placeholder={t('ui.photoDescriptionPlaceholder')}
      className="min-h-16"
      {...textarea}
    />
  );
}
