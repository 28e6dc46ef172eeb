/** Swaps' sentences, without zod: a plant page's Request Swap button loads no schema. */

export const NO_PLANTS_SELECTED = 'No plants selected';
export const SWAP_NEEDS_SIGN_IN = 'Please log in to request plant swaps.';
export const SWAP_SENT = 'Swap request sent!';
export const SWAP_SEND_FAILED = 'Failed to send swap request. Please try again.';
export const SWAP_DETAILS_FAILED = 'Failed to load swap request details';
export const SWAP_NOT_FOUND = 'Swap request not found';
export const SWAP_NOT_PENDING = 'This swap request has already been answered';
export const SWAP_NOT_YOURS_TO_ANSWER = 'Only the member this request was sent to can answer it';
export const SWAP_NOT_ACCEPTED = 'Only an accepted swap can be marked complete';
export const SWAP_ALREADY_MARKED = 'You have already marked this swap complete';
export const SWAP_MARKED_COMPLETE = 'Swap marked as completed!';
export const SWAP_MARKED_COMPLETE_DETAIL = 'You can now leave a review for this swap.';
/** The first side to mark a swap complete: reviews open only once both have (the server's rule). */
export const SWAP_MARKED_COMPLETE_FIRST = 'Marked complete';
export const swapMarkedCompleteWaiting = (other: string) => `You can leave a review once ${other} marks it complete too.`;
export const SWAP_MARK_COMPLETE_FAILED = 'Failed to mark swap as completed. Please try again.';
export const SWAP_RESPONSE_SENT = 'Response sent';
