import type { UserPlant } from '@rootshare/contracts/user-plants';
import { AlertTriangle, Leaf, Plus } from 'lucide-react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { CatalogGate, useT } from '@/lib/i18n/i18n';
import { useUserPlants } from '../api/list-user-plants';
import { PlantCard } from './plant-card';

// The owner's forms load when first opened, so a profile's first paint does not wait for them.
const AddPlantDialog = lazy(async () => ({ default: (await import('./add-plant-dialog')).AddPlantDialog }));
const EditPlantDialog = lazy(async () => ({ default: (await import('./edit-plant-dialog')).EditPlantDialog }));
const RemovePlantDialog = lazy(async () => ({ default: (await import('./remove-plant-dialog')).RemovePlantDialog }));

const GRID = 'grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3';

function PlantGridSkeleton({ label }: { label?: string }) {
  return (
    <div className={GRID} role="status" aria-label={label}>
      {[0, 1, 2].map((n) => (
        <Card key={n} className="overflow-hidden">
          <Skeleton className="aspect-[4/3] rounded-none" />
          <div className="space-y-2 p-4">
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-4 w-1/2" />
            <div className="flex gap-2">
              <Skeleton className="h-5 w-20 rounded-full" />
              <Skeleton className="h-5 w-16 rounded-full" />
            </div>
          </div>
        </Card>
      ))}
    </div>
  );
}

function PlantGroup({
  id,
  title,
  count,
  hint,
  children,
}: {
  id: string;
  title: string;
  count: number;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h3 id={id} className="text-lg font-bold">
          {title} <span className="ml-1 rounded-full bg-sage px-2 py-0.5 align-middle text-sm font-semibold text-primary">{count}</span>
        </h3>
        {hint && <p className="text-sm text-muted-foreground">{hint}</p>}
      </div>
      {children}
    </section>
  );
}

/** The Plants tab of a profile: swappable plants first, then the owner's own collection. */
export function MyPlantsSection(props: { userId: string; isOwner: boolean }) {
  return (
    <CatalogGate part="plants" fallback={<PlantGridSkeleton />}>
      <PlantsOfMember {...props} />
    </CatalogGate>
  );
}

/** The member's plants in each state: loading, failed, none (the owner is offered to add one), or their groups. */
function PlantsBody({
  userId,
  isOwner,
  plants,
  onAdd,
  renderCard,
}: {
  userId: string;
  isOwner: boolean;
  plants: ReturnType<typeof useUserPlants>;
  onAdd: () => void;
  renderCard: (plant: UserPlant) => ReactNode;
}) {
  const t = useT();
  const list = plants.data ?? [];
  const available = list.filter((p) => p.available_for_swap);
  const collection = isOwner ? list.filter((p) => !p.available_for_swap) : [];
  if (plants.isPending) return <PlantGridSkeleton label={t('plants.mine.loading')} />;
  if (plants.isError) {
    return (
      <EmptyState
        icon={<AlertTriangle className="h-6 w-6" />}
        title={t('plants.mine.loadFailed')}
        description={plants.error.message}
        action={
          <Button variant="outline" size="sm" onClick={() => void plants.refetch()}>
            {t('ui.tryAgain')}
          </Button>
        }
      />
    );
  }
  if (list.length === 0) {
    return isOwner ? (
      <EmptyState
        icon={<Leaf className="h-6 w-6" />}
        title={t('plants.mine.emptyOwn')}
        description={t('plants.mine.emptyOwnText')}
        action={
          <Button size="sm" onClick={onAdd}>
            <Plus className="h-4 w-4" aria-hidden="true" /> {t('plants.mine.addFirst')}
          </Button>
        }
      />
    ) : (
      <EmptyState icon={<Leaf className="h-6 w-6" />} title={t('plants.mine.emptyOther')} description={t('plants.mine.emptyOtherText')} />
    );
  }
  if (!isOwner) return <div className={GRID}>{available.map(renderCard)}</div>;
  return (
    <div className="space-y-8">
      {available.length > 0 && (
        <PlantGroup
          id={`${userId}-available`}
          title={t('plants.mine.available')}
          count={available.length}
          hint={t('plants.mine.availableHint')}
        >
          <div className={GRID}>{available.map(renderCard)}</div>
        </PlantGroup>
      )}
      {collection.length > 0 && (
        <PlantGroup
          id={`${userId}-collection`}
          title={t('plants.mine.collection')}
          count={collection.length}
          hint={t('plants.mine.collectionHint')}
        >
          <div className={GRID}>{collection.map(renderCard)}</div>
        </PlantGroup>
      )}
    </div>
  );
}

function PlantsOfMember({ userId, isOwner }: { userId: string; isOwner: boolean }) {
  const t = useT();
  const plants = useUserPlants(userId);
  const [adding, setAdding] = useState(false);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [removing, setRemoving] = useState<UserPlant | null>(null);
  // Read the plant being edited from the cache so optimistic photo changes show in the dialog.
  const editing = editingId ? (plants.data?.find((p) => p.id === editingId) ?? null) : null;
  const renderCard = (plant: UserPlant) => (
    <PlantCard key={plant.id} plant={plant} isOwner={isOwner} onEdit={(p) => setEditingId(p.id)} onRemove={setRemoving} />
  );

  return (
    <section aria-labelledby="my-plants-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="my-plants-heading" className="text-xl font-extrabold tracking-tight">
          {t('plants.mine.title')}
        </h2>
        {isOwner && (
          <Button size="sm" onClick={() => setAdding(true)}>
            <Plus className="h-4 w-4" aria-hidden="true" /> {t('plants.mine.add')}
          </Button>
        )}
      </div>
      <PlantsBody userId={userId} isOwner={isOwner} plants={plants} onAdd={() => setAdding(true)} renderCard={renderCard} />
      {isOwner && (
        <Suspense fallback={null}>
          {adding && <AddPlantDialog open onOpenChange={setAdding} />}
          {editing && <EditPlantDialog plant={editing} onOpenChange={(open) => !open && setEditingId(null)} />}
          {removing && <RemovePlantDialog plant={removing} onOpenChange={(open) => !open && setRemoving(null)} />}
        </Suspense>
      )}
    </section>
  );
}
