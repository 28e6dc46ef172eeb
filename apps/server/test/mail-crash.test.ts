import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/accounts';
import { notifications } from '../src/db/schema/notifications';
import { openDatabase } from '../src/platform/db';
import { JOB_LANES, startJobQueue } from '../src/platform/jobs';
import { startServerProcess, startedDataDir, type ServerProcess } from './server-process';
import { startSmtpSink, type SmtpSink } from './smtp-sink';

const MAILS = 1_000;
/** The sink stops answering after this many mails; the server is killed while it waits. */
const KILL_AFTER = 300;
/** A job lost with the killed server is run again after this long (JOB_RECOVERY_SECONDS). */
const RECOVERY_SECONDS = 5;

/** Puts 1,000 notifications for one verified member into the embedded database, each with its mail job queued. */
async function queueNotificationMails(dataDir: string): Promise<void> {
  const handle = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
  try {
    const [recipient, other] = await handle.db
      .insert(users)
      .values([
        { username: 'fern', email: 'fern@example.test', passwordHash: 'not-a-real-hash', emailVerifiedAt: new Date() },
        { username: 'ivy', email: 'ivy@example.test', passwordHash: 'not-a-real-hash', emailVerifiedAt: new Date() },
      ])
      .returning({ id: users.id });
    if (!recipient || !other) throw new Error('members not stored');
    const rows = await handle.db
      .insert(notifications)
      .values(
        Array.from({ length: MAILS }, (_, i) => ({
          userId: recipient.id,
          otherUserId: other.id,
          type: 'swap_accept' as const,
          title: 'Swap accepted',
          message: `Swap ${i}`,
        })),
      )
      .returning({ id: notifications.id });
    const jobs = await startJobQueue(
      handle,
      (error) => {
        throw error;
      },
      RECOVERY_SECONDS,
    );
    // One statement for all, as the server queues a sweep's notifications.
    await jobs.sendMany(
      'notification-mail',
      rows.map(({ id }) => ({ data: { notificationId: id }, key: id })),
    );
    await jobs.stop();
  } finally {
    await handle.close();
  }
}

// The server here always runs on its own embedded database, so the suite's second run on
// PostgreSQL (TEST_DATABASE_URL) would repeat the same minute for nothing.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('notification mail through a crash', () => {
  let sink: SmtpSink | undefined;
  let server: ServerProcess | undefined;
  let dataDir = '';

  afterAll(async () => {
    await server?.stop('SIGKILL');
    await sink?.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('delivers every one of 1,000 queued notification mails exactly once after the server is killed with -9 halfway', async () => {
    dataDir = startedDataDir('rootshare-mail-crash-');
    await queueNotificationMails(dataDir);
    sink = await startSmtpSink({ holdAfter: KILL_AFTER });
    const env = {
      DATA_DIR: dataDir,
      SMTP_URL: sink.url,
      MAIL_FROM: 'Rootshare <mail@rootshare.test>',
      JOB_RECOVERY_SECONDS: String(RECOVERY_SECONDS),
    };

    server = await startServerProcess(env);
    // Every lane waits on a mail the sink read but has not accepted, so every earlier mail is
    // recorded as sent: those held must come again after the restart, and nothing else.
    await sink.waitForHeld(JOB_LANES);
    await server.stop('SIGKILL');
    await sink.waitForSendersGone();
    expect(sink.messages).toHaveLength(KILL_AFTER);
    sink.release();

    server = await startServerProcess(env);
    const received = await sink.waitForCount(MAILS);
    // Whatever else was still queued has had time to arrive if it were sent twice.
    await new Promise((resolve) => setTimeout(resolve, (RECOVERY_SECONDS + 1) * 1000));
    const ids = sink.messages.map((mail) => mail.messageId);
    expect(sink.messages).toHaveLength(MAILS);
    expect(new Set(ids).size).toBe(MAILS);
    expect(new Set(received.map((mail) => mail.text?.match(/Swap accepted|accepted your swap request/)?.[0])).size).toBe(1);
    expect(received.every((mail) => mail.to && !Array.isArray(mail.to) && mail.to.text === 'fern@example.test')).toBe(true);
    expect(await server.stop('SIGTERM')).toBe(0);
  }, 300_000);
});
