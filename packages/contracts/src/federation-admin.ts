import { z } from 'zod';

export const DOMAIN_INVALID = 'Enter a server’s address, like mastodon.example';

/** A server's host as a block names it: typed bare or pasted as a link, compared in lower case. */
export const ServerDomainSchema = z
  .string()
  .trim()
  .min(1, DOMAIN_INVALID)
  .max(300, DOMAIN_INVALID)
  // A link keeps its host, a handle (@name@host) its server.
  .transform((value) => (value.replace(/^[a-z][a-z0-9+.-]*:\/\//i, '').split(/[/?#]/)[0] ?? '').replace(/^@?[^@]*@/, '').toLowerCase())
  .pipe(z.string().regex(/^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?::\d{1,5})?$/, DOMAIN_INVALID));

/** POST /api/admin/federation/blocked-domains. */
export const BlockDomainInputSchema = z.strictObject({ domain: ServerDomainSchema });

export const BlockedDomainSchema = z.object({ domain: z.string(), created_at: z.string() });
export type BlockedDomain = z.infer<typeof BlockedDomainSchema>;

/** GET /api/admin/federation/blocked-domains: newest first, with whether this server federates at all. */
export const BlockedDomainsSchema = z.object({ federation: z.boolean(), domains: z.array(BlockedDomainSchema) });
export type BlockedDomains = z.infer<typeof BlockedDomainsSchema>;

export const BlockedDomainParamsSchema = z.object({ domain: ServerDomainSchema });

export const REPORT_NOT_FROM_ELSEWHERE = 'Only a report on something from another server can be sent there';
export const FEDERATION_OFF_HERE = 'This server does not talk to other servers';
export const REMOTE_SERVER_UNREACHABLE = 'Their server did not answer; try again later';

/** POST /api/admin/federation/reports/{id}/forward: sends the report to the reported reply's server, once. */
export const ForwardedReportSchema = z.object({ forwarded_at: z.string() });
export type ForwardedReport = z.infer<typeof ForwardedReportSchema>;
