import { SEARCH_DEBOUNCE_MS } from '@rootshare/contracts/limits';
import { FileText, Leaf, Search, Users } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Input } from '@/components/ui/input';
import { Page } from '@/components/ui/page';
// The Community tab is the posts feature's feed (part 2 §2).
import { CommunityFeed } from '@/features/posts/components/community-feed';
import { cn } from '@/lib/cn';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { PlantsTab } from '../components/plants-tab';
import { UsersTab } from '../components/users-tab';
import { readBrowseState, writeBrowseState } from '../lib/browse-params';

const TABS = [
  { value: 'plants', label: 'Plants', icon: Leaf, placeholder: 'Search plants by name, type or care level…' },
  { value: 'content', label: 'Community', icon: FileText, placeholder: 'Search community posts…' },
  { value: 'users', label: 'People', icon: Users, placeholder: 'Search gardeners by name or location…' },
] as const;
type Tab = (typeof TABS)[number]['value'];

function isTab(value: string | null): value is Tab {
  return TABS.some((t) => t.value === value);
}

/** Browse Plants & People at /browse and /explore; the tab and every filter live in the address (part 2 §2). */
export function BrowsePage() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: Tab = isTab(requested) ? requested : 'plants';
  const current = TABS.find((t) => t.value === tab) ?? TABS[0];
  const state = readBrowseState(params);
  // The box shows every keystroke; the lists follow 300 ms after typing stops.
  const [text, setText] = useState(state.search);
  const search = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  // A search changed from outside the box (Clear search, Back) shows in the box too.
  const [addressSearch, setAddressSearch] = useState(state.search);
  if (state.search !== addressSearch) {
    setAddressSearch(state.search);
    if (state.search !== search) setText(state.search);
  }
  useEffect(() => {
    document.title = 'Browse Plants & People — Rootshare';
  }, []);
  useEffect(() => {
    setParams((now) => writeBrowseState(now, { ...readBrowseState(now), search }), { replace: true });
  }, [search, setParams]);

  return (
    <Page title="Browse Plants & People" subtitle="Find plants to swap, community stories and fellow gardeners.">
      <div className="relative mb-5">
        <Search className="pointer-events-none absolute left-3.5 top-1/2 h-5 w-5 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
        <Input type="search" aria-label="Search" placeholder={current.placeholder} className="pl-11" value={text} onChange={(e) => setText(e.target.value)} />
      </div>
      <div role="tablist" aria-label="Browse" className="mb-6 flex gap-1 overflow-x-auto rounded-full bg-muted p-1">
        {TABS.map(({ value, label, icon: Icon }) => (
          <button
            key={value}
            type="button"
            role="tab"
            aria-selected={tab === value}
            onClick={() => setParams((now) => { const next = new URLSearchParams(now); next.set('tab', value); return next; })}
            className={cn('flex flex-1 items-center justify-center gap-2 rounded-full px-4 py-2 text-sm font-bold', tab === value ? 'bg-card text-primary shadow-sm' : 'text-muted-foreground hover:text-foreground')}
          >
            <Icon className="h-4 w-4" aria-hidden="true" /> {label}
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-label={current.label}>
        {tab === 'plants' && <PlantsTab state={state} search={search} onChange={(next) => setParams((now) => writeBrowseState(now, next), { replace: true })} />}
        {tab === 'content' && <CommunityFeed search={text} />}
        {tab === 'users' && <UsersTab search={search} />}
      </div>
    </Page>
  );
}
