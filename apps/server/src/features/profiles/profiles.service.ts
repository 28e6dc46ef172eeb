import {
  EMAIL_CHANGE_IN_SETTINGS,
  EMAIL_TAKEN_MESSAGE,
  FULL_NAME_LOOKALIKE,
  type OwnProfile,
  OwnProfileSchema,
  PLACE_CHANGE_LIMIT,
  PROFILE_NOT_FOUND,
  type ProfileStats,
  type PublicProfile,
  PublicProfileSchema,
  USERNAME_TAKEN_MESSAGE,
  type UpdateProfileSchema,
} from '@rootshare/contracts/profiles';
import type { z } from 'zod';
import { pgConstraint, pgErrorCode, type Database } from '../../platform/db';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors';
import { PLACE_CHANGES_PER_DAY } from '@rootshare/contracts/limits';
import { limitReached } from '../../platform/quotas';
import type { RateLimitStore } from '../../platform/rate-limit';
import { changeOf, type ReadCaches } from '../../platform/read-cache';
import { encodeJsonBody } from '../../platform/json-body';
import type { BlocksService } from '../blocks/blocks.service';
import type { UploadsService } from '../uploads/uploads.service';
import { presentOwnProfile, presentProfileStats, presentPublicProfile } from './profiles.presenter';
import { imitates, skeletonOf } from './lookalike-names';
import {
  countProfileContent,
  findNamesReading,
  findStoredPlace,
  prepareProfileLookups,
  updateProfileRow,
  type ProfileChanges,
  type ProfileKey,
  type ProfileRow,
} from './profiles.repo';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The profile route's parameter may be an id or a username. */
const profileKey = (idOrUsername: string): ProfileKey => (UUID.test(idOrUsername) ? { id: idOrUsername } : { username: idOrUsername });

type ProfileUpdate = z.output<typeof UpdateProfileSchema>;

/** Translates a unique-index violation on users into the 409 the client understands. */
export function accountConflict(error: unknown): Error | undefined {
  if (pgErrorCode(error) !== '23505') return undefined;
  const constraint = pgConstraint(error) ?? '';
  if (constraint.includes('email')) return conflict(EMAIL_TAKEN_MESSAGE);
  if (constraint.includes('username')) return conflict(USERNAME_TAKEN_MESSAGE);
  return undefined;
}

/** Two decimals: about a kilometre, enough for distances and no closer to a member's door. */
const roundCoordinate = (value: number) => Math.round(value * 100) / 100;

/**
 * The coordinates to store: the chosen place's, rounded; none when the location text changed
 * without a place chosen (they would describe the old one); untouched otherwise.
 */
function coordinateChanges(
  update: ProfileUpdate,
  currentLocation: string | null,
): Pick<ProfileChanges['profile'], 'latitude' | 'longitude'> {
  if (update.latitude !== undefined && update.longitude !== undefined) {
    return {
      latitude: update.latitude === null ? null : roundCoordinate(update.latitude),
      longitude: update.longitude === null ? null : roundCoordinate(update.longitude),
    };
  }
  const locationChanged = update.location !== undefined && (update.location || null) !== currentLocation;
  return locationChanged ? { latitude: null, longitude: null } : {};
}

export function createProfilesService(
  db: Database,
  uploads: Pick<UploadsService, 'resolveOwnImages'>,
  blocks: Pick<BlocksService, 'relations'>,
  caches: ReadCaches,
  rateLimits: RateLimitStore,
) {
  /**
   * A few moves of the saved place a day (docs/security.md S80); past them, 429 saying when to try
   * again. Clearing the place, or saving the same point, is no move.
   */
  async function countMove(memberId: string, place: Pick<ProfileChanges['profile'], 'latitude' | 'longitude'>): Promise<void> {
    if (place.latitude == null || place.longitude == null) return;
    const stored = await findStoredPlace(db, memberId);
    if (stored?.latitude === place.latitude && stored.longitude === place.longitude) return;
    const window = await rateLimits.hit(`place-move:account:${memberId}`, 86_400_000);
    if (window.count > PLACE_CHANGES_PER_DAY) throw limitReached(PLACE_CHANGE_LIMIT, window.retryAfterSeconds);
  }

  const findProfile = prepareProfileLookups(db);
  // Shared by every request for the same profile (as the plant read, ADR 0006); a change forgets it everywhere (ADR 0017).
  const recentProfiles = caches.open<ProfileRow | undefined>('profiles', (key, row) => [
    key,
    ...(row ? [changeOf.member(row.id), changeOf.username(row.username)] : []),
  ]);

  /** The profile as the viewer may see it; a member who blocked the viewer is not there for them. */
  async function visibleProfile(idOrUsername: string, viewerId: string | undefined): Promise<ProfileRow> {
    const key = profileKey(idOrUsername);
    const row = await recentProfiles.getOrLoad('id' in key ? changeOf.member(key.id) : changeOf.username(key.username), () =>
      findProfile(key),
    );
    if (!row || (viewerId && row.id !== viewerId && (await blocks.relations(viewerId)).byThem.has(row.id)))
      throw notFound(PROFILE_NOT_FOUND);
    return row;
  }

  /** 409 when a full name imitates another member's full name or username with look-alike letters (S58). */
  async function refuseLookalike(memberId: string, fullName: string): Promise<void> {
    const candidates = await findNamesReading(db, skeletonOf(fullName), memberId);
    if (candidates.some((other) => imitates(fullName, other))) throw conflict(FULL_NAME_LOOKALIKE);
  }

  /** An avatar or banner must be an image the member stored themselves; the one already set may stay. */
  async function checkOwnImage(memberId: string, url: string | null | undefined, current: string | null): Promise<void> {
    if (url && url !== current) await uploads.resolveOwnImages(memberId, [url]);
  }

  return {
    /** A profile by id or username: the owner gets their own shape, others the public one. */
    async getProfile(idOrUsername: string, viewerId: string | undefined): Promise<OwnProfile | PublicProfile> {
      const row = await visibleProfile(idOrUsername, viewerId);
      return row.id === viewerId ? presentOwnProfile(row) : presentPublicProfile(row);
    },

    /** GET /profiles/{id}: the same answer encoded with its own shape's schema (the route's union serializer cost more than the query). */
    async getProfileBody(idOrUsername: string, viewerId: string | undefined): Promise<Buffer> {
      const row = await visibleProfile(idOrUsername, viewerId);
      return row.id === viewerId
        ? encodeJsonBody(OwnProfileSchema, presentOwnProfile(row))
        : encodeJsonBody(PublicProfileSchema, presentPublicProfile(row));
    },

    /** The counts on a profile by id or username: shared content and the swap record; public, but not to a member the owner blocked. */
    async getProfileStats(idOrUsername: string, viewerId: string | undefined): Promise<ProfileStats> {
      await visibleProfile(idOrUsername, viewerId);
      const counts = await countProfileContent(db, profileKey(idOrUsername));
      if (!counts) throw notFound(PROFILE_NOT_FOUND);
      return presentProfileStats(counts);
    },

    /** The member's own profile, for sign-in answers. */
    async getOwnProfile(id: string): Promise<OwnProfile> {
      const row = await findProfile({ id });
      if (!row) throw notFound(PROFILE_NOT_FOUND);
      return presentOwnProfile(row);
    },

    /**
     * Changes the caller's own profile; anyone else's is refused. The e-mail address may be sent
     * as it is (in any letter case) and stays as it is: changing it takes the password and a
     * mailed link (POST /api/account/email, docs/security.md S49).
     */
    async updateProfile(viewerId: string, id: string, update: ProfileUpdate): Promise<OwnProfile> {
      const before = UUID.test(id) ? await findProfile({ id }) : undefined;
      if (!before) throw notFound(PROFILE_NOT_FOUND);
      if (id !== viewerId) throw forbidden('You can only edit your own profile');
      await checkOwnImage(id, update.avatar_url, before.avatarUrl);
      await checkOwnImage(id, update.banner_image_url, before.bannerImageUrl);
      const changes: ProfileChanges = { account: {}, profile: {} };
      if (update.username !== undefined) changes.account.username = update.username;
      if (update.email !== undefined && update.email.toLowerCase() !== before.email.toLowerCase())
        throw badRequest(EMAIL_CHANGE_IN_SETTINGS);
      if (update.full_name !== undefined) {
        if (update.full_name && update.full_name !== before.fullName) await refuseLookalike(id, update.full_name);
        changes.profile.fullName = update.full_name || null;
      }
      if (update.bio !== undefined) changes.profile.bio = update.bio || null;
      if (update.location !== undefined) changes.profile.location = update.location || null;
      const place = coordinateChanges(update, before.location);
      await countMove(id, place);
      Object.assign(changes.profile, place);
      if (update.avatar_url !== undefined) changes.profile.avatarUrl = update.avatar_url;
      if (update.banner_image_url !== undefined) changes.profile.bannerImageUrl = update.banner_image_url;
      if (update.swap_preferences !== undefined) changes.profile.swapPreferences = update.swap_preferences;
      if (update.hidden_from_search !== undefined) changes.profile.hiddenFromSearch = update.hidden_from_search;
      try {
        await updateProfileRow(db, id, changes);
      } catch (error) {
        throw accountConflict(error) ?? error;
      }
      // Everything shown with the member's name, avatar or place (their profile, plant pages, the
      // feed, their own Browse pages), a profile looked for by the new username before it was theirs,
      // and the sitemaps when the member changed what search engines may list.
      await caches.forget(
        changeOf.member(id),
        ...(update.username ? [changeOf.username(update.username)] : []),
        ...(update.hidden_from_search !== undefined ? [changeOf.searchListing] : []),
      );
      return this.getOwnProfile(id);
    },
  };
}

export type ProfilesService = ReturnType<typeof createProfilesService>;
