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
  /** The messages accepted so far to that address with that subject, oldest first. */
  mailsTo(to: string, subject: string): ParsedMail[];
  /**
   * Resolves with the message to that address with that subject that follows the `seen` first
   * ones, once it is accepted (jobs send mail in the background, in no set order between jobs).
   */
  nextMailTo(to: string, subject: string, seen: number): Promise<ParsedMail>;
  close(): Promise<void>;
}

/** A real SMTP server inside the test process, on a port the kernel picks: the mail the app sends lands here. */
export async function startSmtpSink(): Promise<SmtpSink> {
  const messages: ParsedMail[] = [];
  // Checked after every accepted message; each answers true once it has resolved, and is dropped.
  let waiters: Array<() => boolean> = [];
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

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          messages.push(parsed);
          waiters = waiters.filter((done) => !done());
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    mailsTo,
    nextMailTo: (to, subject, seen) => waitUntil(() => mailsTo(to, subject)[seen]),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** An SMTP sink and a fresh app that mails to it, with links on https://rootshare.test; close() ends both. */
export async function startMailingApp(): Promise<{ t: TestApp; sink: SmtpSink; close(): Promise<void> }> {
  const sink = await startSmtpSink();
  const t = await createTestApp({ env: { SMTP_URL: sink.url, MAIL_FROM: 'Rootshare <hello@rootshare.test>', PUBLIC_URL: 'https://rootshare.test' } });
  return {
    t,
    sink,
    close: async () => {
      await t.close();
      await sink.close();
    },
  };
}
