import {
  channelIncludes,
  DEFAULT_NOTIFICATION_SETTINGS,
  UNSUBSCRIBE_LINK_INVALID,
  UNSUBSCRIBE_TOPICS,
  type NotificationSettings,
  type UnsubscribeState,
  type UnsubscribeTopic,
} from '@rootshare/contracts/notification-settings';
import { pgErrorCode, type Database } from '../../platform/db';
import { badRequest } from '../../platform/errors';
import type { LinkSigner } from '../../platform/signed-links';
import { presentSettings, settingsRow } from './notification-settings.presenter';
import { findDigestRecipients, findSettings, saveSettings } from './notification-settings.repo';

interface Deps {
  db: Database;
  /** Signs the unsubscribe links' tokens: `<member id>.<topic>`. */
  links: LinkSigner;
  /** The origin of mailed links. */
  publicUrl: string;
}

const TOKEN_PAYLOAD = /^([0-9a-f-]{36})\.([a-z_]+)$/;
const isTopic = (value: string): value is UnsubscribeTopic => (UNSUBSCRIBE_TOPICS as readonly string[]).includes(value);

/** Whether the member gets e-mails of that topic. */
const mailsOn = (settings: NotificationSettings, topic: UnsubscribeTopic) =>
  topic === 'weekly_digest' ? settings.weekly_digest : channelIncludes(settings[topic], 'email');

/** The same choices with that topic's e-mail off; push, where chosen, stays on. */
function withoutMail(settings: NotificationSettings, topic: UnsubscribeTopic): NotificationSettings {
  if (topic === 'weekly_digest') return { ...settings, weekly_digest: false };
  return { ...settings, [topic]: channelIncludes(settings[topic], 'push') ? 'push' : 'off' };
}

/** Each member's choice of channels per kind of event, and the one-click unsubscribe links of their mails. */
export function createNotificationSettingsService({ db, links, publicUrl }: Deps) {
  /** Each member's choices, the defaults for those who never saved their own. */
  async function getMany(userIds: string[]): Promise<Map<string, NotificationSettings>> {
    const saved = new Map((await findSettings(db, userIds)).map((row) => [row.userId, presentSettings(row)]));
    return new Map(userIds.map((id) => [id, saved.get(id) ?? DEFAULT_NOTIFICATION_SETTINGS]));
  }

  async function get(userId: string): Promise<NotificationSettings> {
    return (await getMany([userId])).get(userId) ?? DEFAULT_NOTIFICATION_SETTINGS;
  }

  /** The member and topic a token was made for; 400 for a token this server did not make. */
  function readToken(token: string): { userId: string; topic: UnsubscribeTopic } {
    const match = TOKEN_PAYLOAD.exec(links.verify(token) ?? '');
    const [, userId, topic] = match ?? [];
    if (!userId || !topic || !isTopic(topic)) throw badRequest(UNSUBSCRIBE_LINK_INVALID);
    return { userId, topic };
  }

  return {
    /** The member's choices; the defaults until they save their own. */
    get,
    getMany,

    async update(userId: string, settings: NotificationSettings): Promise<NotificationSettings> {
      await saveSettings(db, settingsRow(userId, settings));
      return settings;
    },

    /** The link that turns that topic's e-mail off for the member, signed-in or not (RFC 8058). */
    unsubscribeUrl: (userId: string, topic: UnsubscribeTopic): string =>
      `${publicUrl}/unsubscribe?token=${encodeURIComponent(links.sign(`${userId}.${topic}`))}`,

    /** What an unsubscribe link turns off, and whether it is off already; changes nothing. */
    async describeUnsubscribe(token: string): Promise<UnsubscribeState> {
      const { userId, topic } = readToken(token);
      return { topic, unsubscribed: !mailsOn(await get(userId), topic) };
    },

    /** Turns off the e-mail an unsubscribe link names; doing it again changes nothing. */
    async unsubscribe(token: string): Promise<UnsubscribeState> {
      const { userId, topic } = readToken(token);
      const settings = await get(userId);
      if (mailsOn(settings, topic)) {
        await saveSettings(db, settingsRow(userId, withoutMail(settings, topic))).catch((error: unknown) => {
          // A deleted account gets no mail anyway.
          if (pgErrorCode(error) !== '23503') throw error;
        });
      }
      return { topic, unsubscribed: true };
    },

    /** Members to send the weekly digest to. */
    digestRecipients: (): Promise<string[]> => findDigestRecipients(db),
  };
}

export type NotificationSettingsService = ReturnType<typeof createNotificationSettingsService>;
