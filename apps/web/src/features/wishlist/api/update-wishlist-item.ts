import { WishlistItemSchema } from '@rootshare/contracts/wishlist';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { wishlistKeys } from './keys';

/** PUT /wishlist/{id} {notes}: changes the notes of one of the member's items. */
export function updateWishlistItem(id: string, notes: string | null) {
  return apiRequest(`/wishlist/${encodeURIComponent(id)}`, { method: 'PUT', body: { notes }, schema: WishlistItemSchema });
}

export function useUpdateWishlistItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, notes }: { id: string; notes: string | null }) => updateWishlistItem(id, notes),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: wishlistKeys.all }),
  });
}
