import { SWAP_TABS, type SwapTab, type UserSwaps } from '@rootshare/contracts/swaps';
import { useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { Repeat2 } from 'lucide-react';
import { useState } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError, LoadMoreButton } from '@/components/ui/list-states';
import { Skeleton } from '@/components/ui/skeleton';
import { CatalogGate, useT } from '@/lib/i18n/i18n';
import { swapKeys } from '../api/keys';
import { useUserSwaps } from '../api/list-user-swaps';
import { SwapRequestCard } from './swap-request-card';
import { Tabs } from '@/components/ui/tabs';

type Counts = UserSwaps['counts'];

/** The newest counts any sub-tab's list brought, while the chosen one loads. */
function latestCounts(queryClient: QueryClient): Counts | undefined {
  const queries = queryClient.getQueryCache().findAll({ queryKey: swapKeys.lists });
  const newest = queries.filter((query) => query.state.data).sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt)[0];
  return (newest?.state.data as InfiniteData<UserSwaps> | undefined)?.pages[0]?.counts;
}

function SwapsSkeleton({ label }: { label: string }) {
  return (
    <div className="space-y-3" role="status" aria-label={label}>
      {[0, 1, 2].map((n) => (
        <Skeleton key={n} className="h-16 w-full rounded-[var(--radius-card)]" />
      ))}
    </div>
  );
}

function SwapList({ tab }: { tab: SwapTab }) {
  const t = useT();
  const swaps = useUserSwaps(tab);
  if (swaps.isPending) return <SwapsSkeleton label={t('swaps.tab.loading')} />;
  if (swaps.isError) {
    return <LoadError message={t('swaps.tab.loadFailed')} onRetry={() => void swaps.refetch()} />;
  }
  const items = swaps.data.pages.flatMap((page) => page.swaps);
  if (items.length === 0)
    return (
      <EmptyState
        icon={<Repeat2 className="h-6 w-6" />}
        title={t(`swaps.tab.empty.${tab}`)}
        description={t(`swaps.tab.emptyText.${tab}`)}
      />
    );
  return (
    <div className="space-y-3">
      <ul className="space-y-3">
        {items.map((swap) => (
          <li key={swap.id}>
            <SwapRequestCard swapRequestId={swap.id} initialSwap={swap} defaultExpanded={false} />
          </li>
        ))}
      </ul>
      <LoadMoreButton list={swaps} />
    </div>
  );
}

/** The own profile's Swaps tab: Active, Pending and Completed, each with its count, and the total, once the swaps' words have loaded. */
export function SwapsTab() {
  const t = useT();
  return (
    <CatalogGate part="swaps" fallback={<SwapsSkeleton label={t('loading')} />}>
      <Swaps />
    </CatalogGate>
  );
}

function Swaps() {
  const t = useT();
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<SwapTab>('active');
  const current = useUserSwaps(tab);
  const counts = current.data?.pages[0]?.counts ?? latestCounts(queryClient);
  return (
    <section aria-labelledby="swaps-heading" className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="swaps-heading" className="text-xl font-bold">
          {t('swaps.tab.title')}
        </h2>
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {counts ? (
            t('swaps.tab.total', { count: counts.total })
          ) : (
            <span className="inline-block h-4 w-24 animate-pulse rounded bg-muted align-middle" aria-hidden="true" />
          )}
        </p>
      </div>
      <Tabs.Root value={tab} onValueChange={(value) => setTab(SWAP_TABS.find((known) => known === value) ?? 'active')}>
        <Tabs.List aria-label={t('swaps.tab.byStatus')} className="flex gap-1 overflow-x-auto rounded-full bg-muted p-1">
          {SWAP_TABS.map((value) => (
            <Tabs.Trigger
              key={value}
              value={value}
              className="flex flex-1 items-center justify-center gap-1.5 rounded-full px-3 py-2 text-sm font-bold whitespace-nowrap text-muted-foreground hover:text-foreground data-[state=active]:bg-card data-[state=active]:text-primary data-[state=active]:shadow-sm"
            >
              {t(`swaps.tab.${value}`)}{' '}
              {counts && <span className="rounded-full bg-background/80 px-1.5 text-xs tabular-nums">{counts[value]}</span>}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {SWAP_TABS.map((value) => (
          <Tabs.Content
            key={value}
            value={value}
            className="mt-4 rounded-[var(--radius-card)] focus-visible:outline-2 focus-visible:outline-offset-4"
          >
            <SwapList tab={value} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </section>
  );
}
