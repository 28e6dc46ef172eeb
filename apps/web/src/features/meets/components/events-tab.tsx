import { MEET_SORTS, MEETS_DEFAULT_RADIUS, MEETS_RADII, type MeetSort } from '@rootshare/contracts/meets-constants';
import { radiusInMiles } from '@rootshare/contracts/units';
import { CalendarPlus, CalendarX2, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadMoreButton } from '@/components/ui/list-states';
import { CardRowSkeleton, Skeleton } from '@/components/ui/skeleton';
import { useRadiusWords } from '@/features/explore/components/radius-words';
import { TownStrip } from '@/features/federation/components/town-strip';
import { useDistanceUnit } from '@/lib/distance-unit';
import { CatalogGate, useT } from '@/lib/i18n/i18n';
import { useSession } from '@/lib/session';
import { useMeets } from '../api/list-meets';
import { MeetCard } from './meet-card';

const isSort = (value: string): value is MeetSort => MEET_SORTS.some((sort) => sort === value);

/** Browse's Events tab, drawn once its words have loaded in the page's language. */
export function EventsTab() {
  return (
    <CatalogGate part="browse-tabs" fallback={<CardRowSkeleton />}>
      <Meets />
    </CatalogGate>
  );
}

/** Upcoming swap meets near the member, soonest or nearest first. */
function Meets() {
  const t = useT();
  const { user } = useSession();
  const [sort, setSort] = useState<MeetSort>('soonest');
  const unit = useDistanceUnit();
  const radiusWords = useRadiusWords(unit);
  const [radius, setRadius] = useState(MEETS_DEFAULT_RADIUS);
  const meets = useMeets({ sort, radius: radiusInMiles(radius, unit) });
  const list = meets.data?.pages.flatMap((page) => page.meets) ?? [];
  const select = 'h-10 rounded-full border border-border bg-card px-3 text-sm font-semibold';

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-2">
        <label className="sr-only" htmlFor="meet-sort">
          {t('browse.meetOrder')}
        </label>
        <select id="meet-sort" className={select} value={sort} onChange={(e) => isSort(e.target.value) && setSort(e.target.value)}>
          {MEET_SORTS.map((value) => (
            <option key={value} value={value}>
              {t(`browse.meetSort.${value}`)}
            </option>
          ))}
        </select>
        <label className="sr-only" htmlFor="meet-radius">
          {t('browse.distance')}
        </label>
        <select
          id="meet-radius"
          className={select}
          value={MEETS_RADII.indexOf(radius)}
          onChange={(e) => setRadius(MEETS_RADII[Number(e.target.value)] ?? MEETS_DEFAULT_RADIUS)}
        >
          {MEETS_RADII.map((choice, index) => (
            <option key={choice.mi} value={index}>
              {t('browse.within', { radius: radiusWords(choice) })}
            </option>
          ))}
        </select>
        {user && (
          <Link to="/meets/new" className={buttonClasses('primary', 'sm', 'ml-auto')}>
            <CalendarPlus className="h-4 w-4" aria-hidden="true" /> {t('browse.hostMeet')}
          </Link>
        )}
      </div>
      <TownStrip query={{ kind: 'meet', radius: radiusInMiles(radius, unit) }} />
      {meets.isPending ? (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" role="status" aria-label={t('browse.loadingMeets')}>
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} className="h-72" />
          ))}
        </div>
      ) : meets.isError ? (
        <EmptyState
          icon={<TriangleAlert className="h-6 w-6" />}
          title={t('browse.meetsFailed')}
          description={t('browse.checkConnection')}
          action={<Button onClick={() => void meets.refetch()}>{t('browse.tryAgain')}</Button>}
        />
      ) : list.length === 0 ? (
        <EmptyState
          icon={<CalendarX2 className="h-6 w-6" />}
          title={t('browse.noMeets')}
          description={t('browse.noMeetsText', { radius: radiusWords(radius) })}
        />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label={t('browse.meets')} aria-busy={meets.isFetching}>
          {list.map((meet) => (
            <li key={meet.id}>
              <MeetCard meet={meet} unit={unit} />
            </li>
          ))}
        </ul>
      )}
      <LoadMoreButton list={meets} />
    </div>
  );
}
