import { shortenLocation } from '@rootshare/contracts/format';
import { TOP_MATCH_MIN_RELEVANCE, type ExploreItem } from '@rootshare/contracts/explore';
import { MapPin, MessageCircle, Sparkles } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { CareLevelBadge } from '@/components/plants/care-level-badge';
import { MATCH_BADGE_MIN_CONFIDENCE } from '@/components/plants/plant-search';
import { SwapTypeBadge } from '@/components/plants/swap-type-badge';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useSession } from '@/features/auth/session';
import { cn } from '@/lib/cn';

export const CONTACT_NEEDS_SIGN_IN = 'Please log in to contact plant owners.';

/** The badge a search result earns: Top Match above 0.8, '{n}% match' above 0.3 (part 2 §9). */
export function matchBadgeOf(relevance: number): string | null {
  if (relevance > TOP_MATCH_MIN_RELEVANCE) return 'Top Match';
  if (relevance > MATCH_BADGE_MIN_CONFIDENCE) return `${Math.round(relevance * 100)}% match`;
  return null;
}

/** A plant on Browse: photo, names, badges, distance, owner, and Contact / View Details. */
export function PlantResultCard({ item, view, searching }: { item: ExploreItem; view: 'grid' | 'list'; searching: boolean }) {
  const { status } = useSession();
  const navigate = useNavigate();
  const { userPlant, plant, profile, distance } = item;
  const name = userPlant.custom_name || plant.common_name;
  const image = userPlant.thumbnail_urls[0] ?? plant.image_url ?? `/api/placeholder-image?category=${plant.category}`;
  const badge = searching ? matchBadgeOf(item.relevance_score) : null;
  const contact = () => {
    if (status !== 'signed-in') toast.error(CONTACT_NEEDS_SIGN_IN);
    else navigate(`/messages?recipient=${profile.id}`);
  };
  return (
    <Card className={cn('overflow-hidden', view === 'list' && 'flex')}>
      <div className={cn('relative shrink-0 bg-sage', view === 'grid' ? 'aspect-[4/3]' : 'w-28 sm:w-40')}>
        <img src={image} alt="" loading="lazy" className="h-full w-full object-cover" />
        {badge && (
          <Badge tone="success" className="absolute top-2 left-2 gap-1 shadow-sm">
            {badge === 'Top Match' && <Sparkles className="h-3 w-3" aria-hidden="true" />} {badge}
          </Badge>
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2 p-4">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 className="truncate font-bold">{name}</h3>
            {plant.scientific_name && <p className="truncate text-sm italic text-muted-foreground">{plant.scientific_name}</p>}
          </div>
          <span className="shrink-0 text-sm font-semibold text-primary">{distance.formatted}</span>
        </div>
        <div className="flex flex-wrap gap-1.5">
          <CareLevelBadge level={plant.care_level} />
          <SwapTypeBadge swapType={userPlant.swap_type} />
        </div>
        <Link to={`/profile/${profile.username}`} className="flex min-w-0 items-center gap-1 text-sm text-muted-foreground hover:text-primary">
          <MapPin className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
          <span className="truncate">
            @{profile.username} · {shortenLocation(profile.location)}
          </span>
        </Link>
        <div className="mt-auto flex gap-2 pt-1">
          <Button size="sm" variant="outline" onClick={contact} aria-label={`Contact ${profile.username} about ${name}`}>
            <MessageCircle className="h-4 w-4" aria-hidden="true" /> Contact
          </Button>
          <Link to={`/plant/${userPlant.id}`} className={buttonClasses('primary', 'sm')} aria-label={`View details of ${name}`}>
            View Details
          </Link>
        </div>
      </div>
    </Card>
  );
}
