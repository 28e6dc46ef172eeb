import { BROWSE_CATEGORIES } from '@rootshare/contracts/catalogue-constants';
import { formatNumber } from '@rootshare/contracts/intl';
import { EXPANDED_RADIUS, NEARBY_RADIUS } from '@rootshare/contracts/explore-constants';
import { formatRadiusShort, type DistanceUnit } from '@rootshare/contracts/units';
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
import { TownStrip } from '@/features/federation/components/town-strip';
import { Skeleton } from '@/components/ui/skeleton';
import { PHONE_QUERY } from '@/lib/chat-windows';
import { useDistanceUnit } from '@/lib/distance-unit';
import { useSession } from '@/lib/session';
import { useMediaQuery } from '@/lib/use-media-query';
import { cn } from '@/lib/cn';
import type { MessageKey } from '@/lib/i18n/catalogs';
import { useLanguage, useT } from '@/lib/i18n/i18n';
import { useExploreSummary } from '../api/get-explore-summary';
import { useExplore } from '../api/list-explore';
import {
  activeFilterCount,
  CLEARED_FILTERS,
  exploreQueryFor,
  reachOf,
  searchTermOf,
  townQueryFor,
  type BrowseState,
  type UpdateBrowse,
} from '../lib/browse-params';
import { useGeolocation } from '../lib/use-geolocation';
import { PlantFilters } from './plant-filters';
import { PlantResultCard } from './plant-result-card';
import { useRadiusWords } from './radius-words';
import { Tabs } from '@/components/ui/tabs';

/** How many results a phone or a desktop shows before scrolling: their photos load first. */
const FIRST_SCREENFUL = 3;

const AREAS = [
  { value: 'near', label: 'browse.area.near' },
  { value: 'all', label: 'browse.area.all' },
] as const satisfies ReadonlyArray<{ value: string; label: MessageKey }>;

/** A stat card: a number over its label, compact on a phone so the first screen reaches the plants. */
function StatCard({ icon: Icon, label, value, failed }: { icon: LucideIcon; label: string; value: number | undefined; failed: boolean }) {
  const t = useT();
  const { language } = useLanguage();
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
            <span className="sr-only">{t('browse.stat.unavailable')}</span>
          </p>
        ) : value === undefined ? (
          <Skeleton className="mx-auto h-7 w-12 sm:mx-0" />
        ) : (
          <p className="text-xl font-extrabold tabular-nums sm:text-2xl">{formatNumber(language, value)}</p>
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

type Explore = ReturnType<typeof useExplore>;
type ExploreItem = NonNullable<Explore['data']>['pages'][number]['items'][number];

/** Placeholders in the chosen layout while the first answer, or its cards, get ready. */
function ResultsSkeleton({ view }: { view: BrowseState['view'] }) {
  const t = useT();
  return (
    <div
      className={cn('grid gap-4', view === 'grid' && 'sm:grid-cols-2 lg:grid-cols-3')}
      role="status"
      aria-label={t('browse.loadingPlants')}
    >
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} className={view === 'grid' ? 'h-80' : 'h-36'} />
      ))}
    </div>
  );
}

/** No plants: nothing near (offering a wider search), or nothing at all (offering to clear filters or add plants). */
function NoPlants({
  state,
  update,
  place,
  unit,
}: {
  state: BrowseState;
  update: UpdateBrowse;
  place: string | undefined;
  unit: DistanceUnit;
}) {
  const t = useT();
  const { status } = useSession();
  const radius = useRadiusWords(unit);
  const filtered = activeFilterCount(state) > 0;
  const searching = searchTermOf(state.search) !== '';
  if (state.area === 'near' && !state.expanded) {
    return (
      <EmptyState
        icon={<MapPin className="h-6 w-6" />}
        title={t('browse.noLocalPlants')}
        description={t(place ? 'browse.noLocalTextOf' : 'browse.noLocalText', {
          radius: radius(NEARBY_RADIUS),
          place: place ?? '',
          matching: searching || filtered ? 'yes' : 'no',
        })}
        action={<Button onClick={() => update({ expanded: true })}>{t('browse.expandSearch', { radius: radius(EXPANDED_RADIUS) })}</Button>}
      />
    );
  }
  return (
    <EmptyState
      icon={<Leaf className="h-6 w-6" />}
      title={t('browse.noPlants')}
      description={searching || filtered ? t('browse.noPlantsMatch') : t('browse.noPlantsYet')}
      action={
        filtered ? (
          <Button variant="outline" onClick={() => update(CLEARED_FILTERS)}>
            {t('browse.clearAll')}
          </Button>
        ) : (
          !searching &&
          status === 'signed-in' && (
            <Link to="/add-plant" className={buttonClasses('primary', 'sm')}>
              {t('browse.addPlants')}
            </Link>
          )
        )
      }
    />
  );
}

/** The found plants with how many and how far, and a button for the next page. */
function ResultsList({
  state,
  results,
  items,
  place,
  unit,
}: {
  state: BrowseState;
  results: Explore;
  items: ExploreItem[];
  place: string | undefined;
  unit: DistanceUnit;
}) {
  const t = useT();
  const radius = useRadiusWords(unit);
  const searching = searchTermOf(state.search) !== '';
  const reach = reachOf(state, Boolean(place));
  const shown = t(results.hasNextPage ? 'browse.plantCountFirst' : 'browse.plantCount', { count: items.length });
  const resultsLine =
    reach === undefined
      ? shown
      : t(place ? 'browse.resultsWithinOf' : 'browse.resultsWithin', { results: shown, radius: radius(reach), place: place ?? '' });
  return (
    <div className="space-y-4">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {resultsLine}
      </p>
      <ul
        className={cn('grid gap-4', state.view === 'grid' && 'sm:grid-cols-2 lg:grid-cols-3')}
        aria-label={t('browse.tab.plants')}
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
            {results.isFetchingNextPage ? t('browse.loading') : t('browse.loadMore')}
          </Button>
        </div>
      )}
    </div>
  );
}

/** The Plants tab's results in each state: loading, failed, a place not found, nothing near, nothing at all, the list. */
function PlantResults({
  state,
  update,
  results,
  unit,
}: {
  state: BrowseState;
  update: UpdateBrowse;
  results: Explore;
  unit: DistanceUnit;
}) {
  const t = useT();
  // The cards render from a deferred copy of the answer: React renders them in slices in the
  // background, keeping what is on screen (the skeletons at first) until they are all ready.
  const data = useDeferredValue(results.data);
  const items = data?.pages.flatMap((page) => page.items) ?? [];
  // The place the city/zip filter named: the list is measured from it (null when no place matched).
  const place = data?.pages[0]?.place;
  const retrying = results.isError && results.isFetching;

  if (results.isPending || (data === undefined && results.data !== undefined)) return <ResultsSkeleton view={state.view} />;
  if (results.isError) {
    return (
      <EmptyState
        icon={<TriangleAlert className="h-6 w-6" />}
        title={t('browse.plantsFailed')}
        description={t('browse.checkConnection')}
        action={
          <Button disabled={retrying} onClick={() => void results.refetch()}>
            {retrying && <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />}
            {retrying ? t('browse.tryingAgain') : t('browse.tryAgain')}
          </Button>
        }
      />
    );
  }
  if (place === null) {
    return (
      <EmptyState
        icon={<MapPin className="h-6 w-6" />}
        title={t('browse.placeNotFound')}
        description={t('browse.placeNotFoundText', { location: state.location.trim() })}
        action={
          <Button variant="outline" onClick={() => update({ location: '' })}>
            {t('browse.clearLocation')}
          </Button>
        }
      />
    );
  }
  if (items.length === 0) return <NoPlants state={state} update={update} place={place} unit={unit} />;
  return <ResultsList state={state} results={results} items={items} place={place} unit={unit} />;
}

/** The three numbers at the top of the tab: plants available, plants near, plant parents. */
function StatCards({ position, unit }: { position: ReturnType<typeof useGeolocation>['position']; unit: DistanceUnit }) {
  const t = useT();
  const summary = useExploreSummary(position, unit);
  return (
    <div className="grid grid-cols-3 gap-2 sm:gap-3">
      <StatCard icon={Sprout} label={t('browse.stat.available')} value={summary.data?.available} failed={summary.isError} />
      <StatCard
        icon={MapPin}
        label={t('browse.stat.nearby', { radius: formatRadiusShort(NEARBY_RADIUS, unit) })}
        value={summary.data?.nearby}
        failed={summary.isError}
      />
      <StatCard icon={Users} label={t('browse.stat.parents')} value={summary.data?.plant_parents} failed={summary.isError} />
    </div>
  );
}

/** The Filters button with its count, Use my location, and Clear all while filters are on. */
function PlantsToolbar({
  state,
  update,
  geo,
  filtersId,
  filtersOpen,
  onToggleFilters,
}: {
  state: BrowseState;
  update: UpdateBrowse;
  geo: ReturnType<typeof useGeolocation>;
  filtersId: string;
  filtersOpen: boolean;
  onToggleFilters: () => void;
}) {
  const t = useT();
  const filterCount = activeFilterCount(state);
  const filtered = filterCount > 0;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button
        variant="outline"
        size="sm"
        aria-expanded={filtersOpen}
        aria-controls={filtersId}
        aria-label={filtered ? t('browse.filtersActive', { count: filterCount }) : undefined}
        onClick={onToggleFilters}
      >
        <SlidersHorizontal className="h-4 w-4" aria-hidden="true" /> {t('browse.filters')}
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
        {t('browse.useLocation')}
      </Button>
      {filtered && (
        // On a phone it shows with the open panel; the count on Filters says filters are on.
        <Button variant="ghost" size="sm" className={filtersOpen ? undefined : 'max-sm:hidden'} onClick={() => update(CLEARED_FILTERS)}>
          {t('browse.clearAll')}
        </Button>
      )}
    </div>
  );
}

/** The category pills; on a phone they fold away with the Filters panel, so the first screen shows plants. */
function CategoryToggles({ state, update, id, open }: { state: BrowseState; update: UpdateBrowse; id: string; open: boolean }) {
  const t = useT();
  return (
    <div role="group" aria-labelledby={`${id}-categories`} className={cn('flex-wrap items-center gap-2', open ? 'flex' : 'hidden sm:flex')}>
      <h2 id={`${id}-categories`} className="mr-1 text-sm font-bold">
        {t('browse.categories')}
      </h2>
      {BROWSE_CATEGORIES.map((category) => (
        <Toggle
          key={category}
          pressed={(state.category ?? 'all') === category}
          onClick={() => update({ category: category === 'all' ? null : category })}
        >
          {t(`browse.category.${category}`)}
        </Toggle>
      ))}
    </div>
  );
}

/** The grid and list layout toggles. */
function LayoutToggles({ state, update }: { state: BrowseState; update: UpdateBrowse }) {
  const t = useT();
  return (
    <div className="mb-1.5 ml-auto flex gap-1" role="group" aria-label={t('browse.layout')}>
      <Toggle pressed={state.view === 'grid'} onClick={() => update({ view: 'grid' }, { replace: true })} label={t('browse.gridView')}>
        <LayoutGrid className="h-4 w-4" aria-hidden="true" />
      </Toggle>
      <Toggle pressed={state.view === 'list'} onClick={() => update({ view: 'list' }, { replace: true })} label={t('browse.listView')}>
        <List className="h-4 w-4" aria-hidden="true" />
      </Toggle>
    </div>
  );
}

/** Browse's Plants tab: stat cards, filters, categories, In Your Area / All Plants and the results. */
export function PlantsTab({ state, update }: { state: BrowseState; update: UpdateBrowse }) {
  const t = useT();
  const id = useId();
  const geo = useGeolocation();
  // Open at first when filters are on, except on a phone, where the button's count says so and the plants come first.
  const phone = useMediaQuery(PHONE_QUERY);
  const [filtersOpen, setFiltersOpen] = useState(activeFilterCount(state) > 0 && !phone);
  const unit = useDistanceUnit();
  const results = useExplore(exploreQueryFor(state, geo.position, unit));
  const townQuery = townQueryFor(state, geo.position, unit);
  return (
    <div className="space-y-4 sm:space-y-5">
      <StatCards position={geo.position} unit={unit} />
      <PlantsToolbar
        state={state}
        update={update}
        geo={geo}
        filtersId={`${id}-filters`}
        filtersOpen={filtersOpen}
        onToggleFilters={() => setFiltersOpen(!filtersOpen)}
      />
      {filtersOpen && <PlantFilters id={`${id}-filters`} state={state} update={update} />}
      <CategoryToggles state={state} update={update} id={id} open={filtersOpen} />

      <Tabs.Root
        value={state.area}
        onValueChange={(area) => update({ area: area === 'all' ? 'all' : 'near', expanded: false })}
        activationMode="manual"
      >
        {/* The layout toggles sit beside the distance tabs, so a phone's filter row stays one line. */}
        <div className="mb-3 flex items-end gap-2 border-b border-border sm:mb-4">
          <Tabs.List aria-label={t('browse.distance')} className="flex gap-1">
            {AREAS.map(({ value, label }) => (
              <Tabs.Trigger
                key={value}
                value={value}
                className="-mb-px border-b-2 border-transparent px-4 py-2 text-sm font-bold text-muted-foreground hover:text-foreground data-[state=active]:border-primary data-[state=active]:text-primary"
              >
                {t(label)}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <LayoutToggles state={state} update={update} />
        </div>
        {AREAS.map(({ value }) => (
          <Tabs.Content key={value} value={value} className="focus-visible:outline-2 focus-visible:outline-offset-4">
            <PlantResults state={state} update={update} results={results} unit={unit} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
      {/* Below this town's own, so they never push its plants down as they arrive. */}
      {townQuery && <TownStrip query={townQuery} />}
    </div>
  );
}
