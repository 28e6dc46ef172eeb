import * as account from '@rootshare/contracts/account';
import * as auth from '@rootshare/contracts/auth';
import { CARE_INTERVAL_MAX_DAYS } from '@rootshare/contracts/care-reminders-constants';
import {
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
} from '@rootshare/contracts/limits';
import * as messaging from '@rootshare/contracts/messaging-constants';
import { UNSUBSCRIBE_LINK_INVALID } from '@rootshare/contracts/notification-settings';
import * as posts from '@rootshare/contracts/posts';
import * as profiles from '@rootshare/contracts/profiles';
import * as reports from '@rootshare/contracts/reports-constants';
import * as swaps from '@rootshare/contracts/swaps-constants';
import { PEST_FREE_REQUIRED } from '@rootshare/contracts/user-plants-constants';
import { ALREADY_ON_WISHLIST } from '@rootshare/contracts/wishlist';
import { useCallback } from 'react';
import type { MessageKey } from './catalogs';
import { useLanguage, useT } from './i18n';

const MIB = 1024 * 1024;

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
  ['Choose a town from the suggestions', { key: 'meets.error.chooseTown' }],
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
]);

/**
 * A contract's message in the current language; a message the catalogs do not know yet stays in
 * English. A refused password's advice comes from the server's guessing library in English only,
 * so in another language it reads as the catalog's own advice.
 */
export function useContractMessage() {
  const t = useT();
  const { language } = useLanguage();
  return useCallback(
    (message: string): string => {
      if (language === 'en') return message;
      if (message.startsWith(auth.PASSWORD_TOO_WEAK)) return t('contract.passwordTooWeak');
      const known = CONTRACT_MESSAGES.get(message);
      return known ? t(known.key, known.values) : message;
    },
    [language, t],
  );
}
