import { shortenLocation } from '@rootshare/contracts/format';
import { PLANTS_NEAR_YOU_COUNT, PLANTS_NEAR_YOU_RADIUS } from '@rootshare/contracts/explore-constants';
import { formatDistance, radiusInMiles } from '@rootshare/contracts/units';
import { Compass, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useDistanceUnit } from '@/lib/distance-unit';
import { useT } from '@/lib/i18n/i18n';
import { useExplore } from '@/features/explore/api/list-explore';
import { explorePlantName, ExplorePlantPhoto } from '@/features/explore/components/explore-plant';

/** The home card: the three nearest swappable plants within 25 miles (40 km), the member's own left out. */
export function PlantsNearYouCard({ location }: { location: string | null }) {
  const t = useT();
  const unit = useDistanceUnit();
  const radius = t('home.radius', { unit, count: PLANTS_NEAR_YOU_RADIUS[unit] });
  const nearby = useExplore({ radius: radiusInMiles(PLANTS_NEAR_YOU_RADIUS, unit), limit: PLANTS_NEAR_YOU_COUNT, sort: 'nearest' });
  const items = nearby.data?.pages[0]?.items.slice(0, PLANTS_NEAR_YOU_COUNT) ?? [];
  return (
    <Card className="flex flex-col gap-4 p-5 sm:p-6">
      <div>
        <h2 className="flex items-center gap-2 text-lg font-bold">
          <MapPin className="h-5 w-5 text-accent" aria-hidden="true" /> {t('home.near.title')}
        </h2>
        <p className="text-sm text-muted-foreground">
          {location ? t('home.near.text', { radius, place: shortenLocation(location) }) : t('home.near.textNoPlace', { radius })}
        </p>
      </div>
      {nearby.isPending ? (
        <div className="space-y-3" role="status" aria-label={t('home.near.loading')}>
          {Array.from({ length: PLANTS_NEAR_YOU_COUNT }, (_, i) => (
            <Skeleton key={i} className="h-14" />
          ))}
        </div>
      ) : nearby.isError ? (
        <EmptyState
          className="flex-1 py-6"
          title={t('home.near.loadFailed')}
          action={
            <Button variant="outline" size="sm" onClick={() => void nearby.refetch()}>
              {t('home.near.tryAgain')}
            </Button>
          }
        />
      ) : items.length === 0 ? (
        <EmptyState
          className="flex-1 py-6"
          title={t('home.near.emptyTitle')}
          description={t('home.near.emptyText', { radius })}
          action={
            <Link to="/browse?area=all" className={buttonClasses('outline', 'sm')}>
              <Compass className="h-4 w-4" aria-hidden="true" /> {t('home.near.browseAll')}
            </Link>
          }
        />
      ) : (
        <>
          <ul className="space-y-2" aria-label={t('home.near.list')}>
            {items.map((item) => (
              <li key={item.userPlant.id}>
                <Link to={`/plant/${item.userPlant.id}`} className="flex items-center gap-3 rounded-xl p-1.5 hover:bg-muted">
                  <ExplorePlantPhoto item={item} className="h-12 w-12 rounded-lg bg-sage object-cover" />
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-semibold">{explorePlantName(item)}</span>
                    <span className="block truncate text-xs text-muted-foreground">@{item.profile.username}</span>
                  </span>
                  <span className="shrink-0 text-sm font-semibold text-primary">{formatDistance(item.distance_miles, unit)}</span>
                </Link>
              </li>
            ))}
          </ul>
          <Link to="/browse" className={buttonClasses('outline', 'sm', 'mt-auto self-start')}>
            <Compass className="h-4 w-4" aria-hidden="true" /> {t('home.near.seeMore')}
          </Link>
        </>
      )}
    </Card>
  );
}
