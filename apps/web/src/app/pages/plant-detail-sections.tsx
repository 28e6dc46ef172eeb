import type { CataloguePlant } from '@rootshare/contracts/catalogue';
import { formatDate, shortenLocation, dateLocaleOf } from '@rootshare/contracts/format';
import type { UserPlant, UserPlantDetail } from '@rootshare/contracts/user-plants';
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
import { useLanguage, useT } from '@/lib/i18n/i18n';
import { ContactOwnerButton } from '@/features/messaging/components/contact-owner-button';
import { ReplySpeedNote } from '@/features/profiles/components/reply-speed-note';
import { HiddenNote } from '@/features/reports/components/hidden-note';
import { ReportButton } from '@/features/reports/components/report-menu';
import { RequestSwapButton } from '@/features/swaps/components/request-swap-button';
import { WishlistDemandNote } from '@/features/wishlist/components/wishlist-demand-note';

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
  const t = useT();
  if (notFound) {
    return (
      <Centered icon={<Leaf className="h-8 w-8" />} title={t('plants.page.notFound')}>
        <p className="text-muted-foreground">{t('plants.page.notFoundText')}</p>
        <Link to="/explore" className={buttonClasses('primary')}>
          {t('plants.page.backToExplore')}
        </Link>
      </Centered>
    );
  }
  return (
    <Centered icon={<TriangleAlert className="h-8 w-8" />} title={t('plants.page.loadFailed')}>
      <p className="text-muted-foreground">{t('plants.page.loadFailedText')}</p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button onClick={onRetry}>{t('ui.tryAgain')}</Button>
        <Link to="/explore" className={buttonClasses('outline')}>
          {t('plants.page.backToExplore')}
        </Link>
      </div>
    </Centered>
  );
}

/** The badges, the plant's name, and its type and scientific name beneath. */
export function PlantHeading({ userPlant, plant, name }: { userPlant: UserPlant; plant: CataloguePlant; name: string }) {
  const t = useT();
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
          <span className="sr-only">{t('plants.page.plantType')}</span>
          {plant.common_name}
        </p>
      )}
      {plant.scientific_name && <p className="text-muted-foreground italic">{plant.scientific_name}</p>}
    </header>
  );
}

/** Size, age, what it is offered as, light and water, and when the owner confirmed it free of pests. */
export function PlantFacts({ userPlant, plant }: { userPlant: UserPlant; plant: CataloguePlant }) {
  const t = useT();
  const { language } = useLanguage();
  // English keeps the browser's own way of writing a date ('20 Nov' or 'Nov 20'), as the rest of the app does.
  const locale = dateLocaleOf(language);
  const notSpecified = t('plants.page.notSpecified');
  return (
    <div className="space-y-3">
      {/* On a phone what the plant is offered as gets a row of its own: 'Propagation' fits no third of it. */}
      <dl className="grid grid-cols-2 gap-2.5 sm:grid-cols-3 sm:gap-3">
        <Tile icon={<Ruler className="h-4 w-4" />} label={t('plants.page.size')} value={userPlant.size ?? notSpecified} />
        <Tile icon={<CalendarClock className="h-4 w-4" />} label={t('plants.page.age')} value={userPlant.age ?? notSpecified} />
        <Tile
          icon={<Repeat2 className="h-4 w-4" />}
          label={t('plants.page.availableFor')}
          value={userPlant.available_for_swap ? t(`plant.swap.${userPlant.swap_type}`) : t('plants.page.notForSwap')}
          className="col-span-2 sm:col-span-1"
        />
      </dl>
      <dl className="grid gap-2.5 sm:grid-cols-2 sm:gap-3">
        <Tile wide icon={<Sun className="h-5 w-5" />} label={t('plants.page.light')} value={plant.light_requirements ?? notSpecified} />
        <Tile
          wide
          icon={<Droplets className="h-5 w-5" />}
          label={t('plants.page.water')}
          value={plant.water_requirements ?? notSpecified}
        />
      </dl>
      {userPlant.pest_free_confirmed_at && (
        <p className="flex items-center gap-2 text-sm font-semibold text-primary">
          <ShieldCheck className="h-4 w-4 shrink-0" aria-hidden="true" />{' '}
          {t('plants.page.pestFree', { date: formatDate(userPlant.pest_free_confirmed_at, locale) })}
        </p>
      )}
    </div>
  );
}

/** What the owner sees instead of the swap buttons: whether others can see the plant, and a way back to their plants. */
export function OwnPlantCard({ userPlant }: { userPlant: UserPlant }) {
  const t = useT();
  return (
    <Card className="flex flex-wrap items-center justify-between gap-3 p-4">
      {userPlant.is_hidden && <HiddenNote className="w-full" />}
      <WishlistDemandNote userPlantId={userPlant.id} />
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        {userPlant.available_for_swap ? (
          <>
            <Leaf className="h-4 w-4 text-primary" aria-hidden="true" /> {t('plants.page.ownUpForSwap')}
          </>
        ) : (
          <>
            <EyeOff className="h-4 w-4" aria-hidden="true" /> {t('plants.page.ownHidden')}
          </>
        )}
      </p>
      <Link to="/profile" className={buttonClasses('outline', 'sm')}>
        {t('plants.page.myPlants')}
      </Link>
    </Card>
  );
}

/** What anyone but the owner may do: contact the owner, request a swap, or report the plant. */
export function PlantContactActions({ userPlant, owner, name }: { userPlant: UserPlant; owner: Owner; name: string }) {
  const t = useT();
  return (
    <div className="grid gap-2.5 sm:grid-cols-2">
      <ContactOwnerButton size="lg" ownerId={owner.id} plantId={userPlant.id}>
        <MessageCircle className="h-5 w-5" aria-hidden="true" /> {t('plants.page.contactOwner')}
      </ContactOwnerButton>
      <RequestSwapButton size="lg" variant="accent" plant={{ id: userPlant.id, name, owner: { id: owner.id, username: owner.username } }}>
        <Repeat2 className="h-5 w-5" aria-hidden="true" /> {t('plants.page.requestSwap')}
      </RequestSwapButton>
      <ReportButton target={{ type: 'plant', id: userPlant.id }} ownerId={owner.id} className="justify-self-start sm:col-span-2" />
    </div>
  );
}

/** The owner's card, linking to their profile. */
export function PlantOwnerLink({ owner, isOwner }: { owner: Owner; isOwner: boolean }) {
  const t = useT();
  return (
    <Link
      to={`/profile/${encodeURIComponent(owner.username)}`}
      className="flex items-center gap-3 rounded-[var(--radius-card)] border border-border/70 bg-card p-4 shadow-soft transition-colors hover:bg-muted/60"
    >
      <Avatar src={owner.avatar_url} name={owner.username} size="lg" />
      <span className="min-w-0 flex-1">
        <span className="block text-xs font-semibold tracking-wide text-muted-foreground uppercase">
          {t(isOwner ? 'plants.page.yourPlant' : 'plants.page.owner')}
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
