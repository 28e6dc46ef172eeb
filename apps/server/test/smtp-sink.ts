import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { createTestApp, type TestApp } from './helpers';

/** The address a mail was sent to, as its To header says. */
export const recipientOf = (mail: ParsedMail): string => (mail.to && !Array.isArray(mail.to) ? mail.to.text : '');

export interface SmtpSink {
  /** smtp://127.0.0.1:PORT, for SMTP_URL. */
  url: string;
  /** Every message accepted so far, parsed. */
  messages: ParsedMail[];
  /** Resolves once at least `count` messages have been accepted. */
  waitForCount(count: number): Promise<ParsedMail[]>;
  /** Resolves with the first message, accepted already or later, that matches. */
  waitFor(match: (mail: ParsedMail) => boolean): Promise<ParsedMail>;
  /** The messages accepted so far to that address with that subject, oldest first. */
  mailsTo(to: string, subject: string): ParsedMail[];
  /**
   * Resolves with the message to that address with that subject that follows the `seen` first
   * ones, once it is accepted (jobs send mail in the background, in no set order between jobs).
   */
  nextMailTo(to: string, subject: string, seen: number): Promise<ParsedMail>;
  /** Resolves once `count` messages past `holdAfter` have been read and wait for their answers. */
  waitForHeld(count: number): Promise<void>;
  /** Resolves once every held message's sender has gone away (so none of them was accepted). */
  waitForSendersGone(): Promise<void>;
  /** Answers messages at once again, from now on. */
  release(): void;
  /** Refuses every message to that address from now on, as a mail server refuses an unknown mailbox (550). */
  refuse(address: string): void;
  close(): Promise<void>;
}

interface SinkOptions {
  /**
   * After this many accepted messages, read each next one but keep its answer back until
   * `release`. A message whose sender goes away before its answer was never accepted (in SMTP a
   * message is the server's only once it has said 250), so it is not counted.
   */
  holdAfter?: number;
}

/** A real SMTP server inside the test process, on a port the kernel picks: the mail the app sends lands here. */
export async function startSmtpSink({ holdAfter = Infinity }: SinkOptions = {}): Promise<SmtpSink> {
  const messages: ParsedMail[] = [];
  const held = new Map<string, { parsed: ParsedMail; answer: () => void }>();
  const refused = new Set<string>();
  let holding = true;
  // Checked after every change; each answers true once it has resolved, and is dropped.
  let waiters: Array<() => boolean> = [];
  const recheck = () => {
    waiters = waiters.filter((done) => !done());
  };
  /** Resolves with what `check` answers once it answers something. */
  const waitUntil = <T>(check: () => T | undefined) =>
    new Promise<T>((resolve) => {
      const done = () => {
        const found = check();
        if (found !== undefined) resolve(found);
        return found !== undefined;
      };
      if (!done()) waiters.push(done);
    });
  const mailsTo = (to: string, subject: string) => messages.filter((mail) => recipientOf(mail) === to && mail.subject === subject);
  const accept = (parsed: ParsedMail) => {
    messages.push(parsed);
    recheck();
  };

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    // No reverse DNS of the loopback client: without a network it only waits.
    disableReverseLookup: true,
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!refused.has(address.address)) return callback();
      return callback(Object.assign(new Error('No such mailbox here'), { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          if (holding && messages.length >= holdAfter) {
            held.set(session.id, { parsed, answer: () => callback() });
            recheck();
            return;
          }
          accept(parsed);
          callback();
        })
        .catch((error: Error) => callback(error));
    },
    onClose(session) {
      held.delete(session.id);
      recheck();
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitForCount: (count) => waitUntil(() => (messages.length >= count ? [...messages] : undefined)),
    waitFor: (match) => waitUntil(() => messages.find(match)),
    mailsTo,
    nextMailTo: (to, subject, seen) => waitUntil(() => mailsTo(to, subject)[seen]),
    waitForHeld: (count) => waitUntil(() => (held.size >= count ? true : undefined)).then(() => undefined),
    waitForSendersGone: () => waitUntil(() => (held.size === 0 ? true : undefined)).then(() => undefined),
    release() {
      holding = false;
      for (const { parsed, answer } of held.values()) {
        accept(parsed);
        answer();
      }
      held.clear();
    },
    refuse: (address) => refused.add(address),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** An SMTP sink and a fresh app that mails to it, with links on https://rootshare.test; close() ends both. */
export async function startMailingApp(): Promise<{ t: TestApp; sink: SmtpSink; close(): Promise<void> }> {
  const sink = await startSmtpSink();
  const t = await createTestApp({
    env: { SMTP_URL: sink.url, MAIL_FROM: 'Rootshare <hello@rootshare.test>', PUBLIC_URL: 'https://rootshare.test' },
  });
  return {
    t,
    sink,
    close: async () => {
      await t.close();
      await sink.close();
    },
  };
}
