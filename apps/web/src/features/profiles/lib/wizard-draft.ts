import { BRAG_BOARD_MAX_ITEMS } from '@rootshare/contracts/limits';
import type { SwapPreferences } from '@rootshare/contracts/profiles';
import type { SwapType } from '@rootshare/contracts/user-plants';
import type { BasicInfo } from '../components/basic-info-step';

/** The wizard's steps; its maxima (Brag Board items, plants) are in the contracts' limits. */
export const WIZARD_STEP_COUNT = 5;

/** A garden photo: the image already shrunk in the browser, as the data URL POST /garden-photos takes. */
export interface DraftPhoto {
  id: string;
  dataUrl: string;
  caption: string;
  location: string;
  /** What the photo shows (its alt text); drafts from older builds have none. */
  description?: string;
}

/** A Brag Board photo post, sent as it is at publish time. */
export interface DraftPost {
  id: string;
  title: string;
  content: string;
  tags: string;
  image: File;
  /** What the photo shows (its alt text); drafts from older builds have none. */
  description?: string;
}

export interface DraftPlantPhoto {
  id: string;
  file: File;
}

/**
 * A plant for the collection. `id` is the catalogue plant's id (the wizard's plant id);
 * `key` tells two entries of the same plant apart.
 */
export interface DraftPlant {
  key: string;
  id: string;
  commonName: string;
  scientificName: string | null;
  imageUrl: string | null;
  customName: string;
  swapType: SwapType;
  availableForSwap: boolean;
  /** The owner confirmed it free of pests, as listing it needs; drafts from older builds have none. */
  pestFreeConfirmed?: boolean;
  notes: string;
  photos: DraftPlantPhoto[];
}

/** Everything the wizard has gathered ("Wizard data"); kept in the browser until published. */
export interface WizardDraft {
  step: number;
  basicInfo: BasicInfo | null;
  photos: DraftPhoto[];
  savedPosts: DraftPost[];
  plants: DraftPlant[];
  preferences: SwapPreferences | null;
  /** Whether people on other servers may follow the member, asked on the last step; drafts from older builds have none (off). */
  federates?: boolean;
}

export function emptyDraft(): WizardDraft {
  return { step: 1, basicInfo: null, photos: [], savedPosts: [], plants: [], preferences: null };
}

export const bragBoardItemCount = (draft: Pick<WizardDraft, 'photos' | 'savedPosts'>) => draft.photos.length + draft.savedPosts.length;

/** Whether this many more Brag Board items fit. */
export const fitsBragBoard = (draft: Pick<WizardDraft, 'photos' | 'savedPosts'>, adding: number): boolean =>
  bragBoardItemCount(draft) + adding <= BRAG_BOARD_MAX_ITEMS;

/** Plants whose id is missing or a temp- or custom- placeholder are not saved at publish. */
export function isPublishablePlant(plant: Pick<DraftPlant, 'id'>): boolean {
  return Boolean(plant.id) && !plant.id.includes('temp-') && !plant.id.includes('custom-');
}

export const newDraftId = () => crypto.randomUUID();

/** Garden photos are shrunk in the browser before they are kept: 1600 px on the longer side, JPEG 0.85. */
export const GARDEN_PHOTO_MAX_EDGE = 1600;
export const GARDEN_PHOTO_JPEG_QUALITY = 0.85;

/** What each of steps 2 to 4 gets: the draft, a way to change it, and the way back and on. */
export interface WizardStepProps {
  draft: WizardDraft;
  update: (change: (draft: WizardDraft) => WizardDraft) => void;
  onBack: () => void;
  onContinue: () => void;
}
