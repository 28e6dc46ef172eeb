import { CatalogueOffersSchema } from '@rootshare/contracts/catalogue-offers';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { catalogueKeys } from '@/features/catalogue/api/keys';
import { userPlantKeys } from './keys';

const offersPath = (id: string) => `/user-plants/${encodeURIComponent(id)}/catalogue-offers`;
const offerPath = (id: string, index: number) => `/user-plants/${encodeURIComponent(id)}/images/${index}/catalogue-offer`;

/** GET /user-plants/{id}/catalogue-offers: which of the owner's photos of the plant are offered to the catalogue. */
export const catalogueOffersQueryOptions = (id: string) =>
  queryOptions({
    queryKey: userPlantKeys.catalogueOffers(id),
    queryFn: ({ signal }) => apiRequest(offersPath(id), { schema: CatalogueOffersSchema, signal }),
  });

export function useCatalogueOffers(id: string) {
  return useQuery(catalogueOffersQueryOptions(id));
}

/** PUT offers a photo under CC BY 4.0, DELETE withdraws it; the catalogue and plant pages then show the change. */
export function useSetCatalogueOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, index, offered }: { id: string; index: number; offered: boolean }) =>
      apiRequest(offerPath(id, index), { method: offered ? 'PUT' : 'DELETE', schema: CatalogueOffersSchema }),
    onSuccess: (offers, { id }) => queryClient.setQueryData(userPlantKeys.catalogueOffers(id), offers),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: userPlantKeys.all }),
        queryClient.invalidateQueries({ queryKey: catalogueKeys.all }),
      ]),
  });
}
