import { FileText, Leaf, Search, Users } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { Page } from '@/components/ui/page';
// The Community tab is the posts feature's feed (part 2 §2).
import { CommunityFeed } from '@/features/posts/components/community-feed';
import { cn } from '@/lib/cn';

const TABS = [
  { value: 'plants', label: 'Plants', icon: Leaf, placeholder: 'Search plants by name, type or care level…' },
  { value: 'content', label: 'Community', icon: FileText, placeholder: 'Search community posts…' },
  { value: 'users', label: 'People', icon: Users, placeholder: 'Search gardeners by name or location…' },
] as const;
type Tab = (typeof TABS)[number]['value'];

function isTab(value: string | null): value is Tab {
  return TABS.some((t) => t.value === value);
}

/** Browse Plants & People at /browse and /explore, tab from ?tab= (part 2 §2). */
export function BrowsePage() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: Tab = isTab(requested) ? requested : 'plants';
  const current = TABS.find((t) => t.value === tab) ?? TABS[0];
  useEffect(() => {
    document.title = 'Browse Plants & People — Rootshare';
  }, []);

  return (
    <Page title="Browse Plants & People" subtitle="Find plants to swap, community stories and fellow gardeners.">
      <div className="relative mb-5">
        <Search className="pointer-events-none absolute left-3.5 top-1/2 h-5 w-5 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
        <Input
          type="search"
          aria-label="Search"
          placeholder={current.placeholder}
          className="pl-11"
          value={params.get('q') ?? ''}
          onChange={(e) => {
            const next = new URLSearchParams(params);
            if (e.target.value) next.set('q', e.target.value);
            else next.delete('q');
            setParams(next, { replace: true });
          }}
        />
      </div>
      <div role="tablist" aria-label="Browse" className="mb-6 flex gap-1 overflow-x-auto rounded-full bg-muted p-1">
        {TABS.map(({ value, label, icon: Icon }) => (
          <button
            key={value}
            type="button"
            role="tab"
            aria-selected={tab === value}
            onClick={() => setParams({ tab: value })}
            className={cn('flex flex-1 items-center justify-center gap-2 rounded-full px-4 py-2 text-sm font-bold', tab === value ? 'bg-card text-primary shadow-sm' : 'text-muted-foreground hover:text-foreground')}
          >
            <Icon className="h-4 w-4" aria-hidden="true" /> {label}
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-label={current.label}>
        {tab === 'plants' && (
          <EmptyState
            icon={<Leaf className="h-6 w-6" />}
            title="No plants found"
            description="Nobody has listed a plant for swap yet. Be the first to share a cutting with your neighbours."
            action={
              <Link to="/add-plant" className={buttonClasses('primary', 'sm')}>
                Add Your Plants
              </Link>
            }
          />
        )}
        {tab === 'content' && <CommunityFeed search={params.get('q') ?? ''} />}
        {tab === 'users' && <EmptyState icon={<Users className="h-6 w-6" />} title="No users found" description="Gardeners who join Rootshare will appear here." />}
      </div>
    </Page>
  );
}
