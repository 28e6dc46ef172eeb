import { PLANT_TEXT_MAX } from '@rootshare/contracts/limits';
import { lacksPestFreeConfirmation, SWAP_TYPES, type SwapType } from '@rootshare/contracts/user-plants';
import { Leaf, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { InvasiveNoticeFor } from '@/features/catalogue/components/invasive-notice';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input, Label } from '@/components/ui/input';
// The wizard's plant rows use the plants feature's own availability switch and pest-free checkbox.
import { AvailableSwitch, PestFreeCheckbox } from '@/features/user-plants/components/plant-form-fields';
import { useT } from '@/lib/i18n/i18n';
import type { DraftPlant } from '../lib/wizard-draft';
import { PlantRowPhotos } from './plant-row-photos';

/** A plant row's pest-free checkbox, focused when Continue finds the plant unconfirmed. */
export const pestFreeId = (plant: DraftPlant) => `wizard-plant-${plant.key}-pest-free`;
export const lacksPestFree = (plant: DraftPlant) => lacksPestFreeConfirmation(plant.availableForSwap, plant.pestFreeConfirmed);

type ChangePlant = (patch: Partial<DraftPlant>) => void;

function PlantRowHeading({ plant, name, onRemove }: { plant: DraftPlant; name: string; onRemove: () => void }) {
  const t = useT();
  return (
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
  );
}

function PlantRowNameAndSwapType({ id, plant, onChange }: { id: string; plant: DraftPlant; onChange: ChangePlant }) {
  const t = useT();
  return (
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
  );
}

/** One picked plant in the wizard: nickname, swap type, whether it is offered (and pest-free), and its photos. */
export function PlantRow({
  plant,
  pestFreeError,
  onChange,
  onRemove,
}: {
  plant: DraftPlant;
  pestFreeError: string | undefined;
  onChange: ChangePlant;
  onRemove: () => void;
}) {
  const id = useId();
  const name = plant.customName || plant.commonName;
  return (
    <Card className="space-y-4 p-4" aria-label={name}>
      <PlantRowHeading plant={plant} name={name} onRemove={onRemove} />
      <InvasiveNoticeFor plantId={plant.id} />
      <PlantRowNameAndSwapType id={id} plant={plant} onChange={onChange} />
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
      <PlantRowPhotos plant={plant} name={name} onChange={onChange} />
    </Card>
  );
}
