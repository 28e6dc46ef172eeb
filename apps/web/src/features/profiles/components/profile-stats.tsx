import { formatNumber, formatOneDecimal } from '@rootshare/contracts/intl';
import type { ProfileStats as Stats } from '@rootshare/contracts/profiles';
import { ArrowLeftRight, Leaf, Repeat2, Star, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { MessageKey } from '@/lib/i18n/catalogs';
import { useLanguage, useT } from '@/lib/i18n/i18n';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { PlantsGrownNote } from '@/features/user-plants/components/plants-grown-note';
import { useProfileStats } from '../api/get-profile-stats';
import { ReplySpeedText } from './reply-speed-note';

/** The average to one decimal in the page's language with a star, or 'No reviews'. */
function RatingValue({ rating }: { rating: Stats['rating'] }) {
  const t = useT();
  const { language } = useLanguage();
  if (rating.average === null)
    return <span className="text-base font-semibold text-muted-foreground">{t('profiles.stats.noReviews')}</span>;
  return (
    <span className="inline-flex items-center gap-1">
      {formatOneDecimal(language, rating.average)}
      <Star className="h-5 w-5 fill-warning text-warning" aria-hidden="true" />
      <span className="sr-only">{` ${t('profiles.stats.outOf', { max: 5 })}`}</span>
    </span>
  );
}

interface Tile {
  label: MessageKey;
  icon: LucideIcon;
  /** The tile's value, its counts written by `count` in the page's language. */
  value: (stats: Stats, count: (n: number) => string) => ReactNode;
}

const TILES: Tile[] = [
  { label: 'profiles.stats.plants', icon: Leaf, value: (stats, count) => count(stats.plants) },
  { label: 'profiles.stats.available', icon: Repeat2, value: (stats, count) => count(stats.available) },
  { label: 'profiles.stats.swaps', icon: ArrowLeftRight, value: (stats, count) => count(stats.swaps_completed) },
  { label: 'profiles.stats.rating', icon: Star, value: (stats) => <RatingValue rating={stats.rating} /> },
];

/** The profile's stat tiles: Plants, Available, Swaps and Rating; 2 × 2 on phones, 4 across from sm. */
export function ProfileStats({ profileId }: { profileId: string }) {
  const t = useT();
  const { language } = useLanguage();
  const count = (n: number) => formatNumber(language, n);
  const stats = useProfileStats(profileId);
  if (stats.isError) {
    return (
      <Card className="flex flex-wrap items-center justify-between gap-3 p-4">
        <p className="text-sm text-muted-foreground">{t('profiles.stats.failed')}</p>
        <Button variant="outline" size="sm" onClick={() => void stats.refetch()}>
          {t('profiles.tryAgainButton')}
        </Button>
      </Card>
    );
  }
  return (
    <section aria-label={t('profiles.stats.title')}>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-busy={stats.isPending || undefined}>
        {TILES.map(({ label, icon: Icon, value }) => (
          <Card key={label} className="p-4">
            <dt className="flex items-center gap-1.5 text-xs font-bold tracking-wide text-muted-foreground uppercase">
              <Icon className="h-4 w-4 text-primary" aria-hidden="true" />
              {t(label)}
            </dt>
            <dd className="mt-1 flex h-8 items-center text-2xl font-extrabold tabular-nums">
              {stats.data ? value(stats.data, count) : <Skeleton className="h-7 w-12" />}
            </dd>
          </Card>
        ))}
      </dl>
      <ReplySpeedText speed={stats.data?.reply_speed} className="mt-3" />
      <PlantsGrownNote userId={profileId} />
      {stats.isPending && (
        <p role="status" className="sr-only">
          {t('profiles.stats.loading')}
        </p>
      )}
    </section>
  );
}
