/** Business limits: the product's rules and our own decisions (docs/product-decisions.md). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 30;
export const EMAIL_MAX_LENGTH = 254;
export const FULL_NAME_MAX_LENGTH = 100;
export const BIO_MAX_LENGTH = 1000;
export const LOCATION_MAX_LENGTH = 200;
export const SWAP_PREFERENCES_MAX_LENGTH = 4000;

/**
 * Mailed e-mail links (docs/security.md S48): the link that confirms the address a member signed up
 * with works for 48 hours, a link that confirms a new address for 24; each works once. Confirmation
 * mails are limited per account an hour (the sign-up mail counts), and so are requests to change the address.
 */
export const EMAIL_VERIFICATION_HOURS = 48;
export const EMAIL_CHANGE_HOURS = 24;
export const VERIFICATION_MAILS_PER_HOUR = 3;
export const EMAIL_CHANGES_PER_HOUR = 5;

/**
 * How often a member may move their saved place in a day: a person moving house or travelling moves
 * it now and then, while each move is one more reading of how far others live (docs/security.md S80).
 */
export const PLACE_CHANGES_PER_DAY = 3;

/** Query data is fresh for 5 minutes, never refetched on focus, retried up to 3 times. */
export const QUERY_STALE_MS = 5 * 60_000;
export const QUERY_MAX_RETRIES = 3;
export const SIGN_IN_PAUSE_MS = 250;
export const PROFILE_UPDATE_GRACE_MS = 5_000;
export const MESSAGE_UNREAD_POLL_MS = 60_000;
export const MESSAGE_UNREAD_STALE_MS = 30_000;
export const NOTIFICATION_LIST_STALE_MS = 2 * 60_000;
export const NOTIFICATION_UNREAD_POLL_MS = 60_000;
export const NOTIFICATION_UNREAD_STALE_MS = 30_000;

export const HEADER_BADGE_CAP = 99;
export const CHAT_BADGE_CAP = 9;

/** Default and maximum page sizes for cursor-paginated lists. */
export const PAGE_LIMIT_DEFAULT = 20;
export const PAGE_LIMIT_MAX = 100;

/** Plants. */
export const PLANT_IMAGES_MAX = 5;
export const PLANT_IMAGE_MAX_BYTES = 50 * 1024 * 1024;
export const CHAT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const POST_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const IMAGE_MAX_PIXELS = 40_000_000;
export const EDIT_IMAGE_MAX_EDGE = 800;
export const EDIT_IMAGE_JPEG_QUALITY = 0.8;
export const PLANT_TEXT_MAX = 200;
export const PLANT_NOTES_MAX = 2000;
export const WISHLIST_NOTES_MAX = 1000;
/** A care card's light, water and soil lines, and its notes. */
export const CARE_CARD_LINE_MAX = 200;
export const CARE_CARD_NOTES_MAX = 1000;
export const SEARCH_SUGGESTIONS_MAX = 12;
export const SEARCH_MIN_CHARS = 2;
export const SEARCH_DEBOUNCE_MS = 300;
export const PICKER_DEBOUNCE_MS = 200;
/** Plants an identification offers to choose from, the best match included. */
export const IDENTIFY_CANDIDATES_MAX = 6;

/** Posts. */
export const POST_TITLE_MAX = 200;
export const POST_CONTENT_MAX = 20_000;
export const POST_TAGS_MAX = 500;
export const POST_VIDEO_MAX_BYTES = 200 * 1024 * 1024;
export const POST_POSTER_MAX_BYTES = 5 * 1024 * 1024;
export const BLOG_PREVIEW_CHARS = 200;
export const SHARE_TEXT_CHARS = 100;
export const COMMENT_MAX = 2000;

/** A photo's description (its alt text), on every image a member uploads. */
export const IMAGE_DESCRIPTION_MAX = 500;

/** Garden photos: the gallery on a profile. */
export const GARDEN_PHOTO_CAPTION_MAX = 300;
export const GARDEN_PHOTOS_MAX = 100;

/** Messaging (the message length is a product decision: docs/product-decisions.md). */
export const MESSAGE_MAX_LENGTH = 5000;
export const PRESENCE_LOOKUP_MAX = 100;
export const MESSAGES_PAGE_DEFAULT = 50;

/** Swaps and reviews (our own decisions: docs/product-decisions.md). */
export const SWAP_MESSAGE_MAX = 2000;
export const SWAP_PLANTS_MAX = 10;
export const REVIEW_COMMENT_MAX = 2000;

/** Reports and moderation. */
export const REPORT_DETAILS_MAX = 1000;
/** How much of reported content the moderators' queue shows. */
export const REPORT_PREVIEW_CHARS = 300;

/** The set-up wizard's own maxima: the Brag Board's items (garden photos and photo posts together) and plants. */
export const BRAG_BOARD_MAX_ITEMS = 10;
export const WIZARD_PLANTS_MAX = 20;
/** The files publishing the wizard at every maximum sends: one per Brag Board item, every photo of every plant. */
export const WIZARD_MAX_UPLOADS = BRAG_BOARD_MAX_ITEMS + WIZARD_PLANTS_MAX * PLANT_IMAGES_MAX;

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * Creation quotas per member: at most `max` in each window; past that, 429 with Retry-After and a
 * sentence naming the limit ("You can {verb} {max} {noun} {window}."). Set so that a member
 * publishing the set-up wizard at its maxima, or having a busy first day, never meets one, and a
 * script soon does (docs/product-decisions.md gives the reasoning for each number).
 */
export const CREATION_QUOTAS = {
  messages: { max: 600, windowMs: 10 * MINUTE_MS, verb: 'send', noun: 'messages' },
  swapRequests: { max: 20, windowMs: HOUR_MS, verb: 'send', noun: 'swap requests' },
  reviews: { max: 20, windowMs: HOUR_MS, verb: 'write', noun: 'reviews' },
  posts: { max: BRAG_BOARD_MAX_ITEMS + 20, windowMs: HOUR_MS, verb: 'share', noun: 'posts' },
  comments: { max: 60, windowMs: 10 * MINUTE_MS, verb: 'write', noun: 'comments' },
  reports: { max: 20, windowMs: DAY_MS, verb: 'send', noun: 'reports' },
  uploads: { max: 2 * WIZARD_MAX_UPLOADS, windowMs: HOUR_MS, verb: 'upload', noun: 'photos and videos' },
  meets: { max: 10, windowMs: DAY_MS, verb: 'host', noun: 'swap meets' },
} as const;
export type CreationKind = keyof typeof CREATION_QUOTAS;

const windowText = (windowMs: number) =>
  windowMs === HOUR_MS ? 'an hour' : windowMs === DAY_MS ? 'a day' : `every ${Math.round(windowMs / MINUTE_MS)} minutes`;

/** The quota as a sentence, for `max` (the quota times QUOTA_SCALE): "You can upload 220 photos and videos an hour." */
export function quotaLimitSentence(kind: CreationKind, max: number): string {
  const { verb, noun, windowMs } = CREATION_QUOTAS[kind];
  return `You can ${verb} ${max.toLocaleString('en-US')} ${noun} ${windowText(windowMs)}.`;
}

/** Swap meets (docs/product-decisions.md#swap-meets). */
export const MEET_TITLE_MAX = 100;
export const MEET_DESCRIPTION_MAX = 2000;
export const MEET_VENUE_MAX = 200;
export const MEET_CAPACITY_MIN = 2;
export const MEET_CAPACITY_MAX = 500;
/** How long a meet may last. */
export const MEET_LENGTH_MAX_HOURS = 24;
/** How far ahead a meet or handover may be planned. */
export const PLAN_AHEAD_MAX_DAYS = 366;
/** The plants a member may bring to one meet. */
export const MEET_BRINGING_MAX = 10;
export const MEET_HOST_MESSAGE_MAX = 1000;
export const MEET_COVER_MAX_BYTES = 10 * 1024 * 1024;
export const HANDOVER_PLACE_MAX = 200;
