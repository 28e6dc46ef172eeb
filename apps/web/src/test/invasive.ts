import type { InvasiveListing } from '@rootshare/contracts/catalogue';

/** Oregon's listing of English ivy, as GET /api/plants/{id}/invasive-listings answers it. */
export const oregonIvyListing: InvasiveListing = {
  list: 'Oregon State Noxious Weed List',
  region: 'Oregon',
  source_url: 'https://www.oregon.gov/oda/programs/weeds/pages/default.aspx',
};

/** Answers the invasive-listings request of one catalogue plant with Oregon's listing; any other plant is on no list. */
export function answerInvasiveListings(url: string, listedPlantId: string) {
  const match = /^\/api\/plants\/([^/]+)\/invasive-listings$/.exec(url);
  if (!match) return undefined;
  return { status: 200, body: match[1] === listedPlantId ? [oregonIvyListing] : [] };
}
