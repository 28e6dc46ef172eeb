import { BROWSE_CATEGORIES, CARE_LEVELS } from '@rootshare/contracts/catalogue';
import { EXPANDED_RADIUS_MILES, EXPLORE_SORT_LABELS, EXPLORE_SORTS, NEARBY_RADIUS_MILES, type ExploreSort } from '@rootshare/contracts/explore';
import { SWAP_TYPE_LABELS, SWAP_TYPES, type SwapType } from '@rootshare/contracts/user-plants';
import { LayoutGrid, List, Loader2, LocateFixed, MapPin, SlidersHorizontal, Sprout, Users, Leaf } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Input, Label } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { useSession } from '@/features/auth/session';
import { cn } from '@/lib/cn';
import { useExploreSummary } from '../api/get-explore-summary';
import { useExplore } from '../api/list-explore';
import { exploreQueryFor, hasFilters, type PlantBrowseState } from '../lib/browse-params';
import { useGeolocation } from '../lib/use-geolocation';
import { PlantResultCard } from './plant-result-card';

const SELECT = 'h-11 w-full rounded-xl border border-input bg-card px-3 text-base focus-visible:outline-2 focus-visible:outline-ring/40';
const CATEGORY_LABELS: Record<(typeof BROWSE_CATEGORIES)[number], string> = { all: 'All', houseplant: 'Houseplants', succulent: 'Succulents', herb: 'Herbs', flower: 'Flowers' };

function StatCard({ icon, label, value }: { icon: ReactNode; label: string; value: number | undefined }) {
  return (
    <Card className="flex items-center gap-3 p-4">
      <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-sage text-primary" aria-hidden="true">
        {icon}
      </span>
      <div>
        {value === undefined ? <Skeleton className="h-7 w-12" /> : <p className="text-2xl font-extrabold tabular-nums">{value.toLocaleString('en-US')}</p>}
        <p className="text-sm text-muted-foreground">{label}</p>
      </div>
    </Card>
  );
}

function Toggle({ pressed, onClick, children, label }: { pressed: boolean; onClick: () => void; children: ReactNode; label?: string }) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-label={label}
      onClick={onClick}
      className={cn('inline-flex h-9 items-center gap-1.5 rounded-full px-3.5 text-sm font-semibold', pressed ? 'bg-primary text-primary-foreground' : 'bg-muted text-muted-foreground hover:text-foreground')}
    >
      {children}
    </button>
  );
}

/** Browse's Plants tab: stat cards, filters, categories, In Your Area / All Plants and the results (part 2 §2). */
export function PlantsTab({ state, search, onChange }: { state: PlantBrowseState; search: string; onChange: (next: PlantBrowseState) => void }) {
  const id = useId();
  const { status } = useSession();
  const geo = useGeolocation();
  const [filtersOpen, setFiltersOpen] = useState(hasFilters(state));
  const summary = useExploreSummary(geo.position);
  const results = useExplore(exploreQueryFor(state, search, geo.position));
  const items = results.data?.pages.flatMap((page) => page.items) ?? [];
  const change = (patch: Partial<PlantBrowseState>) => onChange({ ...state, ...patch });
  const searching = search.trim().length >= 2;

  return (
    <div className="space-y-5">
      <div className="grid gap-3 sm:grid-cols-3">
        <StatCard icon={<Sprout className="h-5 w-5" />} label="Plants Available" value={summary.data?.available} />
        <StatCard icon={<MapPin className="h-5 w-5" />} label={`In Your Area (${NEARBY_RADIUS_MILES} mi)`} value={summary.data?.nearby} />
        <StatCard icon={<Users className="h-5 w-5" />} label="Plant Parents" value={summary.data?.plant_parents} />
      </div>

      <div className="flex flex-wrap items-center gap-2">
        <Button variant="outline" size="sm" aria-expanded={filtersOpen} aria-controls={`${id}-filters`} onClick={() => setFiltersOpen(!filtersOpen)}>
          <SlidersHorizontal className="h-4 w-4" aria-hidden="true" /> Filters
        </Button>
        <Button variant="outline" size="sm" onClick={geo.position ? geo.forget : () => void geo.locate()} disabled={geo.locating}>
          {geo.locating ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> : <LocateFixed className="h-4 w-4" aria-hidden="true" />}
          {geo.position ? 'Use my profile location' : 'Use my location'}
        </Button>
        {hasFilters(state) && (
          <Button variant="ghost" size="sm" onClick={() => onChange({ ...state, care: null, swap: null, category: null, location: '', sort: 'nearest' })}>
            Clear All
          </Button>
        )}
        <div className="ml-auto flex gap-1" role="group" aria-label="Layout">
          <Toggle pressed={state.view === 'grid'} onClick={() => change({ view: 'grid' })} label="Grid view">
            <LayoutGrid className="h-4 w-4" aria-hidden="true" />
          </Toggle>
          <Toggle pressed={state.view === 'list'} onClick={() => change({ view: 'list' })} label="List view">
            <List className="h-4 w-4" aria-hidden="true" />
          </Toggle>
        </div>
      </div>

      {filtersOpen && (
        <Card id={`${id}-filters`} className="grid gap-4 p-4 sm:grid-cols-2 lg:grid-cols-4">
          <div className="space-y-1">
            <Label htmlFor={`${id}-sort`}>Sort</Label>
            <select id={`${id}-sort`} className={SELECT} value={state.sort} onChange={(e) => change({ sort: e.target.value as ExploreSort })}>
              {EXPLORE_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {EXPLORE_SORT_LABELS[sort]}
                </option>
              ))}
            </select>
          </div>
          <div className="space-y-1">
            <Label htmlFor={`${id}-care`}>Care level</Label>
            <select id={`${id}-care`} className={cn(SELECT, 'capitalize')} value={state.care ?? ''} onChange={(e) => change({ care: CARE_LEVELS.find((c) => c === e.target.value) ?? null })}>
              <option value="">All care levels</option>
              {CARE_LEVELS.map((level) => (
                <option key={level} value={level}>
                  {level}
                </option>
              ))}
            </select>
          </div>
          <div className="space-y-1">
            <Label htmlFor={`${id}-swap`}>Swap type</Label>
            <select id={`${id}-swap`} className={SELECT} value={state.swap ?? ''} onChange={(e) => change({ swap: SWAP_TYPES.find((t) => t === e.target.value) ?? null })}>
              <option value="">All swap types</option>
              {SWAP_TYPES.map((type: SwapType) => (
                <option key={type} value={type}>
                  {SWAP_TYPE_LABELS[type]}
                </option>
              ))}
            </select>
          </div>
          <div className="space-y-1">
            <Label htmlFor={`${id}-location`}>City or zip</Label>
            <Input id={`${id}-location`} value={state.location} maxLength={100} placeholder="e.g. Portland or 97201" onChange={(e) => change({ location: e.target.value })} />
          </div>
        </Card>
      )}

      <div role="group" aria-label="Categories" className="flex flex-wrap gap-2">
        {BROWSE_CATEGORIES.map((category) => (
          <Toggle key={category} pressed={(state.category ?? 'all') === category} onClick={() => change({ category: category === 'all' ? null : category })}>
            {CATEGORY_LABELS[category]}
          </Toggle>
        ))}
      </div>

      <div role="tablist" aria-label="Distance" className="flex gap-1 border-b border-border">
        {(
          [
            ['near', 'In Your Area'],
            ['all', 'All Plants'],
          ] as const
        ).map(([value, label]) => (
          <button
            key={value}
            type="button"
            role="tab"
            aria-selected={state.area === value}
            onClick={() => change({ area: value, expanded: false })}
            className={cn('-mb-px border-b-2 px-4 py-2 text-sm font-bold', state.area === value ? 'border-primary text-primary' : 'border-transparent text-muted-foreground hover:text-foreground')}
          >
            {label}
          </button>
        ))}
      </div>

      {results.isPending ? (
        <div className={cn('grid gap-4', state.view === 'grid' ? 'sm:grid-cols-2 lg:grid-cols-3' : '')} role="status" aria-label="Loading plants">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className={state.view === 'grid' ? 'h-80' : 'h-36'} />
          ))}
        </div>
      ) : results.isError ? (
        <EmptyState title="Plants could not be loaded" description="Please check your connection and try again." action={<Button onClick={() => void results.refetch()}>Try again</Button>} />
      ) : items.length === 0 ? (
        state.area === 'near' && !state.expanded ? (
          <EmptyState
            icon={<MapPin className="h-6 w-6" />}
            title="No local plants found"
            description={`Nothing within ${NEARBY_RADIUS_MILES} miles matches yet.`}
            action={<Button onClick={() => change({ expanded: true })}>Expand Search to {EXPANDED_RADIUS_MILES} miles</Button>}
          />
        ) : (
          <EmptyState
            icon={<Leaf className="h-6 w-6" />}
            title="No plants found"
            description={searching || hasFilters(state) ? 'Try other words or fewer filters.' : 'Nobody has listed a plant for swap here yet. Be the first to share a cutting with your neighbours.'}
            action={
              status === 'signed-in' ? (
                <Link to="/add-plant" className={buttonClasses('primary', 'sm')}>
                  Add Your Plants
                </Link>
              ) : undefined
            }
          />
        )
      ) : (
        <>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {results.hasNextPage ? `Showing the first ${items.length} plants` : `${items.length} ${items.length === 1 ? 'plant' : 'plants'}`}
            {state.area === 'near' ? ` within ${state.expanded ? EXPANDED_RADIUS_MILES : NEARBY_RADIUS_MILES} miles` : ''}
          </p>
          <ul className={cn('grid gap-4', state.view === 'grid' ? 'sm:grid-cols-2 lg:grid-cols-3' : '')} aria-label="Plants" aria-busy={results.isFetching}>
            {items.map((item) => (
              <li key={item.userPlant.id}>
                <PlantResultCard item={item} view={state.view} searching={searching} />
              </li>
            ))}
          </ul>
          {results.hasNextPage && (
            <div className="flex justify-center">
              <Button variant="outline" disabled={results.isFetchingNextPage} onClick={() => void results.fetchNextPage()}>
                {results.isFetchingNextPage ? 'Loading…' : 'Load more'}
              </Button>
            </div>
          )}
        </>
      )}
    </div>
  );
}
