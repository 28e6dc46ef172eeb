import { FALLBACK_LANGUAGE } from '@rootshare/contracts/languages';
import { deliverOnce } from '../../../platform/mail';
import { renderMail } from '../../../platform/mail-template';
import { digestWords } from '../notification-mail.presenter';
import { countWaiting, findMailRecipient } from '../notification-mail.repo';
import { mayBeMailed, type NotificationMailContext } from './context';

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

/**
 * Queues the weekly run of the first week whose sending time is after `after`. Every instance
 * does so at start; the week is the job's key, so one run per week is queued however many start.
 */
export async function scheduleWeeklyDigest(ctx: NotificationMailContext, after = new Date()): Promise<void> {
  const week = nextDigestWeek(after);
  const wait = Math.ceil((digestTime(week).getTime() - Date.now()) / 1000);
  await ctx.jobs.send('weekly-digest', { week }, { key: week, startAfterSeconds: Math.max(wait, 1) });
}

/** The weekly-digest job: queues next week's run first (so a failure here loses no later week), then each member's digest. */
export async function runWeeklyDigest(ctx: NotificationMailContext, week: string): Promise<void> {
  await scheduleWeeklyDigest(ctx, digestTime(week));
  for (const userId of await ctx.settings.digestRecipients()) {
    await ctx.jobs.send('digest-mail', { userId, week }, { key: `${userId}:${week}` });
  }
}

/** The digest-mail job: one member's week, once; nothing when the week has nothing to tell. */
export async function sendDigest(ctx: NotificationMailContext, userId: string, week: string): Promise<void> {
  const { db, mailer, settings } = ctx;
  const member = await findMailRecipient(db, userId);
  if (!member || !mayBeMailed(member) || !(await settings.get(userId)).weekly_digest) return;
  const since = new Date(digestTime(week).getTime() - 7 * DAY_MS);
  const [waiting, newPlantsNearby] = await Promise.all([countWaiting(db, userId), ctx.explore.countNewNearby(userId, since)]);
  const words = digestWords({ ...waiting, newPlantsNearby }, member.language ?? FALLBACK_LANGUAGE);
  if (words) await deliverOnce(db, mailer, `digest:${userId}:${week}`, () => renderMail(ctx.mailTo(member, 'weekly_digest', words)));
}
