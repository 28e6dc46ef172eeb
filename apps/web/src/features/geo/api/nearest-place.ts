import { LocationSuggestionSchema } from '@rootshare/contracts/geo';
import { apiRequest } from '@/lib/api';

/** GET /geo/nearest: the town nearest a position, with the town's own centre (never the position itself). */
export function nearestPlace(position: { latitude: number; longitude: number }) {
  return apiRequest(`/geo/nearest?lat=${position.latitude}&lon=${position.longitude}`, { schema: LocationSuggestionSchema });
}
