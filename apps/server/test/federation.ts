import { ReportQueuePageSchema } from '@rootshare/contracts/admin';
import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema/accounts';
import { profiles } from '../src/db/schema/profiles';
import { as, createTestApp, signUpMember, type TestApp, type TestAppOptions } from './helpers';
import { freePort } from './free-port';

/** A test that waits on deliveries through the job queue: generous, for a busy machine. */
export const DELIVERY_TEST_MS = 180_000;
/** How long one delivery may take to arrive, looked for every 50 ms. */
export const DELIVERY_WAIT = { timeout: 60_000, interval: 50 };

export interface FederatingTown {
  t: TestApp;
  origin: string;
}

/** A Rootshare with federation on, listening on a port of its own: other servers must reach it. */
export async function startFederatingTown({
  env = {},
  ...options
}: Pick<TestAppOptions, 'catalogue' | 'places' | 'env' | 'allowLoopbackPushEndpoints'> = {}): Promise<FederatingTown> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const t = await createTestApp({
    ...options,
    env: { ...env, PUBLIC_URL: origin, FEDERATION: 'true', FEDERATION_ALLOW_PRIVATE_ADDRESSES: 'true' },
  });
  await t.app.listen({ port, host: '127.0.0.1' });
  return { t, origin };
}

/** A new member who lets other servers follow them, living at `place` (by default nowhere in particular). */
export async function federatingMember(t: TestApp, place: { latitude: number; longitude: number; location: string } | null = null) {
  const member = await signUpMember(t.app);
  await t.database.db
    .update(profiles)
    .set({ federates: true, ...(place ?? {}) })
    .where(eq(profiles.id, member.profile.id));
  return member;
}

/** A new member with the admin role. */
export async function adminOf(t: TestApp) {
  const admin = await signUpMember(t.app);
  await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user.id));
  return admin;
}

/** The moderators' open reports, as an admin's queue lists them (one page of up to 50). */
export async function openReports(t: TestApp, admin: Awaited<ReturnType<typeof adminOf>>) {
  return ReportQueuePageSchema.parse(
    (await t.app.inject({ method: 'GET', url: '/api/admin/reports?view=open&limit=50', headers: as(admin) })).json(),
  ).reports;
}
