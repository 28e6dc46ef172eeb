import type { AccountExport, AccountSession } from '@rootshare/contracts/account';
import type { NotificationSettings } from '@rootshare/contracts/notification-settings';
import type { ExportRows, SessionRow } from './account.repo';

// Order matters: Edge and Opera say Chrome too, Chrome says Safari, iPads may say Macintosh.
const BROWSERS: ReadonlyArray<readonly [RegExp, string]> = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: ReadonlyArray<readonly [RegExp, string]> = [
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

const firstMatch = (userAgent: string, table: ReadonlyArray<readonly [RegExp, string]>) =>
  table.find(([pattern]) => pattern.test(userAgent))?.[1];

/** A user agent as a person reads it: 'Firefox on Windows', 'Safari on iPhone', 'Unknown device'. */
export function describeDevice(userAgent: string | null): string {
  if (!userAgent) return 'Unknown device';
  const browser = firstMatch(userAgent, BROWSERS);
  const system = firstMatch(userAgent, SYSTEMS);
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? (system ? `Browser on ${system}` : 'Unknown device');
}

export function presentSession(session: SessionRow, currentSessionId: string): AccountSession {
  return {
    id: session.id,
    device: describeDevice(session.userAgent),
    created_at: session.createdAt.toISOString(),
    expires_at: session.expiresAt.toISOString(),
    current: session.id === currentSessionId,
  };
}

const iso = (date: Date) => date.toISOString();

/** Another member's username, or null (a notification about nobody). */
type NameOf = (memberId: string | null) => string | null;

function presentConversations(
  { threads, messages }: ExportRows['conversations'],
  userId: string,
  nameOf: NameOf,
): AccountExport['conversations'] {
  const byConversation = new Map<string, typeof messages>();
  for (const message of messages) {
    const thread = byConversation.get(message.conversationId);
    if (thread) thread.push(message);
    else byConversation.set(message.conversationId, [message]);
  }
  return threads.map((conversation) => ({
    id: conversation.id,
    with: nameOf(conversation.memberLow === userId ? conversation.memberHigh : conversation.memberLow),
    plant_id: conversation.plantId,
    created_at: iso(conversation.createdAt),
    messages: (byConversation.get(conversation.id) ?? []).map((message) => ({
      id: message.id,
      from: message.senderId === userId ? ('me' as const) : ('them' as const),
      type: message.messageType,
      // A message a moderator hid stays withheld, as it is in the chat.
      content: message.hiddenAt ? null : message.content,
      image_url: message.hiddenAt ? null : message.imageUrl,
      swap_request_id: message.swapRequestId,
      is_read: message.isRead,
      created_at: iso(message.createdAt),
    })),
  }));
}

function presentSwaps({ swaps, plants }: ExportRows['swaps'], userId: string, nameOf: NameOf): AccountExport['swap_requests'] {
  const plantIds = (swapId: string, mine: boolean) =>
    plants.filter((p) => p.swapRequestId === swapId && (p.ownerId === userId) === mine).map((p) => p.plantId);
  return swaps.map((swap) => {
    const requester = swap.requesterId === userId;
    return {
      id: swap.id,
      role: requester ? ('requester' as const) : ('recipient' as const),
      with: nameOf(requester ? swap.recipientId : swap.requesterId),
      status: swap.status,
      message: swap.message,
      handover: swap.handover,
      my_plant_ids: plantIds(swap.id, true),
      their_plant_ids: plantIds(swap.id, false),
      marked_complete_by_me: requester ? swap.requesterCompleted : swap.recipientCompleted,
      created_at: iso(swap.createdAt),
      updated_at: iso(swap.updatedAt),
    };
  });
}

/** The member's data export: their own rows in full (and their notification choices), other members by username only. */
export function presentExport(
  rows: ExportRows,
  exportedAt: Date,
  notificationSettings: NotificationSettings,
  otherServers: AccountExport['other_servers'],
): AccountExport {
  const { user, profile } = rows;
  const nameOf: NameOf = (memberId) => (memberId ? (rows.usernames.get(memberId) ?? null) : null);
  return {
    format: 'rootshare-export/1',
    exported_at: iso(exportedAt),
    account: { id: user.id, username: user.username, email: user.email, created_at: iso(user.createdAt) },
    // The saved place's coordinates stay on the server (docs/security.md S27): the location text names the town.
    profile: {
      full_name: profile.fullName,
      bio: profile.bio,
      location: profile.location,
      avatar_url: profile.avatarUrl,
      banner_image_url: profile.bannerImageUrl,
      swap_preferences: profile.swapPreferences,
      hidden_from_search: profile.hiddenFromSearch,
      created_at: iso(profile.createdAt),
      updated_at: iso(profile.updatedAt),
    },
    sessions: rows.sessions.map((s) => ({
      device: describeDevice(s.userAgent),
      created_at: iso(s.createdAt),
      expires_at: iso(s.expiresAt),
      ended_at: s.revokedAt ? iso(s.revokedAt) : null,
    })),
    plants: rows.plants.map(({ plant, catalogue }) => ({
      id: plant.id,
      common_name: catalogue.commonName,
      scientific_name: catalogue.scientificName,
      custom_name: plant.customName,
      size: plant.size,
      age: plant.age,
      swap_type: plant.swapType,
      notes: plant.notes,
      available_for_swap: plant.availableForSwap,
      pest_free_confirmed_at: plant.pestFreeConfirmedAt ? iso(plant.pestFreeConfirmedAt) : null,
      images: plant.images.map((image) => ({ url: image.url, thumbnail_url: image.thumbnailUrl })),
      created_at: iso(plant.createdAt),
      updated_at: iso(plant.updatedAt),
    })),
    catalogue_photos: rows.cataloguePhotos.map(({ offer, catalogue }) => ({
      user_plant_id: offer.userPlantId,
      common_name: catalogue.commonName,
      image_url: offer.imageUrl,
      offered_at: iso(offer.offeredAt),
      removed: offer.removedAt !== null,
    })),
    wishlist: rows.wishlist.map(({ item, catalogue }) => ({
      common_name: catalogue.commonName,
      scientific_name: catalogue.scientificName,
      notes: item.notes,
      created_at: iso(item.createdAt),
    })),
    posts: rows.posts.map((post) => ({
      id: post.id,
      type: post.type,
      title: post.title,
      content: post.content,
      tags: post.tags,
      media: post.media ? { kind: post.media.kind, url: post.media.url, thumbnail_url: post.media.thumbnailUrl } : null,
      likes_count: post.likesCount,
      comments_count: post.commentsCount,
      created_at: iso(post.createdAt),
      updated_at: iso(post.updatedAt),
    })),
    comments: rows.comments.map((comment) => ({
      id: comment.id,
      post_id: comment.postId,
      content: comment.content,
      created_at: iso(comment.createdAt),
    })),
    likes: rows.likes.map((like) => ({ post_id: like.postId, created_at: iso(like.createdAt) })),
    garden_photos: rows.gardenPhotos.map((photo) => ({
      id: photo.id,
      image_url: photo.imageUrl,
      thumbnail_url: photo.thumbnailUrl,
      caption: photo.caption,
      location: photo.location,
      created_at: iso(photo.createdAt),
    })),
    conversations: presentConversations(rows.conversations, user.id, nameOf),
    swap_requests: presentSwaps(rows.swaps, user.id, nameOf),
    reviews: rows.reviews.map((review) => ({
      id: review.id,
      swap_request_id: review.swapRequestId,
      direction: review.reviewerId === user.id ? ('written' as const) : ('received' as const),
      with: nameOf(review.reviewerId === user.id ? review.reviewedUserId : review.reviewerId),
      rating: review.rating,
      plant_quality: review.plantQuality,
      communication: review.communication,
      packaging: review.packaging,
      comment: review.comment,
      created_at: iso(review.createdAt),
    })),
    notifications: rows.notifications.map((notification) => ({
      type: notification.type,
      title: notification.title,
      message: notification.message,
      is_read: notification.isRead,
      from: nameOf(notification.otherUserId),
      created_at: iso(notification.createdAt),
    })),
    notification_settings: notificationSettings,
    blocks: rows.blocks.map((block) => ({ blocked: nameOf(block.blockedId), created_at: iso(block.createdAt) })),
    reports: rows.reports.map((report) => ({
      target_type: report.targetType,
      // A reported member is named by `about`; their id is left out like every other member's.
      target_id: report.targetType === 'member' ? null : report.targetId,
      about: nameOf(report.targetUserId),
      reason: report.reason,
      details: report.details,
      status: report.status,
      created_at: iso(report.createdAt),
    })),
    hosted_meets: rows.hostedMeets.map((meet) => ({
      id: meet.id,
      title: meet.title,
      description: meet.description,
      starts_at: iso(meet.startsAt),
      ends_at: iso(meet.endsAt),
      time_zone: meet.timeZone,
      town: meet.town,
      venue: meet.venue,
      capacity: meet.capacity,
      cancelled_at: meet.cancelledAt ? iso(meet.cancelledAt) : null,
      created_at: iso(meet.createdAt),
    })),
    meet_answers: rows.meetAnswers.map((answer) => ({
      meet_id: answer.meetId,
      title: answer.title,
      status: answer.status,
      bringing: rows.meetBringing.filter((plant) => plant.meetId === answer.meetId).map((plant) => plant.customName ?? plant.commonName),
      created_at: iso(answer.createdAt),
    })),
    calendar_feed: rows.calendarFeed ? { created_at: iso(rows.calendarFeed.createdAt) } : null,
    other_servers: otherServers,
  };
}
