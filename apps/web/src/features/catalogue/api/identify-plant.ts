import { PlantIdentifyResponseSchema } from '@rootshare/contracts/catalogue';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';

/** POST /plants/identify: the catalogue plants a description most likely means, best first. */
export function identifyPlant(description: string) {
  return apiRequest('/plants/identify', { method: 'POST', body: { description }, schema: PlantIdentifyResponseSchema });
}

export function useIdentifyPlant() {
  return useMutation({ mutationFn: identifyPlant });
}
