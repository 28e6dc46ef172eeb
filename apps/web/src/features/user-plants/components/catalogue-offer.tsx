import type { CataloguePlant } from '@rootshare/contracts/catalogue';
import { MEMBER_PHOTO_LICENCE } from '@rootshare/contracts/catalogue-offers';
import type { UserPlant } from '@rootshare/contracts/user-plants';
import { Label } from '@/components/ui/input';
import { useT } from '@/lib/i18n/i18n';
import { useSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useCatalogueOffers, useSetCatalogueOffer } from '../api/catalogue-offers';

/** The name the catalogue credits the signed-in member by: their full name, else their username. */
function useCreditName(): string {
  const t = useT();
  const { user } = useSession();
  return user?.profile.full_name?.trim() || user?.username || t('plants.offer.yourName');
}

/** Whether the catalogue would show a member's photo of the species: not when it has a photo of its own (ADR 0056). */
export const takesMemberPhoto = (plant: CataloguePlant | null): boolean => !plant?.image_credit || plant.image_credit.by_member;

/** What offering a photo means, in one plain paragraph (ADR 0056). */
export function CatalogueOfferHint({ id, species }: { id: string; species: string }) {
  const t = useT();
  const name = useCreditName();
  return (
    <p id={id} className="text-sm text-muted-foreground">
      {t('plants.offer.hint', { species: species || t('plants.offer.thisPlant'), name, licence: MEMBER_PHOTO_LICENCE })}
    </p>
  );
}

/** The add form's opt-in: off until the member ticks it; offers the first photo. */
export function CatalogueOfferCheckbox({
  id,
  species,
  checked,
  onCheckedChange,
  disabled,
}: {
  id: string;
  species: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
}) {
  const t = useT();
  return (
    <div className="flex items-start gap-3 rounded-2xl bg-muted/60 px-4 py-3">
      <input
        id={id}
        type="checkbox"
        className="mt-0.5 h-5 w-5 shrink-0 accent-[var(--primary)]"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onCheckedChange(event.target.checked)}
        aria-describedby={`${id}-hint`}
      />
      <div className="space-y-1">
        <Label htmlFor={id}>{t('plants.offer.first', { licence: MEMBER_PHOTO_LICENCE })}</Label>
        <CatalogueOfferHint id={`${id}-hint`} species={species} />
      </div>
    </div>
  );
}

/** The edit dialog's offers: one checkbox per photo, saved as soon as it changes. */
export function CatalogueOffersEditor({ plant }: { plant: UserPlant }) {
  const t = useT();
  const offers = useCatalogueOffers(plant.id);
  const setOffer = useSetCatalogueOffer();
  if (plant.image_urls.length === 0) return null;
  if (offers.data?.species_has_photo)
    return (
      <p className="rounded-2xl bg-muted/60 px-4 py-3 text-sm text-muted-foreground">
        {t('plants.offer.hasOwn', { species: plant.plants.common_name })}
      </p>
    );
  const offerOf = (url: string) => offers.data?.offers.find((offer) => offer.image_url === url);
  const hintId = `catalogue-offers-${plant.id}-hint`;

  function toggle(index: number, offered: boolean) {
    setOffer.mutate(
      { id: plant.id, index, offered },
      {
        onSuccess: () => toast.success(t(offered ? 'plants.offer.offered' : 'plants.offer.withdrawn')),
        onError: (error) => toast.error(error.message),
      },
    );
  }

  return (
    <fieldset className="space-y-2 rounded-2xl bg-muted/60 px-4 py-3" aria-describedby={hintId}>
      <legend className="float-left mb-1 w-full text-sm font-semibold">{t('plants.offer.legend')}</legend>
      <CatalogueOfferHint id={hintId} species={plant.plants.common_name} />
      <ul className="space-y-2">
        {plant.image_urls.map((url, index) => {
          const offer = offerOf(url);
          const id = `catalogue-offer-${plant.id}-${index}`;
          return (
            <li key={url} className="flex items-center gap-3">
              <input
                id={id}
                type="checkbox"
                className="h-5 w-5 shrink-0 accent-[var(--primary)]"
                checked={Boolean(offer && !offer.removed)}
                disabled={!offers.isSuccess || setOffer.isPending || offer?.removed}
                onChange={(event) => toggle(index, event.target.checked)}
              />
              <img src={plant.thumbnail_urls[index] ?? url} alt="" className="h-10 w-10 shrink-0 rounded-lg object-cover" />
              <Label htmlFor={id} className="min-w-0">
                {t('plants.offer.photo', { index: index + 1 })}
                {offer?.removed && <span className="block text-xs font-normal text-muted-foreground">{t('plants.offer.removed')}</span>}
              </Label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
