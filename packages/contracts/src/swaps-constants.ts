/** Swaps' sentences, without zod: a plant page's Request Swap button loads no schema. */

export const NO_PLANTS_SELECTED = 'No plants selected';
export const SWAP_NOT_FOUND = 'Swap request not found';
export const SWAP_NOT_PENDING = 'This swap request has already been answered';
export const SWAP_NOT_YOURS_TO_ANSWER = 'Only the member this request was sent to can answer it';
export const SWAP_NOT_ACCEPTED = 'Only an accepted swap can be marked complete';
export const SWAP_ALREADY_MARKED = 'You have already marked this swap complete';

/** Refusals the server answers with, which the web app shows in the member's language. */
export const REVIEW_NOT_FOUND = 'Review not found';
export const CANNOT_SWAP_WITH_YOURSELF = 'You cannot swap with yourself';
export const REVIEW_OTHER_MEMBER_ONLY = 'You can only review the other member of this swap';
export const CONVERSATION_NOT_WITH_MEMBER = 'That conversation is not with this member';
