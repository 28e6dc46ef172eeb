import { KM_PER_MILE, roundMiles, type DistanceUnit } from '@rootshare/contracts/units';
import type { WishlistMatch } from '@rootshare/contracts/wishlist';
import { ChevronRight, Leaf, MapPin, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useDistanceUnit } from '@/lib/distance-unit';
import { useT } from '@/lib/i18n/i18n';
import { useWishlistMatches } from '../api/get-wishlist-matches';

function MatchPhoto({ src }: { src: string | null }) {
  const [failed, setFailed] = useState(false);
  return (
    <span
      className="flex h-14 w-14 shrink-0 items-center justify-center overflow-hidden rounded-2xl bg-sage text-primary"
      aria-hidden="true"
    >
      {src && !failed ? (
        <img src={src} alt="" loading="lazy" className="h-full w-full object-cover" onError={() => setFailed(true)} />
      ) : (
        <Leaf className="h-6 w-6 opacity-70" />
      )}
    </span>
  );
}

function MatchRow({ match, unit }: { match: WishlistMatch; unit: DistanceUnit }) {
  const t = useT();
  // The privacy-rounded whole miles, and the whole kilometres made from them, as every distance to a member reads.
  const miles = roundMiles(match.distance_miles);
  const name = match.custom_name?.trim() || match.common_name;
  return (
    <li>
      <Link
        to={`/plant/${encodeURIComponent(match.user_plant_id)}`}
        className="flex items-center gap-3 rounded-2xl p-2 transition-colors hover:bg-muted/60 focus-visible:bg-muted/60"
      >
        <MatchPhoto src={match.image_url} />
        <span className="min-w-0 flex-1">
          <span className="block truncate font-bold">{name}</span>
          {match.custom_name && <span className="block truncate text-sm text-muted-foreground">{match.common_name}</span>}
          <span className="flex flex-wrap items-center gap-x-1.5 text-sm text-muted-foreground">
            <span>@{match.owner.username}</span>
            <span aria-hidden="true">·</span>
            <span className="inline-flex items-center gap-1">
              <MapPin className="h-3.5 w-3.5" aria-hidden="true" />
              {match.town ? `${match.town}, ` : ''}
              {t('garden.near.away', { unit, miles, km: Math.round(miles * KM_PER_MILE) })}
            </span>
          </span>
        </span>
        <ChevronRight className="h-5 w-5 shrink-0 text-muted-foreground" aria-hidden="true" />
      </Link>
    </li>
  );
}

/**
 * 'Near you now' on the own Wishlist tab: plants on the wishlist that members within the swap
 * distance have up for swap at this moment. Says nothing while there are none.
 */
export function NearYouNow() {
  const t = useT();
  const matches = useWishlistMatches();
  const unit = useDistanceUnit();
  if (matches.isPending) {
    return (
      <Card className="space-y-3 p-4" role="status" aria-label={t('garden.near.loading')}>
        <Skeleton className="h-5 w-32" />
        <Skeleton className="h-14 w-full" />
      </Card>
    );
  }
  if (matches.isError || matches.data.length === 0) return null;
  return (
    <Card className="border-primary/30 bg-sage/30 p-4" aria-labelledby="near-you-now-heading">
      <h3 id="near-you-now-heading" className="flex items-center gap-2 px-2 text-lg font-bold">
        <Sparkles className="h-5 w-5 text-accent" aria-hidden="true" /> {t('garden.near.title')}
      </h3>
      <p className="px-2 pb-2 text-sm text-muted-foreground">{t('garden.near.text')}</p>
      <ul className="space-y-1">
        {matches.data.map((match) => (
          <MatchRow key={match.user_plant_id} match={match} unit={unit} />
        ))}
      </ul>
    </Card>
  );
}
