import { FALLBACK_LANGUAGE } from '@rootshare/contracts/languages';
import { channelIncludes, NOTIFICATION_GROUP_OF_TYPE, type UnsubscribeTopic } from '@rootshare/contracts/notification-settings';
import type { Database } from '../../platform/db';
import { overlappingJobs, type BatchFailures, type JobQueue, type QueuedJob } from '../../platform/jobs';
import { alreadySent, deliverOnce, sendAndRecord, type MailAttachment, type Mailer } from '../../platform/mail';
import { renderMail, type MailContent } from '../../platform/mail-template';
import type { BlocksService } from '../blocks/blocks.service';
import type { ExploreService } from '../explore/explore.service';
import type { HandoversService } from '../handovers/handovers.service';
import type { PushChannel } from '../push/push.service';
import type { NotificationSettingsService } from '../notification-settings/notification-settings.service';
import { MAIL_TEXTS } from './mail-texts';
import { digestWords, notificationWords, whyThisMail, type MailWords } from './notification-mail.presenter';
import {
  countWaiting,
  findDeliveries,
  findMailRecipient,
  findSwapPlantNames,
  type DeliveryRow,
  type MailRecipientRow,
  type SwapPlantNameRow,
} from './notification-mail.repo';

interface Deps {
  db: Database;
  mailer: Mailer;
  jobs: Pick<JobQueue, 'send'>;
  settings: Pick<NotificationSettingsService, 'get' | 'getMany' | 'unsubscribeUrl' | 'digestRecipients'>;
  blocks: Pick<BlocksService, 'apart'>;
  explore: Pick<ExploreService, 'countNewNearby'>;
  handovers: Pick<HandoversService, 'calendar' | 'calendarPath'>;
  /** The origin of mailed links. */
  publicUrl: string;
  /** Web push to the member's devices. */
  push: PushChannel;
}

const DAY_MS = 86_400_000;
/** The digest goes out on Mondays at this hour (UTC), about the seven days before. */
const DIGEST_HOUR_UTC = 8;
const MONDAY = 1;

/** When the digest of a week (named by its Monday, YYYY-MM-DD) goes out. */
const digestTime = (week: string) => new Date(`${week}T${String(DIGEST_HOUR_UTC).padStart(2, '0')}:00:00.000Z`);

/** The first digest week whose sending time is after `now`. */
export function nextDigestWeek(now: Date): string {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  day.setUTCDate(day.getUTCDate() + ((MONDAY - day.getUTCDay() + 7) % 7));
  const week = day.toISOString().slice(0, 10);
  return digestTime(week) > now ? week : new Date(day.getTime() + 7 * DAY_MS).toISOString().slice(0, 10);
}

/** Members get mail only at an address they verified, and never while suspended. */
const mayBeMailed = (member: MailRecipientRow) => member.emailVerifiedAt !== null && member.suspendedAt === null;

/**
 * The jobs that tell members about things while Rootshare is closed: a notification's e-mail and
 * push, as the member chose for its kind, and the weekly digest (docs/notifications.md).
 */
export function createNotificationMailService({ db, mailer, jobs, settings, blocks, explore, handovers, publicUrl, push }: Deps) {
  /** The mail of words to a member, with the unsubscribe link of their topic. */
  const mailTo = (member: MailRecipientRow, topic: UnsubscribeTopic, words: MailWords): MailContent => {
    const language = member.language ?? FALLBACK_LANGUAGE;
    return {
      to: member.email,
      subject: words.subject,
      preview: words.summary,
      heading: MAIL_TEXTS[language].hello(member.username),
      paragraphs: words.paragraphs,
      action: { label: words.action.label, url: `${publicUrl}${words.action.path}` },
      footnote: whyThisMail(topic, publicUrl, language),
      unsubscribeUrl: settings.unsubscribeUrl(member.id, topic),
      language,
    };
  };

  /**
   * An agreed handover's mail: 'Add to calendar' (a signed link to the member's calendar file) and
   * that same file attached, as the swap card offers it; the mail as it was when the plan has gone.
   */
  async function withHandoverCalendar(row: DeliveryRow, words: MailWords): Promise<{ words: MailWords; attachments: MailAttachment[] }> {
    const { notification: n, recipient } = row;
    if (n.type !== 'handover_agreed' || !n.swapRequestId) return { words, attachments: [] };
    const file = await handovers.calendar(recipient.id, n.swapRequestId).catch(() => null);
    if (file === null) return { words, attachments: [] };
    return {
      words: {
        ...words,
        action: {
          label: MAIL_TEXTS[recipient.language ?? FALLBACK_LANGUAGE].addToCalendar,
          path: handovers.calendarPath(recipient.id, n.swapRequestId),
        },
      },
      attachments: [{ filename: 'plant-handover.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: file }],
    };
  }

  /** The key under which a notification's e-mail is sent once. */
  const emailKey = (notificationId: string) => `notification:${notificationId}:email`;

  /** Whether anything may be said about this notification at all: nothing about blocked or suspended members, or hidden content. */
  async function speakable(row: DeliveryRow): Promise<boolean> {
    const { notification: n, recipient, other } = row;
    if (recipient.suspendedAt || other?.suspendedAt || row.swapContentHidden || row.meetHidden || row.plantHidden) return false;
    // A wishlist match is old news once the plant is no longer up for swap.
    if (n.type === 'wishlist_match' && !row.plantAvailable) return false;
    if (n.otherUserId && (await blocks.apart(recipient.id, n.otherUserId))) return false;
    // A message entry is mailed only while it is unread and something in it is still shown.
    return n.type !== 'new_message' || (!n.isRead && row.unreadFromOther > 0);
  }

  /**
   * Queues the weekly run of the first week whose sending time is after `after`. Every instance
   * does so at start; the week is the job's key, so one run per week is queued however many start.
   */
  async function scheduleWeeklyDigest(after = new Date()): Promise<void> {
    const week = nextDigestWeek(after);
    const wait = Math.ceil((digestTime(week).getTime() - Date.now()) / 1000);
    await jobs.send('weekly-digest', { week }, { key: week, startAfterSeconds: Math.max(wait, 1) });
  }

  return {
    /**
     * The notification-mail jobs of a batch: e-mail and/or push about each notification, as its
     * owner chose, once. What deciding them needs is read for the whole batch in a few queries;
     * then the mails are handed to the pooled connection a few at a time, which sends them one
     * after another with no pause between, and each is recorded as the mail server accepts it (a crash
     * re-sends only mails whose record was not yet written). Answers the jobs that failed.
     */
    async deliverBatch(jobs: Array<QueuedJob<'notification-mail'>>): Promise<BatchFailures> {
      const rows = new Map(
        (
          await findDeliveries(
            db,
            jobs.map((job) => job.data.notificationId),
          )
        ).map((row) => [row.notification.id, row]),
      );
      const swapIds = [...new Set([...rows.values()].flatMap((row) => row.notification.swapRequestId ?? []))];
      const [plants, choices, sent] = await Promise.all([
        swapIds.length > 0 ? findSwapPlantNames(db, swapIds) : Promise.resolve<SwapPlantNameRow[]>([]),
        settings.getMany([...new Set([...rows.values()].map((row) => row.recipient.id))]),
        alreadySent(db, [...rows.keys()].map(emailKey)),
      ]);
      return overlappingJobs(jobs, async ({ data: { notificationId } }) => {
        const row = rows.get(notificationId);
        const group = row && NOTIFICATION_GROUP_OF_TYPE[row.notification.type];
        const channel = row && group && choices.get(row.recipient.id)?.[group];
        if (!row || !group || !channel || !(await speakable(row))) return;
        const words = notificationWords(
          row,
          plants.filter((plant) => plant.swapRequestId === row.notification.swapRequestId),
        );
        if (!words) return;
        // Mail first, then push: once a push is sent, the mail has been sent or skipped.
        const key = emailKey(notificationId);
        if (channelIncludes(channel, 'email') && mayBeMailed(row.recipient) && !sent.has(key)) {
          const mail = await withHandoverCalendar(row, words);
          const rendered = await renderMail(mailTo(row.recipient, group, mail.words));
          await sendAndRecord(db, mailer, key, mail.attachments.length > 0 ? { ...rendered, attachments: mail.attachments } : rendered);
        }
        if (channelIncludes(channel, 'push')) {
          const tag =
            row.notification.type === 'new_message' && row.notification.conversationId
              ? `conversation-${row.notification.conversationId}`
              : undefined;
          await push.send(
            row.recipient.id,
            { title: words.subject, body: words.summary, url: words.action.path, ...(tag ? { tag } : {}) },
            `notification:${notificationId}:push`,
          );
        }
      });
    },

    scheduleWeeklyDigest,

    /** The weekly-digest job: queues next week's run first (so a failure here loses no later week), then each member's digest. */
    async runWeeklyDigest(week: string): Promise<void> {
      await scheduleWeeklyDigest(digestTime(week));
      for (const userId of await settings.digestRecipients()) {
        await jobs.send('digest-mail', { userId, week }, { key: `${userId}:${week}` });
      }
    },

    /** The digest-mail job: one member's week, once; nothing when the week has nothing to tell. */
    async sendDigest(userId: string, week: string): Promise<void> {
      const member = await findMailRecipient(db, userId);
      if (!member || !mayBeMailed(member) || !(await settings.get(userId)).weekly_digest) return;
      const since = new Date(digestTime(week).getTime() - 7 * DAY_MS);
      const [waiting, newPlantsNearby] = await Promise.all([countWaiting(db, userId), explore.countNewNearby(userId, since)]);
      const words = digestWords({ ...waiting, newPlantsNearby }, member.language ?? FALLBACK_LANGUAGE);
      if (words) await deliverOnce(db, mailer, `digest:${userId}:${week}`, () => renderMail(mailTo(member, 'weekly_digest', words)));
    },
  };
}

export type NotificationMailService = ReturnType<typeof createNotificationMailService>;
