import { afterEach, describe, expect, it, vi } from 'vitest';
import { ENGLISH_T } from './i18n/i18n';
import { fitWithin, resizeImageFile, validatePlantImage } from './image-files';

const fileOf = (name: string, type: string, size = 1024) => {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('validatePlantImage', () => {
  it('accepts JPG, PNG, WebP and GIF photos', () => {
    for (const [name, type] of [
      ['a.jpg', 'image/jpeg'],
      ['b.png', 'image/png'],
      ['c.webp', 'image/webp'],
      ['d.gif', 'image/gif'],
    ] as const) {
      expect(validatePlantImage(fileOf(name, type), ENGLISH_T)).toBeNull();
    }
  });

  it('accepts a photo without a type when its extension names an image', () => {
    expect(validatePlantImage(fileOf('leaf.JPEG', ''), ENGLISH_T)).toBeNull();
  });

  it('refuses HEIC and HEIF with advice to use JPG, PNG or WebP, by type or by name', () => {
    expect(validatePlantImage(fileOf('IMG_1.heic', 'image/heic'), ENGLISH_T)).toBe(
      'IMG_1.heic: HEIC/HEIF images are not supported. Please convert to JPG, PNG or WebP.',
    );
    expect(validatePlantImage(fileOf('IMG_2.HEIF', ''), ENGLISH_T)).toMatch(/HEIC\/HEIF images are not supported/);
  });

  it('refuses files that are not images', () => {
    expect(validatePlantImage(fileOf('notes.pdf', 'application/pdf'), ENGLISH_T)).toBe(
      'notes.pdf is not a supported image. Please choose a JPG, PNG or WebP file.',
    );
    expect(validatePlantImage(fileOf('drawing.svg', 'image/svg+xml'), ENGLISH_T)).toMatch(/not a supported image/);
  });

  it('refuses photos over 50 MB and accepts one of exactly 50 MB', () => {
    expect(validatePlantImage(fileOf('big.jpg', 'image/jpeg', 50 * 1024 * 1024), ENGLISH_T)).toBeNull();
    expect(validatePlantImage(fileOf('huge.jpg', 'image/jpeg', 50 * 1024 * 1024 + 1), ENGLISH_T)).toBe(
      'huge.jpg is too large. Images can be up to 50 MB.',
    );
  });
});

describe('fitWithin', () => {
  it('shrinks the longer side to the limit and keeps the proportions', () => {
    expect(fitWithin(4000, 3000, 800)).toEqual({ width: 800, height: 600 });
    expect(fitWithin(1000, 2000, 800)).toEqual({ width: 400, height: 800 });
  });

  it('never enlarges a small image', () => {
    expect(fitWithin(300, 200, 800)).toEqual({ width: 300, height: 200 });
  });
});

describe('resizeImageFile', () => {
  it('draws the image at most 800 pixels wide on a white canvas and returns a JPEG data URL at quality 0.8', async () => {
    const close = vi.fn();
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async () => ({ width: 1600, height: 1200, close })),
    );
    const drawImage = vi.fn();
    const context = { fillStyle: '', fillRect: vi.fn(), drawImage, imageSmoothingQuality: 'low' };
    const canvas = document.createElement('canvas');
    vi.spyOn(canvas, 'getContext').mockReturnValue(context as unknown as CanvasRenderingContext2D);
    const toDataURL = vi.spyOn(canvas, 'toDataURL').mockReturnValue('data:image/jpeg;base64,AAAA');
    const create = document.createElement.bind(document);
    vi.spyOn(document, 'createElement').mockImplementation((tag: string) => (tag === 'canvas' ? canvas : create(tag)));

    const result = await resizeImageFile(fileOf('big.png', 'image/png'));

    expect(result).toBe('data:image/jpeg;base64,AAAA');
    expect([canvas.width, canvas.height]).toEqual([800, 600]);
    expect(context.fillStyle).toBe('#ffffff');
    expect(drawImage).toHaveBeenCalledWith(expect.anything(), 0, 0, 800, 600);
    expect(toDataURL).toHaveBeenCalledWith('image/jpeg', 0.8);
    expect(close).toHaveBeenCalled();
  });

  it('explains when the browser cannot read the image', async () => {
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async () => Promise.reject(new Error('decode'))),
    );
    await expect(resizeImageFile(fileOf('broken.jpg', 'image/jpeg'))).rejects.toThrow('This image could not be read.');
  });
});
