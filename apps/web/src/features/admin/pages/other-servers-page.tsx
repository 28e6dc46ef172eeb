import { ServerDomainSchema } from '@rootshare/contracts/federation-admin';
import { formatDateTime } from '@rootshare/contracts/format';
import { Globe, ShieldCheck } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { FormField } from '@/components/ui/form-field';
import { LoadError } from '@/components/ui/list-states';
import { Skeleton } from '@/components/ui/skeleton';
import { useContractMessage } from '@/lib/i18n/contract-messages';
import { useLanguage, useT } from '@/lib/i18n/i18n';
import { toast } from '@/lib/toast';
import { useBlockDomain, useBlockedDomains, useUnblockDomain } from '../api/blocked-domains';
import { AdminOnly } from '../components/admin-only';

/** A server to block, typed bare, as a link or as a handle: the contract keeps its host. */
function BlockForm() {
  const t = useT();
  const translate = useContractMessage();
  const block = useBlockDomain();
  const [domain, setDomain] = useState('');
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ServerDomainSchema.safeParse(domain);
    if (!parsed.success) return setError(translate(parsed.error.issues[0]?.message ?? ''));
    setError(undefined);
    block.mutate(parsed.data, {
      onSuccess: (blocked) => {
        setDomain('');
        toast.success(t('admin.servers.blocked', { domain: blocked.domain }));
      },
      onError: (failure) => setError(translate(failure.message)),
    });
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <div className="min-w-0 flex-1">
        <FormField
          id="block-domain"
          label={t('admin.servers.blockLabel')}
          placeholder={t('admin.servers.blockPlaceholder')}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          value={domain}
          error={error}
          onChange={(event) => setDomain(event.target.value)}
        />
      </div>
      <Button type="submit" variant="destructive" className="sm:mt-[1.625rem]" disabled={block.isPending}>
        {t('admin.servers.block')}
      </Button>
    </form>
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

/** /admin/other-servers: servers this one refuses to federate with, newest first, with Block and Unblock. */
export function OtherServersPage() {
  const t = useT();
  useEffect(() => {
    document.title = t('admin.servers.documentTitle');
  }, [t]);
  return (
    <AdminOnly title={t('admin.servers.title')} subtitle={t('admin.servers.subtitle')}>
      <BlockedServers />
    </AdminOnly>
  );
}
