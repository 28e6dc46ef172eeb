import { GardenPhotoPageSchema } from '@rootshare/contracts/garden-photos';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { profileKeys } from './keys';

/** GET /garden-photos?user_id={id}: a member's gallery, newest first, a page at a time. */
export function listGardenPhotos(userId: string, cursor: string | null, signal?: AbortSignal) {
  const params = new URLSearchParams({ user_id: userId });
  if (cursor) params.set('cursor', cursor);
  return apiRequest(`/garden-photos?${params.toString()}`, { schema: GardenPhotoPageSchema, ...(signal ? { signal } : {}) });
}

export const gardenPhotosInfiniteQueryOptions = (userId: string) =>
  infiniteQueryOptions({
    queryKey: profileKeys.gardenPhotos(userId),
    queryFn: ({ pageParam, signal }) => listGardenPhotos(userId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useGardenPhotos(userId: string) {
  return useInfiniteQuery(gardenPhotosInfiniteQueryOptions(userId));
}
