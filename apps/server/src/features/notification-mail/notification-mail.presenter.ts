import { FALLBACK_LANGUAGE, type Language } from '@rootshare/contracts/languages';
import type { UnsubscribeTopic } from '@rootshare/contracts/notification-settings';
import { NOTIFICATION_PAGES } from '@rootshare/contracts/push-constants';
import { plantNameOf } from '../swaps/swaps.presenter';
import { listIn, MAIL_TEXTS } from './mail-texts';
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

/** "A", "A and B", "A, B and C", "A, B, C, D and 2 more", in the recipient's language. */
function listOf(names: string[], language: Language): string {
  const named = names.slice(0, MAX_NAMED);
  const rest = names.length - named.length;
  return listIn(language, rest > 0 ? [...named, MAIL_TEXTS[language].more(rest)] : named);
}

/** Who gives which plants in the swap, as two lines seen from the mail's recipient. */
function swapLines(recipientId: string, otherName: string, plants: SwapPlantNameRow[], language: Language): string[] {
  const text = MAIL_TEXTS[language];
  const theirs = plants.filter((p) => p.ownerId !== recipientId).map(plantNameOf);
  const mine = plants.filter((p) => p.ownerId === recipientId).map(plantNameOf);
  return [
    ...(theirs.length > 0 ? [text.fromThem(otherName, listOf(theirs, language))] : []),
    ...(mine.length > 0 ? [text.fromYou(listOf(mine, language))] : []),
  ];
}

/** The mail about one notification, or null for a type that is not mailed. */
export function notificationWords(row: DeliveryRow, plants: SwapPlantNameRow[]): MailWords | null {
  const { notification: n, recipient } = row;
  const language = recipient.language ?? FALLBACK_LANGUAGE;
  const text = MAIL_TEXTS[language];
  const name = row.other?.username ?? 'A member';
  const chat = {
    path: n.conversationId ? NOTIFICATION_PAGES.conversation(n.conversationId) : NOTIFICATION_PAGES.swaps,
  };
  const swap = swapLines(recipient.id, name, plants, language);
  const words = (subject: string, summary: string, rest: string[], action: MailWords['action']): MailWords => ({
    subject,
    summary,
    paragraphs: [summary, ...rest],
    action,
  });
  switch (n.type) {
    case 'swap_request':
      return words(text.swapRequest.subject(name), text.swapRequest.summary(name), swap, { label: text.swapRequest.label, ...chat });
    case 'swap_accept':
      return words(text.swapAccept.subject(name), text.swapAccept.summary(name), [...swap, text.swapAccept.next], {
        label: text.swapAccept.label,
        ...chat,
      });
    case 'swap_decline':
      return words(text.swapDecline.subject(name), text.swapDecline.summary(name), swap, { label: text.swapDecline.label, ...chat });
    case 'swap_counter':
      return words(text.swapCounter.subject(name), text.swapCounter.summary(name), swap, { label: text.swapCounter.label, ...chat });
    case 'review_opportunity':
      return words(text.swapComplete.subject(name), text.swapComplete.summary(name), [...swap, text.swapComplete.ask], {
        label: text.swapComplete.label,
        path: NOTIFICATION_PAGES.swaps,
      });
    case 'review_ready': {
      const stars = row.ratingGiven === null ? text.review.plain(name) : text.review.rated(name, text.review.stars(row.ratingGiven));
      return words(text.review.subject(name), stars, [], { label: text.review.label, path: NOTIFICATION_PAGES.reviews });
    }
    case 'new_message':
      return words(text.message.subject(name, row.unreadFromOther), text.message.summary(name, row.unreadFromOther), [], {
        label: text.message.label,
        ...chat,
      });
    case 'message': {
      // From an account on another server: named by its handle, which says where it lives.
      const handle = row.remoteHandle;
      if (!n.remoteConversationId || !handle) return null;
      return words(text.message.subject(handle, row.unreadFromElsewhere), text.message.summary(handle, row.unreadFromElsewhere), [], {
        label: text.message.label,
        path: NOTIFICATION_PAGES.remoteConversation(n.remoteConversationId),
      });
    }
    case 'meet_changed':
    case 'meet_cancelled':
    case 'meet_message':
    case 'meet_reminder':
    case 'meet_promoted':
      // A meet's words were written in the recipient's language when it was recorded (features/meets).
      return words(n.title, n.message, [], {
        label: text.seeMeet,
        path: n.meetId ? NOTIFICATION_PAGES.meet(n.meetId) : NOTIFICATION_PAGES.meets,
      });
    case 'handover_proposed':
    case 'handover_agreed':
    case 'handover_reminder':
      return words(n.title, n.message, swap, { label: text.openChat, ...chat });
    case 'wishlist_match':
    case 'care_reminder':
      // Their words were written from usernames, plant names and whole distances in the recipient's language and unit when stored.
      return words(n.title, n.message, [], {
        label: n.type === 'wishlist_match' ? text.seePlant : text.openPlant,
        path: n.userPlantId ? NOTIFICATION_PAGES.plant(n.userPlantId) : NOTIFICATION_PAGES.home,
      });
    default:
      return null;
  }
}

/** The closing note of a mail a member can turn off: why it came, and where to change that. */
export const whyThisMail = (topic: UnsubscribeTopic, publicUrl: string, language: Language) =>
  MAIL_TEXTS[language].why(topic, `${publicUrl}/settings`);

export interface DigestFigures {
  unreadMessages: number;
  requestsToAnswer: number;
  /** Null when the member has not saved a place, so nothing is near them. */
  newPlantsNearby: number | null;
}

/** The weekly digest's words in the member's language, or null when the week has nothing to tell. */
export function digestWords(figures: DigestFigures, language: Language): MailWords | null {
  const text = MAIL_TEXTS[language].digest;
  const lines = [
    ...(figures.requestsToAnswer > 0 ? [text.requests(figures.requestsToAnswer)] : []),
    ...(figures.unreadMessages > 0 ? [text.messages(figures.unreadMessages)] : []),
    ...(figures.newPlantsNearby ? [text.plants(figures.newPlantsNearby)] : []),
  ];
  if (lines.length === 0) return null;
  // The button leads to what most needs the member: an answer, then a reply, then browsing.
  const action =
    figures.requestsToAnswer > 0
      ? { label: text.answer, path: NOTIFICATION_PAGES.swaps }
      : figures.unreadMessages > 0
        ? { label: text.read, path: NOTIFICATION_PAGES.messages }
        : { label: text.browse, path: NOTIFICATION_PAGES.browse };
  return { subject: text.subject, summary: text.summary, paragraphs: [text.summary, ...lines], action };
}
