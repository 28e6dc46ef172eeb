import { describe, expect, it } from 'vitest';
import { listingThumbnail } from './catalogue-photo-sizes';

describe('listingThumbnail', () => {
  it("shows the owner's first photo when the listing has one", () => {
    expect(listingThumbnail(['/media/plants/a.thumb.webp'], { image_url: '/api/plant-photos/pothos.jpg', category: 'houseplant' })).toBe(
      '/media/plants/a.thumb.webp',
    );
  });

  it("asks for the catalogue's photo at card size, never the whole JPEG", () => {
    expect(listingThumbnail([], { image_url: '/api/plant-photos/pothos.jpg', category: 'houseplant' })).toBe(
      '/api/plant-photos/pothos.jpg?w=480',
    );
  });

  it("falls back to its category's drawing", () => {
    expect(listingThumbnail([], { image_url: null, category: 'herb' })).toBe('/api/placeholder-image?category=herb');
  });
});
