import { and, eq, gt, ne, or, sql } from 'drizzle-orm';
import { handoverPlans } from '../../db/schema/handovers';
import type { Database } from '../../platform/db';
import { swapRequestRows } from '../swaps/swaps.reads';
import { memberRowsAs } from '../auth/auth.reads';

export type HandoverPlanRow = typeof handoverPlans.$inferSelect;

export async function findPlan(db: Database, swapRequestId: string): Promise<HandoverPlanRow | undefined> {
  const [row] = await db.select().from(handoverPlans).where(eq(handoverPlans.swapRequestId, swapRequestId)).limit(1);
  return row;
}

/** A new proposal replaces whatever was there (agreed or not) and takes the next version. */
export async function saveProposal(
  db: Database,
  plan: Pick<HandoverPlanRow, 'swapRequestId' | 'proposedBy' | 'startsAt' | 'timeZone' | 'place'>,
): Promise<HandoverPlanRow> {
  const [row] = await db
    .insert(handoverPlans)
    .values({ ...plan, status: 'proposed' })
    .onConflictDoUpdate({
      target: handoverPlans.swapRequestId,
      set: { ...plan, status: 'proposed', version: sql`${handoverPlans.version} + 1`, updatedAt: new Date() },
    })
    .returning();
  if (!row) throw new Error('handover plan not stored');
  return row;
}

/** The other member agrees to the proposal of this version; undefined when it changed or is theirs. */
export async function agreeToPlan(
  db: Database,
  swapRequestId: string,
  userId: string,
  version: number,
): Promise<HandoverPlanRow | undefined> {
  const [row] = await db
    .update(handoverPlans)
    .set({ status: 'agreed', updatedAt: new Date() })
    .where(
      and(
        eq(handoverPlans.swapRequestId, swapRequestId),
        eq(handoverPlans.status, 'proposed'),
        ne(handoverPlans.proposedBy, userId),
        eq(handoverPlans.version, version),
      ),
    )
    .returning();
  return row;
}

const requester = memberRowsAs('handover_requester');
const recipient = memberRowsAs('handover_recipient');

/** The agreed handovers of a member's accepted swaps since a time, with both members' usernames. */
export async function listAgreedPlans(db: Database, userId: string, since: Date) {
  return db
    .select({
      plan: handoverPlans,
      requesterId: swapRequestRows.requesterId,
      requesterName: requester.username,
      recipientName: recipient.username,
      conversationId: swapRequestRows.conversationId,
    })
    .from(handoverPlans)
    .innerJoin(swapRequestRows, eq(swapRequestRows.id, handoverPlans.swapRequestId))
    .innerJoin(requester, eq(requester.id, swapRequestRows.requesterId))
    .innerJoin(recipient, eq(recipient.id, swapRequestRows.recipientId))
    .where(
      and(
        eq(handoverPlans.status, 'agreed'),
        eq(swapRequestRows.status, 'accepted'),
        gt(handoverPlans.startsAt, since),
        or(eq(swapRequestRows.requesterId, userId), eq(swapRequestRows.recipientId, userId)),
      ),
    )
    .orderBy(handoverPlans.startsAt);
}
