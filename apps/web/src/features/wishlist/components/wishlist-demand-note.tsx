import { Heart } from 'lucide-react';
import { useWishlistDemand } from '../api/get-wishlist-demand';

/** On the owner's plant page: 'On N wishlists near you', when any member near them wishes for it. */
export function WishlistDemandNote({ userPlantId }: { userPlantId: string }) {
  const demand = useWishlistDemand(userPlantId);
  const count = demand.data?.count ?? 0;
  if (count === 0) return null;
  return (
    <p className="flex w-full items-center gap-2 text-sm font-semibold text-primary">
      <Heart className="h-4 w-4 text-accent" aria-hidden="true" /> On {count === 1 ? '1 wishlist' : `${count} wishlists`} near you
    </p>
  );
}
