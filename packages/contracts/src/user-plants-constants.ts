/** Members' plants' plain values, without zod: a page that only shows plants loads no schema. */

/** The one stored set of swap types. */
export const SWAP_TYPES = ['cutting', 'seed', 'full_plant', 'bulb', 'propagation', 'division', 'any'] as const;
export type SwapType = (typeof SWAP_TYPES)[number];
/** A stored swap type as the contract names it; anything unknown reads as any. */
export const toSwapType = (value: string): SwapType => SWAP_TYPES.find((type) => type === value) ?? 'any';

export const SWAP_TYPE_LABELS: Record<SwapType, string> = {
  cutting: 'Cutting',
  seed: 'Seeds',
  full_plant: 'Full Plant',
  bulb: 'Bulb',
  propagation: 'Propagation',
  division: 'Division',
  any: 'Any',
};

/** Listing a plant for swap takes its owner's word that it is free of pests; the sentence both sides give without it. */
export const PEST_FREE_REQUIRED = 'Please confirm the plant is free of pests before listing it for swap.';
/** Whether a plant to be listed for swap lacks its owner's pest-free confirmation. */
export const lacksPestFreeConfirmation = (listing: boolean | undefined, confirmed: boolean | undefined) =>
  listing === true && confirmed !== true;

/** The add forms offer these; edit forms offer EDIT_SWAP_TYPES. */
export const ADD_SWAP_TYPES: SwapType[] = ['cutting', 'seed', 'full_plant', 'bulb', 'propagation', 'division'];
export const EDIT_SWAP_TYPES: SwapType[] = ['cutting', 'full_plant', 'seed', 'any'];

/** Refusals the server answers with, which the web app shows in the member's language. */
export const PLANT_NOT_FOUND = 'Plant not found';
export const IMAGE_NOT_FOUND = 'Image not found';
export const RECEIVED_PLANT_MISMATCH = 'Choose the same plant as the one you received';
export const PLANT_NOT_IN_SWAP = 'That plant was not part of this swap';
export const PLANT_NOT_YOURS_IN_SWAP = 'That plant is not yours in this swap';
