import { imageTooLarge, MIB } from '@rootshare/contracts/format';
import * as account from '@rootshare/contracts/account';
import * as auth from '@rootshare/contracts/auth';
import { CARE_INTERVAL_MAX_DAYS } from '@rootshare/contracts/care-reminders-constants';
import {
  COMMENT_MAX,
  EMAIL_CHANGES_PER_HOUR,
  EMAIL_VERIFICATION_HOURS,
  MESSAGE_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PLACE_CHANGES_PER_DAY,
  PLANT_NOTES_MAX,
  PLANT_TEXT_MAX,
  POST_CONTENT_MAX,
  POST_IMAGE_MAX_BYTES,
  POST_TAGS_MAX,
  POST_TITLE_MAX,
  POST_VIDEO_MAX_BYTES,
  USERNAME_MAX_LENGTH,
  MEET_CAPACITY_MAX,
  MEET_CAPACITY_MIN,
  USERNAME_MIN_LENGTH,
  VERIFICATION_MAILS_PER_HOUR,
  IMAGE_DESCRIPTION_MAX,
  MEET_LENGTH_MAX_HOURS,
  PLAN_AHEAD_MAX_DAYS,
  PLANT_IMAGE_MAX_BYTES,
  FULL_NAME_MAX_LENGTH,
  BIO_MAX_LENGTH,
  LOCATION_MAX_LENGTH,
} from '@rootshare/contracts/limits';
import * as messaging from '@rootshare/contracts/messaging-constants';
import { UNSUBSCRIBE_LINK_INVALID } from '@rootshare/contracts/notification-settings';
import * as posts from '@rootshare/contracts/posts';
import * as profiles from '@rootshare/contracts/profiles';
import * as reports from '@rootshare/contracts/reports-constants';
import * as swaps from '@rootshare/contracts/swaps-constants';
import {
  IMAGE_NOT_FOUND,
  PEST_FREE_REQUIRED,
  PLANT_NOT_FOUND,
  PLANT_NOT_IN_SWAP,
  PLANT_NOT_YOURS_IN_SWAP,
  RECEIVED_PLANT_MISMATCH,
} from '@rootshare/contracts/user-plants-constants';
import { ALREADY_ON_WISHLIST, WISHLIST_ITEM_NOT_FOUND } from '@rootshare/contracts/wishlist';
import { CANNOT_SUSPEND_ADMIN, CANNOT_SUSPEND_YOURSELF, REPORT_NOT_FOUND } from '@rootshare/contracts/admin';
import { CANNOT_BLOCK_YOURSELF, CONVERSATION_READ_ONLY, UNBLOCK_FIRST } from '@rootshare/contracts/blocks';
import { REMINDER_NOT_FOUND } from '@rootshare/contracts/care-reminders';
import { NO_IDENTIFICATION } from '@rootshare/contracts/catalogue-constants';
import { PHOTO_NOT_OFFERED, PHOTO_REMOVED_BY_MODERATOR } from '@rootshare/contracts/catalogue-offers';
import { PHOTO_NOT_FOUND, TOO_MANY_GARDEN_PHOTOS } from '@rootshare/contracts/garden-photos';
import { NO_PLACE_NEARBY } from '@rootshare/contracts/geo-constants';
import { NOT_ALLOWED, NOT_FOUND, TOO_MANY_ATTEMPTS, UPLOAD_NOT_FOUND } from '@rootshare/contracts/http';
import { IMAGE_DESCRIPTION_TOO_LONG } from '@rootshare/contracts/image-descriptions-constants';
import {
  BRINGING_NEEDS_RSVP,
  BRINGING_OWN_PLANTS,
  CALENDAR_FEED_NOT_FOUND,
  HANDOVER_PLAN_ALREADY_AGREED,
  HANDOVER_PLAN_NOT_FOUND,
  HANDOVER_PLAN_ONLY_ACCEPTED,
  HANDOVER_PLAN_OWN_PROPOSAL,
  HANDOVER_PROPOSAL_CHANGED,
  HANDOVER_TIME_PASSED,
  MEET_CANCELLED,
  MEET_COVER_REQUIRED,
  MEET_HOST_ANSWERS,
  MEET_NOT_FOUND,
  MEET_NOT_YOURS,
  MEET_OVER,
  MEET_START_IN_FUTURE,
  MEET_TOO_LONG,
  MEET_TOWN_UNKNOWN,
  PLAN_AHEAD_TOO_FAR,
} from '@rootshare/contracts/meets-constants';
import { PUSH_ENDPOINT_INVALID, PUSH_ENDPOINT_TAKEN, PUSH_KEYS_INVALID } from '@rootshare/contracts/push';
import { HANDOVER_ONLY_ACCEPTED, REVIEW_ALREADY_LEFT, REVIEW_NOT_YET, REVIEW_RATING_REQUIRED } from '@rootshare/contracts/swaps';
import { ALREADY_ADDED_FROM_SWAP, CARE_CARD_NOT_YET, SWAP_NOT_COMPLETE_FOR_ADD } from '@rootshare/contracts/user-plants';
import { NOTIFICATION_NOT_FOUND } from '@rootshare/contracts/notifications';
import {
  DOMAIN_INVALID,
  FEDERATION_OFF_HERE,
  REMOTE_SERVER_UNREACHABLE,
  REPORT_NOT_FROM_ELSEWHERE,
} from '@rootshare/contracts/federation-admin';
import { NOT_CONNECTED, TOWN_BLOCKED, TOWN_IS_THIS_SERVER, TOWN_NOT_FOUND } from '@rootshare/contracts/federation-connections-constants';
import * as following from '@rootshare/contracts/federation-following';
import { CANNOT_CROP, CANNOT_RESIZE, IMAGE_NOT_CROPPED, IMAGE_UNREADABLE } from '../image-files';
import type { MessageKey } from './catalogs';
import type { Translate } from './i18n';

interface Translation {
  key: MessageKey;
  values?: Record<string, number>;
}

/**
 * The shared contracts' messages, which the server also answers with, named by the web app's keys
 * (docs/decisions/0062-contract-messages-in-the-members-language.md): a form's zod error or an
 * error from the server shows in the member's language when its English is one of these.
 */
export const CONTRACT_MESSAGES: ReadonlyMap<string, Translation> = new Map<string, Translation>([
  [auth.PASSWORDS_DO_NOT_MATCH, { key: 'contract.passwordsDoNotMatch' }],
  [auth.INVALID_CREDENTIALS, { key: 'contract.invalidCredentials' }],
  [auth.ACCOUNT_SUSPENDED, { key: 'contract.accountSuspended' }],
  [auth.SIGN_UP_SUCCESS, { key: 'contract.signUpSuccess' }],
  [auth.SIGN_IN_SUCCESS, { key: 'contract.signInSuccess' }],
  [auth.AUTH_ERROR_FALLBACK, { key: 'contract.authErrorFallback' }],
  [auth.PASSWORD_TOO_SHORT, { key: 'contract.passwordTooShort', values: { min: PASSWORD_MIN_LENGTH } }],
  [auth.PASSWORD_TOO_LONG, { key: 'contract.passwordTooLong', values: { max: PASSWORD_MAX_LENGTH } }],
  [auth.USERNAME_REQUIRED, { key: 'contract.usernameRequired' }],
  [auth.EMAIL_REQUIRED, { key: 'contract.emailRequired' }],
  [auth.PASSWORD_REQUIRED, { key: 'contract.passwordRequired' }],
  [auth.USERNAME_OR_EMAIL_REQUIRED, { key: 'contract.usernameOrEmailRequired' }],
  [auth.RESET_LINK_INCOMPLETE, { key: 'contract.resetLinkIncomplete' }],
  [auth.EMAIL_LINK_INCOMPLETE, { key: 'contract.emailLinkIncomplete' }],
  [auth.PASSWORD_RESET_REQUESTED, { key: 'contract.resetRequested' }],
  [auth.PASSWORD_RESET_INVALID, { key: 'contract.resetInvalid' }],
  [auth.PASSWORD_RESET_DONE, { key: 'contract.resetDone' }],
  [auth.EMAIL_LINK_INVALID, { key: 'contract.emailLinkInvalid' }],
  [auth.EMAIL_LINK_USED, { key: 'contract.emailLinkUsed' }],
  [auth.EMAIL_LINK_EXPIRED, { key: 'contract.emailLinkExpired' }],
  [auth.EMAIL_VERIFIED, { key: 'contract.emailVerified' }],
  [auth.EMAIL_CHANGED, { key: 'contract.emailChanged' }],
  [auth.EMAIL_ALREADY_VERIFIED, { key: 'contract.emailAlreadyVerified' }],
  [auth.EMAIL_CHANGE_VOID, { key: 'contract.emailChangeVoid' }],
  [auth.EMAIL_VERIFICATION_SENT, { key: 'contract.verificationSent', values: { hours: EMAIL_VERIFICATION_HOURS } }],
  [auth.EMAIL_CHANGE_TAKEN, { key: 'contract.emailChangeTaken' }],
  [profiles.USERNAME_TOO_SHORT, { key: 'contract.usernameTooShort', values: { min: USERNAME_MIN_LENGTH } }],
  [profiles.USERNAME_TOO_LONG, { key: 'contract.usernameTooLong', values: { max: USERNAME_MAX_LENGTH } }],
  [profiles.USERNAME_CHARACTERS, { key: 'contract.usernameCharacters' }],
  [profiles.USERNAME_LOOKS_LIKE_ID, { key: 'contract.usernameLooksLikeId' }],
  [profiles.EMAIL_TOO_LONG, { key: 'contract.emailTooLong' }],
  [profiles.EMAIL_INVALID, { key: 'contract.emailInvalid' }],
  [profiles.USERNAME_TAKEN_FRIENDLY, { key: 'contract.usernameTaken' }],
  [profiles.EMAIL_TAKEN_MESSAGE, { key: 'contract.emailTaken' }],
  [swaps.NO_PLANTS_SELECTED, { key: 'swaps.request.noPlants' }],
  [swaps.SWAP_NOT_PENDING, { key: 'swaps.respond.notPending' }],
  [swaps.SWAP_ALREADY_MARKED, { key: 'swaps.complete.already' }],
  [ALREADY_ON_WISHLIST, { key: 'garden.wishlist.already' }],
  [PEST_FREE_REQUIRED, { key: 'plants.contract.pestFree' }],
  // The plant schemas' own sentences, which they name nowhere else.
  ['Please select a plant', { key: 'plants.contract.selectPlant' }],
  ['Please select a swap type', { key: 'plants.contract.selectSwapType' }],
  [`At most ${PLANT_TEXT_MAX} characters`, { key: 'plants.contract.atMost', values: { max: PLANT_TEXT_MAX } }],
  [`At most ${PLANT_NOTES_MAX} characters`, { key: 'plants.contract.atMost', values: { max: PLANT_NOTES_MAX } }],
  // The care reminder schema's own sentences, which it names nowhere else.
  ['Enter a number of days', { key: 'garden.care.enterDays' }],
  ['Whole days, please', { key: 'garden.care.wholeDays' }],
  ['At least every day', { key: 'garden.care.atLeastDaily' }],
  [`At most every ${CARE_INTERVAL_MAX_DAYS} days`, { key: 'garden.care.atMostEvery', values: { max: CARE_INTERVAL_MAX_DAYS } }],
  ['That day is still to come: choose today or earlier', { key: 'garden.care.stillToCome' }],
  [`At most ${CARE_INTERVAL_MAX_DAYS} days ago`, { key: 'garden.care.atMostAgo', values: { max: CARE_INTERVAL_MAX_DAYS } }],
  [account.CURRENT_PASSWORD_INCORRECT, { key: 'contract.currentPasswordIncorrect' }],
  [account.PASSWORD_INCORRECT, { key: 'contract.passwordIncorrect' }],
  [account.SAME_PASSWORD, { key: 'contract.samePassword' }],
  [account.USERNAME_CONFIRMATION_MISMATCH, { key: 'contract.usernameConfirmationMismatch' }],
  [account.PASSWORD_CHANGED, { key: 'contract.passwordChanged' }],
  [account.ACCOUNT_DELETED, { key: 'contract.accountDeleted' }],
  [account.CURRENT_PASSWORD_REQUIRED, { key: 'contract.currentPasswordRequired' }],
  [account.NEW_PASSWORD_REQUIRED, { key: 'contract.newPasswordRequired' }],
  [account.NEW_EMAIL_REQUIRED, { key: 'contract.newEmailRequired' }],
  [account.EMAIL_UNCHANGED, { key: 'contract.emailUnchanged' }],
  [account.EMAIL_CHANGE_CANCELLED, { key: 'contract.emailChangeCancelled' }],
  [UNSUBSCRIBE_LINK_INVALID, { key: 'contract.unsubscribeLinkInvalid' }],
  [account.EMAIL_CHANGE_LIMIT, { key: 'contract.emailChangeLimit', values: { max: EMAIL_CHANGES_PER_HOUR } }],
  [auth.VERIFICATION_MAILS_LIMIT, { key: 'contract.verificationMailsLimit', values: { max: VERIFICATION_MAILS_PER_HOUR } }],
  [profiles.PLACE_CHANGE_LIMIT, { key: 'contract.placeChangeLimit', values: { max: PLACE_CHANGES_PER_DAY } }],
  [messaging.NOT_AN_IMAGE_FILE, { key: 'messaging.contract.notAnImage' }],
  [messaging.CHAT_IMAGE_TOO_LARGE, { key: 'messaging.contract.imageTooLarge' }],
  [messaging.MESSAGE_REQUIRED, { key: 'messaging.contract.messageRequired' }],
  [messaging.MESSAGE_TOO_LONG, { key: 'messaging.contract.messageTooLong', values: { max: MESSAGE_MAX_LENGTH } }],
  [messaging.CANNOT_MESSAGE_YOURSELF, { key: 'messaging.contract.cannotMessageYourself' }],
  [messaging.MEMBER_NOT_FOUND, { key: 'messaging.contract.memberNotFound' }],
  [messaging.CONVERSATION_NOT_FOUND, { key: 'messaging.contract.conversationNotFound' }],
  // The meet and handover schemas' own sentences, which they name nowhere else.
  ['Title must be at least 3 characters', { key: 'meets.error.titleTooShort' }],
  ['Choose the start time', { key: 'meets.error.chooseStart' }],
  ['Choose the end time', { key: 'meets.error.chooseEnd' }],
  ['Choose a time zone', { key: 'meets.error.chooseZone' }],
  ['Choose a time zone from the list', { key: 'meets.error.zoneFromList' }],
  ['Say where in town you meet', { key: 'meets.error.sayVenue' }],
  ['Capacity must be a whole number', { key: 'meets.error.capacityWhole' }],
  [`Capacity must be at least ${MEET_CAPACITY_MIN}`, { key: 'meets.error.capacityMin', values: { min: MEET_CAPACITY_MIN } }],
  [`Capacity must be at most ${MEET_CAPACITY_MAX}`, { key: 'meets.error.capacityMax', values: { max: MEET_CAPACITY_MAX } }],
  ['Say whether attendees bring plants, cuttings or seeds', { key: 'meets.error.chooseBrings' }],
  ['The end must be after the start', { key: 'meets.error.endAfterStart' }],
  ['Choose the handover time', { key: 'meets.error.chooseHandoverTime' }],
  ['Say where you meet', { key: 'meets.error.sayPlace' }],
  ['Describe the plant in a few words', { key: 'plantsSearch.identify.tooShort' }],
  [reports.REPORT_REASON_REQUIRED, { key: 'reports.reasonRequired' }],
  [reports.CANNOT_REPORT_YOURSELF, { key: 'reports.cannotReportYourself' }],
  // The profile schemas' own sentences, which they name nowhere else.
  [
    `Full name must be at most ${FULL_NAME_MAX_LENGTH} characters`,
    { key: 'profiles.contract.fullNameTooLong', values: { max: FULL_NAME_MAX_LENGTH } },
  ],
  [`Bio must be at most ${BIO_MAX_LENGTH} characters`, { key: 'profiles.contract.bioTooLong', values: { max: BIO_MAX_LENGTH } }],
  [
    `Location must be at most ${LOCATION_MAX_LENGTH} characters`,
    { key: 'profiles.contract.locationTooLong', values: { max: LOCATION_MAX_LENGTH } },
  ],
  ['Please add a photo', { key: 'profiles.contract.addPhoto' }],
  ['Photo is too large', { key: 'profiles.contract.photoTooLarge' }],
  // The browser's own sentences about a photo it cannot read, crop or shrink, and the server's size refusal.
  [IMAGE_UNREADABLE, { key: 'photo.unreadable' }],
  [IMAGE_NOT_CROPPED, { key: 'photo.notCropped' }],
  [CANNOT_RESIZE, { key: 'photo.cannotResize' }],
  [CANNOT_CROP, { key: 'photo.cannotCrop' }],
  [imageTooLarge(PLANT_IMAGE_MAX_BYTES), { key: 'photo.thisTooLarge', values: { max: PLANT_IMAGE_MAX_BYTES / MIB } }],
  // Refusals the server answers with when something changed meanwhile or is not allowed.
  [NOT_FOUND, { key: 'refusal.notFound' }],
  [NOT_ALLOWED, { key: 'refusal.notAllowed' }],
  [TOO_MANY_ATTEMPTS, { key: 'refusal.tooManyAttempts' }],
  [UPLOAD_NOT_FOUND, { key: 'refusal.uploadNotFound' }],
  [account.SESSION_NOT_FOUND, { key: 'settings.contract.sessionNotFound' }],
  [account.ACCOUNT_NOT_FOUND, { key: 'settings.contract.accountNotFound' }],
  [account.DISTANCE_UNIT_INVALID, { key: 'settings.contract.distanceUnitInvalid' }],
  [auth.LANGUAGE_INVALID, { key: 'settings.contract.languageInvalid' }],
  [CALENDAR_FEED_NOT_FOUND, { key: 'settings.contract.calendarNotFound' }],
  [PUSH_ENDPOINT_INVALID, { key: 'settings.contract.pushEndpointInvalid' }],
  [PUSH_KEYS_INVALID, { key: 'settings.contract.pushKeysInvalid' }],
  [PUSH_ENDPOINT_TAKEN, { key: 'settings.contract.pushEndpointTaken' }],
  [CANNOT_SUSPEND_ADMIN, { key: 'admin.contract.cannotSuspendAdmin' }],
  [CANNOT_SUSPEND_YOURSELF, { key: 'admin.contract.cannotSuspendYourself' }],
  [REPORT_NOT_FOUND, { key: 'admin.contract.reportNotFound' }],
  [CANNOT_BLOCK_YOURSELF, { key: 'blocks.contract.cannotBlockYourself' }],
  [CONVERSATION_READ_ONLY, { key: 'blocks.contract.readOnly' }],
  [UNBLOCK_FIRST, { key: 'blocks.contract.unblockFirst' }],
  [REMINDER_NOT_FOUND, { key: 'garden.contract.reminderNotFound' }],
  [WISHLIST_ITEM_NOT_FOUND, { key: 'garden.contract.wishlistItemNotFound' }],
  [NO_IDENTIFICATION, { key: 'plantsSearch.contract.noIdentification' }],
  [NO_PLACE_NEARBY, { key: 'plantsSearch.contract.noPlaceNearby' }],
  [PLANT_NOT_FOUND, { key: 'plants.contract.plantNotFound' }],
  [IMAGE_NOT_FOUND, { key: 'plants.contract.imageNotFound' }],
  [RECEIVED_PLANT_MISMATCH, { key: 'plants.contract.receivedMismatch' }],
  [PLANT_NOT_IN_SWAP, { key: 'plants.contract.notInSwap' }],
  [PLANT_NOT_YOURS_IN_SWAP, { key: 'plants.contract.notYoursInSwap' }],
  [PHOTO_REMOVED_BY_MODERATOR, { key: 'plants.contract.photoRemoved' }],
  [PHOTO_NOT_OFFERED, { key: 'plants.contract.photoNotOffered' }],
  [IMAGE_DESCRIPTION_TOO_LONG, { key: 'plants.contract.descriptionTooLong', values: { max: IMAGE_DESCRIPTION_MAX } }],
  [CARE_CARD_NOT_YET, { key: 'plants.contract.careCardNotYet' }],
  [ALREADY_ADDED_FROM_SWAP, { key: 'plants.contract.alreadyAdded' }],
  [SWAP_NOT_COMPLETE_FOR_ADD, { key: 'plants.contract.swapNotComplete' }],
  [profiles.PROFILE_NOT_FOUND, { key: 'profiles.contract.profileNotFound' }],
  [PHOTO_NOT_FOUND, { key: 'profiles.contract.photoNotFound' }],
  [TOO_MANY_GARDEN_PHOTOS, { key: 'profiles.contract.tooManyPhotos' }],
  [profiles.EMAIL_CHANGE_IN_SETTINGS, { key: 'profiles.contract.emailInSettings' }],
  [profiles.USERNAME_TAKEN_MESSAGE, { key: 'contract.usernameExists' }],
  [profiles.FULL_NAME_LOOKALIKE, { key: 'profiles.contract.fullNameLookalike' }],
  [profiles.FULL_NAME_INVISIBLE, { key: 'profiles.contract.fullNameInvisible' }],
  [profiles.SWAP_TYPE_REQUIRED, { key: 'profiles.contract.swapTypeRequired' }],
  [MEET_NOT_FOUND, { key: 'meets.contract.notFound' }],
  [MEET_NOT_YOURS, { key: 'meets.contract.notYours' }],
  [MEET_CANCELLED, { key: 'meets.contract.cancelled' }],
  [MEET_OVER, { key: 'meets.contract.over' }],
  [MEET_START_IN_FUTURE, { key: 'meets.contract.startInFuture' }],
  [MEET_HOST_ANSWERS, { key: 'meets.contract.hostAnswers' }],
  [BRINGING_NEEDS_RSVP, { key: 'meets.contract.bringingNeedsRsvp' }],
  [BRINGING_OWN_PLANTS, { key: 'meets.contract.bringingOwnPlants' }],
  [MEET_TOWN_UNKNOWN, { key: 'meets.error.chooseTown' }],
  [MEET_TOO_LONG, { key: 'meets.contract.tooLong', values: { max: MEET_LENGTH_MAX_HOURS } }],
  [PLAN_AHEAD_TOO_FAR, { key: 'meets.contract.planAheadTooFar', values: { max: PLAN_AHEAD_MAX_DAYS } }],
  [MEET_COVER_REQUIRED, { key: 'meets.contract.coverRequired' }],
  [HANDOVER_PLAN_NOT_FOUND, { key: 'meets.contract.planNotFound' }],
  [HANDOVER_PLAN_ONLY_ACCEPTED, { key: 'meets.contract.planOnlyAccepted' }],
  [HANDOVER_PLAN_OWN_PROPOSAL, { key: 'meets.contract.planOwnProposal' }],
  [HANDOVER_PLAN_ALREADY_AGREED, { key: 'meets.contract.planAgreed' }],
  [HANDOVER_TIME_PASSED, { key: 'meets.contract.timePassed' }],
  [HANDOVER_PROPOSAL_CHANGED, { key: 'meets.contract.proposalChanged' }],
  [messaging.PLANT_NOT_IN_CONVERSATION, { key: 'messaging.contract.plantNotInConversation' }],
  [messaging.MESSAGE_NOT_FOUND, { key: 'messaging.contract.messageNotFound' }],
  [swaps.SWAP_NOT_FOUND, { key: 'swaps.contract.notFound' }],
  [swaps.SWAP_NOT_YOURS_TO_ANSWER, { key: 'swaps.contract.notYoursToAnswer' }],
  [swaps.SWAP_NOT_ACCEPTED, { key: 'swaps.contract.notAccepted' }],
  [HANDOVER_ONLY_ACCEPTED, { key: 'swaps.contract.handoverOnlyAccepted' }],
  [REVIEW_NOT_YET, { key: 'swaps.contract.reviewNotYet' }],
  [REVIEW_ALREADY_LEFT, { key: 'swaps.contract.reviewAlreadyLeft' }],
  [REVIEW_RATING_REQUIRED, { key: 'swaps.contract.ratingRequired' }],
  [swaps.REVIEW_NOT_FOUND, { key: 'swaps.contract.reviewNotFound' }],
  [swaps.CANNOT_SWAP_WITH_YOURSELF, { key: 'swaps.contract.cannotSwapWithYourself' }],
  [swaps.REVIEW_OTHER_MEMBER_ONLY, { key: 'swaps.contract.reviewOtherOnly' }],
  [swaps.CONVERSATION_NOT_WITH_MEMBER, { key: 'swaps.contract.conversationNotWithMember' }],
  [posts.COMMENT_REQUIRED, { key: 'posts.comments.required' }],
  // The comment schema's own sentence for a long comment, which it names nowhere else.
  [`Comments are at most ${COMMENT_MAX} characters`, { key: 'posts.comments.tooLong', values: { max: COMMENT_MAX } }],
  [posts.POST_NOT_FOUND, { key: 'posts.contract.postNotFound' }],
  [posts.COMMENT_NOT_FOUND, { key: 'posts.contract.commentNotFound' }],
  [NOTIFICATION_NOT_FOUND, { key: 'notifications.contract.notFound' }],
  [posts.TITLE_REQUIRED, { key: 'postForms.contract.titleRequired' }],
  [posts.TITLE_TOO_LONG, { key: 'postForms.contract.titleTooLong', values: { max: POST_TITLE_MAX } }],
  [posts.CONTENT_REQUIRED, { key: 'postForms.contract.contentRequired' }],
  [posts.CONTENT_TOO_LONG, { key: 'postForms.contract.contentTooLong', values: { max: POST_CONTENT_MAX } }],
  [posts.TAGS_TOO_LONG, { key: 'postForms.contract.tagsTooLong', values: { max: POST_TAGS_MAX } }],
  [posts.POST_TYPE_REQUIRED, { key: 'postForms.contract.typeRequired' }],
  [posts.REEL_NEEDS_VIDEO, { key: 'postForms.contract.reelNeedsVideo' }],
  [posts.PHOTO_NEEDS_IMAGE, { key: 'postForms.contract.photoNeedsImage' }],
  [posts.VIDEO_TOO_LARGE, { key: 'postForms.contract.videoTooLarge', values: { max: POST_VIDEO_MAX_BYTES / MIB } }],
  [posts.IMAGE_TOO_LARGE, { key: 'postForms.contract.imageTooLarge', values: { max: POST_IMAGE_MAX_BYTES / MIB } }],
  [posts.UNSUPPORTED_MEDIA, { key: 'postForms.contract.unsupportedMedia' }],
  [DOMAIN_INVALID, { key: 'admin.contract.domainInvalid' }],
  [REPORT_NOT_FROM_ELSEWHERE, { key: 'admin.contract.reportNotFromElsewhere' }],
  [FEDERATION_OFF_HERE, { key: 'admin.contract.federationOffHere' }],
  [REMOTE_SERVER_UNREACHABLE, { key: 'admin.contract.remoteServerUnreachable' }],
  [TOWN_NOT_FOUND, { key: 'admin.contract.townNotFound' }],
  [TOWN_IS_THIS_SERVER, { key: 'admin.contract.townIsThisServer' }],
  [TOWN_BLOCKED, { key: 'admin.contract.townBlocked' }],
  [NOT_CONNECTED, { key: 'admin.contract.notConnected' }],
  [following.REMOTE_HANDLE_INVALID, { key: 'contract.remoteHandleInvalid' }],
  [following.REMOTE_ACCOUNT_NOT_FOUND, { key: 'contract.remoteAccountNotFound' }],
  [following.FOLLOW_NEEDS_FEDERATION, { key: 'contract.followNeedsFederation' }],
  [following.REMOTE_SERVER_BLOCKED, { key: 'contract.remoteServerBlocked' }],
  [following.NOT_FOLLOWING, { key: 'contract.notFollowing' }],
  [following.REMOTE_ITEM_NOT_FOUND, { key: 'federation.contract.remoteItemNotFound' }],
  [following.FOLLOW_SELF_SERVER, { key: 'federation.contract.followSelfServer' }],
  [following.REMOTE_CONVERSATION_NOT_FOUND, { key: 'federation.contract.remoteConversationNotFound' }],
  [following.ACCOUNT_NOT_KNOWN_HERE, { key: 'federation.contract.accountNotKnownHere' }],
  [following.MEDIA_NOT_KEPT_HERE, { key: 'federation.contract.mediaNotKeptHere' }],
]);

/**
 * A contract's message in `t`'s language; a message the catalogs do not know yet stays in English.
 * A refused password's advice comes from the server's guessing library in English only, so it
 * reads as the catalog's own advice.
 */
export function contractMessageIn(message: string, t: Translate): string {
  if (message.startsWith(auth.PASSWORD_TOO_WEAK)) return t('contract.passwordTooWeak');
  const known = CONTRACT_MESSAGES.get(message);
  return known ? t(known.key, known.values) : message;
}
