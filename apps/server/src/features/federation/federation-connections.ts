import { randomUUID } from 'node:crypto';
import type { Federation } from '@fedify/fedify';
import { Application, Follow, Undo } from '@fedify/vocab';
import { FEDERATION_OFF_HERE } from '@rootshare/contracts/federation-admin';
import type { TownConnection } from '@rootshare/contracts/federation-connections';
import { NOT_CONNECTED, TOWN_BLOCKED, TOWN_IS_THIS_SERVER, TOWN_NOT_FOUND } from '@rootshare/contracts/federation-connections-constants';
import { conflict, notFound } from '../../platform/errors';
import { PATHS } from './federation.server';
import { INSTANCE_ACTOR, type ConnectionsRepo, type FederationRepo } from './federation.repo';

const presentConnection = (row: { host: string; acceptedAt: Date | null; createdAt: Date }): TownConnection => ({
  host: row.host,
  connected: row.acceptedAt !== null,
  created_at: (row.acceptedAt ?? row.createdAt).toISOString(),
});

/** The other town's origin from what an admin typed: a link keeps its scheme, a bare host is https. */
function originOf(address: string, allowHttp: boolean): URL | null {
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(address) ? address : `https://${address}`;
  if (!URL.canParse(withScheme)) return null;
  const url = new URL(withScheme);
  return url.protocol === 'https:' || (allowHttp && url.protocol === 'http:') ? new URL(url.origin) : null;
}

/**
 * Town-to-town connections: our instance actor follows the other town's, whose Accept makes the
 * connection; the other town then sends its members' listings and meets to us as well.
 */
export function createConnections({
  federation,
  repo,
  connections,
  origin,
  allowHttp,
}: {
  federation: Federation<undefined>;
  repo: FederationRepo;
  connections: ConnectionsRepo;
  origin: string;
  /** Local trials only (FEDERATION_ALLOW_PRIVATE_ADDRESSES): a town on the loopback is reached over http. */
  allowHttp: boolean;
}) {
  const context = () => federation.createContext(new URL(origin), undefined);

  return {
    list: async (): Promise<TownConnection[]> => (await connections.connections()).map(presentConnection),

    async connect(address: string): Promise<TownConnection> {
      const other = originOf(address, allowHttp);
      if (!other) throw notFound(TOWN_NOT_FOUND);
      if (other.host === new URL(origin).host) throw conflict(TOWN_IS_THIS_SERVER);
      // 409, not 403: the web client reads a 403 as a lost session.
      if (await repo.isBlockedDomain(other.host)) throw conflict(TOWN_BLOCKED);
      const ctx = context();
      // A Rootshare serves its town's actor at this path; anything else there is not a Rootshare town.
      const actorUri = new URL(PATHS.actor.replace('{identifier}', INSTANCE_ACTOR), other);
      const found = await ctx.lookupObject(actorUri.href).catch(() => null);
      if (!(found instanceof Application) || found.id?.href !== actorUri.href || !found.inboxId) throw notFound(TOWN_NOT_FOUND);
      const followId = new URL(`/ap/activities/${randomUUID()}`, origin);
      await connections.addConnection({ host: other.host, actorUri: actorUri.href, inbox: found.inboxId.href, followId: followId.href });
      await ctx.sendActivity(
        { identifier: INSTANCE_ACTOR },
        found,
        new Follow({ id: followId, actor: ctx.getActorUri(INSTANCE_ACTOR), object: found.id }),
      );
      return presentConnection({ host: other.host, acceptedAt: null, createdAt: new Date() });
    },

    async disconnect(host: string): Promise<void> {
      const connection = await connections.connection(host);
      if (!connection) throw notFound(NOT_CONNECTED);
      const ctx = context();
      const actor = ctx.getActorUri(INSTANCE_ACTOR);
      await ctx.sendActivity(
        { identifier: INSTANCE_ACTOR },
        { id: new URL(connection.actorUri), inboxId: new URL(connection.inbox) },
        new Undo({
          id: new URL(`/ap/activities/${randomUUID()}`, origin),
          actor,
          object: new Follow({ id: new URL(connection.followId), actor, object: new URL(connection.actorUri) }),
        }),
      );
      await connections.removeConnection(host);
    },
  };
}

export type Connections = ReturnType<typeof createConnections>;

/** What the admin routes answer while this server does not federate: nothing to list, nothing to connect. */
export const NO_CONNECTIONS: Connections = {
  list: async () => [],
  connect: async () => {
    throw conflict(FEDERATION_OFF_HERE);
  },
  disconnect: async () => {
    throw conflict(FEDERATION_OFF_HERE);
  },
};
