import { sizedImageUrl } from '@rootshare/contracts/catalogue-photo-sizes';
import type { CataloguePlant } from '@rootshare/contracts/catalogue';
import { formatDate, shortenLocation } from '@rootshare/contracts/format';
import { imageAlt } from '@rootshare/contracts/image-descriptions-constants';
import type { UserPlantDetail } from '@rootshare/contracts/user-plants';
import { SWAP_TYPE_LABELS } from '@rootshare/contracts/user-plants-constants';
import {
  CalendarClock,
  ChevronRight,
  Droplets,
  EyeOff,
  Leaf,
  MapPin,
  MessageCircle,
  Repeat2,
  Ruler,
  ShieldCheck,
  Sun,
  TriangleAlert,
} from 'lucide-react';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { CareLevelBadge } from '@/components/plants/care-level-badge';
import { SwapTypeBadge } from '@/components/plants/swap-type-badge';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { BackLink } from '@/components/ui/back-link';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { DetailSkeleton, Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useSession } from '@/lib/session';
import { PhotoCredit } from '@/features/catalogue/components/photo-credit';
import { InvasiveNotice } from '@/features/catalogue/components/invasive-notice';
import { ContactOwnerButton } from '@/features/messaging/components/contact-owner-button';
import { ReplySpeedNote } from '@/features/profiles/components/reply-speed-note';
import { HiddenNote } from '@/features/reports/components/hidden-note';
import { ReportButton } from '@/features/reports/components/report-menu';
import { RequestSwapButton } from '@/features/swaps/components/request-swap-button';
import { WishlistDemandNote } from '@/features/wishlist/components/wishlist-demand-note';
import { ApiError } from '@/lib/api';
import { useUserPlant } from '@/features/user-plants/api/get-user-plant';
import { PlantGallery, type GalleryPhoto } from '@/features/user-plants/components/plant-gallery';
import { PlantCareCard } from '@/features/user-plants/components/plant-care-card';
import { PlantLineage } from '@/features/user-plants/components/plant-lineage';
import { memberPlantName } from '@/components/plants/plant-name';

// Only the owner sees the care schedules, and their form brings zod: visitors never load it.
const CareSchedulesCard = lazy(async () => ({
  default: (await import('@/features/care-reminders/components/care-schedules-card')).CareSchedulesCard,
}));

const NOT_SPECIFIED = 'Not specified';

/** The plant's name: its custom name, else the catalogue name, else 'Unknown Plant'. */
const detailPlantName = ({ userPlant, plant }: Pick<UserPlantDetail, 'userPlant' | 'plant'>): string =>
  memberPlantName(userPlant.custom_name, plant.common_name);

const isPlaceholder = (src: string) => src.startsWith('/api/placeholder-image');
const isDrawing = (src: string) => src.startsWith('/api/plant-drawings/');

/** The owner's photos; else the catalogue picture (its own, or one a member offered); else none. */
function galleryPhotos({ userPlant, plant }: Pick<UserPlantDetail, 'userPlant' | 'plant'>, name: string): GalleryPhoto[] {
  const own = userPlant.image_urls;
  if (own.length > 0)
    return own.map((src, i) => ({ src, thumbnail: userPlant.thumbnail_urls[i], alt: imageAlt(userPlant.image_descriptions[i], name) }));
  return catalogueImage(plant);
}

function catalogueImage(plant: CataloguePlant): GalleryPhoto[] {
  const src = plant.image_url ?? plant.image_urls[0];
  if (!src) return [];
  const alt = isPlaceholder(src)
    ? `Illustration of a ${plant.category}`
    : isDrawing(src)
      ? `Drawing of ${plant.common_name}`
      : plant.image_credit?.by_member
        ? `${plant.common_name}, photo by ${plant.image_credit.author}`
        : `${plant.common_name}, catalogue photo`;
  return [{ src: sizedImageUrl(src, 960), alt }];
}

function PlantSkeleton() {
  return (
    <DetailSkeleton
      label="Loading plant"
      pictureClassName="aspect-square rounded-[var(--radius-card)]"
      beside
      top={
        <div className="flex gap-2">
          <Skeleton className="h-6 w-24 rounded-full" />
          <Skeleton className="h-6 w-20 rounded-full" />
        </div>
      }
    >
      <Skeleton className="h-5 w-1/2" />
      <div className="grid grid-cols-3 gap-3">
        <Skeleton className="h-20" />
        <Skeleton className="h-20" />
        <Skeleton className="h-20" />
      </div>
      <Skeleton className="h-11 w-full rounded-full" />
    </DetailSkeleton>
  );
}

function Centered({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-4 px-4 py-20 text-center">
      <span className="flex h-16 w-16 items-center justify-center rounded-full bg-sage text-primary" aria-hidden="true">
        {icon}
      </span>
      <h1 className="text-2xl font-extrabold">{title}</h1>
      {children}
    </div>
  );
}

function Tile({
  icon,
  label,
  value,
  wide = false,
  className,
}: {
  icon: ReactNode;
  label: string;
  value: string;
  wide?: boolean;
  className?: string;
}) {
  return (
    // dt and dd are the group's own children (a definition list allows nothing between them and the
    // group), so the icon sits inside the term.
    <div className={cn(wide ? 'relative min-w-0 rounded-2xl bg-sage/40 p-3.5 pl-11' : 'min-w-0 rounded-2xl bg-sage/40 p-3', className)}>
      <dt className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        <span className={wide ? 'absolute top-4 left-3.5 text-primary' : 'block text-primary'} aria-hidden="true">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="mt-0.5 font-semibold break-words">{value}</dd>
    </div>
  );
}

/** A plant's page at /plant/{id}: photos first, then what it is, who has it and how to ask for it. */
export function PlantDetailPage() {
  const { plantId = '' } = useParams();
  const { status, user } = useSession();
  const query = useUserPlant(plantId);
  const detail = query.data;
  const name = detail ? detailPlantName(detail) : null;

  useEffect(() => {
    document.title = name ? `${name} — Rootshare` : 'Plant — Rootshare';
  }, [name]);

  if (query.isPending) return <PlantSkeleton />;
  if (query.isError || !detail || !name) {
    const missing = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
    if (missing || !query.isError) {
      return (
        <Centered icon={<Leaf className="h-8 w-8" />} title="Plant not found">
          <p className="text-muted-foreground">This plant may have been removed by its owner.</p>
          <Link to="/explore" className={buttonClasses('primary')}>
            Back to Explore
          </Link>
        </Centered>
      );
    }
    return (
      <Centered icon={<TriangleAlert className="h-8 w-8" />} title="This plant could not be loaded">
        <p className="text-muted-foreground">Check your connection and try again.</p>
        <div className="flex flex-wrap justify-center gap-2">
          <Button onClick={() => void query.refetch()}>Try again</Button>
          <Link to="/explore" className={buttonClasses('outline')}>
            Back to Explore
          </Link>
        </div>
      </Centered>
    );
  }

  const { userPlant, plant, profile } = detail;
  const isOwner = user?.profile.id === profile.id;
  const customName = userPlant.custom_name?.trim();

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-5 sm:px-6 sm:py-8">
      <BackLink to="/explore" className="mb-4">
        Explore
      </BackLink>
      <div className="grid gap-6 md:grid-cols-2 md:gap-10">
        <div className="space-y-2 md:sticky md:top-20 md:self-start">
          <PlantGallery photos={galleryPhotos(detail, name)} />
          {userPlant.image_urls.length === 0 && plant.image_credit && <PhotoCredit credit={plant.image_credit} />}
        </div>
        <div className="space-y-6">
          <header className="space-y-2">
            <div className="flex flex-wrap gap-2">
              <CareLevelBadge level={plant.care_level} />
              {userPlant.available_for_swap && <SwapTypeBadge swapType={userPlant.swap_type} />}
              <Badge tone="neutral" className="capitalize">
                {plant.category}
              </Badge>
            </div>
            <h1 className="text-3xl font-extrabold tracking-tight break-words sm:text-4xl">{name}</h1>
            {customName && plant.common_name && (
              <p className="text-lg font-semibold text-muted-foreground">
                <span className="sr-only">Plant type: </span>
                {plant.common_name}
              </p>
            )}
            {plant.scientific_name && <p className="text-muted-foreground italic">{plant.scientific_name}</p>}
          </header>

          <InvasiveNotice listings={detail.invasive_in} />

          <div className="space-y-3">
            {/* On a phone what the plant is offered as gets a row of its own: 'Propagation' fits no third of it. */}
            <dl className="grid grid-cols-2 gap-2.5 sm:grid-cols-3 sm:gap-3">
              <Tile icon={<Ruler className="h-4 w-4" />} label="Size" value={userPlant.size ?? NOT_SPECIFIED} />
              <Tile icon={<CalendarClock className="h-4 w-4" />} label="Age" value={userPlant.age ?? NOT_SPECIFIED} />
              <Tile
                icon={<Repeat2 className="h-4 w-4" />}
                label="Available for"
                value={userPlant.available_for_swap ? SWAP_TYPE_LABELS[userPlant.swap_type] : 'Not for swap'}
                className="col-span-2 sm:col-span-1"
              />
            </dl>
            <dl className="grid gap-2.5 sm:grid-cols-2 sm:gap-3">
              <Tile wide icon={<Sun className="h-5 w-5" />} label="Light" value={plant.light_requirements ?? NOT_SPECIFIED} />
              <Tile wide icon={<Droplets className="h-5 w-5" />} label="Water" value={plant.water_requirements ?? NOT_SPECIFIED} />
            </dl>
            {userPlant.pest_free_confirmed_at && (
              <p className="flex items-center gap-2 text-sm font-semibold text-primary">
                <ShieldCheck className="h-4 w-4 shrink-0" aria-hidden="true" /> Owner confirmed free of pests on{' '}
                {formatDate(userPlant.pest_free_confirmed_at)}
              </p>
            )}
          </div>

          {status === 'loading' ? (
            <Skeleton className="h-11 w-full rounded-full" />
          ) : isOwner ? (
            <Card className="flex flex-wrap items-center justify-between gap-3 p-4">
              {userPlant.is_hidden && <HiddenNote className="w-full" />}
              <WishlistDemandNote userPlantId={userPlant.id} />
              <p className="flex items-center gap-2 text-sm text-muted-foreground">
                {userPlant.available_for_swap ? (
                  <>
                    <Leaf className="h-4 w-4 text-primary" aria-hidden="true" /> This plant is in your collection and up for swap.
                  </>
                ) : (
                  <>
                    <EyeOff className="h-4 w-4" aria-hidden="true" /> Only you can see this plant: it is not available for swap.
                  </>
                )}
              </p>
              <Link to="/profile" className={buttonClasses('outline', 'sm')}>
                My Plants
              </Link>
            </Card>
          ) : (
            <div className="grid gap-2.5 sm:grid-cols-2">
              <ContactOwnerButton size="lg" ownerId={profile.id} plantId={userPlant.id}>
                <MessageCircle className="h-5 w-5" aria-hidden="true" /> Contact Owner
              </ContactOwnerButton>
              <RequestSwapButton
                size="lg"
                variant="accent"
                plant={{ id: userPlant.id, name, owner: { id: profile.id, username: profile.username } }}
              >
                <Repeat2 className="h-5 w-5" aria-hidden="true" /> Request Swap
              </RequestSwapButton>
              <ReportButton
                target={{ type: 'plant', id: userPlant.id }}
                ownerId={profile.id}
                className="justify-self-start sm:col-span-2"
              />
            </div>
          )}

          <Link
            to={`/profile/${encodeURIComponent(profile.username)}`}
            className="flex items-center gap-3 rounded-[var(--radius-card)] border border-border/70 bg-card p-4 shadow-soft transition-colors hover:bg-muted/60"
          >
            <Avatar src={profile.avatar_url} name={profile.username} size="lg" />
            <span className="min-w-0 flex-1">
              <span className="block text-xs font-semibold tracking-wide text-muted-foreground uppercase">
                {isOwner ? 'Your plant' : 'Owner'}
              </span>
              <span className="block truncate text-lg font-bold">@{profile.username}</span>
              {profile.location && (
                <span className="flex items-center gap-1 text-sm text-muted-foreground">
                  <MapPin className="h-3.5 w-3.5 shrink-0" aria-hidden="true" /> {shortenLocation(profile.location)}
                </span>
              )}
              <ReplySpeedNote profileId={profile.id} />
            </span>
            <ChevronRight className="h-5 w-5 text-muted-foreground" aria-hidden="true" />
          </Link>

          {userPlant.notes && (
            <Card className="p-5">
              <h2 className="mb-2 text-lg font-bold">Owner&apos;s notes</h2>
              <p className="whitespace-pre-line text-foreground/90">{userPlant.notes}</p>
            </Card>
          )}

          {detail.care_card && <PlantCareCard card={detail.care_card} />}

          {isOwner && (
            <Suspense fallback={<Skeleton className="h-48 w-full rounded-2xl" />}>
              <CareSchedulesCard userPlantId={userPlant.id} />
            </Suspense>
          )}

          <PlantLineage lineage={detail.lineage} />

          {plant.description && (
            <section className="space-y-2">
              <h2 className="text-lg font-bold">About {plant.common_name}</h2>
              <p className="max-w-prose leading-relaxed text-foreground/90">{plant.description}</p>
            </section>
          )}
        </div>
      </div>
    </div>
  );
}
