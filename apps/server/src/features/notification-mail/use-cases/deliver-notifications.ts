import { FALLBACK_LANGUAGE } from '@rootshare/contracts/languages';
import {
  channelIncludes,
  NOTIFICATION_GROUP_OF_TYPE,
  type NotificationChannel,
  type NotificationGroup,
} from '@rootshare/contracts/notification-settings';
import { overlappingJobs, type BatchFailures, type QueuedJob } from '../../../platform/jobs';
import { alreadySent, sendAndRecord, type MailAttachment } from '../../../platform/mail';
import { renderMail } from '../../../platform/mail-template';
import { MAIL_TEXTS } from '../mail-texts';
import { notificationWords, type MailWords } from '../notification-mail.presenter';
import { findDeliveries, findSwapPlantNames, type DeliveryRow, type SwapPlantNameRow } from '../notification-mail.repo';
import { mayBeMailed, type NotificationMailContext } from './context';

/** The key under which a notification's e-mail is sent once. */
const emailKey = (notificationId: string) => `notification:${notificationId}:email`;

/**
 * An agreed handover's mail: 'Add to calendar' (a signed link to the member's calendar file) and
 * that same file attached, as the swap card offers it; the mail as it was when the plan has gone.
 */
async function withHandoverCalendar(
  ctx: NotificationMailContext,
  row: DeliveryRow,
  words: MailWords,
): Promise<{ words: MailWords; attachments: MailAttachment[] }> {
  const { notification: n, recipient } = row;
  if (n.type !== 'handover_agreed' || !n.swapRequestId) return { words, attachments: [] };
  const file = await ctx.handovers.calendar(recipient.id, n.swapRequestId).catch(() => null);
  if (file === null) return { words, attachments: [] };
  return {
    words: {
      ...words,
      action: {
        label: MAIL_TEXTS[recipient.language ?? FALLBACK_LANGUAGE].addToCalendar,
        path: ctx.handovers.calendarPath(recipient.id, n.swapRequestId),
      },
    },
    attachments: [{ filename: 'plant-handover.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: file }],
  };
}

/** Whether anything may be said about this notification at all: nothing about blocked or suspended members, or hidden content. */
async function speakable(ctx: NotificationMailContext, row: DeliveryRow): Promise<boolean> {
  const { notification: n, recipient, other } = row;
  if (recipient.suspendedAt || other?.suspendedAt || row.swapContentHidden || row.meetHidden || row.plantHidden) return false;
  // A wishlist match is old news once the plant is no longer up for swap.
  if (n.type === 'wishlist_match' && !row.plantAvailable) return false;
  if (n.otherUserId && (await ctx.blocks.apart(recipient.id, n.otherUserId))) return false;
  // A message entry is mailed only while it is unread and something in it is still shown.
  if (n.type === 'message') return !n.isRead && row.unreadFromElsewhere > 0;
  return n.type !== 'new_message' || (!n.isRead && row.unreadFromOther > 0);
}

/** What deciding a batch's deliveries needs, read for the whole batch in a few queries. */
async function readBatch(ctx: NotificationMailContext, notificationIds: string[]) {
  const rows = new Map((await findDeliveries(ctx.db, notificationIds)).map((row) => [row.notification.id, row]));
  const swapIds = [...new Set([...rows.values()].flatMap((row) => row.notification.swapRequestId ?? []))];
  const [plants, choices, sent] = await Promise.all([
    swapIds.length > 0 ? findSwapPlantNames(ctx.db, swapIds) : Promise.resolve<SwapPlantNameRow[]>([]),
    ctx.settings.getMany([...new Set([...rows.values()].map((row) => row.recipient.id))]),
    alreadySent(ctx.db, [...rows.keys()].map(emailKey)),
  ]);
  return { rows, plants, choices, sent };
}

type Batch = Awaited<ReturnType<typeof readBatch>>;

/** E-mail and/or push about one notification, as its owner chose; mail first, so a push means the mail was sent or skipped. */
async function deliver(
  ctx: NotificationMailContext,
  row: DeliveryRow,
  channel: NotificationChannel,
  group: NotificationGroup,
  { plants, sent }: Batch,
): Promise<void> {
  const notificationId = row.notification.id;
  const words = notificationWords(
    row,
    plants.filter((plant) => plant.swapRequestId === row.notification.swapRequestId),
  );
  if (!words) return;
  const key = emailKey(notificationId);
  if (channelIncludes(channel, 'email') && mayBeMailed(row.recipient) && !sent.has(key)) {
    const mail = await withHandoverCalendar(ctx, row, words);
    const rendered = await renderMail(ctx.mailTo(row.recipient, group, mail.words));
    await sendAndRecord(ctx.db, ctx.mailer, key, mail.attachments.length > 0 ? { ...rendered, attachments: mail.attachments } : rendered);
  }
  if (channelIncludes(channel, 'push')) {
    const { type, conversationId, remoteConversationId } = row.notification;
    const tag =
      type === 'new_message' && conversationId
        ? `conversation-${conversationId}`
        : type === 'message' && remoteConversationId
          ? `remote-conversation-${remoteConversationId}`
          : undefined;
    await ctx.push.send(
      row.recipient.id,
      { title: words.subject, body: words.summary, url: words.action.path, ...(tag ? { tag } : {}) },
      `notification:${notificationId}:push`,
    );
  }
}

/**
 * The notification-mail jobs of a batch: e-mail and/or push about each notification, as its
 * owner chose, once. What deciding them needs is read for the whole batch in a few queries;
 * then the mails are handed to the pooled connection a few at a time, which sends them one
 * after another with no pause between, and each is recorded as the mail server accepts it (a crash
 * re-sends only mails whose record was not yet written). Answers the jobs that failed.
 */
export async function deliverBatch(ctx: NotificationMailContext, jobs: Array<QueuedJob<'notification-mail'>>): Promise<BatchFailures> {
  const batch = await readBatch(
    ctx,
    jobs.map((job) => job.data.notificationId),
  );
  return overlappingJobs(jobs, async ({ data: { notificationId } }) => {
    const row = batch.rows.get(notificationId);
    const group = row && NOTIFICATION_GROUP_OF_TYPE[row.notification.type];
    const channel = row && group && batch.choices.get(row.recipient.id)?.[group];
    if (!row || !group || !channel || !(await speakable(ctx, row))) return;
    await deliver(ctx, row, channel, group, batch);
  });
}
