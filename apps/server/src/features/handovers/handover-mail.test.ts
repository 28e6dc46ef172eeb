import { SwapRequestSchema } from '@rootshare/contracts/swaps';
import { instantToZoned } from '@rootshare/contracts/time-zones';
import { eq } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentMaker } from '../../../test/content';
import { as, createTestApp, signUpMember, type TestApp } from '../../../test/helpers';
import { startSmtpSink, type SmtpSink } from '../../../test/smtp-sink';
import { users } from '../../db/schema/accounts';

const SITE = 'https://rootshare.test';
const HOUR = 3_600_000;
type Member = Awaited<ReturnType<typeof signUpMember>>;

let t: TestApp;
let sink: SmtpSink;
const now = new Date(Math.floor(Date.now() / HOUR) * HOUR);

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({
    catalogue: true,
    clock: () => now,
    env: { SMTP_URL: sink.url, MAIL_FROM: 'Rootshare <hello@rootshare.test>', PUBLIC_URL: SITE },
  });
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

/** A member with a verified address, so mail reaches them. */
async function member(): Promise<Member> {
  const signed = await signUpMember(t.app);
  await t.database.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, signed.user.id));
  return signed;
}

describe('the handover-agreed mail', () => {
  it("carries the handover's calendar file, with its time and place, and an 'Add to calendar' link that serves the same file", async () => {
    const make = contentMaker(t.app);
    const [ana, ben] = [await member(), await member()];
    const [anaPlant, benPlant] = [await make.plant(ana), await make.plant(ben)];
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/swap-requests',
      headers: as(ana),
      payload: { recipient_id: ben.profile.id, offered_plants: [anaPlant], requested_plants: [benPlant] },
    });
    const swap = SwapRequestSchema.parse(created.json());
    await t.app.inject({ method: 'POST', url: `/api/swap-requests/${swap.id}/respond`, headers: as(ben), payload: { action: 'accept' } });
    const startsAt = new Date(now.getTime() + 30 * HOUR);
    const proposed = await t.app.inject({
      method: 'PUT',
      url: `/api/swap-requests/${swap.id}/handover-plan`,
      headers: as(ana),
      payload: { starts_at: instantToZoned(startsAt, 'Europe/London'), time_zone: 'Europe/London', place: 'Library steps' },
    });
    expect(proposed.statusCode, proposed.body).toBe(200);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/swap-requests/${swap.id}/handover-plan/accept`, headers: as(ben) })).statusCode,
    ).toBe(200);

    // Ana proposed, so the agreement is mailed to her.
    const mail = await sink.waitFor(
      (m: ParsedMail) => m.subject === 'Handover agreed' && !Array.isArray(m.to) && m.to?.text === ana.user.email,
    );
    const attached = mail.attachments.find((a) => a.contentType.startsWith('text/calendar'));
    expect(attached?.filename).toBe('plant-handover.ics');
    const ics = attached?.content.toString('utf8') ?? '';
    const stamp = startsAt
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}/, '');
    expect(ics).toContain(`DTSTART:${stamp}`);
    expect(ics).toContain('LOCATION:Library steps');
    expect(ics).toContain(`UID:handover-${swap.id}@rootshare`);

    // The same file the swap card offers her.
    const offered = await t.app.inject({
      method: 'GET',
      url: `/api/swap-requests/${swap.id}/handover-plan/calendar.ics`,
      headers: as(ana),
    });
    const withoutStamp = (file: string) => file.replace(/DTSTAMP:\d{8}T\d{6}Z/g, '');
    expect(withoutStamp(ics)).toBe(withoutStamp(offered.body));

    // 'Add to calendar' in the mail opens that file without signing in; a changed token opens nothing.
    const link = /Add to calendar: (\S+)/.exec(mail.text ?? '')?.[1] ?? '';
    expect(link.startsWith(`${SITE}/api/handover-calendar.ics?token=`)).toBe(true);
    expect(mail.html).toContain(`href="${link.replaceAll('&', '&amp;')}"`);
    const byLink = await t.app.inject({ method: 'GET', url: link.slice(SITE.length) });
    expect(byLink.statusCode).toBe(200);
    expect(byLink.headers['content-type']).toContain('text/calendar');
    expect(withoutStamp(byLink.body)).toBe(withoutStamp(offered.body));
    expect((await t.app.inject({ method: 'GET', url: `${link.slice(SITE.length)}x` })).statusCode).toBe(404);
    expect(link).not.toContain(ana.user.email);
  });
});
