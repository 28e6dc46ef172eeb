import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../platform/db';
import { cataloguePlants } from '../schema/catalogue';
import { conversations, messages } from '../schema/messaging';
import { notifications } from '../schema/notifications';
import { reviews, swapRequestPlants, swapRequests } from '../schema/swaps';
import { userPlants } from '../schema/user-plants';

type SwapStatus = (typeof swapRequests.$inferInsert)['status'];

/** A line of a demo conversation: who says it and how many minutes before the seed. */
interface DemoLine {
  from: string;
  minutesAgo: number;
  text: string;
  /** The line is this thread's swap request card. */
  swap?: true;
}

interface DemoThread {
  between: readonly [string, string];
  /** The thread is about this member's plant (by scientific name). */
  about?: { owner: string; scientific: string };
  lines: readonly DemoLine[];
  /** Read up to (and including) this many lines; later ones are unread by their recipient. */
  readLines: number;
  swap?: {
    requester: string;
    status: NonNullable<SwapStatus>;
    offered: readonly string[];
    requested: readonly string[];
    completedBy?: readonly string[];
    reviews?: ReadonlyArray<{
      by: string;
      rating: number;
      plantQuality?: number;
      communication?: number;
      packaging?: number;
      comment: string;
    }>;
  };
}

const DAY = 24 * 60;

/**
 * What the demo member's inbox holds: a finished swap with reviews on both sides, one in
 * progress, and a new request waiting for an answer, so every part of messaging and swapping
 * has something to show; and two threads between other members.
 */
export const DEMO_THREADS: readonly DemoThread[] = [
  {
    between: ['demo', 'sam.whitaker'],
    about: { owner: 'sam.whitaker', scientific: 'Ocimum basilicum' },
    lines: [
      {
        from: 'demo',
        minutesAgo: 12 * DAY,
        text: 'Hi Sam! Could I swap you a pothos cutting for some of your Thai basil seed?',
        swap: true,
      },
      { from: 'sam.whitaker', minutesAgo: 12 * DAY - 40, text: 'Deal! I can bring the seed to the Gresham market on Saturday.' },
      { from: 'demo', minutesAgo: 12 * DAY - 55, text: 'Perfect, see you by the coffee stand at ten.' },
      { from: 'sam.whitaker', minutesAgo: 9 * DAY, text: 'The pothos already has new roots. Thanks again!' },
    ],
    readLines: 4,
    swap: {
      requester: 'demo',
      status: 'completed',
      offered: ['Epipremnum aureum'],
      requested: ['Ocimum basilicum'],
      completedBy: ['demo', 'sam.whitaker'],
      reviews: [
        { by: 'demo', rating: 5, plantQuality: 5, communication: 5, comment: 'Fresh seed, neatly labelled, and right on time.' },
        {
          by: 'sam.whitaker',
          rating: 5,
          plantQuality: 5,
          communication: 4,
          packaging: 5,
          comment: 'Healthy rooted cuttings in a little jar. Lovely swap!',
        },
      ],
    },
  },
  {
    between: ['demo', 'maya.okafor'],
    about: { owner: 'maya.okafor', scientific: 'Monstera deliciosa' },
    lines: [
      {
        from: 'demo',
        minutesAgo: 3 * DAY,
        text: 'Hi Maya! Would you swap a Monstera node cutting for my spider plant babies?',
        swap: true,
      },
      { from: 'maya.okafor', minutesAgo: 3 * DAY - 90, text: 'Yes please, I have been wanting a spider plant for the bathroom.' },
      { from: 'maya.okafor', minutesAgo: 2 * DAY, text: 'The cutting is callused and ready whenever you are.' },
    ],
    readLines: 3,
    swap: {
      requester: 'demo',
      status: 'accepted',
      offered: ['Chlorophytum comosum'],
      requested: ['Monstera deliciosa'],
      completedBy: ['maya.okafor'],
    },
  },
  {
    between: ['rosa_delgado', 'demo'],
    about: { owner: 'demo', scientific: 'Epipremnum aureum' },
    lines: [
      { from: 'rosa_delgado', minutesAgo: 5 * 60, text: 'Hello! My Gollum jade for a piece of your golden pothos?', swap: true },
      { from: 'rosa_delgado', minutesAgo: 4 * 60, text: 'I am in Beaverton, happy to meet halfway.' },
    ],
    readLines: 0,
    swap: { requester: 'rosa_delgado', status: 'pending', offered: ['Crassula ovata'], requested: ['Epipremnum aureum'] },
  },
  // Two more members Maya answered, so her profile and plants show how quickly she usually replies.
  {
    between: ['kenji.sato', 'maya.okafor'],
    lines: [
      { from: 'kenji.sato', minutesAgo: 20 * DAY, text: 'Hi Maya, is your hoya still rooting? I would love a cutting once it has roots.' },
      { from: 'maya.okafor', minutesAgo: 20 * DAY - 150, text: 'It is! I will put one aside for you.' },
    ],
    readLines: 2,
  },
  {
    between: ['priya.raman', 'maya.okafor'],
    lines: [
      { from: 'priya.raman', minutesAgo: 6 * DAY, text: 'Do you know a good conservatory swap in Chicago?' },
      { from: 'maya.okafor', minutesAgo: 6 * DAY - 35, text: 'Garfield Park holds one most months. Come along!' },
    ],
    readLines: 2,
  },
];

/** Inserts the demo conversations, swaps, reviews and the demo member's notifications inside the seed's transaction. */
export async function seedDemoSwaps(tx: Database, memberIds: ReadonlyMap<string, string>, now: number): Promise<void> {
  const owners = [...memberIds.values()];
  const plantRows = await tx
    .select({ id: userPlants.id, userId: userPlants.userId, scientific: cataloguePlants.scientificName })
    .from(userPlants)
    .innerJoin(cataloguePlants, eq(cataloguePlants.id, userPlants.plantId))
    .where(inArray(userPlants.userId, owners));
  const plantOf = (username: string, scientific: string) => {
    const userId = memberIds.get(username);
    return plantRows.find((row) => row.userId === userId && row.scientific === scientific)?.id;
  };
  const at = (minutesAgo: number) => new Date(now - minutesAgo * 60_000);
  const idOf = (username: string) => {
    const id = memberIds.get(username);
    if (!id) throw new Error(`no demo member ${username}`);
    return id;
  };

  for (const thread of DEMO_THREADS) {
    const [a, b] = thread.between.map(idOf) as [string, string];
    const [low, high] = a < b ? [a, b] : [b, a];
    const plantId = thread.about ? (plantOf(thread.about.owner, thread.about.scientific) ?? null) : null;
    const [conversation] = await tx
      .insert(conversations)
      .values({ memberLow: low, memberHigh: high, plantId, createdAt: at(thread.lines[0]?.minutesAgo ?? 0) })
      .returning();
    if (!conversation) throw new Error('demo conversation not stored');

    let swapId: string | null = null;
    if (thread.swap) {
      const spec = thread.swap;
      const requesterId = idOf(spec.requester);
      const recipientId = requesterId === a ? b : a;
      const recipientName = thread.between.find((name) => name !== spec.requester) ?? '';
      const done = new Set(spec.completedBy ?? []);
      const [swap] = await tx
        .insert(swapRequests)
        .values({
          requesterId,
          recipientId,
          conversationId: conversation.id,
          status: spec.status,
          message: thread.lines.find((line) => line.swap)?.text ?? null,
          requesterCompleted: done.has(spec.requester),
          recipientCompleted: done.has(recipientName),
          createdAt: at(thread.lines[0]?.minutesAgo ?? 0),
          updatedAt: at(thread.lines.at(-1)?.minutesAgo ?? 0),
        })
        .returning();
      if (!swap) throw new Error('demo swap not stored');
      swapId = swap.id;
      const plantIds = [
        ...spec.offered.map((name) => plantOf(spec.requester, name)),
        ...spec.requested.map((name) => plantOf(recipientName, name)),
      ].filter((id): id is string => Boolean(id));
      if (plantIds.length > 0)
        await tx.insert(swapRequestPlants).values(plantIds.map((userPlantId) => ({ swapRequestId: swap.id, userPlantId })));
      for (const review of spec.reviews ?? []) {
        const reviewerId = idOf(review.by);
        await tx.insert(reviews).values({
          swapRequestId: swap.id,
          reviewerId,
          reviewedUserId: reviewerId === a ? b : a,
          rating: review.rating,
          plantQuality: review.plantQuality ?? null,
          communication: review.communication ?? null,
          packaging: review.packaging ?? null,
          comment: review.comment,
          createdAt: at((thread.lines.at(-1)?.minutesAgo ?? 0) - 30),
        });
      }
    }

    const stored = await tx
      .insert(messages)
      .values(
        thread.lines.map((line, index) => {
          const senderId = idOf(line.from);
          return {
            conversationId: conversation.id,
            senderId,
            recipientId: senderId === a ? b : a,
            content: line.text,
            messageType: line.swap && swapId ? ('swap_request' as const) : ('text' as const),
            swapRequestId: line.swap ? swapId : null,
            plantId,
            isRead: index < thread.readLines,
            createdAt: at(line.minutesAgo),
          };
        }),
      )
      .returning();
    const last = stored.at(-1);
    if (last)
      await tx
        .update(conversations)
        .set({ lastMessageId: last.id, lastMessageAt: last.createdAt, activityAt: last.createdAt })
        .where(eq(conversations.id, conversation.id));
  }

  // The demo member's bell: the waiting request (unread) and the review Sam left (read).
  const demoId = idOf('demo');
  const pending = await tx
    .select({ id: swapRequests.id, conversationId: swapRequests.conversationId })
    .from(swapRequests)
    .where(eq(swapRequests.recipientId, demoId));
  const finished = await tx
    .select({ id: swapRequests.id, conversationId: swapRequests.conversationId })
    .from(swapRequests)
    .where(eq(swapRequests.status, 'completed'));
  const rows = [
    ...pending.map((swap) => ({
      userId: demoId,
      type: 'swap_request' as const,
      title: 'New swap request',
      message: 'rosa_delgado sent you a swap request.',
      otherUserId: idOf('rosa_delgado'),
      swapRequestId: swap.id,
      conversationId: swap.conversationId,
      createdAt: at(5 * 60),
    })),
    ...finished.map((swap) => ({
      userId: demoId,
      type: 'review_ready' as const,
      title: 'You received a review',
      message: 'sam.whitaker gave your swap 5 of 5 stars.',
      otherUserId: idOf('sam.whitaker'),
      swapRequestId: swap.id,
      conversationId: swap.conversationId,
      isRead: true,
      createdAt: at(9 * DAY - 30),
    })),
  ];
  if (rows.length > 0) await tx.insert(notifications).values(rows);
}
