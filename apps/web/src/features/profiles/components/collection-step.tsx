import type { CataloguePlant } from '@rootshare/contracts/catalogue';
import { PICKER_DEBOUNCE_MS, WIZARD_PLANTS_MAX } from '@rootshare/contracts/limits';
import { Leaf } from 'lucide-react';
import { useState } from 'react';
import { PlantSearch } from '@/features/catalogue/components/plant-search';
import { EmptyState } from '@/components/ui/empty-state';
import { useT } from '@/lib/i18n/i18n';
import { newDraftId, type DraftPlant, type WizardStepProps } from '../lib/wizard-draft';
import { releaseFilePreview } from './file-thumbnail';
import { lacksPestFree, pestFreeId, PlantRow } from './plant-row';
import { StepNavigation } from './step-navigation';

const draftPlantFrom = (plant: CataloguePlant): DraftPlant => ({
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
});

/** The catalogue search that adds a plant, or a note once the collection is full. */
function CollectionPicker({ draft, update }: Pick<WizardStepProps, 'draft' | 'update'>) {
  const t = useT();
  // Each pick starts a fresh search box.
  const [searchRound, setSearchRound] = useState(0);
  if (draft.plants.length >= WIZARD_PLANTS_MAX) {
    return (
      <p role="status" className="rounded-xl bg-sage px-4 py-3 text-sm font-semibold text-primary">
        {t('profiles.collection.full', { max: WIZARD_PLANTS_MAX })}
      </p>
    );
  }
  return (
    <PlantSearch
      key={searchRound}
      id="wizard-plant-search"
      label={t('profiles.collection.search')}
      value={null}
      minChars={1}
      debounceMs={PICKER_DEBOUNCE_MS}
      onChange={(plant) => {
        if (!plant) return;
        const entry = draftPlantFrom(plant);
        update((current) => (current.plants.length >= WIZARD_PLANTS_MAX ? current : { ...current, plants: [...current.plants, entry] }));
        setSearchRound((round) => round + 1);
      }}
    />
  );
}

/** The picked plants, each a row to edit or remove; rows show a missing pest-free confirmation once asked to. */
function PickedPlants({ draft, update, showPestFree }: Pick<WizardStepProps, 'draft' | 'update'> & { showPestFree: boolean }) {
  const t = useT();
  if (draft.plants.length === 0) {
    return (
      <EmptyState
        icon={<Leaf className="h-6 w-6" />}
        title={t('profiles.collection.emptyTitle')}
        description={t('profiles.collection.emptyText')}
      />
    );
  }
  const changePlant = (key: string, patch: Partial<DraftPlant>) =>
    update((current) => ({ ...current, plants: current.plants.map((plant) => (plant.key === key ? { ...plant, ...patch } : plant)) }));
  return (
    <section aria-label={t('profiles.collection.yours')} className="space-y-4">
      <h3 className="font-bold">{t('profiles.collection.heading', { count: draft.plants.length })}</h3>
      {draft.plants.map((plant) => (
        <PlantRow
          key={plant.key}
          plant={plant}
          pestFreeError={showPestFree && lacksPestFree(plant) ? t('profiles.collection.pestFreeRequired') : undefined}
          onChange={(patch) => changePlant(plant.key, patch)}
          onRemove={() => {
            plant.photos.forEach((photo) => releaseFilePreview(photo.file));
            update((current) => ({ ...current, plants: current.plants.filter((p) => p.key !== plant.key) }));
          }}
        />
      ))}
    </section>
  );
}

/** Step 3: pick up to 20 plants from the catalogue, each with a swap type (any by default) and up to 5 photos. */
export function CollectionStep({ draft, update, onBack, onContinue }: WizardStepProps) {
  const t = useT();
  // Rows show their missing pest-free confirmation once Continue was tried.
  const [triedToContinue, setTriedToContinue] = useState(false);

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
      <CollectionPicker draft={draft} update={update} />
      <PickedPlants draft={draft} update={update} showPestFree={triedToContinue} />
      <StepNavigation
        onBack={onBack}
        onContinue={next}
        continueDisabled={draft.plants.length === 0}
        hint={draft.plants.length === 0 ? t('profiles.collection.needOne') : undefined}
      />
    </div>
  );
}
