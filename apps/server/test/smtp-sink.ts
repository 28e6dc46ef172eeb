import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SmtpSink {
  /** smtp://127.0.0.1:PORT, for SMTP_URL. */
  url: string;
  /** Every message accepted so far, parsed. */
  messages: ParsedMail[];
  /** Resolves once at least `count` messages have been accepted. */
  waitForCount(count: number): Promise<ParsedMail[]>;
  /** Resolves with the first message, accepted already or later, that matches. */
  waitFor(match: (mail: ParsedMail) => boolean): Promise<ParsedMail>;
  close(): Promise<void>;
}

/** A real SMTP server inside the test process, on a port the kernel picks: the mail the app sends lands here. */
export async function startSmtpSink(): Promise<SmtpSink> {
  const messages: ParsedMail[] = [];
  const waiters: Array<{ count: number; resolve: (all: ParsedMail[]) => void }> = [];
  const matchers: Array<{ match: (mail: ParsedMail) => boolean; resolve: (mail: ParsedMail) => void }> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          messages.push(parsed);
          for (const waiter of waiters.filter((w) => messages.length >= w.count)) waiter.resolve([...messages]);
          for (const matcher of matchers.filter((m) => m.match(parsed))) matcher.resolve(parsed);
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
    waitForCount: (count) => (messages.length >= count ? Promise.resolve([...messages]) : new Promise((resolve) => waiters.push({ count, resolve }))),
    waitFor: (match) => {
      const found = messages.find(match);
      return found ? Promise.resolve(found) : new Promise((resolve) => matchers.push({ match, resolve }));
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
