import type { UserPlant } from '@rootshare/contracts/user-plants';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useDeleteUserPlant } from '../api/delete-user-plant';
import { plantDisplayName } from '@/components/plants/plant-name';
import { useContractMessage } from '@/lib/i18n/contract-messages';
import { useT } from '@/lib/i18n/i18n';

/** The remove confirmation: Cancel, or 'Remove Plant' which reads 'Removing...' while busy. */
export function RemovePlantDialog({ plant, onOpenChange }: { plant: UserPlant | null; onOpenChange: (open: boolean) => void }) {
  const t = useT();
  const translate = useContractMessage();
  const removal = useDeleteUserPlant();
  const name = plant ? plantDisplayName(plant) : '';

  function handleRemove() {
    if (!plant) return;
    removal.mutate(plant.id, {
      onSuccess: () => {
        toast.success(t('plants.remove.done'), { description: t('plants.remove.doneText', { name }) });
        onOpenChange(false);
      },
      onError: (error) => toast.error(t('plants.remove.failed'), { description: translate(error.message) }),
    });
  }

  return (
    <Dialog
      open={plant !== null}
      onOpenChange={(open) => {
        if (!removal.isPending) onOpenChange(open);
      }}
      title={t('plants.remove.title')}
      description={t('plants.remove.confirm', { name })}
      size="sm"
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={removal.isPending}>
            {t('ui.cancel')}
          </Button>
          <Button variant="destructive" onClick={handleRemove} disabled={removal.isPending}>
            {t(removal.isPending ? 'plants.remove.removing' : 'plants.remove.title')}
          </Button>
        </>
      }
    >
      <p className="text-sm text-muted-foreground">{t('plants.remove.photosToo')}</p>
    </Dialog>
  );
}
