import { ServerDomainSchema } from '@rootshare/contracts/federation-admin';
import { ConnectTownInputSchema } from '@rootshare/contracts/federation-connections';
import { formatDateTime } from '@rootshare/contracts/format';
import { Globe, Link2, ShieldCheck } from 'lucide-react';
import { useEffect } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { AddressForm } from '@/components/ui/address-form';
import { LoadError } from '@/components/ui/list-states';
import { Skeleton } from '@/components/ui/skeleton';
import { useLanguage, useT } from '@/lib/i18n/i18n';
import { useContractMessage } from '@/lib/i18n/contract-messages';
import { toast } from '@/lib/toast';
import { useBlockDomain, useBlockedDomains, useUnblockDomain } from '../api/blocked-domains';
import { useConnect, useConnections, useDisconnect } from '../api/connections';
import { AdminOnly } from '../components/admin-only';

/** A server to block, typed bare, as a link or as a handle: the contract keeps its host. */
function BlockForm() {
  const t = useT();
  const block = useBlockDomain();
  return (
    <AddressForm
      id="block-domain"
      label={t('admin.servers.blockLabel')}
      placeholder={t('admin.servers.blockPlaceholder')}
      submitLabel={t('admin.servers.block')}
      variant="destructive"
      parse={(typed) => ServerDomainSchema.safeParse(typed)}
      send={async (domain) => toast.success(t('admin.servers.blocked', { domain: (await block.mutateAsync(domain)).domain }))}
      pending={block.isPending}
    />
  );
}

function BlockedServers() {
  const t = useT();
  const translate = useContractMessage();
  const { language } = useLanguage();
  const blocked = useBlockedDomains();
  const unblock = useUnblockDomain();
  if (blocked.isPending) {
    return (
      <div role="status" aria-label={t('admin.servers.loading')} className="space-y-3">
        <Skeleton className="h-24 w-full rounded-[var(--radius-card)]" />
        <Skeleton className="h-16 w-full rounded-[var(--radius-card)]" />
      </div>
    );
  }
  if (blocked.isError) return <LoadError message={t('admin.servers.loadError')} onRetry={() => void blocked.refetch()} />;
  const { federation, domains } = blocked.data;
  return (
    <div className="space-y-6">
      {federation ? (
        <BlockForm />
      ) : (
        <EmptyState icon={<Globe className="h-6 w-6" />} title={t('admin.servers.offTitle')} description={t('admin.servers.offText')} />
      )}
      <section aria-labelledby="blocked-heading" className="space-y-3">
        <h2 id="blocked-heading" className="text-lg font-bold">
          {t('admin.servers.listTitle')}
        </h2>
        {domains.length === 0 ? (
          <EmptyState
            icon={<ShieldCheck className="h-6 w-6" />}
            title={t('admin.servers.emptyTitle')}
            description={t('admin.servers.emptyText')}
          />
        ) : (
          <ul className="space-y-2" aria-label={t('admin.servers.listTitle')}>
            {domains.map(({ domain, created_at }) => (
              <li key={domain}>
                <Card className="flex flex-wrap items-center justify-between gap-3 p-4">
                  <div className="min-w-0">
                    <p className="font-bold break-all">{domain}</p>
                    <p className="text-xs text-muted-foreground">
                      {t('admin.servers.since', { date: formatDateTime(created_at, language) })}
                    </p>
                  </div>
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={t('admin.servers.unblockName', { domain })}
                    disabled={unblock.isPending && unblock.variables === domain}
                    onClick={() =>
                      unblock.mutate(domain, {
                        onSuccess: () => toast.success(t('admin.servers.unblocked', { domain })),
                        onError: (failure) => toast.error(translate(failure.message)),
                      })
                    }
                  >
                    {t('admin.servers.unblock')}
                  </Button>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

/** The other town's address, a link or a bare host, which the server turns into its town's actor. */
function ConnectForm() {
  const t = useT();
  const connect = useConnect();
  return (
    <AddressForm
      id="connect-town"
      label={t('admin.towns.label')}
      placeholder={t('admin.towns.placeholder')}
      submitLabel={t('admin.towns.connect')}
      parse={(typed) => ConnectTownInputSchema.shape.address.safeParse(typed)}
      send={async (address) => toast.success(t('admin.towns.asked', { host: (await connect.mutateAsync(address)).host }))}
      pending={connect.isPending}
    />
  );
}

function ConnectedTowns() {
  const t = useT();
  const translate = useContractMessage();
  const { language } = useLanguage();
  const connections = useConnections();
  const disconnect = useDisconnect();
  if (connections.isPending) {
    return (
      <div role="status" aria-label={t('admin.towns.loading')}>
        <Skeleton className="h-24 w-full rounded-[var(--radius-card)]" />
      </div>
    );
  }
  if (connections.isError) return <LoadError message={t('admin.towns.loadError')} onRetry={() => void connections.refetch()} />;
  if (!connections.data.federation) return null;
  const list = connections.data.connections;
  return (
    <section aria-labelledby="towns-heading" className="space-y-3">
      <h2 id="towns-heading" className="text-lg font-bold">
        {t('admin.towns.title')}
      </h2>
      <p className="text-sm text-muted-foreground">{t('admin.towns.text')}</p>
      <ConnectForm />
      {list.length === 0 ? (
        <EmptyState icon={<Link2 className="h-6 w-6" />} title={t('admin.towns.emptyTitle')} description={t('admin.towns.emptyText')} />
      ) : (
        <ul className="space-y-2" aria-label={t('admin.towns.title')}>
          {list.map(({ host, connected, created_at }) => (
            <li key={host}>
              <Card className="flex flex-wrap items-center justify-between gap-3 p-4">
                <div className="min-w-0">
                  <p className="font-bold break-all">{host}</p>
                  <p className="text-xs text-muted-foreground">
                    {t(connected ? 'admin.towns.connected' : 'admin.towns.waiting', { date: formatDateTime(created_at, language) })}
                  </p>
                </div>
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={t('admin.towns.disconnectName', { host })}
                  disabled={disconnect.isPending && disconnect.variables === host}
                  onClick={() =>
                    disconnect.mutate(host, {
                      onSuccess: () => toast.success(t('admin.towns.disconnected', { host })),
                      onError: (failure) => toast.error(translate(failure.message)),
                    })
                  }
                >
                  {t('admin.towns.disconnect')}
                </Button>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** /admin/other-servers: servers this one refuses to federate with, newest first, with Block and Unblock. */
export function OtherServersPage() {
  const t = useT();
  useEffect(() => {
    document.title = t('admin.servers.documentTitle');
  }, [t]);
  return (
    <AdminOnly title={t('admin.servers.title')} subtitle={t('admin.servers.subtitle')}>
      <div className="space-y-10">
        <ConnectedTowns />
        <BlockedServers />
      </div>
    </AdminOnly>
  );
}
