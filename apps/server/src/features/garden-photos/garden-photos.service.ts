import { PROFILE_NOT_FOUND } from '@rootshare/contracts/profiles';
import {
  type CreateGardenPhotoSchema,
  type GardenPhoto,
  type GardenPhotoPage,
  PHOTO_NOT_FOUND,
  TOO_MANY_GARDEN_PHOTOS,
} from '@rootshare/contracts/garden-photos';
import { GARDEN_PHOTOS_MAX, POST_IMAGE_MAX_BYTES } from '@rootshare/contracts/limits';
import type { z } from 'zod';
import { decodeCursor, pageOf } from '../../platform/cursor';
import type { Database } from '../../platform/db';
import { badRequest, forbidden, notFound } from '../../platform/errors';
import type { BlocksService } from '../blocks/blocks.service';
import type { UploadsService } from '../uploads/uploads.service';
import {
  countGardenPhotos,
  deleteGardenPhotoRow,
  describeGardenPhotoRow,
  findGardenPhoto,
  insertGardenPhoto,
  listGardenPhotos,
  type GardenPhotoRow,
} from './garden-photos.repo';
import { presentGardenPhoto } from './garden-photos.presenter';

type CreateInput = z.output<typeof CreateGardenPhotoSchema>;

export function createGardenPhotosService({
  db,
  uploads,
  blocks,
}: {
  db: Database;
  uploads: UploadsService;
  blocks: Pick<BlocksService, 'relations'>;
}) {
  /** The photo if the member owns it: 404 when there is none, 403 with the refusal when it is someone else's. */
  async function ownedPhoto(id: string, memberId: string, refusal: string): Promise<GardenPhotoRow> {
    const row = await findGardenPhoto(db, id);
    if (!row) throw notFound(PHOTO_NOT_FOUND);
    if (row.userId !== memberId) throw forbidden(refusal);
    return row;
  }

  return {
    /** Adds a photo, sent inline, to the caller's gallery through the image pipeline. */
    async addGardenPhoto(memberId: string, input: CreateInput): Promise<GardenPhoto> {
      if (input.user_id && input.user_id !== memberId) throw forbidden('You can only add photos to your own gallery');
      if ((await countGardenPhotos(db, memberId)) >= GARDEN_PHOTOS_MAX) throw badRequest(TOO_MANY_GARDEN_PHOTOS);
      // Inline only: each gallery photo owns its files, so removing it never breaks a plant or post
      // that uses the same upload.
      if (!input.image_url.startsWith('data:')) throw badRequest('Please send the photo itself as an image data URL');
      const image = await uploads.storeDataUrl(memberId, input.image_url, 'gardens', POST_IMAGE_MAX_BYTES);
      try {
        return presentGardenPhoto(
          await insertGardenPhoto(db, {
            userId: memberId,
            imageUrl: image.url,
            thumbnailUrl: image.thumbnailUrl,
            caption: input.caption,
            location: input.location,
            description: input.description,
          }),
        );
      } catch (error) {
        await uploads.deleteImages([image]);
        throw error;
      }
    },

    /** A member's gallery, newest first; galleries are public like the profile they belong to, so a member who blocked the viewer has none for them. */
    async listGardenPhotos(
      userId: string,
      viewerId: string | undefined,
      cursor: string | undefined,
      limit: number,
    ): Promise<GardenPhotoPage> {
      if (viewerId && viewerId !== userId && (await blocks.relations(viewerId)).byThem.has(userId)) throw notFound(PROFILE_NOT_FOUND);
      const rows = await listGardenPhotos(db, userId, decodeCursor(cursor), limit);
      const page = pageOf(rows, limit, (row) => ({ at: row.cursorAt, id: row.photo.id }));
      return { photos: page.items.map((row) => presentGardenPhoto(row.photo)), nextCursor: page.nextCursor };
    },

    /** Describes a photo (or clears its description); the owner only. */
    async describeGardenPhoto(id: string, memberId: string, description: string | null): Promise<GardenPhoto> {
      await ownedPhoto(id, memberId, 'Only the owner can describe this photo');
      const row = await describeGardenPhotoRow(db, id, description);
      if (!row) throw notFound(PHOTO_NOT_FOUND);
      return presentGardenPhoto(row);
    },

    /** Removes a photo and its files; the owner only. */
    async deleteGardenPhoto(id: string, memberId: string): Promise<void> {
      const row = await ownedPhoto(id, memberId, 'Only the owner can remove this photo');
      await deleteGardenPhotoRow(db, id);
      await uploads.deleteImages([{ url: row.imageUrl, thumbnailUrl: row.thumbnailUrl }]);
    },
  };
}

export type GardenPhotosService = ReturnType<typeof createGardenPhotosService>;
