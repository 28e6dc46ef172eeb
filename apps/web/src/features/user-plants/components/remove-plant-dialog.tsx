import type { UserPlant } from '@rootshare/contracts/user-plants';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useDeleteUserPlant } from '../api/delete-user-plant';
import { plantDisplayName } from '@/components/plants/plant-name';

/** The remove confirmation: Cancel, or 'Remove Plant' which reads 'Removing...' while busy. */
export function RemovePlantDialog({ plant, onOpenChange }: { plant: UserPlant | null; onOpenChange: (open: boolean) => void }) {
  const removal = useDeleteUserPlant();
  const name = plant ? plantDisplayName(plant) : '';

  function handleRemove() {
    if (!plant) return;
    removal.mutate(plant.id, {
      onSuccess: () => {
        toast.success('Plant removed', { description: `${name} is no longer in your collection.` });
        onOpenChange(false);
      },
      onError: (error) => toast.error('Removal failed', { description: error.message }),
    });
  }

  return (
    <Dialog
      open={plant !== null}
      onOpenChange={(open) => {
        if (!removal.isPending) onOpenChange(open);
      }}
      title="Remove Plant"
      description={`Are you sure you want to remove ${name} from your collection? This action cannot be undone.`}
      size="sm"
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={removal.isPending}>
            Cancel
          </Button>
          <Button variant="destructive" onClick={handleRemove} disabled={removal.isPending}>
            {removal.isPending ? 'Removing...' : 'Remove Plant'}
          </Button>
        </>
      }
    >
      <p className="text-sm text-muted-foreground">Its photos are deleted with it, and it disappears from Browse.</p>
    </Dialog>
  );
}
