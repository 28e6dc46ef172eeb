/** Query keys of the moderators' pages. */
export const adminKeys = {
  reports: ['admin', 'reports'] as const,
  reportList: (view: 'open' | 'all') => ['admin', 'reports', view] as const,
  outbox: ['admin', 'outbox'] as const,
  outboxMail: (id: string) => ['admin', 'outbox', id] as const,
  failedJobs: ['admin', 'jobs', 'failed'] as const,
  cataloguePhotos: ['admin', 'catalogue-photos'] as const,
  blockedDomains: ['admin', 'federation', 'blocked-domains'] as const,
  connections: ['admin', 'federation', 'connections'] as const,
};
