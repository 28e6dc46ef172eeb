import type { Language } from '@rootshare/contracts/languages';
import crypto from 'node:crypto';
import { CALENDAR_FEED_NOT_FOUND, type CalendarFeedCreated, type CalendarFeedState } from '@rootshare/contracts/meets';
import { calendarFile, type CalendarEvent } from '../../platform/calendar';
import type { Database } from '../../platform/db';
import { notFound } from '../../platform/errors';
import { languageOf } from '../auth/auth.reads';
import { presentFeedCreated, presentFeedState } from './calendar.presenter';
import { deleteFeed, findFeedOf, findFeedOwner, replaceFeed } from './calendar.repo';

interface Deps {
  db: Database;
  /** Each source of a member's events: their meets, their agreed handovers. */
  sources: Array<(userId: string, language: Language) => Promise<CalendarEvent[]>>;
  publicUrl: string;
}

const hashOf = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/**
 * A member's private calendar feed (docs/security.md#s64-calendar-feeds-are-private-revocable-and-stored-hashed):
 * an address with a random token that calendar apps poll without signing in. Only the token's hash
 * is stored, so the address is shown once, when made; making a new one or revoking ends the old one.
 */
export function createCalendarService({ db, sources, publicUrl }: Deps) {
  return {
    async state(userId: string): Promise<CalendarFeedState> {
      const feed = await findFeedOf(db, userId);
      return presentFeedState(feed);
    },

    async regenerate(userId: string): Promise<CalendarFeedCreated> {
      const token = crypto.randomBytes(32).toString('base64url');
      const createdAt = await replaceFeed(db, userId, hashOf(token));
      return presentFeedCreated(publicUrl, token, createdAt);
    },

    revoke: (userId: string) => deleteFeed(db, userId),

    /** The feed behind a token; an unknown or revoked token is 404, like an address that never was. */
    async feed(token: string): Promise<string> {
      const userId = await findFeedOwner(db, hashOf(token));
      if (!userId) throw notFound(CALENDAR_FEED_NOT_FOUND);
      const language = await languageOf(db, userId);
      const events = (await Promise.all(sources.map((source) => source(userId, language)))).flat();
      return calendarFile(events, 'Rootshare');
    },
  };
}

export type CalendarService = ReturnType<typeof createCalendarService>;
