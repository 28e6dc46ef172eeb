import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { mailDeliveries } from '../db/schema/mail';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from './data-dir';
import type { Database } from './db';
import { JOB_LANES } from './jobs';

/** One e-mail, its HTML and plain-text parts made from one template (mail-template.ts). */
export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Extra headers, such as List-Unsubscribe on mail a member can turn off. */
  headers?: Record<string, string>;
  /** Files sent with it, such as a handover's calendar file. */
  attachments?: MailAttachment[];
  /**
   * The delivery's idempotency key (deliverOnce sets it): its Message-ID follows from it, so the
   * rare second copy after a crash between the server's acceptance and our record of it is the
   * same message to every mail system that removes duplicates.
   */
  key?: string;
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/** A mail kept in the outbox, as the admin page shows it. */
export interface OutboxMail extends OutgoingMail {
  id: string;
  createdAt: string;
}

export interface Mailer {
  kind: 'smtp' | 'outbox';
  send(mail: OutgoingMail): Promise<void>;
  /** The outbox's mails, newest first (empty with SMTP). */
  listOutbox(limit: number): Promise<OutboxMail[]>;
  readOutbox(id: string): Promise<OutboxMail | null>;
  close(): void;
}

/**
 * Pooled connections, kept open between mails (one per job lane): mail servers greet each new
 * connection after a pause, which would cap sending at a few mails a second. A send waits on the server at most these times before it fails and its job is retried later.
 */
const SMTP_OPTIONS = {
  pool: true,
  maxConnections: JOB_LANES,
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 30_000,
} as const;

/** A stable Message-ID for a delivery key, in the sender's domain. */
function messageIdFor(key: string, from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'rootshare.invalid';
  return `<${crypto.createHash('sha256').update(key).digest('hex').slice(0, 32)}@${domain}>`;
}

/** Real mail through an SMTP server (`SMTP_URL`, `MAIL_FROM`). */
export function createSmtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport({ url, ...SMTP_OPTIONS });
  return {
    kind: 'smtp',
    async send(mail) {
      await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        headers: mail.headers ?? {},
        attachments: mail.attachments ?? [],
        ...(mail.key ? { messageId: messageIdFor(mail.key, from) } : {}),
      });
    },
    listOutbox: async () => [],
    readOutbox: async () => null,
    close: () => transport.close(),
  };
}

const OUTBOX_ID = /^[0-9]{13}-[0-9a-f]{12}$/;

/**
 * Without an SMTP server every mail is kept as a file in DATA_DIR/outbox, listed on the admin
 * page, and announced by one log line with its link (never its recipient), so every mail flow can
 * be tried on a laptop.
 */
export function createOutboxMailer(dataDir: string, publicUrl: string, log: (line: string) => void): Mailer {
  const folder = path.join(dataDir, 'outbox');
  const fileOf = (id: string) => path.join(folder, `${id}.json`);
  const read = async (id: string): Promise<OutboxMail | null> => {
    if (!OUTBOX_ID.test(id)) return null;
    try {
      return JSON.parse(await fs.promises.readFile(fileOf(id), 'utf8')) as OutboxMail;
    } catch {
      return null;
    }
  };
  // Ids start with the time in milliseconds, never the same twice here, so names sort oldest to newest.
  let lastMs = 0;
  return {
    kind: 'outbox',
    async send(mail) {
      await fs.promises.mkdir(folder, { recursive: true, mode: PRIVATE_DIR_MODE });
      lastMs = Math.max(Date.now(), lastMs + 1);
      const id = `${lastMs}-${crypto.randomBytes(6).toString('hex')}`;
      const { key: _key, ...content } = mail;
      const kept: OutboxMail = { ...content, id, createdAt: new Date().toISOString() };
      const temporary = `${fileOf(id)}.tmp`;
      // Private whatever the umask: a mail may hold a live sign-in or reset link (docs/security.md S87).
      await fs.promises.writeFile(temporary, JSON.stringify(kept), { mode: PRIVATE_FILE_MODE });
      await fs.promises.rename(temporary, fileOf(id));
      log(`mail "${mail.subject}" kept in the outbox: ${publicUrl}/admin/outbox/${id}`);
    },
    async listOutbox(limit) {
      const names = await fs.promises.readdir(folder).catch(() => [] as string[]);
      const ids = names
        .filter((name) => name.endsWith('.json'))
        .map((name) => name.slice(0, -'.json'.length))
        .sort()
        .reverse()
        .slice(0, limit);
      return (await Promise.all(ids.map(read))).filter((mail): mail is OutboxMail => mail !== null);
    },
    readOutbox: read,
    close: () => undefined,
  };
}

/** The keys among these whose mail was sent already (by an earlier run of the same job). */
export async function alreadySent(db: Database, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db.select({ key: mailDeliveries.key }).from(mailDeliveries).where(inArray(mailDeliveries.key, keys));
  return new Set(rows.map((row) => row.key));
}

/**
 * Sends a mail known not to be sent yet under its key, then records the key as soon as the mail
 * server accepted it: a crash re-sends only the mails accepted in the moment before, each with
 * its first copy's Message-ID.
 */
export async function sendAndRecord(db: Database, mailer: Mailer, key: string, mail: OutgoingMail | null): Promise<void> {
  if (mail) await mailer.send({ ...mail, key });
  await db.insert(mailDeliveries).values({ key }).onConflictDoNothing();
}

/**
 * Sends a job's mail at most once per key (the job's id): a job retried after its mail went out,
 * or started again after a crash, finds its key and sends nothing. `build` runs only when the
 * mail is still to be sent.
 */
export async function deliverOnce(db: Database, mailer: Mailer, key: string, build: () => Promise<OutgoingMail | null>): Promise<void> {
  if ((await alreadySent(db, [key])).has(key)) return;
  await sendAndRecord(db, mailer, key, await build());
}
