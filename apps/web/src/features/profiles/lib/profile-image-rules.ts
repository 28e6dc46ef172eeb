import { formatSizeLimit } from '@rootshare/contracts/format';
/** Avatar and banner file limits. */
export const PROFILE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const PROFILE_IMAGE_MIN_BYTES = 1024;
export const PROFILE_IMAGE_NOTICE_BYTES = 2 * 1024 * 1024;
export const PROFILE_IMAGE_JPEG_QUALITY = 0.8;

export const PROFILE_IMAGE_TYPES = ['image/jpeg', 'image/jpg', 'image/png', 'image/webp', 'image/gif'] as const;
export const PROFILE_IMAGE_ACCEPT = PROFILE_IMAGE_TYPES.join(',');
const PROFILE_IMAGE_EXTENSION = /\.(jpe?g|png|webp|gif)$/i;

export type ProfileImageKind = 'avatar' | 'banner';

/** The cropped output of each kind: a 300×300 square avatar, a 4:1 banner of 1200×300. */
export const PROFILE_IMAGE_OUTPUT: Record<ProfileImageKind, { width: number; height: number; aspect: number }> = {
  avatar: { width: 300, height: 300, aspect: 1 },
  banner: { width: 1200, height: 300, aspect: 4 },
};

export interface ProfileImageMessage {
  title: string;
  description: string;
}

export interface ProfileImageCheck {
  /** Why the file cannot be used, or null when it can. */
  error: ProfileImageMessage | null;
  /** A notice to show while a large file is prepared, or null. */
  notice: ProfileImageMessage | null;
}

/** A byte count in MB with one decimal ('6.2 MB'), or in KB below 1 MB. */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${(bytes / 1024).toFixed(1)} KB`;
}

/**
 * The avatar/banner file rules, in order: MIME jpeg, jpg, png, webp or gif; extension jpg, jpeg,
 * png, webp or gif; at most 5 MB; at least 1 KB. Files over 2 MB get a 'Processing image' notice.
 */
export function checkProfileImage(file: { name: string; type: string; size: number }): ProfileImageCheck {
  const fail = (title: string, description: string): ProfileImageCheck => ({ error: { title, description }, notice: null });
  if (!(PROFILE_IMAGE_TYPES as readonly string[]).includes(file.type.toLowerCase())) {
    return fail('Unsupported file format', 'Please choose a JPG, PNG, WebP or GIF image.');
  }
  if (!PROFILE_IMAGE_EXTENSION.test(file.name)) {
    return fail('Invalid file extension', 'The file name must end in .jpg, .jpeg, .png, .webp or .gif.');
  }
  if (file.size > PROFILE_IMAGE_MAX_BYTES) {
    return fail(
      'File too large',
      `This image is ${formatFileSize(file.size)}. Please choose one of ${formatSizeLimit(PROFILE_IMAGE_MAX_BYTES)} or less.`,
    );
  }
  if (file.size < PROFILE_IMAGE_MIN_BYTES) {
    return fail('File too small', 'This image appears to be corrupted or empty. Please choose another.');
  }
  const notice =
    file.size > PROFILE_IMAGE_NOTICE_BYTES
      ? { title: 'Processing image', description: `This image is ${formatFileSize(file.size)}; preparing it may take a moment.` }
      : null;
  return { error: null, notice };
}

type DropCheck<T> = { file: T; error: null } | { file: null; error: ProfileImageMessage };

/**
 * The drop rules, before the file rules of checkProfileImage: exactly one item must be dropped
 * ('No files dropped', 'Too many files'), and it must be a file with content ('Invalid drop').
 */
export function checkDroppedFiles<T extends { size: number }>(files: ArrayLike<T>): DropCheck<T> {
  const fail = (title: string, description: string): DropCheck<T> => ({ file: null, error: { title, description } });
  const [file, ...rest] = Array.from(files);
  if (!file) return fail('No files dropped', 'Drop an image file from your device.');
  if (rest.length > 0) return fail('Too many files', 'Please drop only one image.');
  if (file.size === 0) return fail('Invalid drop', 'The dropped item is empty or not a file. Please drop an image file.');
  return { file, error: null };
}
