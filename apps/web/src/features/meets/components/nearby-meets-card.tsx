import { formatDistance, ownReachInWords } from '@rootshare/contracts/units';
import { CalendarDays } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useDistanceUnit } from '@/lib/distance-unit';
import { CatalogGate, useLanguage, useT } from '@/lib/i18n/i18n';
import { useNearbyMeets } from '../api/nearby-meets';
import { meetWhen } from '../lib/meet-time';

/** The home page's swap meets near the member, drawn once the meets' words have loaded in the page's language. */
export function NearbyMeetsCard() {
  return (
    <CatalogGate part="meets" fallback={<NearbyMeetsSkeleton />}>
      <NearbyMeets />
    </CatalogGate>
  );
}

const NearbyMeetsSkeleton = ({ label }: { label?: string }) => (
  <div className="md:col-span-3" role="status" aria-label={label}>
    <Skeleton className="h-40" />
  </div>
);

/** The home page's swap meets within the member's swap distance; nothing at all when none is near. */
function NearbyMeets() {
  const t = useT();
  const { language } = useLanguage();
  const nearby = useNearbyMeets();
  const unit = useDistanceUnit();
  if (nearby.isPending) {
    return <NearbyMeetsSkeleton label={t('meets.nearby.loading')} />;
  }
  const meets = nearby.data?.meets ?? [];
  if (!nearby.data || meets.length === 0) return null;
  return (
    <Card className="flex flex-col gap-3 p-5 sm:p-6 md:col-span-3">
      <div>
        <h2 className="flex items-center gap-2 text-lg font-bold">
          <CalendarDays className="h-5 w-5 text-accent" aria-hidden="true" /> {t('meets.nearby.title')}
        </h2>
        <p className="text-sm text-muted-foreground">
          {t('meets.nearby.within', { distance: ownReachInWords(nearby.data.radius_miles, unit) })}
        </p>
      </div>
      <ul className="grid gap-2 sm:grid-cols-3" aria-label={t('meets.nearby.title')}>
        {meets.map((meet) => (
          <li key={meet.id}>
            <Link to={`/meets/${meet.id}`} className="block rounded-xl p-2 hover:bg-muted">
              <span className="block truncate font-semibold">{meet.title}</span>
              <span className="block truncate text-xs text-muted-foreground">{meetWhen(meet, language)}</span>
              <span className="block truncate text-xs text-muted-foreground">
                {meet.town} · {formatDistance(meet.distance_miles, unit)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <Link to="/browse?tab=events" className={buttonClasses('outline', 'sm', 'self-start')}>
        {t('meets.nearby.seeAll')}
      </Link>
    </Card>
  );
}
