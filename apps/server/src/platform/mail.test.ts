import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startSmtpSink } from '../../test/smtp-sink';
import { createOutboxMailer, createSmtpMailer } from './mail';
import { renderMail } from './mail-template';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

async function outbox() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rootshare-outbox-'));
  folders.push(dataDir);
  const lines: string[] = [];
  return { dataDir, lines, mailer: createOutboxMailer(dataDir, 'http://localhost:3000', (line) => lines.push(line)) };
}

const sample = () =>
  renderMail({
    to: 'fern@example.test',
    subject: 'Reset your Rootshare password',
    preview: 'Choose a new password.',
    heading: 'Hello <fern>,',
    paragraphs: ['Choose a new one below.'],
    action: { label: 'Choose a new password', url: 'http://localhost:3000/auth/reset?token=abc' },
  });

describe('the outbox without an SMTP server', () => {
  it('keeps each mail under DATA_DIR/outbox and lists the newest first', async () => {
    const { dataDir, mailer } = await outbox();
    await mailer.send(await sample());
    await mailer.send({ ...(await sample()), subject: 'Second' });
    expect(fs.readdirSync(path.join(dataDir, 'outbox'))).toHaveLength(2);
    const listed = await mailer.listOutbox(10);
    expect(listed.map((mail) => mail.subject)).toEqual(['Second', 'Reset your Rootshare password']);
    const first = listed[1];
    expect(await mailer.readOutbox(first?.id ?? '')).toMatchObject({ to: 'fern@example.test', subject: 'Reset your Rootshare password' });
  });

  it('logs one line per mail with its link and without its recipient', async () => {
    const { lines, mailer } = await outbox();
    await mailer.send(await sample());
    const [kept] = await mailer.listOutbox(1);
    expect(lines).toEqual([`mail "Reset your Rootshare password" kept in the outbox: http://localhost:3000/admin/outbox/${kept?.id}`]);
    expect(lines.join()).not.toContain('fern@example.test');
  });

  it('reads nothing for an id that is not one it made', async () => {
    const { mailer } = await outbox();
    expect(await mailer.readOutbox('../../etc/passwd')).toBeNull();
    expect(await mailer.readOutbox('1700000000000-000000000000')).toBeNull();
  });
});

describe('the mail template', () => {
  it('makes an HTML and a plain-text part with the same link, escaping member text', async () => {
    const mail = await sample();
    expect(mail.html).toContain('http://localhost:3000/auth/reset?token=abc');
    expect(mail.text).toContain('Choose a new password: http://localhost:3000/auth/reset?token=abc');
    expect(mail.html).toContain('Hello &lt;fern&gt;,');
    expect(mail.html).not.toContain('<fern>');
    expect(mail.headers).toBeUndefined();
  });

  it('adds one-click List-Unsubscribe headers to mail a member can turn off', async () => {
    const mail = await renderMail({
      to: 'a@example.test',
      subject: 'S',
      preview: 'P',
      heading: 'H',
      paragraphs: ['x'],
      unsubscribeUrl: 'https://rootshare.test/unsubscribe/t',
    });
    expect(mail.headers).toEqual({
      'List-Unsubscribe': '<https://rootshare.test/unsubscribe/t>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(mail.text).toContain('Unsubscribe: https://rootshare.test/unsubscribe/t');
  });
});

describe('mail through an SMTP server', () => {
  it('gives every copy of one delivery the same Message-ID in the sender domain, and another delivery another', async () => {
    const sink = await startSmtpSink();
    const mailer = createSmtpMailer(sink.url, 'Rootshare <hello@rootshare.example>');
    try {
      await mailer.send({ ...(await sample()), key: 'job-1' });
      await mailer.send({ ...(await sample()), key: 'job-1' });
      await mailer.send({ ...(await sample()), key: 'job-2' });
      const [first, again, other] = await sink.waitForCount(3);
      expect(first?.messageId).toMatch(/^<[0-9a-f]{32}@rootshare\.example>$/);
      expect(again?.messageId).toBe(first?.messageId);
      expect(other?.messageId).not.toBe(first?.messageId);
    } finally {
      mailer.close();
      await sink.close();
    }
  });
});
