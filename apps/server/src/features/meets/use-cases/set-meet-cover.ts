import { MEET_COVER_REQUIRED } from '@rootshare/contracts/meets-constants';
import type { Multipart } from '@fastify/multipart';
import { MEET_COVER_MAX_BYTES } from '@rootshare/contracts/limits';
import type { Meet } from '@rootshare/contracts/meets';
import { badRequest } from '../../../platform/errors';
import type { UploadsService } from '../../uploads/uploads.service';
import { setMeetCover } from '../meets.repo';
import type { MeetsContext } from './context';

const MEET_COVER_TYPES = ['jpeg', 'png', 'webp'] as const;
const COVER_FIELD = 'cover';

/** The host's cover photo, through the image pipeline; the one it replaces is deleted. */
export async function setCover(ctx: MeetsContext, hostId: string, id: string, parts: AsyncIterable<Multipart>): Promise<Meet> {
  const before = (await ctx.hostedMeet(hostId, id)).meet;
  let stored: Awaited<ReturnType<UploadsService['storeImageStream']>> | undefined;
  for await (const part of parts) {
    if (part.type !== 'file') continue;
    if (part.fieldname !== COVER_FIELD || stored) {
      part.file.resume();
      if (stored) await ctx.uploads.deleteImages([stored]);
      throw badRequest(`Send one image in the ${COVER_FIELD} field`);
    }
    stored = await ctx.uploads.storeImageStream(
      hostId,
      part.file,
      'meets',
      MEET_COVER_MAX_BYTES,
      MEET_COVER_TYPES,
      'The cover photo is too large',
    );
  }
  if (!stored) throw badRequest(MEET_COVER_REQUIRED);
  await setMeetCover(ctx.db, id, stored);
  await ctx.changed(id);
  if (before.cover) await ctx.uploads.deleteImages([before.cover]);
  return ctx.present(id, hostId);
}
