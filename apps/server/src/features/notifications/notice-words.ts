import type { Language } from '@rootshare/contracts/languages';

/** What a bell entry says: its title and its line. */
export interface NoticeText {
  title: string;
  message: string;
}

/**
 * A notification's words in whichever language its recipient reads: the recipient's are chosen when
 * it is recorded, stored with it, and shown, mailed and pushed as they are.
 */
export type NoticeWords = (language: Language) => NoticeText;
