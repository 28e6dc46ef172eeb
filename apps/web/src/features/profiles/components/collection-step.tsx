import { formatSizeLimit } from '@rootshare/contracts/format';
import {
  PICKER_DEBOUNCE_MS,
  PLANT_IMAGE_MAX_BYTES,
  PLANT_IMAGES_MAX,
  PLANT_TEXT_MAX,
  WIZARD_PLANTS_MAX,
} from '@rootshare/contracts/limits';
import { lacksPestFreeConfirmation, SWAP_TYPES, type SwapType } from '@rootshare/contracts/user-plants';
import { ImagePlus, Leaf, Trash2, X } from 'lucide-react';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { InvasiveNoticeFor } from '@/features/catalogue/components/invasive-notice';
import { PlantSearch } from '@/features/catalogue/components/plant-search';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Input, Label } from '@/components/ui/input';
// The wizard's plant rows use the plants feature's own availability switch and pest-free checkbox.
import { AvailableSwitch, PestFreeCheckbox } from '@/features/user-plants/components/plant-form-fields';
import { useT, type Translate } from '@/lib/i18n/i18n';
import { PLANT_IMAGE_ACCEPT, validatePlantImage } from '@/lib/image-files';
import { newDraftId, type DraftPlant, type WizardStepProps } from '../lib/wizard-draft';
import { FileThumbnail, releaseFilePreview } from './file-thumbnail';
import { StepNavigation } from './step-navigation';

/** The per-plant photo rules of the wizard: images only, HEIC refused, PLANT_IMAGE_MAX_BYTES each, at most 5. */
export function checkPlantPhotos(t: Translate, existing: number, files: File[]): { accepted: File[]; problems: string[] } {
  const problems: string[] = [];
  const accepted: File[] = [];
  for (const file of files) {
    const problem = validatePlantImage(file);
    if (problem) problems.push(problem);
    else if (existing + accepted.length >= PLANT_IMAGES_MAX) {
      problems.push(t('profiles.collection.tooManyPhotos', { max: PLANT_IMAGES_MAX, name: file.name }));
    } else accepted.push(file);
  }
  return { accepted, problems };
}

/** A plant row's pest-free checkbox, focused when Continue finds the plant unconfirmed. */
const pestFreeId = (plant: DraftPlant) => `wizard-plant-${plant.key}-pest-free`;
const lacksPestFree = (plant: DraftPlant) => lacksPestFreeConfirmation(plant.availableForSwap, plant.pestFreeConfirmed);

function PlantRow({
  plant,
  pestFreeError,
  onChange,
  onRemove,
}: {
  plant: DraftPlant;
  pestFreeError: string | undefined;
  onChange: (patch: Partial<DraftPlant>) => void;
  onRemove: () => void;
}) {
  const t = useT();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const name = plant.customName || plant.commonName;

  function addPhotos(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    const { accepted, problems: found } = checkPlantPhotos(t, plant.photos.length, files);
    setProblems(found);
    if (accepted.length) onChange({ photos: [...plant.photos, ...accepted.map((file) => ({ id: newDraftId(), file }))] });
  }

  return (
    <Card className="space-y-4 p-4" aria-label={name}>
      <div className="flex items-start gap-3">
        {plant.imageUrl ? (
          <img src={plant.imageUrl} alt="" className="h-14 w-14 shrink-0 rounded-xl bg-sage object-cover" />
        ) : (
          <span className="flex h-14 w-14 shrink-0 items-center justify-center rounded-xl bg-sage text-primary" aria-hidden="true">
            <Leaf className="h-6 w-6" />
          </span>
        )}
        <div className="min-w-0 flex-1">
          <p className="font-bold">{plant.commonName}</p>
          {plant.scientificName && <p className="text-sm italic text-muted-foreground">{plant.scientificName}</p>}
        </div>
        <Button variant="ghost" size="icon" aria-label={t('profiles.collection.remove', { name })} onClick={onRemove}>
          <Trash2 className="h-4 w-4" aria-hidden="true" />
        </Button>
      </div>
      <InvasiveNoticeFor plantId={plant.id} />
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="space-y-1">
          <Label htmlFor={`${id}-name`}>
            {t.rich('profiles.collection.nickname', {
              optional: (chunks) => <span className="font-normal text-muted-foreground">{chunks}</span>,
            })}
          </Label>
          <Input
            id={`${id}-name`}
            value={plant.customName}
            maxLength={PLANT_TEXT_MAX}
            onChange={(e) => onChange({ customName: e.target.value })}
          />
        </div>
        <div className="space-y-1">
          <Label htmlFor={`${id}-swap`}>{t('profiles.collection.swapType')}</Label>
          <select
            id={`${id}-swap`}
            value={plant.swapType}
            onChange={(e) => onChange({ swapType: e.target.value as SwapType })}
            className="h-11 w-full rounded-xl border border-input bg-card px-3 text-base focus-visible:outline-2 focus-visible:outline-ring/40"
          >
            {SWAP_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`plant.swap.${type}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <AvailableSwitch
        id={`${id}-available`}
        checked={plant.availableForSwap}
        onCheckedChange={(availableForSwap) => onChange({ availableForSwap })}
      />
      {plant.availableForSwap && (
        <PestFreeCheckbox
          id={pestFreeId(plant)}
          checked={plant.pestFreeConfirmed === true}
          onCheckedChange={(pestFreeConfirmed) => onChange({ pestFreeConfirmed })}
          error={pestFreeError}
        />
      )}
      <div className="space-y-2">
        <p className="text-sm font-semibold">
          {t.rich('profiles.collection.photos', {
            count: plant.photos.length,
            max: PLANT_IMAGES_MAX,
            size: formatSizeLimit(PLANT_IMAGE_MAX_BYTES),
            hint: (chunks) => <span className="font-normal text-muted-foreground">{chunks}</span>,
          })}
        </p>
        <div className="flex flex-wrap gap-2">
          {plant.photos.map((photo, index) => (
            <div key={photo.id} className="relative">
              <FileThumbnail
                file={photo.file}
                alt={t('profiles.collection.photoAlt', { name, number: index + 1 })}
                className="h-20 w-20 rounded-xl"
              />
              <button
                type="button"
                className="absolute -top-2 -right-2 rounded-full bg-card p-1 shadow-sm ring-1 ring-border hover:bg-muted"
                aria-label={t('profiles.collection.removePhoto', { name, number: index + 1 })}
                onClick={() => {
                  releaseFilePreview(photo.file);
                  onChange({ photos: plant.photos.filter((p) => p.id !== photo.id) });
                }}
              >
                <X className="h-3.5 w-3.5" aria-hidden="true" />
              </button>
            </div>
          ))}
          {plant.photos.length < PLANT_IMAGES_MAX && (
            <>
              <input
                ref={input}
                type="file"
                accept={PLANT_IMAGE_ACCEPT}
                multiple
                className="sr-only"
                tabIndex={-1}
                aria-hidden="true"
                onChange={addPhotos}
                data-testid={`plant-photo-input-${plant.key}`}
              />
              <button
                type="button"
                onClick={() => input.current?.click()}
                className="flex h-20 w-20 flex-col items-center justify-center gap-1 rounded-xl border border-dashed border-border text-xs font-semibold text-muted-foreground hover:border-primary hover:text-primary"
                aria-label={t('profiles.collection.addPhotos', { name })}
              >
                <ImagePlus className="h-5 w-5" aria-hidden="true" /> {t('profiles.collection.add')}
              </button>
            </>
          )}
        </div>
        {problems.length > 0 && (
          <ul role="alert" className="space-y-0.5 text-sm text-destructive">
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        )}
      </div>
    </Card>
  );
}

/** Step 3: pick up to 20 plants from the catalogue, each with a swap type (any by default) and up to 5 photos. */
export function CollectionStep({ draft, update, onBack, onContinue }: WizardStepProps) {
  const t = useT();
  // Each pick starts a fresh search box.
  const [searchRound, setSearchRound] = useState(0);
  // Rows show their missing pest-free confirmation once Continue was tried.
  const [triedToContinue, setTriedToContinue] = useState(false);
  const changePlant = (key: string, patch: Partial<DraftPlant>) =>
    update((current) => ({ ...current, plants: current.plants.map((plant) => (plant.key === key ? { ...plant, ...patch } : plant)) }));
  const full = draft.plants.length >= WIZARD_PLANTS_MAX;

  function next() {
    const unconfirmed = draft.plants.find(lacksPestFree);
    if (unconfirmed) {
      setTriedToContinue(true);
      document.getElementById(pestFreeId(unconfirmed))?.focus();
    } else onContinue();
  }

  return (
    <div className="space-y-6">
      <p className="text-muted-foreground">{t('profiles.collection.intro', { max: WIZARD_PLANTS_MAX })}</p>
      {full ? (
        <p role="status" className="rounded-xl bg-sage px-4 py-3 text-sm font-semibold text-primary">
          {t('profiles.collection.full', { max: WIZARD_PLANTS_MAX })}
        </p>
      ) : (
        <PlantSearch
          key={searchRound}
          id="wizard-plant-search"
          label={t('profiles.collection.search')}
          value={null}
          minChars={1}
          debounceMs={PICKER_DEBOUNCE_MS}
          onChange={(plant) => {
            if (!plant) return;
            const entry: DraftPlant = {
              key: newDraftId(),
              id: plant.id,
              commonName: plant.common_name,
              scientificName: plant.scientific_name,
              imageUrl: plant.image_url,
              customName: '',
              swapType: 'any',
              // Kept, not listed, until the member chooses to offer it: listing is a decision, not a default.
              availableForSwap: false,
              pestFreeConfirmed: false,
              notes: '',
              photos: [],
            };
            update((current) =>
              current.plants.length >= WIZARD_PLANTS_MAX ? current : { ...current, plants: [...current.plants, entry] },
            );
            setSearchRound((round) => round + 1);
          }}
        />
      )}
      {draft.plants.length === 0 ? (
        <EmptyState
          icon={<Leaf className="h-6 w-6" />}
          title={t('profiles.collection.emptyTitle')}
          description={t('profiles.collection.emptyText')}
        />
      ) : (
        <section aria-label={t('profiles.collection.yours')} className="space-y-4">
          <h3 className="font-bold">{t('profiles.collection.heading', { count: draft.plants.length })}</h3>
          {draft.plants.map((plant) => (
            <PlantRow
              key={plant.key}
              plant={plant}
              pestFreeError={triedToContinue && lacksPestFree(plant) ? t('profiles.collection.pestFreeRequired') : undefined}
              onChange={(patch) => changePlant(plant.key, patch)}
              onRemove={() => {
                plant.photos.forEach((photo) => releaseFilePreview(photo.file));
                update((current) => ({ ...current, plants: current.plants.filter((p) => p.key !== plant.key) }));
              }}
            />
          ))}
        </section>
      )}
      <StepNavigation
        onBack={onBack}
        onContinue={next}
        continueDisabled={draft.plants.length === 0}
        hint={draft.plants.length === 0 ? t('profiles.collection.needOne') : undefined}
      />
    </div>
  );
}
