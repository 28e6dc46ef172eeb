import type { TownItem } from '@rootshare/contracts/federation-towns';

/** A listing a connected town (Salem) sent, as Browse's strip gets it. */
export const townListing: TownItem = {
  uri: 'https://salem.example/ap/notes/listings/1',
  kind: 'listing',
  name: 'Variegated pothos',
  text: 'Up for swap (cutting)',
  url: 'https://salem.example/plant/1',
  home: 'salem.example',
  place: 'Salem, Oregon',
  distance_miles: 12,
  image_url: '/api/federation/media?url=https%3A%2F%2Fsalem.example%2Fmonstera.jpg',
  image_description: 'A monstera cutting in a jar',
  starts_at: null,
  time_zone: null,
};
