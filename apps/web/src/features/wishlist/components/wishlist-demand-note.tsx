import { Heart } from 'lucide-react';
import { CatalogGate, useT } from '@/lib/i18n/i18n';
import { useWishlistDemand } from '../api/get-wishlist-demand';

/** On the owner's plant page: 'On N wishlists near you', when any member near them wishes for it, once the garden's words have loaded. */
export function WishlistDemandNote({ userPlantId }: { userPlantId: string }) {
  return (
    <CatalogGate part="garden" fallback={null}>
      <DemandNote userPlantId={userPlantId} />
    </CatalogGate>
  );
}

function DemandNote({ userPlantId }: { userPlantId: string }) {
  const t = useT();
  const demand = useWishlistDemand(userPlantId);
  const count = demand.data?.count ?? 0;
  if (count === 0) return null;
  return (
    <p className="flex w-full items-center gap-2 text-sm font-semibold text-primary">
      <Heart className="h-4 w-4 text-accent" aria-hidden="true" /> {t('garden.demand.note', { count })}
    </p>
  );
}
