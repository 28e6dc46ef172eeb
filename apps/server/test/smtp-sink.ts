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
  close(): Promise<void>;
}

/** A real SMTP server inside the test process, on a port the kernel picks: the mail the app sends lands here. */
export async function startSmtpSink(): Promise<SmtpSink> {
  const messages: ParsedMail[] = [];
  const waiters: Array<{ count: number; resolve: (all: ParsedMail[]) => void }> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          messages.push(parsed);
          for (const waiter of waiters.filter((w) => messages.length >= w.count)) waiter.resolve([...messages]);
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
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
