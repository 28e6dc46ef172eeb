import { describe, expect, it } from 'vitest';
import { EXPANDED_RADIUS, NEARBY_RADIUS, PLACE_FILTER_RADIUS, PLANTS_NEAR_YOU_RADIUS } from './explore-constants';
import { MEETS_DEFAULT_RADIUS, MEETS_RADII, MEETS_RADIUS_MILES } from './meets-constants';
import {
  distanceInWords,
  formatDistance,
  formatRadius,
  formatRadiusShort,
  KM_PER_MILE,
  ownReachInWords,
  radiusInMiles,
  readSwapDistance,
  resolveDistanceUnit,
  roundMiles,
  swapDistanceIn,
  unitForCountry,
  unitForLocale,
  writeSwapDistance,
} from './units';
import { DEFAULT_SWAP_DISTANCE_MILES, SWAP_DISTANCE_MAX_MILES, swapDistanceMiles } from './wishlist';

describe('roundMiles', () => {
  it('shows nothing finer than whole miles, and 0 below one mile', () => {
    expect([0, 0.49, 0.5, 0.99].map(roundMiles)).toEqual([0, 0, 0, 0]);
    expect([1, 1.49, 1.5, 2.49, 12.5, 82.2].map(roundMiles)).toEqual([1, 1, 2, 2, 13, 82]);
  });
});

describe('formatDistance', () => {
  it('writes whole miles, and less than a mile below one', () => {
    expect(formatDistance(0, 'mi')).toBe('< 1 mi');
    expect(formatDistance(0.99, 'mi')).toBe('< 1 mi');
    expect(formatDistance(1, 'mi')).toBe('1 mi');
    expect(formatDistance(1.49, 'mi')).toBe('1 mi');
    expect(formatDistance(1.5, 'mi')).toBe('2 mi');
    expect(formatDistance(82, 'mi')).toBe('82 mi');
  });

  it('writes whole kilometres made from the whole miles, so they say no more than miles do', () => {
    // Below one mile is below 1.6 km: the smallest distance shown is "< 2 km".
    expect(formatDistance(0, 'km')).toBe('< 2 km');
    expect(formatDistance(0.99, 'km')).toBe('< 2 km');
    // 1 mi is 1.6 km and shows as 2; 1.49 mi is 2.4 km but still the 1 whole mile, so 2, not 2.4.
    expect(formatDistance(1, 'km')).toBe('2 km');
    expect(formatDistance(1.49, 'km')).toBe('2 km');
    expect(formatDistance(2, 'km')).toBe('3 km');
    expect(formatDistance(3, 'km')).toBe('5 km');
    expect(formatDistance(5, 'km')).toBe('8 km');
    expect(formatDistance(6, 'km')).toBe('10 km');
    expect(formatDistance(82, 'km')).toBe('132 km');
  });

  it('gives every whole mile its own whole number of kilometres, so no two distances in miles read as one', () => {
    const kilometres = Array.from({ length: 300 }, (_, i) => formatDistance(i + 1, 'km'));
    expect(new Set(kilometres).size).toBe(300);
  });

  it('says the distance is unknown when the owner has no place, in either unit', () => {
    expect(formatDistance(null, 'mi')).toBe('Distance unknown');
    expect(formatDistance(null, 'km')).toBe('Distance unknown');
  });
});

describe('distanceInWords', () => {
  it('writes miles in words as mails and wishlist texts always did', () => {
    expect(distanceInWords(0.4, 'mi')).toBe('less than a mile');
    expect(distanceInWords(1.2, 'mi')).toBe('1 mile');
    expect(distanceInWords(6, 'mi')).toBe('6 miles');
  });

  it('writes kilometres from the same whole miles', () => {
    expect(distanceInWords(0.4, 'km')).toBe('less than 2 km');
    expect(distanceInWords(1.2, 'km')).toBe('2 km');
    expect(distanceInWords(6, 'km')).toBe('10 km');
  });

  it('writes each boundary in French and Spanish, one mile singular and the rest plural', () => {
    expect([0.4, 0.99, 1, 1.49, 1.5, 6].map((miles) => distanceInWords(miles, 'mi', 'fr-CA'))).toEqual([
      'moins d’un mille',
      'moins d’un mille',
      '1 mille',
      '1 mille',
      '2 milles',
      '6 milles',
    ]);
    expect([0.4, 1, 6].map((miles) => distanceInWords(miles, 'mi', 'es-US'))).toEqual(['menos de una milla', '1 milla', '6 millas']);
    expect([0.4, 1, 6].map((miles) => distanceInWords(miles, 'km', 'fr-CA'))).toEqual(['moins de 2 km', '2 km', '10 km']);
    expect([0.4, 1, 6].map((miles) => distanceInWords(miles, 'km', 'es-US'))).toEqual(['menos de 2 km', '2 km', '10 km']);
  });
});

describe('radius steps', () => {
  it('offers whole numbers in each unit and asks the API in miles, kilometres to two decimals', () => {
    expect(radiusInMiles(NEARBY_RADIUS, 'mi')).toBe(10);
    expect(radiusInMiles(NEARBY_RADIUS, 'km')).toBe(9.32);
    expect(radiusInMiles(EXPANDED_RADIUS, 'km')).toBe(31.07);
    expect(radiusInMiles(PLANTS_NEAR_YOU_RADIUS, 'km')).toBe(24.85);
    expect(radiusInMiles(PLACE_FILTER_RADIUS, 'km')).toBe(24.85);
    expect(formatRadius(NEARBY_RADIUS, 'km')).toBe('15 km');
    expect(formatRadius(NEARBY_RADIUS, 'mi')).toBe('10 miles');
    expect(formatRadiusShort(EXPANDED_RADIUS, 'km')).toBe('50 km');
    expect(formatRadiusShort(EXPANDED_RADIUS, 'mi')).toBe('30 mi');
  });

  it('keeps every kilometre step whole, within a fifth of its miles, and above the one-mile floor a visitor is held to', () => {
    for (const step of [NEARBY_RADIUS, EXPANDED_RADIUS, PLANTS_NEAR_YOU_RADIUS, PLACE_FILTER_RADIUS, ...MEETS_RADII]) {
      expect(Number.isInteger(step.km) && Number.isInteger(step.mi)).toBe(true);
      expect(Math.abs(step.km / KM_PER_MILE - step.mi) / step.mi).toBeLessThan(0.2);
      expect(radiusInMiles(step, 'km')).toBeGreaterThanOrEqual(1);
    }
    expect(MEETS_RADII.map((step) => step.km)).toEqual([15, 40, 75, 150]);
    expect(MEETS_DEFAULT_RADIUS.mi).toBe(MEETS_RADIUS_MILES);
  });
});

describe('which unit', () => {
  it('uses kilometres in Canada and Australia and miles in the United States and Britain', () => {
    expect(['ca', 'au', 'us', 'gb', 'CA', 'GB'].map(unitForCountry)).toEqual(['km', 'km', 'mi', 'mi', 'km', 'mi']);
  });

  it("reads the browser's region, or its language's likeliest one, and falls back to miles", () => {
    expect(['en-CA', 'fr-CA', 'en-AU', 'en-US', 'en-GB', 'en', 'fr', 'de-DE'].map(unitForLocale)).toEqual([
      'km',
      'km',
      'km',
      'mi',
      'mi',
      'mi',
      'km',
      'km',
    ]);
    expect(unitForLocale(undefined)).toBe('mi');
    expect(unitForLocale('not a locale!')).toBe('mi');
    // A region in the tag is read as it is written, in any case, with a script or variant around it.
    expect(['en-ca', 'sr-Latn-AU', 'en-US-posix', 'es-419', 'zh-Hant'].map(unitForLocale)).toEqual(['km', 'km', 'mi', 'km', 'km']);
  });

  it("makes Automatic the unit of the member's place, or the fallback without one; a chosen unit wins", () => {
    expect(resolveDistanceUnit('auto', 'km', 'mi')).toBe('km');
    expect(resolveDistanceUnit('auto', null, 'km')).toBe('km');
    expect(resolveDistanceUnit('mi', 'km', 'km')).toBe('mi');
    expect(resolveDistanceUnit('km', 'mi', 'mi')).toBe('km');
  });
});

describe('swap distances', () => {
  it('reads a stored swap distance as miles unless it says km, and shows it in either unit', () => {
    expect(readSwapDistance('15')).toEqual({ value: 15, unit: 'mi' });
    expect(readSwapDistance('25km')).toEqual({ value: 25, unit: 'km' });
    expect(readSwapDistance('10 miles')).toEqual({ value: 10, unit: 'mi' });
    expect([undefined, '', '0', 'far'].map(readSwapDistance)).toEqual([null, null, null, null]);
    expect(swapDistanceIn('25', 'km')).toBe('40');
    expect(swapDistanceIn('40km', 'mi')).toBe('25');
    expect(swapDistanceIn('40km', 'km')).toBe('40');
    expect(swapDistanceIn(undefined, 'km')).toBe('');
    expect(writeSwapDistance('40', 'km')).toBe('40km');
    expect(writeSwapDistance('25', 'mi')).toBe('25');
    expect(writeSwapDistance('', 'km')).toBe('');
  });

  it("measures a member's swap distance in miles whichever unit it was typed in", () => {
    expect(swapDistanceMiles('25')).toBe(25);
    expect(swapDistanceMiles('40km')).toBeCloseTo(24.85, 2);
    expect(swapDistanceMiles(undefined)).toBe(DEFAULT_SWAP_DISTANCE_MILES);
    expect(swapDistanceMiles('9999')).toBe(SWAP_DISTANCE_MAX_MILES);
  });

  it("writes the member's own reach exactly to the whole unit", () => {
    expect(ownReachInWords(24.85, 'km')).toBe('40 km');
    expect(ownReachInWords(10, 'mi')).toBe('10 miles');
  });
});
