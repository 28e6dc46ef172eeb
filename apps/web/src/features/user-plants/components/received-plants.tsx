import type { Language } from '@rootshare/contracts/languages';
import { dateLocaleOf, formatDate } from '@rootshare/contracts/format';
import { CreateUserPlantSchema, type CreateUserPlant, type ReceivedPlant } from '@rootshare/contracts/user-plants';
import { Leaf, Plus, Sprout } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { InvasiveNoticeFor } from '@/features/catalogue/components/invasive-notice';
import { FormField } from '@/components/ui/form-field';
import { Label, Textarea } from '@/components/ui/input';
import { Switch } from '@/components/ui/switch';
import { useContractMessage } from '@/lib/i18n/contract-messages';
import { CatalogGate, useLanguage, useT, type Translate } from '@/lib/i18n/i18n';
import { toast } from '@/lib/toast';
import { useCreateUserPlant } from '../api/create-user-plant';
import { useReceivedPlants } from '../api/received-plants';
import { PestFreeCheckbox } from './plant-form-fields';

/** The prefilled note of a received plant, in the member's language: who gave it and when. */
const receivedNote = (t: Translate, language: Language, plant: ReceivedPlant) =>
  t('plants.received.note', { giver: plant.giver.username, date: formatDate(plant.swapped_at, dateLocaleOf(language)) });

/** The received plant's name, notes and swap choice, prefilled, and adding it to the collection. */
function useAddReceived(plant: ReceivedPlant, swapRequestId: string, onOpenChange: (open: boolean) => void) {
  const t = useT();
  const { language } = useLanguage();
  const translate = useContractMessage();
  const [name, setName] = useState(plant.name);
  const [notes, setNotes] = useState(() => receivedNote(t, language, plant));
  const [forSwap, setForSwap] = useState(false);
  const [pestFree, setPestFree] = useState(false);
  const [pestFreeError, setPestFreeError] = useState<string | undefined>();
  const create = useCreateUserPlant();

  function add() {
    const input: CreateUserPlant = {
      plant_id: plant.plant_id,
      swap_type: 'cutting',
      available_for_swap: forSwap,
      pest_free_confirmed: pestFree,
      custom_name: name.trim() || null,
      notes: notes.trim() || null,
      received_from: { swap_request_id: swapRequestId, user_plant_id: plant.user_plant_id },
    };
    const checked = CreateUserPlantSchema.safeParse(input);
    if (!checked.success) {
      const [issue] = checked.error.issues;
      if (issue?.path[0] === 'pest_free_confirmed') setPestFreeError(issue.message);
      else toast.error(issue?.message ? translate(issue.message) : t('plants.received.checkDetails'));
      return;
    }
    create.mutate(input, {
      onSuccess: () => {
        toast.success(t('plants.received.added'), {
          description: t('plants.received.addedText', { name: name.trim() || plant.common_name }),
        });
        onOpenChange(false);
      },
      onError: (failure) => toast.error(translate(failure.message)),
    });
  }
  const confirmPestFree = (next: boolean) => {
    setPestFree(next);
    setPestFreeError(undefined);
  };

  return { name, setName, notes, setNotes, forSwap, setForSwap, pestFree, confirmPestFree, pestFreeError, adding: create.isPending, add };
}

/** The one-tap form: same species, 'from @giver' and the date filled in; a name and notes to change if wished. */
function AddReceivedDialog({
  plant,
  swapRequestId,
  open,
  onOpenChange,
}: {
  plant: ReceivedPlant;
  swapRequestId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useT();
  const form = useAddReceived(plant, swapRequestId, onOpenChange);
  const nameId = useId();
  const notesId = useId();
  const swapId = useId();

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('plants.received.add')}
      description={t('plants.received.dialogDescription', { plant: plant.common_name, giver: plant.giver.username })}
      size="sm"
      footer={
        <Button className="w-full" onClick={form.add} disabled={form.adding}>
          <Sprout className="h-4 w-4" aria-hidden="true" /> {t(form.adding ? 'plants.received.adding' : 'plants.received.add')}
        </Button>
      }
    >
      <div className="space-y-4">
        <InvasiveNoticeFor plantId={plant.plant_id} />
        <FormField
          id={nameId}
          label={t('plants.received.name')}
          value={form.name}
          maxLength={100}
          onChange={(event) => form.setName(event.target.value)}
        />
        <div className="space-y-1.5">
          <Label htmlFor={notesId}>{t('plants.received.notes')}</Label>
          <Textarea
            id={notesId}
            value={form.notes}
            maxLength={1000}
            onChange={(event) => form.setNotes(event.target.value)}
            className="min-h-20"
          />
        </div>
        <div className="flex items-center justify-between gap-3">
          <Label htmlFor={swapId}>{t('plants.received.upForSwap')}</Label>
          <Switch id={swapId} checked={form.forSwap} onCheckedChange={form.setForSwap} />
        </div>
        {form.forSwap && (
          <PestFreeCheckbox
            id={`${swapId}-pest-free`}
            checked={form.pestFree}
            onCheckedChange={form.confirmPestFree}
            error={form.pestFreeError}
          />
        )}
      </div>
    </Dialog>
  );
}

function ReceivedRow({ plant, swapRequestId }: { plant: ReceivedPlant; swapRequestId: string }) {
  const t = useT();
  const [adding, setAdding] = useState(false);
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-sage/30 px-3 py-2">
      <span className="flex min-w-0 items-center gap-2 text-sm font-semibold">
        <Leaf className="h-4 w-4 shrink-0 text-primary" aria-hidden="true" />
        <span className="truncate">{plant.name}</span>
      </span>
      {plant.added_user_plant_id ? (
        <Link to={`/plant/${encodeURIComponent(plant.added_user_plant_id)}`} className={buttonClasses('outline', 'sm')}>
          {t('plants.received.inCollection')}
        </Link>
      ) : (
        <>
          <Button size="sm" onClick={() => setAdding(true)} aria-label={t('plants.received.addLabel', { name: plant.name })}>
            <Plus className="h-4 w-4" aria-hidden="true" /> {t('plants.received.add')}
          </Button>
          {adding && <AddReceivedDialog plant={plant} swapRequestId={swapRequestId} open={adding} onOpenChange={setAdding} />}
        </>
      )}
    </li>
  );
}

/** On a completed swap: each plant the member received, with 'Add to my collection' until added. */
export function ReceivedPlants({ swapRequestId }: { swapRequestId: string }) {
  return (
    <CatalogGate part="plants" fallback={null}>
      <ReceivedList swapRequestId={swapRequestId} />
    </CatalogGate>
  );
}

function ReceivedList({ swapRequestId }: { swapRequestId: string }) {
  const t = useT();
  const received = useReceivedPlants(swapRequestId);
  if (!received.data || received.data.length === 0) return null;
  return (
    <section aria-label={t('plants.received.title')} className="space-y-2">
      <h4 className="text-sm font-bold">{t('plants.received.title')}</h4>
      <ul className="space-y-2">
        {received.data.map((plant) => (
          <ReceivedRow key={plant.user_plant_id} plant={plant} swapRequestId={swapRequestId} />
        ))}
      </ul>
    </section>
  );
}
