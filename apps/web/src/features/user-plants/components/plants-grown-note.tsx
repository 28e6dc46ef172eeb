import { Sprout } from 'lucide-react';
import { usePlantsGrown } from '../api/plants-grown';

/** On a profile: 'Plants grown from this collection: N', once any plant was grown from it. */
export function PlantsGrownNote({ userId }: { userId: string }) {
  const grown = usePlantsGrown(userId);
  const count = grown.data?.count ?? 0;
  if (count === 0) return null;
  return (
    <p className="mt-3 flex items-center gap-2 text-sm font-semibold text-muted-foreground">
      <Sprout className="h-4 w-4 text-primary" aria-hidden="true" /> Plants grown from this collection:{' '}
      <span className="text-foreground tabular-nums">{count}</span>
    </p>
  );
}
