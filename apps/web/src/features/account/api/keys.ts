/** Query keys of the settings page. */
export const accountKeys = {
  email: ['account', 'email'] as const,
  sessions: ['account', 'sessions'] as const,
  units: (userId: string) => ['account', 'units', userId] as const,
  language: (userId: string) => ['account', 'language', userId] as const,
};
