import type { GeoCountry } from '@rootshare/contracts/geo';

/** A first-order division: the full name people read and the short code they type ('IL', 'NSW'). */
export interface Region {
  name: string;
  code: string;
}

const US_STATES: Record<string, string> = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
};

const CA_PROVINCES: Record<string, Region> = {
  '01': { name: 'Alberta', code: 'AB' },
  '02': { name: 'British Columbia', code: 'BC' },
  '03': { name: 'Manitoba', code: 'MB' },
  '04': { name: 'New Brunswick', code: 'NB' },
  '05': { name: 'Newfoundland and Labrador', code: 'NL' },
  '07': { name: 'Nova Scotia', code: 'NS' },
  '08': { name: 'Ontario', code: 'ON' },
  '09': { name: 'Prince Edward Island', code: 'PE' },
  '10': { name: 'Quebec', code: 'QC' },
  '11': { name: 'Saskatchewan', code: 'SK' },
  '12': { name: 'Yukon', code: 'YT' },
  '13': { name: 'Northwest Territories', code: 'NT' },
  '14': { name: 'Nunavut', code: 'NU' },
};

const GB_NATIONS: Record<string, Region> = {
  ENG: { name: 'England', code: 'ENG' },
  SCT: { name: 'Scotland', code: 'SCT' },
  WLS: { name: 'Wales', code: 'WLS' },
  NIR: { name: 'Northern Ireland', code: 'NIR' },
};

const AU_STATES: Record<string, Region> = {
  '01': { name: 'Australian Capital Territory', code: 'ACT' },
  '02': { name: 'New South Wales', code: 'NSW' },
  '03': { name: 'Northern Territory', code: 'NT' },
  '04': { name: 'Queensland', code: 'QLD' },
  '05': { name: 'South Australia', code: 'SA' },
  '06': { name: 'Tasmania', code: 'TAS' },
  '07': { name: 'Victoria', code: 'VIC' },
  '08': { name: 'Western Australia', code: 'WA' },
};

/**
 * GeoNames admin1 codes (admin1CodesASCII, CC BY 4.0) of the served countries, by country: the
 * cities file names regions only by these codes. US codes are already the postal abbreviations.
 */
export const GEONAMES_REGIONS: Record<GeoCountry, Record<string, Region>> = {
  us: Object.fromEntries(Object.entries(US_STATES).map(([code, name]) => [code, { name, code }])),
  ca: CA_PROVINCES,
  gb: GB_NATIONS,
  au: AU_STATES,
};

/** A region of one country by its short code ('IL', 'ON', 'NSW'). */
export function regionByCode(country: GeoCountry, code: string): Region | undefined {
  return Object.values(GEONAMES_REGIONS[country]).find((region) => region.code === code);
}
