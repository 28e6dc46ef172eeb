import { WishlistItemSchema, type AddWishlistItem } from '@rootshare/contracts/wishlist';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { wishlistKeys } from './keys';

/** POST /wishlist {plant_id, notes?}: 409 when the plant is already on the wishlist. */
export function addWishlistItem(item: AddWishlistItem) {
  return apiRequest('/wishlist', { method: 'POST', body: item, schema: WishlistItemSchema });
}

export function useAddWishlistItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addWishlistItem,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: wishlistKeys.all }),
  });
}
