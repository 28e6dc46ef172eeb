import { FileText, Leaf, Search, Users, type LucideIcon } from 'lucide-react';
import { lazy, Suspense, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { Input } from '@/components/ui/input';
import { Page } from '@/components/ui/page';
import { CardRowSkeleton } from '@/components/ui/skeleton';
import { PlantsTab } from '../components/plants-tab';
import { BROWSE_TABS, readBrowseState, writeBrowseState, type BrowseTab, type UpdateBrowse } from '../lib/browse-params';
import { useAddressText } from '../lib/use-address-text';
import { Tabs } from '@/components/ui/tabs';

const TABS: Record<BrowseTab, { label: string; icon: LucideIcon; placeholder: string }> = {
  plants: { label: 'Plants', icon: Leaf, placeholder: 'Search plants by name, type or care level…' },
  content: { label: 'Community', icon: FileText, placeholder: 'Search community posts…' },
  users: { label: 'People', icon: Users, placeholder: 'Search gardeners by name or location…' },
};

// The Community tab (the posts feature's feed, part 2 §2) and People load when opened, apart from
// the first page of Browse.
const CommunityFeed = lazy(async () => ({ default: (await import('@/features/posts/components/community-feed')).CommunityFeed }));
const UsersTab = lazy(async () => ({ default: (await import('../components/users-tab')).UsersTab }));

const isTab = (value: string): value is BrowseTab => BROWSE_TABS.some((tab) => tab === value);

/** Browse Plants & People at /browse and /explore; the tab, the search and every filter live in the address (part 2 §2). */
export function BrowsePage() {
  const [params, setParams] = useSearchParams();
  const state = readBrowseState(params);
  const update: UpdateBrowse = (patch, options) => setParams((now) => writeBrowseState(now, patch), { replace: options?.replace ?? false });
  const [text, setText] = useAddressText(state.search, (search) => update({ search }, { replace: true }));
  useEffect(() => {
    document.title = 'Browse Plants & People — Rootshare';
  }, []);

  return (
    <Page title="Browse Plants & People" subtitle="Find plants to swap, community stories and fellow gardeners.">
      <div className="relative mb-5">
        <Search className="pointer-events-none absolute top-1/2 left-3.5 h-5 w-5 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
        <Input type="search" aria-label="Search" placeholder={TABS[state.tab].placeholder} className="pl-11" value={text} onChange={(e) => setText(e.target.value)} />
      </div>
      {/* Manual activation: arrows move focus and Enter or Space opens a tab, so each choice is one history entry. */}
      <Tabs.Root value={state.tab} onValueChange={(tab) => isTab(tab) && update({ tab })} activationMode="manual">
        <Tabs.List aria-label="Browse" className="mb-6 flex gap-1 overflow-x-auto rounded-full bg-muted p-1">
          {BROWSE_TABS.map((tab) => {
            const { label, icon: Icon } = TABS[tab];
            return (
              <Tabs.Trigger
                key={tab}
                value={tab}
                className="flex flex-1 items-center justify-center gap-2 rounded-full px-4 py-2 text-sm font-bold text-muted-foreground hover:text-foreground data-[state=active]:bg-card data-[state=active]:text-primary data-[state=active]:shadow-sm"
              >
                <Icon className="h-4 w-4" aria-hidden="true" /> {label}
              </Tabs.Trigger>
            );
          })}
        </Tabs.List>
        <Tabs.Content value="plants" className="rounded-[var(--radius-card)] focus-visible:outline-2 focus-visible:outline-offset-4">
          <PlantsTab state={state} update={update} />
        </Tabs.Content>
        <Tabs.Content value="content" className="rounded-[var(--radius-card)] focus-visible:outline-2 focus-visible:outline-offset-4">
          {/* The feed waits for typing to pause itself, so it gets the keystrokes. */}
          <Suspense fallback={<CardRowSkeleton />}>
            <CommunityFeed search={text} />
          </Suspense>
        </Tabs.Content>
        <Tabs.Content value="users" className="rounded-[var(--radius-card)] focus-visible:outline-2 focus-visible:outline-offset-4">
          <Suspense fallback={<CardRowSkeleton />}>
            <UsersTab search={state.search} />
          </Suspense>
        </Tabs.Content>
      </Tabs.Root>
    </Page>
  );
}
