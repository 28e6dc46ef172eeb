import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { wishlistKeys } from './keys';

/** DELETE /wishlist/{id}: takes one item off the member's wishlist (204). */
export async function removeWishlistItem(id: string): Promise<void> {
  await apiRequest(`/wishlist/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useRemoveWishlistItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeWishlistItem,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: wishlistKeys.all }),
  });
}
