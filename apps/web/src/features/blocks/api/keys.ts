/** Query keys of blocking. */
export const blockKeys = {
  list: ['blocks'] as const,
};
