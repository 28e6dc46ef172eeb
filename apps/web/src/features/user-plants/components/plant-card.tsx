import { sizedImageUrl } from '@rootshare/contracts/catalogue-photo-sizes';
import type { UserPlant } from '@rootshare/contracts/user-plants';
import { Images, Leaf, MessageCircle, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { CareLevelBadge } from '@/components/plants/care-level-badge';
import { SwapTypeBadge } from '@/components/plants/swap-type-badge';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { HiddenNote } from '@/features/reports/components/hidden-note';
import { plantDisplayName } from '@/components/plants/plant-name';
import { useT } from '@/lib/i18n/i18n';

/**
 * The first photo, then the catalogue image (a category illustration when it has no photo), then a
 * drawn leaf. The card's heading names the plant, so only the owner's description is read out.
 */
function PlantPhoto({ sources, description }: { sources: string[]; description: string }) {
  const [failed, setFailed] = useState(0);
  const src = sources[failed];
  if (!src) {
    return (
      <div className="flex h-full w-full items-center justify-center bg-sage text-primary" aria-hidden="true">
        <Leaf className="h-12 w-12 opacity-70" />
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={failed === 0 ? description : ''}
      loading="lazy"
      decoding="async"
      className="h-full w-full object-cover transition-transform duration-300 motion-safe:group-hover:scale-[1.03]"
      onError={() => setFailed((n) => n + 1)}
    />
  );
}

export interface PlantCardProps {
  plant: UserPlant;
  isOwner: boolean;
  onEdit?: (plant: UserPlant) => void;
  onRemove?: (plant: UserPlant) => void;
}

/** Message for a visitor when the plant is up for swap; Edit and Remove for its owner. */
function PlantCardActions({ plant, name, isOwner, onEdit, onRemove }: PlantCardProps & { name: string }) {
  const t = useT();
  const showMessage = !isOwner && plant.available_for_swap;
  if (!showMessage && !isOwner) return null;
  return (
    <div className="relative z-10 mt-auto flex flex-wrap gap-2 pt-2">
      {showMessage && (
        <Link
          to={`/messages?recipient=${plant.user_id}`}
          className={buttonClasses('primary', 'sm')}
          aria-label={t('plants.card.messageLabel', { username: plant.profiles.username, name })}
        >
          <MessageCircle className="h-4 w-4" aria-hidden="true" /> {t('plants.card.message')}
        </Link>
      )}
      {isOwner && (
        <>
          <Button variant="outline" size="sm" onClick={() => onEdit?.(plant)} aria-label={t('plants.card.editLabel', { name })}>
            <Pencil className="h-4 w-4" aria-hidden="true" /> {t('plants.card.edit')}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            className="text-destructive hover:bg-destructive/10"
            onClick={() => onRemove?.(plant)}
            aria-label={t('plants.card.removeLabel', { name })}
          >
            <Trash2 className="h-4 w-4" aria-hidden="true" /> {t('plants.card.remove')}
          </Button>
        </>
      )}
    </div>
  );
}

/** A plant in a member's collection: photo, name, care level, swap type and the viewer's actions. */
export function PlantCard({ plant, isOwner, onEdit, onRemove }: PlantCardProps) {
  const t = useT();
  const name = plantDisplayName(plant);
  const sources = [plant.thumbnail_urls[0] ?? plant.image_urls[0], plant.plants.image_url && sizedImageUrl(plant.plants.image_url)].filter(
    (s): s is string => Boolean(s),
  );
  const details = [plant.size, plant.age].filter(Boolean).join(' · ');
  return (
    <Card className="group relative flex flex-col overflow-hidden">
      <div className="relative aspect-[4/3] overflow-hidden bg-sage">
        <PlantPhoto
          key={sources.join('|')}
          sources={sources}
          description={(plant.image_urls.length > 0 && plant.image_descriptions[0]) || ''}
        />
        {plant.image_urls.length > 1 && (
          <span className="absolute right-2 bottom-2 inline-flex items-center gap-1 rounded-full bg-black/55 px-2 py-0.5 text-xs font-semibold text-white">
            <Images className="h-3.5 w-3.5" aria-hidden="true" />
            <span className="sr-only">{t('plants.card.photos')}</span> {plant.image_urls.length}
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="min-w-0">
          <h3 className="truncate text-base font-bold">
            <Link
              to={`/plant/${plant.id}`}
              className="after:absolute after:inset-0 after:rounded-[var(--radius-card)] hover:text-primary focus-visible:outline-none focus-visible:after:ring-2 focus-visible:after:ring-ring"
            >
              {name}
            </Link>
          </h3>
          {plant.custom_name && plant.plants.common_name && plant.custom_name !== plant.plants.common_name ? (
            <p className="truncate text-sm text-muted-foreground">{plant.plants.common_name}</p>
          ) : (
            plant.plants.scientific_name && <p className="truncate text-sm text-muted-foreground italic">{plant.plants.scientific_name}</p>
          )}
        </div>
        <div className="flex flex-wrap gap-1.5">
          <CareLevelBadge level={plant.plants.care_level} />
          {plant.available_for_swap ? (
            <SwapTypeBadge swapType={plant.swap_type} />
          ) : (
            <Badge tone="neutral">
              <span className="sr-only">{t('plants.card.swapType')}</span>
              {t(`plant.swap.${plant.swap_type}`)}
            </Badge>
          )}
        </div>
        {details && <p className="text-sm text-muted-foreground">{details}</p>}
        {plant.is_hidden && <HiddenNote compact />}
        <PlantCardActions plant={plant} name={name} isOwner={isOwner} onEdit={onEdit} onRemove={onRemove} />
      </div>
    </Card>
  );
}
