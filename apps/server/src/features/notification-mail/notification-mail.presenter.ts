import { UNSUBSCRIBE_TOPIC_LABELS, type UnsubscribeTopic } from '@rootshare/contracts/notification-settings';
import { NOTIFICATION_PAGES } from '@rootshare/contracts/push-constants';
import { plantNameOf } from '../swaps/swaps.presenter';
import type { DeliveryRow, SwapPlantNameRow } from './notification-mail.repo';

/**
 * The words of a notification mail (and of its push). Only usernames, plant names and counts go
 * in: never another member's e-mail address or place, nor the text of a message, which a
 * moderator may hide after the mail was made.
 */
export interface MailWords {
  subject: string;
  /** The first line: what happened, who did it. A push shows it under the subject. */
  summary: string;
  paragraphs: string[];
  /** The button: its page as a path of the app, which a push opens as it is and a mail after the public origin. */
  action: { label: string; path: string };
}

const MAX_NAMED = 4;

/** "A", "A and B", "A, B and C", "A, B, C, D and 2 more". */
function listOf(names: string[]): string {
  const named = names.slice(0, MAX_NAMED);
  const rest = names.length - named.length;
  const items = rest > 0 ? [...named, `${rest} more`] : named;
  return items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}` : (items[0] ?? '');
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** Who gives which plants in the swap, as two lines seen from the mail's recipient. */
function swapLines(recipientId: string, otherName: string, plants: SwapPlantNameRow[]): string[] {
  const theirs = plants.filter((p) => p.ownerId !== recipientId).map(plantNameOf);
  const mine = plants.filter((p) => p.ownerId === recipientId).map(plantNameOf);
  return [
    ...(theirs.length > 0 ? [`From ${otherName}: ${listOf(theirs)}.`] : []),
    ...(mine.length > 0 ? [`From you: ${listOf(mine)}.`] : []),
  ];
}

/** The mail about one notification, or null for a type that is not mailed. */
export function notificationWords(row: DeliveryRow, plants: SwapPlantNameRow[]): MailWords | null {
  const { notification: n, recipient } = row;
  const name = row.other?.username ?? 'A member';
  const chat = {
    path: n.conversationId ? NOTIFICATION_PAGES.conversation(n.conversationId) : NOTIFICATION_PAGES.swaps,
  };
  const swap = swapLines(recipient.id, name, plants);
  const words = (subject: string, summary: string, rest: string[], action: MailWords['action']): MailWords => ({
    subject,
    summary,
    paragraphs: [summary, ...rest],
    action,
  });
  switch (n.type) {
    case 'swap_request':
      return words(`${name} sent you a swap request`, `${name} would like to swap plants with you.`, swap, {
        label: 'See the request',
        ...chat,
      });
    case 'swap_accept':
      return words(
        `${name} accepted your swap request`,
        `Good news: ${name} accepted your swap request.`,
        [...swap, 'Agree in your chat how the plants change hands.'],
        { label: 'Open the chat', ...chat },
      );
    case 'swap_decline':
      return words(`${name} declined your swap request`, `${name} declined your swap request this time.`, swap, {
        label: 'Open the chat',
        ...chat,
      });
    case 'swap_counter':
      return words(`${name} sent you a counter-offer`, `${name} answered your swap request with a counter-offer.`, swap, {
        label: 'See the counter-offer',
        ...chat,
      });
    case 'review_opportunity':
      return words(
        `Your swap with ${name} is complete`,
        `You and ${name} both marked your swap complete.`,
        [...swap, 'How did it go? A review helps other members swap with confidence.'],
        {
          label: 'Leave a review',
          path: NOTIFICATION_PAGES.swaps,
        },
      );
    case 'review_ready': {
      const stars =
        row.ratingGiven === null
          ? `${name} reviewed your swap.`
          : `${name} gave your swap ${plural(row.ratingGiven, 'star', 'stars')} out of 5.`;
      return words(`${name} reviewed your swap`, stars, [], { label: 'Read the review', path: NOTIFICATION_PAGES.reviews });
    }
    case 'new_message':
      return words(
        `${name} sent you ${row.unreadFromOther === 1 ? 'a message' : `${row.unreadFromOther} messages`}`,
        `You have ${plural(row.unreadFromOther, 'unread message', 'unread messages')} from ${name}.`,
        [],
        {
          label: 'Read and reply',
          ...chat,
        },
      );
    case 'meet_changed':
    case 'meet_cancelled':
    case 'meet_message':
    case 'meet_reminder':
    case 'meet_promoted':
      // A meet's words are made when it is recorded (features/meets): its title and what changed.
      return words(n.title, n.message, [], {
        label: 'See the swap meet',
        path: n.meetId ? NOTIFICATION_PAGES.meet(n.meetId) : NOTIFICATION_PAGES.meets,
      });
    case 'handover_proposed':
    case 'handover_agreed':
    case 'handover_reminder':
      return words(n.title, n.message, swap, { label: 'Open the chat', ...chat });
    case 'wishlist_match':
    case 'care_reminder':
      // Their words were made from usernames, plant names and whole distances in the recipient's unit when they were stored.
      return words(n.title, n.message, [], {
        label: n.type === 'wishlist_match' ? 'See the plant' : 'Open your plant',
        path: n.userPlantId ? NOTIFICATION_PAGES.plant(n.userPlantId) : NOTIFICATION_PAGES.home,
      });
    default:
      return null;
  }
}

/** The closing note of a mail a member can turn off: why it came, and where to change that. */
export const whyThisMail = (topic: UnsubscribeTopic, publicUrl: string) =>
  `You get this e-mail because e-mails about ${UNSUBSCRIBE_TOPIC_LABELS[topic]} are on. Choose what Rootshare sends you in Settings: ${publicUrl}/settings`;

export interface DigestFigures {
  unreadMessages: number;
  requestsToAnswer: number;
  /** Null when the member has not saved a place, so nothing is near them. */
  newPlantsNearby: number | null;
}

/** The weekly digest's words, or null when the week has nothing to tell. */
export function digestWords(figures: DigestFigures): MailWords | null {
  const lines = [
    ...(figures.requestsToAnswer > 0
      ? [`${plural(figures.requestsToAnswer, 'swap request is', 'swap requests are')} waiting for your answer.`]
      : []),
    ...(figures.unreadMessages > 0 ? [`${plural(figures.unreadMessages, 'message is', 'messages are')} waiting for you to read.`] : []),
    ...(figures.newPlantsNearby
      ? [`${plural(figures.newPlantsNearby, 'new plant was', 'new plants were')} put up for swap near you this week.`]
      : []),
  ];
  if (lines.length === 0) return null;
  // The button leads to what most needs the member: an answer, then a reply, then browsing.
  const action =
    figures.requestsToAnswer > 0
      ? { label: 'Answer your requests', path: NOTIFICATION_PAGES.swaps }
      : figures.unreadMessages > 0
        ? { label: 'Read your messages', path: NOTIFICATION_PAGES.messages }
        : { label: 'Browse plants near you', path: NOTIFICATION_PAGES.browse };
  return {
    subject: 'Your week on Rootshare',
    summary: 'Here is what happened on Rootshare this week.',
    paragraphs: ['Here is what happened on Rootshare this week.', ...lines],
    action,
  };
}
