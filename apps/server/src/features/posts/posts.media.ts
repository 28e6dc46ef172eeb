import type { Multipart } from '@fastify/multipart';
import { POST_IMAGE_MAX_BYTES, POST_POSTER_MAX_BYTES, POST_VIDEO_MAX_BYTES } from '@rootshare/contracts/limits';
import {
  IMAGE_TOO_LARGE,
  mediaRuleFor,
  POST_MEDIA_FIELD,
  POST_POSTER_FIELD,
  UNSUPPORTED_MEDIA,
  VIDEO_TOO_LARGE,
  type PostType,
} from '@rootshare/contracts/posts';
import type { PostMedia } from '../../db/schema/posts';
import { badRequest, HttpError } from '../../platform/errors';
import { sniffImageType } from '../../platform/images';
import { collectMultipart, type IncomingFile } from '../../platform/multipart';
import { peekStream } from '../../platform/streams';
import { sniffVideoType, VIDEO_SNIFF_BYTES } from '../../platform/video';
import type { UploadsService } from '../uploads/uploads.service';

const POST_IMAGE_TYPES = ['jpeg', 'png', 'webp'] as const;

/** The media with the author's description when it is an image (a video's is not kept); null stays null. */
export const describedMedia = (media: PostMedia | null, description: string | null): PostMedia | null => {
  if (!media) return null;
  const { description: _previous, ...rest } = media;
  return media.kind === 'image' && description ? { ...rest, description } : rest;
};

/** A file of the form once stored: the media itself or a video's poster. */
interface StoredFile {
  field: typeof POST_MEDIA_FIELD | typeof POST_POSTER_FIELD;
  kind: 'image' | 'video';
  url: string;
  thumbnailUrl: string | null;
  files: string[];
}

/**
 * A post's form as it streams in: its text fields, and its media stored as each file arrives, told
 * apart by its bytes, so a refused part leaves nothing behind.
 */
export function createPostMedia(uploads: Pick<UploadsService, 'storeImageStream' | 'storeVideoStream' | 'deleteMedia'>) {
  const discard = async (stored: Array<StoredFile | null>) => uploads.deleteMedia(stored.flatMap((file) => file?.files ?? []));

  /** A stored image as a part of the form: it and its thumbnail, both to remove if the post is not made. */
  const storedImage = (field: StoredFile['field'], image: { url: string; thumbnailUrl: string }): StoredFile => ({
    field,
    kind: 'image',
    url: image.url,
    thumbnailUrl: image.thumbnailUrl,
    files: [image.url, image.thumbnailUrl],
  });

  /** Stores one file part as it streams in: the media (image or video, told apart by its bytes) or a poster image. */
  async function storeFile(memberId: string, file: IncomingFile): Promise<StoredFile | null> {
    if (file.fieldname === POST_POSTER_FIELD) {
      try {
        const poster = await uploads.storeImageStream(
          memberId,
          file.stream,
          'posters',
          POST_POSTER_MAX_BYTES,
          POST_IMAGE_TYPES,
          'The video poster is too large',
        );
        return storedImage(POST_POSTER_FIELD, poster);
      } catch (error) {
        // The poster is a nicety the browser adds: an unusable one leaves the video without, not the post refused.
        if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
        if (!file.stream.destroyed) file.stream.resume();
        return null;
      }
    }
    if (file.fieldname !== POST_MEDIA_FIELD) {
      file.stream.resume();
      throw badRequest(`Unexpected file field: ${file.fieldname}`);
    }
    const { head, stream } = await peekStream(file.stream, VIDEO_SNIFF_BYTES);
    if (sniffVideoType(head)) {
      const video = await uploads.storeVideoStream(memberId, stream, 'videos', POST_VIDEO_MAX_BYTES, VIDEO_TOO_LARGE);
      return { field: POST_MEDIA_FIELD, kind: 'video', url: video.url, thumbnailUrl: null, files: [video.url] };
    }
    if (sniffImageType(head) === null) {
      stream.destroy();
      throw new HttpError(415, UNSUPPORTED_MEDIA);
    }
    return storedImage(
      POST_MEDIA_FIELD,
      await uploads.storeImageStream(memberId, stream, 'posts', POST_IMAGE_MAX_BYTES, POST_IMAGE_TYPES, IMAGE_TOO_LARGE),
    );
  }

  /** Reads the form; the stored media with its poster (a poster without a video is dropped). */
  async function receiveForm(memberId: string, parts: AsyncIterable<Multipart>) {
    const { fields, files } = await collectMultipart(parts, (file) => storeFile(memberId, file), discard);
    const media = files.get(POST_MEDIA_FIELD) ?? undefined;
    const poster = files.get(POST_POSTER_FIELD) ?? undefined;
    const unused = poster && media?.kind !== 'video' ? [poster] : [];
    if (unused.length > 0) await discard(unused);
    const combined: PostMedia | null = media
      ? {
          kind: media.kind,
          url: media.url,
          thumbnailUrl: media.kind === 'video' ? (poster?.url ?? null) : media.thumbnailUrl,
          files: [...media.files, ...(media.kind === 'video' && poster ? poster.files : [])],
        }
      : null;
    return { fields, media: combined };
  }

  /** The media rule for a type (docs/product-decisions.md): a reel needs a video, a photo an image; a blog post may have either or none. */
  function checkMedia(type: PostType, media: PostMedia | null): void {
    const rule = mediaRuleFor(type);
    if ((rule.required && !media) || (media && !rule.kinds.includes(media.kind))) throw badRequest(rule.missing);
  }
  return { receiveForm, checkMedia };
}
