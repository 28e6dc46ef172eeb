import { normalisePlaceName } from '@rootshare/contracts/geo';
import type { PlaceRow } from '../src/db/seed/gazetteer';

type Country = PlaceRow['country'];

const city = (
  name: string,
  region: string,
  regionCode: string,
  country: Country,
  latitude: number,
  longitude: number,
  population: number,
): PlaceRow => ({
  kind: 'city',
  name,
  searchName: normalisePlaceName(name),
  region,
  regionCode,
  postcode: null,
  country,
  latitude,
  longitude,
  population,
});

const postcode = (code: string, town: PlaceRow): PlaceRow => ({ ...town, kind: 'postcode', postcode: code });

const chicago = city('Chicago', 'Illinois', 'IL', 'us', 41.85003, -87.65005, 2_746_388);
const sydney = city('Sydney', 'New South Wales', 'NSW', 'au', -33.86785, 151.20732, 4_627_345);
const toronto = city('Toronto', 'Ontario', 'ON', 'ca', 43.70643, -79.39864, 2_600_000);
const portland = city('Portland', 'Oregon', 'OR', 'us', 45.52345, -122.67621, 652_503);
const london = city('London', 'England', 'ENG', 'gb', 51.50853, -0.12574, 8_961_989);

/** A few places shaped like the real gazetteer's, for tests that must not load all of it. */
export const testPlaces: PlaceRow[] = [
  chicago,
  city('Chicago Heights', 'Illinois', 'IL', 'us', 41.50615, -87.6356, 27_480),
  city('Chico', 'California', 'CA', 'us', 39.72849, -121.83748, 94_776),
  city('Chicopee', 'Massachusetts', 'MA', 'us', 42.1487, -72.60787, 55_560),
  city('Manchester', 'England', 'ENG', 'gb', 53.48095, -2.23743, 395_515),
  city('Manchester', 'New Hampshire', 'NH', 'us', 42.99564, -71.45479, 115_644),
  city('New York City', 'New York', 'NY', 'us', 40.71427, -74.00597, 8_804_190),
  sydney,
  city('Sydney', 'Nova Scotia', 'NS', 'ca', 46.1351, -60.1831, 31_597),
  city('Sydney Mines', 'Nova Scotia', 'NS', 'ca', 46.23669, -60.21767, 7_000),
  city('Montréal', 'Quebec', 'QC', 'ca', 45.50884, -73.58781, 1_762_949),
  toronto,
  portland,
  city('Portland', 'Maine', 'ME', 'us', 43.66147, -70.25533, 68_408),
  london,
  { ...postcode('60601', chicago), latitude: 41.8858, longitude: -87.6181 },
  { ...postcode('60602', chicago), latitude: 41.8829, longitude: -87.6321 },
  { ...postcode('60603', chicago), latitude: 41.8798, longitude: -87.6285 },
  { ...postcode('2000', sydney), latitude: -33.8688, longitude: 151.2093 },
  { ...postcode('2000', sydney), name: 'Barangaroo', searchName: 'barangaroo', population: 0, latitude: -33.8605, longitude: 151.2016 },
  { ...postcode('97201', portland), latitude: 45.5079, longitude: -122.6907 },
  {
    ...postcode('SW1A', london),
    name: 'Westminster Abbey',
    searchName: 'westminster abbey',
    population: 0,
    latitude: 51.5018,
    longitude: -0.1328,
  },
  {
    ...postcode('M5B', toronto),
    name: 'Downtown Toronto',
    searchName: 'downtown toronto',
    population: 0,
    latitude: 43.6543,
    longitude: -79.3796,
  },
];
