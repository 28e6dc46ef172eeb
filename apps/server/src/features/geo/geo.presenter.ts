import { GEO_COUNTRY_NAMES, isGeoCountry, type LocationSuggestion } from '@rootshare/contracts/geo';
import type { PlaceRecord } from './geo.repo';

const countryName = (code: string): string => (isGeoCountry(code) ? GEO_COUNTRY_NAMES[code] : code.toUpperCase());

/** A place as a suggestion: 'Chicago, Illinois' or '60601, Chicago, Illinois', and the country in display_name. */
export function presentLocationSuggestion(place: PlaceRecord): LocationSuggestion {
  const country = countryName(place.country);
  const formatted = [place.postcode, place.name, place.region].filter(Boolean).join(', ');
  return {
    display_name: `${formatted}, ${country}`,
    formatted,
    city: place.name,
    state: place.region,
    postcode: place.postcode,
    country,
    lat: place.latitude,
    lon: place.longitude,
  };
}
