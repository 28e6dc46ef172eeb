/** Query keys of the settings page. */
export const accountKeys = {
  sessions: ['account', 'sessions'] as const,
};
