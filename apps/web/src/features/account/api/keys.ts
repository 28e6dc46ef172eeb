/** Query keys of the settings page. */
export const accountKeys = {
  email: ['account', 'email'] as const,
  sessions: ['account', 'sessions'] as const,
};
