import { CalendarDays, FileText, Leaf, Search, Users, type LucideIcon } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { Input } from '@/components/ui/input';
import { Page } from '@/components/ui/page';
import { PHONE_QUERY } from '@/lib/chat-windows';
import { preloadCatalog, type MessageKey } from '@/lib/i18n/catalogs';
import { useT } from '@/lib/i18n/i18n';
import { useMediaQuery } from '@/lib/use-media-query';
import { CardRowSkeleton } from '@/components/ui/skeleton';
import { PlantsTab } from '../components/plants-tab';
import { BROWSE_TABS, readBrowseState, writeBrowseState, type BrowseTab, type UpdateBrowse } from '../lib/browse-params';
import { useAddressText } from '../lib/use-address-text';
import { TabPanelHeading } from '@/components/ui/tab-panel-heading';
import { Tabs } from '@/components/ui/tabs';

const TABS: Record<BrowseTab, { label: MessageKey; icon: LucideIcon; placeholder: MessageKey }> = {
  plants: { label: 'browse.tab.plants', icon: Leaf, placeholder: 'browse.placeholder.plants' },
  events: { label: 'browse.tab.events', icon: CalendarDays, placeholder: 'browse.placeholder.events' },
  content: { label: 'browse.tab.content', icon: FileText, placeholder: 'browse.placeholder.content' },
  users: { label: 'browse.tab.users', icon: Users, placeholder: 'browse.placeholder.users' },
};

// The Community tab (the posts feature's feed), People and Events load when opened, apart from
// the first page of Browse; their words are fetched alongside their code, and each waits for them.
const CommunityFeed = lazy(async () => {
  preloadCatalog('posts');
  return { default: (await import('@/features/posts/components/community-feed')).CommunityFeed };
});
const UsersTab = lazy(async () => {
  preloadCatalog('browse-tabs');
  return { default: (await import('../components/users-tab')).UsersTab };
});
const EventsTab = lazy(async () => {
  preloadCatalog('browse-tabs');
  return { default: (await import('@/features/meets/components/events-tab')).EventsTab };
});

const isTab = (value: string): value is BrowseTab => BROWSE_TABS.some((tab) => tab === value);

/** Browse Plants & People at /browse and /explore; the tab, its search and every filter live in the address. */
export function BrowsePage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const state = readBrowseState(params);
  const phone = useMediaQuery(PHONE_QUERY);
  const update: UpdateBrowse = (patch, options) => setParams((now) => writeBrowseState(now, patch), { replace: options?.replace ?? false });
  const [text, setText] = useAddressText(state.search, (search) => update({ search }, { replace: true }));
  // Each tab keeps its own search text: the address holds the open tab's, this the others' last.
  const searches = useRef<Partial<Record<BrowseTab, string>>>({});
  const openTab = (tab: BrowseTab) => {
    searches.current[state.tab] = text;
    const search = searches.current[tab] ?? '';
    setText(search);
    update({ tab, search });
  };
  const documentTitle = t('browse.documentTitle');
  useEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);

  return (
    // On a phone the subtitle gives its lines to the plants.
    <Page className="pt-4" title={t('browse.title')} subtitle={phone ? undefined : t('browse.subtitle')}>
      {/* Events has no search: meets are listed by distance and date. */}
      {state.tab !== 'events' && (
        <div className="relative mb-4 sm:mb-5">
          <Search
            className="pointer-events-none absolute top-1/2 left-3.5 h-5 w-5 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            type="search"
            aria-label={t('browse.search')}
            placeholder={t(TABS[state.tab].placeholder)}
            className="pl-11"
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        </div>
      )}
      {/* Manual activation: arrows move focus and Enter or Space opens a tab, so each choice is one history entry. */}
      <Tabs.Root value={state.tab} onValueChange={(tab) => isTab(tab) && openTab(tab)} activationMode="manual">
        {/* Every tab fits a 390 px phone (the icons show from the small breakpoint up), a longer language wrapping its words: none hides off the edge. */}
        <Tabs.List aria-label={t('browse.tabs')} className="mb-3 flex gap-1 rounded-full bg-muted p-1 sm:mb-6">
          {BROWSE_TABS.map((tab) => {
            const { label, icon: Icon } = TABS[tab];
            return (
              <Tabs.Trigger
                key={tab}
                value={tab}
                className="flex min-w-0 flex-1 items-center justify-center gap-2 rounded-full px-1 py-2 text-center text-xs leading-tight font-bold hyphens-auto [overflow-wrap:anywhere] sm:text-sm text-muted-foreground hover:text-foreground data-[state=active]:bg-card data-[state=active]:text-primary data-[state=active]:shadow-sm sm:px-4"
              >
                <Icon className="hidden h-4 w-4 sm:block" aria-hidden="true" /> {t(label)}
              </Tabs.Trigger>
            );
          })}
        </Tabs.List>
        <Tabs.Content value="plants" className="rounded-[var(--radius-card)] focus-visible:outline-2 focus-visible:outline-offset-4">
          <TabPanelHeading>{t(TABS.plants.label)}</TabPanelHeading>
          <PlantsTab state={state} update={update} />
        </Tabs.Content>
        <Tabs.Content value="events" className="rounded-[var(--radius-card)] focus-visible:outline-2 focus-visible:outline-offset-4">
          <TabPanelHeading>{t(TABS.events.label)}</TabPanelHeading>
          <Suspense fallback={<CardRowSkeleton />}>
            <EventsTab />
          </Suspense>
        </Tabs.Content>
        <Tabs.Content value="content" className="rounded-[var(--radius-card)] focus-visible:outline-2 focus-visible:outline-offset-4">
          <TabPanelHeading>{t(TABS.content.label)}</TabPanelHeading>
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
