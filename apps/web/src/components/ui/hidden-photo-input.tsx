import type { ChangeEventHandler, Ref } from 'react';
import { PLANT_IMAGE_ACCEPT } from '@/lib/image-files';

/**
 * The file input behind a photo picker's own button or drop zone: several images at once, out of
 * the tab order and hidden from screen readers, since the visible control is the one they use.
 */
export function HiddenPhotoInput({
  ref,
  id,
  onChange,
  testId,
}: {
  ref: Ref<HTMLInputElement>;
  id?: string;
  onChange: ChangeEventHandler<HTMLInputElement>;
  testId?: string;
}) {
  return (
    <input
      ref={ref}
      id={id}
      type="file"
      accept={PLANT_IMAGE_ACCEPT}
      multiple
      className="sr-only"
      tabIndex={-1}
      aria-hidden="true"
      onChange={onChange}
      data-testid={testId}
    />
  );
}
