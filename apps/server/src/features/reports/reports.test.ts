import { CANNOT_REPORT_YOURSELF, type CreateReport } from '@rootshare/contracts/reports';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentMaker } from '../../../test/content';
import { bearer, createTestApp, signUpMember, type TestApp } from '../../../test/helpers';
import { reports } from '../../db/schema/reports';

let t: TestApp;
type Member = Awaited<ReturnType<typeof signUpMember>>;
let ana: Member;
let ben: Member;
let cy: Member;
const targets = { post: '', comment: '', plant: '', privatePlant: '', message: '' };

const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  t = await createTestApp({ catalogue: true });
  [ana, ben, cy] = [await signUpMember(t.app), await signUpMember(t.app), await signUpMember(t.app)];
  const make = contentMaker(t.app);
  targets.post = await make.blogPost(ana);
  targets.comment = await make.comment(ana, targets.post);
  targets.plant = await make.plant(ana);
  targets.privatePlant = await make.plant(ana, { available: false });
  targets.message = await make.message(ana, await make.conversation(ana, ben));
});
afterAll(async () => {
  await t.close();
});

const report = (member: Member | null, payload: Partial<CreateReport> & Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/reports',
    headers: member ? bearer(member.token) : {},
    payload: { reason: 'spam', ...payload },
  });

const reportsBy = (member: Member) => t.database.db.select().from(reports).where(eq(reports.reporterId, member.profile.id));

describe('reporting', () => {
  it('files a report about a member, a post, a comment, a plant listing and a message, each naming the member responsible', async () => {
    const asked = [
      { target_type: 'member', target_id: ana.profile.id, reason: 'harassment', details: '  Keeps messaging me after I said no.  ' },
      { target_type: 'post', target_id: targets.post, reason: 'spam' },
      { target_type: 'comment', target_id: targets.comment, reason: 'inappropriate' },
      { target_type: 'plant', target_id: targets.plant, reason: 'pests_or_prohibited', details: 'Mealybugs in the photos' },
      { target_type: 'message', target_id: targets.message, reason: 'scam_or_no_show', details: '' },
    ] as const;
    for (const payload of asked) {
      const response = await report(ben, payload);
      expect(response.statusCode, response.body).toBe(201);
      // A receipt only: nothing about the member or what happens next.
      expect(response.json()).toEqual({ received: true });
    }
    const stored = await reportsBy(ben);
    expect(stored.map((row) => [row.targetType, row.reason, row.details, row.targetUserId, row.status]).sort()).toEqual(
      [
        ['comment', 'inappropriate', null, ana.profile.id, 'open'],
        ['member', 'harassment', 'Keeps messaging me after I said no.', ana.profile.id, 'open'],
        ['message', 'scam_or_no_show', null, ana.profile.id, 'open'],
        ['plant', 'pests_or_prohibited', 'Mealybugs in the photos', ana.profile.id, 'open'],
        ['post', 'spam', null, ana.profile.id, 'open'],
      ].sort(),
    );
  });

  it('keeps one open report per member and thing, taking the newer reason', async () => {
    await report(cy, { target_type: 'post', target_id: targets.post, reason: 'spam' });
    await report(cy, { target_type: 'post', target_id: targets.post, reason: 'other', details: 'Actually it is an ad' });
    const stored = await reportsBy(cy);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ reason: 'other', details: 'Actually it is an ad' });
  });

  it('answers 404 for what the reporter cannot see: a message of a conversation they are not in, a plant not up for swap, and things that do not exist', async () => {
    const unseen = [
      { target_type: 'message', target_id: targets.message },
      { target_type: 'plant', target_id: targets.privatePlant },
      { target_type: 'member', target_id: NO_SUCH_ID },
      { target_type: 'post', target_id: NO_SUCH_ID },
      { target_type: 'comment', target_id: NO_SUCH_ID },
      { target_type: 'plant', target_id: NO_SUCH_ID },
      { target_type: 'message', target_id: NO_SUCH_ID },
    ] as const;
    const before = (await reportsBy(cy)).length;
    for (const payload of unseen) expect((await report(cy, payload)).statusCode, JSON.stringify(payload)).toBe(404);
    expect(await reportsBy(cy)).toHaveLength(before);
  });

  it('refuses a report about yourself or your own content with 400', async () => {
    for (const [target_type, target_id] of [
      ['member', ana.profile.id],
      ['post', targets.post],
      ['comment', targets.comment],
      ['plant', targets.privatePlant],
      ['message', targets.message],
    ] as const) {
      const response = await report(ana, { target_type, target_id });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe(CANNOT_REPORT_YOURSELF);
    }
    expect(await reportsBy(ana)).toEqual([]);
  });

  it('requires a signed-in member, a known reason, details of at most 1,000 characters and no other fields', async () => {
    const target = { target_type: 'post', target_id: targets.post } as const;
    expect((await report(null, target)).statusCode).toBe(401);
    expect((await report(cy, { ...target, reason: 'rude' as never })).statusCode).toBe(400);
    expect((await report(cy, { ...target, details: 'x'.repeat(1001) })).statusCode).toBe(400);
    expect((await report(cy, { ...target, target_user_id: cy.profile.id })).statusCode).toBe(400);
    expect((await report(cy, { target_type: 'swap', target_id: targets.post } as never)).statusCode).toBe(400);
  });
});
