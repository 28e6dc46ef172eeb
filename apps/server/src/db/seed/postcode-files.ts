import fs from 'node:fs';
import path from 'node:path';
import { seedDataDir } from '../../paths';

/**
 * The project's copy of GeoNames' postal codes (CC BY 4.0, credited in NOTICE) for Britain,
 * Canada and Australia, built by build-postcodes.ts: tab-separated, one header line.
 */
export const POSTCODE_FILES = {
  gb: path.join(seedDataDir, 'postcodes/gb-outcodes.tsv'),
  ca: path.join(seedDataDir, 'postcodes/ca-fsas.tsv'),
  au: path.join(seedDataDir, 'postcodes/au-postcodes.tsv'),
} as const;

export const POSTCODE_FILE_HEADER = ['code', 'place', 'region_code', 'latitude', 'longitude'].join('\t');

/** A postcode area: its code ('SW1A', 'M5B', '2000'), a place in it, its region's code and its centre. */
export interface PostcodeEntry {
  code: string;
  place: string;
  regionCode: string;
  latitude: number;
  longitude: number;
}

/** The entries of one postcode file; a malformed line stops the import rather than loading half a country. */
export function readPostcodeFile(file: string): PostcodeEntry[] {
  const [header, ...lines] = fs.readFileSync(file, 'utf8').split('\n');
  if (header !== POSTCODE_FILE_HEADER) throw new Error(`${file}: unexpected header`);
  return lines
    .filter((line) => line !== '')
    .map((line, index) => {
      const [code = '', place = '', regionCode = '', latitude = '', longitude = ''] = line.split('\t');
      const entry = { code, place, regionCode, latitude: Number(latitude), longitude: Number(longitude) };
      if (
        !code ||
        !place ||
        !regionCode ||
        !latitude ||
        !longitude ||
        !Number.isFinite(entry.latitude) ||
        !Number.isFinite(entry.longitude)
      ) {
        throw new Error(`${file}: line ${index + 2} is malformed`);
      }
      return entry;
    });
}
