import { z } from 'zod';
import { DOMAIN_INVALID, ServerDomainSchema } from './federation-admin';

/** POST /api/admin/federation/connections: the other town's address, a link or a bare host. */
export const ConnectTownInputSchema = z.strictObject({
  address: z.string().trim().min(1, DOMAIN_INVALID).max(300, DOMAIN_INVALID),
});

/** A connection with another town: whether it has answered yet, and since when. */
export const TownConnectionSchema = z.object({ host: z.string(), connected: z.boolean(), created_at: z.string() });
export type TownConnection = z.infer<typeof TownConnectionSchema>;

/** GET /api/admin/federation/connections: newest first. */
export const TownConnectionsSchema = z.object({ federation: z.boolean(), connections: z.array(TownConnectionSchema) });
export type TownConnections = z.infer<typeof TownConnectionsSchema>;

export const TownConnectionParamsSchema = z.object({ host: ServerDomainSchema });
