import { BROWSE_CATEGORIES } from '@rootshare/contracts/catalogue-constants';
import { formatCount } from '@rootshare/contracts/format';
import { EXPANDED_RADIUS, NEARBY_RADIUS } from '@rootshare/contracts/explore-constants';
import { formatRadius, formatRadiusShort } from '@rootshare/contracts/units';
import {
  LayoutGrid,
  Leaf,
  List,
  Loader2,
  LocateFixed,
  MapPin,
  SlidersHorizontal,
  Sprout,
  TriangleAlert,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { useDeferredValue, useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { PHONE_QUERY } from '@/lib/chat-windows';
import { useDistanceUnit } from '@/lib/distance-unit';
import { useSession } from '@/lib/session';
import { useMediaQuery } from '@/lib/use-media-query';
import { cn } from '@/lib/cn';
import { useExploreSummary } from '../api/get-explore-summary';
import { useExplore } from '../api/list-explore';
import {
  activeFilterCount,
  CLEARED_FILTERS,
  exploreQueryFor,
  reachOf,
  searchTermOf,
  type BrowseState,
  type UpdateBrowse,
} from '../lib/browse-params';
import { useGeolocation } from '../lib/use-geolocation';
import { PlantFilters } from './plant-filters';
import { PlantResultCard } from './plant-result-card';
import { Tabs } from '@/components/ui/tabs';

/** How many results a phone or a desktop shows before scrolling: their photos load first. */
const FIRST_SCREENFUL = 3;

const CATEGORY_LABELS: Record<(typeof BROWSE_CATEGORIES)[number], string> = {
  all: 'All',
  houseplant: 'Houseplant',
  succulent: 'Succulent',
  herb: 'Herb',
  flower: 'Flower',
};
const AREAS = [
  { value: 'near', label: 'In Your Area' },
  { value: 'all', label: 'All Plants' },
] as const;

/** A stat card: a number over its label, compact on a phone so the first screen reaches the plants. */
function StatCard({ icon: Icon, label, value, failed }: { icon: LucideIcon; label: string; value: number | undefined; failed: boolean }) {
  return (
    <Card className="flex flex-col items-center justify-center gap-0.5 px-2 py-1.5 text-center sm:flex-row sm:justify-start sm:gap-3 sm:p-4 sm:text-left">
      <span className="hidden h-10 w-10 shrink-0 items-center justify-center rounded-full bg-sage text-primary sm:flex" aria-hidden="true">
        <Icon className="h-5 w-5" />
      </span>
      <div className="flex flex-col-reverse">
        <p className="text-xs leading-tight text-muted-foreground sm:text-sm">{label}</p>
        {failed ? (
          <p className="text-xl font-extrabold sm:text-2xl">
            <span aria-hidden="true">–</span>
            <span className="sr-only">unavailable</span>
          </p>
        ) : value === undefined ? (
          <Skeleton className="mx-auto h-7 w-12 sm:mx-0" />
        ) : (
          <p className="text-xl font-extrabold tabular-nums sm:text-2xl">{formatCount(value)}</p>
        )}
      </div>
    </Card>
  );
}

/** A pill that stays pressed while its choice is on (layout and category). */
function Toggle({ pressed, onClick, children, label }: { pressed: boolean; onClick: () => void; children: ReactNode; label?: string }) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-label={label}
      onClick={onClick}
      className={cn(
        'inline-flex h-9 items-center gap-1.5 rounded-full px-3.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2',
        pressed ? 'bg-primary text-primary-foreground' : 'bg-muted text-muted-foreground hover:text-foreground',
      )}
    >
      {children}
    </button>
  );
}

/** Browse's Plants tab: stat cards, filters, categories, In Your Area / All Plants and the results. */
export function PlantsTab({ state, update }: { state: BrowseState; update: UpdateBrowse }) {
  const id = useId();
  const { status } = useSession();
  const geo = useGeolocation();
  const filterCount = activeFilterCount(state);
  const filtered = filterCount > 0;
  // Open at first when filters are on, except on a phone, where the button's count says so and the plants come first.
  const phone = useMediaQuery(PHONE_QUERY);
  const [filtersOpen, setFiltersOpen] = useState(filtered && !phone);
  const unit = useDistanceUnit();
  const summary = useExploreSummary(geo.position, unit);
  const results = useExplore(exploreQueryFor(state, geo.position, unit));
  // The cards render from a deferred copy of the answer: React renders them in slices in the
  // background, keeping what is on screen (the skeletons at first) until they are all ready.
  const data = useDeferredValue(results.data);
  const items = data?.pages.flatMap((page) => page.items) ?? [];
  const searching = searchTermOf(state.search) !== '';
  // The place the city/zip filter named: the list is measured from it (null when no place matched).
  const place = data?.pages[0]?.place;
  const reach = reachOf(state, Boolean(place));
  const retrying = results.isError && results.isFetching;

  const list =
    results.isPending || (data === undefined && results.data !== undefined) ? (
      <div className={cn('grid gap-4', state.view === 'grid' && 'sm:grid-cols-2 lg:grid-cols-3')} role="status" aria-label="Loading plants">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className={state.view === 'grid' ? 'h-80' : 'h-36'} />
        ))}
      </div>
    ) : results.isError ? (
      <EmptyState
        icon={<TriangleAlert className="h-6 w-6" />}
        title="Plants could not be loaded"
        description="Please check your connection and try again."
        action={
          <Button disabled={retrying} onClick={() => void results.refetch()}>
            {retrying && <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />}
            {retrying ? 'Trying again…' : 'Try again'}
          </Button>
        }
      />
    ) : place === null ? (
      <EmptyState
        icon={<MapPin className="h-6 w-6" />}
        title="Place not found"
        description={`No town or postcode matches “${state.location.trim()}”. Try a town, a ZIP code or a postcode such as Portland, 97201, M5B, SW1A 1AA or 2000.`}
        action={
          <Button variant="outline" onClick={() => update({ location: '' })}>
            Clear city or zip
          </Button>
        }
      />
    ) : items.length === 0 && state.area === 'near' && !state.expanded ? (
      <EmptyState
        icon={<MapPin className="h-6 w-6" />}
        title="No local plants found"
        description={`Nothing within ${formatRadius(NEARBY_RADIUS, unit)}${place ? ` of ${place}` : ''} ${searching || filtered ? 'matches' : 'is up for swap'} yet.`}
        action={<Button onClick={() => update({ expanded: true })}>Expand Search to {formatRadius(EXPANDED_RADIUS, unit)}</Button>}
      />
    ) : items.length === 0 ? (
      <EmptyState
        icon={<Leaf className="h-6 w-6" />}
        title="No plants found"
        description={
          searching || filtered
            ? 'Try other words or fewer filters.'
            : 'Nobody has listed a plant for swap here yet. Be the first to share a cutting with your neighbours.'
        }
        action={
          filtered ? (
            <Button variant="outline" onClick={() => update(CLEARED_FILTERS)}>
              Clear All
            </Button>
          ) : (
            !searching &&
            status === 'signed-in' && (
              <Link to="/add-plant" className={buttonClasses('primary', 'sm')}>
                Add Your Plants
              </Link>
            )
          )
        }
      />
    ) : (
      <div className="space-y-4">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {results.hasNextPage ? `Showing the first ${items.length} plants` : `${items.length} ${items.length === 1 ? 'plant' : 'plants'}`}
          {reach !== undefined && ` within ${formatRadius(reach, unit)}`}
          {place && ` of ${place}`}
        </p>
        <ul
          className={cn('grid gap-4', state.view === 'grid' && 'sm:grid-cols-2 lg:grid-cols-3')}
          aria-label="Plants"
          aria-busy={results.isFetching}
        >
          {items.map((item, index) => (
            <li key={item.userPlant.id} className={index < FIRST_SCREENFUL ? undefined : 'offscreen-card'}>
              <PlantResultCard item={item} unit={unit} view={state.view} searching={searching} eager={index < FIRST_SCREENFUL} />
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
      </div>
    );

  return (
    <div className="space-y-4 sm:space-y-5">
      <div className="grid grid-cols-3 gap-2 sm:gap-3">
        <StatCard icon={Sprout} label="Plants Available" value={summary.data?.available} failed={summary.isError} />
        <StatCard
          icon={MapPin}
          label={`In Your Area (≤ ${formatRadiusShort(NEARBY_RADIUS, unit)})`}
          value={summary.data?.nearby}
          failed={summary.isError}
        />
        <StatCard icon={Users} label="Plant Parents" value={summary.data?.plant_parents} failed={summary.isError} />
      </div>

      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant="outline"
          size="sm"
          aria-expanded={filtersOpen}
          aria-controls={`${id}-filters`}
          aria-label={filtered ? `Filters, ${filterCount} active` : undefined}
          onClick={() => setFiltersOpen(!filtersOpen)}
        >
          <SlidersHorizontal className="h-4 w-4" aria-hidden="true" /> Filters
          {filtered && (
            <span
              className="ml-0.5 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-primary px-1.5 text-xs text-primary-foreground"
              aria-hidden="true"
            >
              {filterCount}
            </span>
          )}
        </Button>
        <Button
          variant={geo.position ? 'secondary' : 'outline'}
          size="sm"
          aria-pressed={geo.position !== null}
          onClick={geo.position ? geo.forget : () => void geo.locate()}
          disabled={geo.locating}
        >
          {geo.locating ? (
            <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
          ) : (
            <LocateFixed className="h-4 w-4" aria-hidden="true" />
          )}
          Use my location
        </Button>
        {filtered && (
          // On a phone it shows with the open panel; the count on Filters says filters are on.
          <Button variant="ghost" size="sm" className={filtersOpen ? undefined : 'max-sm:hidden'} onClick={() => update(CLEARED_FILTERS)}>
            Clear All
          </Button>
        )}
      </div>

      {filtersOpen && <PlantFilters id={`${id}-filters`} state={state} update={update} />}

      {/* On a phone the categories fold away with the Filters panel, so the first screen shows plants. */}
      <div
        role="group"
        aria-labelledby={`${id}-categories`}
        className={cn('flex-wrap items-center gap-2', filtersOpen ? 'flex' : 'hidden sm:flex')}
      >
        <h2 id={`${id}-categories`} className="mr-1 text-sm font-bold">
          Categories
        </h2>
        {BROWSE_CATEGORIES.map((category) => (
          <Toggle
            key={category}
            pressed={(state.category ?? 'all') === category}
            onClick={() => update({ category: category === 'all' ? null : category })}
          >
            {CATEGORY_LABELS[category]}
          </Toggle>
        ))}
      </div>

      <Tabs.Root
        value={state.area}
        onValueChange={(area) => update({ area: area === 'all' ? 'all' : 'near', expanded: false })}
        activationMode="manual"
      >
        {/* The layout toggles sit beside the distance tabs, so a phone's filter row stays one line. */}
        <div className="mb-3 flex items-end gap-2 border-b border-border sm:mb-4">
          <Tabs.List aria-label="Distance" className="flex gap-1">
            {AREAS.map(({ value, label }) => (
              <Tabs.Trigger
                key={value}
                value={value}
                className="-mb-px border-b-2 border-transparent px-4 py-2 text-sm font-bold text-muted-foreground hover:text-foreground data-[state=active]:border-primary data-[state=active]:text-primary"
              >
                {label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <div className="mb-1.5 ml-auto flex gap-1" role="group" aria-label="Layout">
            <Toggle pressed={state.view === 'grid'} onClick={() => update({ view: 'grid' }, { replace: true })} label="Grid view">
              <LayoutGrid className="h-4 w-4" aria-hidden="true" />
            </Toggle>
            <Toggle pressed={state.view === 'list'} onClick={() => update({ view: 'list' }, { replace: true })} label="List view">
              <List className="h-4 w-4" aria-hidden="true" />
            </Toggle>
          </div>
        </div>
        {AREAS.map(({ value }) => (
          <Tabs.Content key={value} value={value} className="focus-visible:outline-2 focus-visible:outline-offset-4">
            {list}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </div>
  );
}
