/** Query keys of the moderators' pages. */
export const adminKeys = {
  reports: ['admin', 'reports'] as const,
  reportList: (view: 'open' | 'all') => ['admin', 'reports', view] as const,
};
