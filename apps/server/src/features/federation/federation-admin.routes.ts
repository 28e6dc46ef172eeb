import {
  BlockDomainInputSchema,
  BlockedDomainParamsSchema,
  BlockedDomainSchema,
  BlockedDomainsSchema,
  FEDERATION_OFF_HERE,
  ForwardedReportSchema,
} from '@rootshare/contracts/federation-admin';
import { ReportParamsSchema } from '@rootshare/contracts/admin';
import {
  ConnectTownInputSchema,
  TownConnectionParamsSchema,
  TownConnectionSchema,
  TownConnectionsSchema,
} from '@rootshare/contracts/federation-connections';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { conflict, notFound } from '../../platform/errors';
import { onlyAdmins } from '../auth/auth.guard';
import { presentBlockedDomain } from './federation.presenter';
import type { Connections } from './federation-connections';
import type { ReportForwarding } from './federation-reports';
import type { FederationRepo } from './federation.repo';

/** Admins' servers cut off (defederated), under /api/admin/federation; kept whether or not federation is on. */
export const federationAdminRoutes: FastifyPluginAsyncZod<{
  repo: FederationRepo;
  federation: boolean;
  /** Announces the posts whose replies from the blocked server went, so their counts are read afresh. */
  postsChanged: (postIds: string[]) => Promise<void>;
  /** Sends a report on a reply from elsewhere to its server; null while this server does not federate. */
  forward: ReportForwarding | null;
  /** Connections with other towns' Rootshares; refuses to connect while this server does not federate. */
  connections: Connections;
}> = async (app, { repo, federation, postsChanged, forward, connections }) => {
  onlyAdmins(app);

  app.get('/blocked-domains', { schema: { response: { 200: BlockedDomainsSchema } } }, async () => ({
    federation,
    domains: (await repo.blockedDomains()).map(presentBlockedDomain),
  }));

  app.post(
    '/blocked-domains',
    { schema: { body: BlockDomainInputSchema, response: { 201: BlockedDomainSchema } } },
    async (request, reply) => {
      await postsChanged(await repo.blockDomain(request.body.domain));
      return reply.code(201).send(presentBlockedDomain({ domain: request.body.domain, createdAt: new Date() }));
    },
  );

  app.delete('/blocked-domains/:domain', { schema: { params: BlockedDomainParamsSchema } }, async (request, reply) => {
    if (!(await repo.unblockDomain(request.params.domain))) throw notFound();
    return reply.code(204).send();
  });

  app.post(
    '/reports/:id/forward',
    { schema: { params: ReportParamsSchema, response: { 200: ForwardedReportSchema } } },
    async (request) => {
      if (!forward) throw conflict(FEDERATION_OFF_HERE);
      return forward(request.params.id);
    },
  );

  app.get('/connections', { schema: { response: { 200: TownConnectionsSchema } } }, async () => ({
    federation,
    connections: await connections.list(),
  }));

  app.post('/connections', { schema: { body: ConnectTownInputSchema, response: { 201: TownConnectionSchema } } }, async (request, reply) =>
    reply.code(201).send(await connections.connect(request.body.address)),
  );

  app.delete('/connections/:host', { schema: { params: TownConnectionParamsSchema } }, async (request, reply) => {
    await connections.disconnect(request.params.host);
    return reply.code(204).send();
  });
};
