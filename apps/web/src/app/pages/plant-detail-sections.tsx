import type { CataloguePlant } from '@rootshare/contracts/catalogue';
import { formatDate, shortenLocation } from '@rootshare/contracts/format';
import type { UserPlant, UserPlantDetail } from '@rootshare/contracts/user-plants';
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
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CareLevelBadge } from '@/components/plants/care-level-badge';
import { SwapTypeBadge } from '@/components/plants/swap-type-badge';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { ContactOwnerButton } from '@/features/messaging/components/contact-owner-button';
import { ReplySpeedNote } from '@/features/profiles/components/reply-speed-note';
import { HiddenNote } from '@/features/reports/components/hidden-note';
import { ReportButton } from '@/features/reports/components/report-menu';
import { RequestSwapButton } from '@/features/swaps/components/request-swap-button';
import { WishlistDemandNote } from '@/features/wishlist/components/wishlist-demand-note';

const NOT_SPECIFIED = 'Not specified';

type Owner = UserPlantDetail['profile'];

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

/** Why the plant's page shows no plant: it is gone (or never was), or it could not be loaded and may be tried again. */
export function PlantLoadFailure({ notFound, onRetry }: { notFound: boolean; onRetry: () => void }) {
  if (notFound) {
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
        <Button onClick={onRetry}>Try again</Button>
        <Link to="/explore" className={buttonClasses('outline')}>
          Back to Explore
        </Link>
      </div>
    </Centered>
  );
}

/** The badges, the plant's name, and its type and scientific name beneath. */
export function PlantHeading({ userPlant, plant, name }: { userPlant: UserPlant; plant: CataloguePlant; name: string }) {
  const customName = userPlant.custom_name?.trim();
  return (
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
  );
}

/** Size, age, what it is offered as, light and water, and when the owner confirmed it free of pests. */
export function PlantFacts({ userPlant, plant }: { userPlant: UserPlant; plant: CataloguePlant }) {
  return (
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
  );
}

/** What the owner sees instead of the swap buttons: whether others can see the plant, and a way back to their plants. */
export function OwnPlantCard({ userPlant }: { userPlant: UserPlant }) {
  return (
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
  );
}

/** What anyone but the owner may do: contact the owner, request a swap, or report the plant. */
export function PlantContactActions({ userPlant, owner, name }: { userPlant: UserPlant; owner: Owner; name: string }) {
  return (
    <div className="grid gap-2.5 sm:grid-cols-2">
      <ContactOwnerButton size="lg" ownerId={owner.id} plantId={userPlant.id}>
        <MessageCircle className="h-5 w-5" aria-hidden="true" /> Contact Owner
      </ContactOwnerButton>
      <RequestSwapButton size="lg" variant="accent" plant={{ id: userPlant.id, name, owner: { id: owner.id, username: owner.username } }}>
        <Repeat2 className="h-5 w-5" aria-hidden="true" /> Request Swap
      </RequestSwapButton>
      <ReportButton target={{ type: 'plant', id: userPlant.id }} ownerId={owner.id} className="justify-self-start sm:col-span-2" />
    </div>
  );
}

/** The owner's card, linking to their profile. */
export function PlantOwnerLink({ owner, isOwner }: { owner: Owner; isOwner: boolean }) {
  return (
    <Link
      to={`/profile/${encodeURIComponent(owner.username)}`}
      className="flex items-center gap-3 rounded-[var(--radius-card)] border border-border/70 bg-card p-4 shadow-soft transition-colors hover:bg-muted/60"
    >
      <Avatar src={owner.avatar_url} name={owner.username} size="lg" />
      <span className="min-w-0 flex-1">
        <span className="block text-xs font-semibold tracking-wide text-muted-foreground uppercase">
          {isOwner ? 'Your plant' : 'Owner'}
        </span>
        <span className="block truncate text-lg font-bold">@{owner.username}</span>
        {owner.location && (
          <span className="flex items-center gap-1 text-sm text-muted-foreground">
            <MapPin className="h-3.5 w-3.5 shrink-0" aria-hidden="true" /> {shortenLocation(owner.location)}
          </span>
        )}
        <ReplySpeedNote profileId={owner.id} />
      </span>
      <ChevronRight className="h-5 w-5 text-muted-foreground" aria-hidden="true" />
    </Link>
  );
}
