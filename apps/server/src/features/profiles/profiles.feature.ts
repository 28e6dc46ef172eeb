import type { Platform } from '../../platform/feature';
import type { BlocksService } from '../blocks/blocks.service';
import type { UploadsService } from '../uploads/uploads.service';
import { profileRoutes } from './profiles.routes';
import { createProfilesService, type ProfilesService } from './profiles.service';
import { createReplySpeedService, type ReplySpeedService } from './reply-speed.service';

interface Needs {
  uploads: Pick<UploadsService, 'resolveOwnImages'>;
  blocks: Pick<BlocksService, 'relations'>;
}

/** Members' public profiles, and the reply speed worked out for each every six hours. */
export async function profilesFeature(
  { app, db, caches, rateLimits, jobs, clock }: Platform,
  { uploads, blocks }: Needs,
): Promise<{ profiles: ProfilesService; replySpeed: ReplySpeedService }> {
  const profiles = createProfilesService(db, uploads, blocks, caches, rateLimits);
  const replySpeed = createReplySpeedService({ db, jobs, clock });
  await jobs.work('reply-speed', (data) => replySpeed.run(data.at));
  await replySpeed.schedule();
  await app.register(profileRoutes, { prefix: '/api/profiles', profiles });
  return { profiles, replySpeed };
}
