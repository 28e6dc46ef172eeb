import { shortenLocation } from '@rootshare/contracts/format';
import type { ExploreItem } from '@rootshare/contracts/explore';
import { TOP_MATCH_MIN_RELEVANCE } from '@rootshare/contracts/explore-constants';
import { formatDistance, type DistanceUnit } from '@rootshare/contracts/units';
import { MapPin, MessageCircle, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { CareLevelBadge } from '@/components/plants/care-level-badge';
import { MATCH_BADGE_MIN_CONFIDENCE } from '@/components/plants/match-badge';
import { SwapTypeBadge } from '@/components/plants/swap-type-badge';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ContactOwnerButton } from '@/features/messaging/components/contact-owner-button';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/i18n';
import { explorePlantName, ExplorePlantPhoto } from './explore-plant';

/**
 * A plant on Browse: photo, names, badges, distance, owner, and Contact / View Details. While a
 * search runs it earns 'Top Match' above 0.8 relevance and '{n}% match' above 0.3;
 * without one every plant scores 1, which says nothing.
 */
export function PlantResultCard({
  item,
  unit,
  view,
  searching,
  eager = false,
}: {
  item: ExploreItem;
  /** The member's unit for the distance. */
  unit: DistanceUnit;
  view: 'grid' | 'list';
  searching: boolean;
  eager?: boolean;
}) {
  const t = useT();
  const { userPlant, plant, profile, distance_miles: distance, relevance_score: relevance } = item;
  const name = explorePlantName(item);
  const topMatch = searching && relevance > TOP_MATCH_MIN_RELEVANCE;
  const matchPercent = searching && relevance > MATCH_BADGE_MIN_CONFIDENCE ? Math.round(relevance * 100) : null;
  return (
    <Card className={cn('h-full overflow-hidden', view === 'list' ? 'flex' : 'flex flex-col')}>
      <div className={cn('relative shrink-0 overflow-hidden bg-sage', view === 'grid' ? 'aspect-[2/1] sm:aspect-[4/3]' : 'w-28 sm:w-44')}>
        <ExplorePlantPhoto item={item} eager={eager} className="h-full w-full object-cover" />
        {(topMatch || matchPercent !== null) && (
          <div className="absolute top-2 left-2 flex flex-col items-start gap-1">
            {topMatch && (
              <Badge tone="accent" className="gap-1 shadow-sm">
                <Sparkles className="h-3 w-3" aria-hidden="true" /> {t('browse.topMatch')}
              </Badge>
            )}
            {matchPercent !== null && <Badge className="shadow-sm">{t('browse.matchPercent', { percent: matchPercent })}</Badge>}
          </div>
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1.5 p-3 sm:gap-2 sm:p-4">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 className="truncate font-bold">{name}</h3>
            {plant.scientific_name && <p className="truncate text-sm text-muted-foreground italic">{plant.scientific_name}</p>}
          </div>
          <span className="shrink-0 text-sm font-semibold text-primary">
            <span className="sr-only">{t('browse.distanceLabel')}</span>
            {distance === null ? t('browse.distanceUnknown') : formatDistance(distance, unit)}
          </span>
        </div>
        <div className="flex flex-wrap gap-1.5">
          <CareLevelBadge level={plant.care_level} />
          <SwapTypeBadge swapType={userPlant.swap_type} />
        </div>
        <Link
          to={`/profile/${profile.username}`}
          className="flex min-w-0 items-center gap-1 text-sm text-muted-foreground hover:text-primary"
        >
          <MapPin className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
          <span className="truncate">
            @{profile.username} · {shortenLocation(profile.location)}
          </span>
        </Link>
        <div className="mt-auto flex flex-wrap gap-2 pt-1">
          <ContactOwnerButton
            size="sm"
            variant="outline"
            ownerId={profile.id}
            plantId={userPlant.id}
            aria-label={t('browse.contactAbout', { username: profile.username, name })}
          >
            <MessageCircle className="h-4 w-4" aria-hidden="true" /> {t('browse.contact')}
          </ContactOwnerButton>
          <Link to={`/plant/${userPlant.id}`} className={buttonClasses('primary', 'sm')} aria-label={t('browse.viewDetailsOf', { name })}>
            {t('browse.viewDetails')}
          </Link>
        </div>
      </div>
    </Card>
  );
}
