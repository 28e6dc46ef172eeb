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
  /** Resolves once a message past `holdAfter` has been read and waits for its answer. */
  waitForHeld(): Promise<void>;
  /** Resolves once every held message's sender has gone away (so none of them was accepted). */
  waitForSendersGone(): Promise<void>;
  /** Answers messages at once again, from now on. */
  release(): void;
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
  const waiters: Array<{ count: number; resolve: (all: ParsedMail[]) => void }> = [];
  const matchers: Array<{ match: (mail: ParsedMail) => boolean; resolve: (mail: ParsedMail) => void }> = [];
  const held = new Map<string, { parsed: ParsedMail; answer: () => void }>();
  const heldWaiters: Array<() => void> = [];
  const goneWaiters: Array<() => void> = [];
  let holding = true;
  const accept = (parsed: ParsedMail) => {
    messages.push(parsed);
    for (const waiter of waiters.filter((w) => messages.length >= w.count)) waiter.resolve([...messages]);
    for (const matcher of matchers.filter((m) => m.match(parsed))) matcher.resolve(parsed);
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    // No reverse DNS of the loopback client: without a network it only waits.
    disableReverseLookup: true,
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          if (holding && messages.length >= holdAfter) {
            held.set(session.id, { parsed, answer: () => callback() });
            for (const wake of heldWaiters.splice(0)) wake();
            return;
          }
          accept(parsed);
          callback();
        })
        .catch((error: Error) => callback(error));
    },
    onClose(session) {
      held.delete(session.id);
      if (held.size === 0) for (const wake of goneWaiters.splice(0)) wake();
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
    waitForSendersGone: () => (held.size === 0 ? Promise.resolve() : new Promise((resolve) => goneWaiters.push(resolve))),
    waitForHeld: () => (held.size > 0 ? Promise.resolve() : new Promise((resolve) => heldWaiters.push(resolve))),
    release() {
      holding = false;
      for (const { parsed, answer } of held.values()) {
        accept(parsed);
        answer();
      }
      held.clear();
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
