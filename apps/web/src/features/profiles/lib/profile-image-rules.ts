import { MIB } from '@rootshare/contracts/format';
import type { MessageKey } from '@/lib/i18n/catalogs';
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

/** What to say about a file, by the profiles part's keys: the page words it in its language. */
export interface ProfileImageMessage {
  title: MessageKey;
  description: MessageKey;
  values?: Record<string, string | number>;
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
  const fail = (title: MessageKey, description: MessageKey, values?: ProfileImageMessage['values']): ProfileImageCheck => ({
    error: { title, description, values },
    notice: null,
  });
  if (!(PROFILE_IMAGE_TYPES as readonly string[]).includes(file.type.toLowerCase())) {
    return fail('profiles.image.unsupported', 'profiles.image.unsupportedText');
  }
  if (!PROFILE_IMAGE_EXTENSION.test(file.name)) {
    return fail('profiles.image.extension', 'profiles.image.extensionText');
  }
  if (file.size > PROFILE_IMAGE_MAX_BYTES) {
    return fail('profiles.image.tooLarge', 'profiles.image.tooLargeText', {
      size: formatFileSize(file.size),
      max: PROFILE_IMAGE_MAX_BYTES / MIB,
    });
  }
  if (file.size < PROFILE_IMAGE_MIN_BYTES) {
    return fail('profiles.image.tooSmall', 'profiles.image.tooSmallText');
  }
  const notice =
    file.size > PROFILE_IMAGE_NOTICE_BYTES
      ? {
          title: 'profiles.image.processing' as const,
          description: 'profiles.image.processingText' as const,
          values: { size: formatFileSize(file.size) },
        }
      : null;
  return { error: null, notice };
}

type DropCheck<T> = { file: T; error: null } | { file: null; error: ProfileImageMessage };

/**
 * The drop rules, before the file rules of checkProfileImage: exactly one item must be dropped
 * ('No files dropped', 'Too many files'), and it must be a file with content ('Invalid drop').
 */
export function checkDroppedFiles<T extends { size: number }>(files: ArrayLike<T>): DropCheck<T> {
  const fail = (title: MessageKey, description: MessageKey): DropCheck<T> => ({ file: null, error: { title, description } });
  const [file, ...rest] = Array.from(files);
  if (!file) return fail('profiles.image.noFiles', 'profiles.image.noFilesText');
  if (rest.length > 0) return fail('profiles.image.tooMany', 'profiles.image.tooManyText');
  if (file.size === 0) return fail('profiles.image.invalidDrop', 'profiles.image.invalidDropText');
  return { file, error: null };
}
