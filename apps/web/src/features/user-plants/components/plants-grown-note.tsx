import { Sprout } from 'lucide-react';
import { CatalogGate, useT } from '@/lib/i18n/i18n';
import { usePlantsGrown } from '../api/plants-grown';

/** On a profile: 'Plants grown from this collection: N', once any plant was grown from it. */
export function PlantsGrownNote({ userId }: { userId: string }) {
  return (
    <CatalogGate part="plants" fallback={null}>
      <GrownCount userId={userId} />
    </CatalogGate>
  );
}

function GrownCount({ userId }: { userId: string }) {
  const t = useT();
  const grown = usePlantsGrown(userId);
  const count = grown.data?.count ?? 0;
  if (count === 0) return null;
  return (
    <p className="mt-3 flex items-center gap-2 text-sm font-semibold text-muted-foreground">
      <Sprout className="h-4 w-4 text-primary" aria-hidden="true" />{' '}
      <span>{t.rich('plants.grown.note', { count, b: (chunks) => <span className="text-foreground tabular-nums">{chunks}</span> })}</span>
    </p>
  );
}
