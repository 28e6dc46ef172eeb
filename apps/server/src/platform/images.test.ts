import zlib from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { HttpError } from './errors';
import {
  HEIC_NOT_SUPPORTED,
  IMAGE_DIMENSIONS_TOO_LARGE,
  IMAGE_UNREADABLE,
  UNSUPPORTED_IMAGE_TYPE,
  decodeDataUrl,
  processImage,
  sniffImageType,
} from './images';

const MB = 1024 * 1024;
const limits = { maxBytes: 10 * MB };

// Noise rather than a flat colour, so that a truncated file is missing real scan data.
function noise(width: number, height: number, channels: 3 | 4 = 3) {
  const pixels = Buffer.alloc(width * height * channels);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = (i * 7919 + (i >> 5) * 104729) & 0xff;
  return sharp(pixels, { raw: { width, height, channels } });
}

const jpeg = (width: number, height: number) => noise(width, height).jpeg({ quality: 90 }).toBuffer();

/** Resolves to the HttpError processImage threw, failing the test if it resolved instead. */
async function rejectionOf(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

/** A valid 1×1 PNG whose IHDR is rewritten to declare width × height, with a correct CRC. */
async function pngDeclaring(width: number, height: number) {
  const png = Buffer.from(
    await sharp({ create: { width: 1, height: 1, channels: 3, background: '#2f7d32' } })
      .png()
      .toBuffer(),
  );
  expect(png.toString('latin1', 12, 16)).toBe('IHDR');
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  // The CRC covers the chunk type and data (bytes 12..29) and sits right after them.
  png.writeUInt32BE(zlib.crc32(png.subarray(12, 29)) >>> 0, 29);
  return png;
}

describe('processImage', () => {
  it('turns a large JPEG into a WebP no wider than 1600 and a thumbnail no wider than 400, keeping the aspect', async () => {
    const result = await processImage(await jpeg(3000, 2000), limits);
    expect(result.contentType).toBe('image/webp');
    expect([result.width, result.height]).toEqual([1600, 1067]);

    const full = await sharp(result.full).metadata();
    expect(full.format).toBe('webp');
    expect([full.width, full.height]).toEqual([1600, 1067]);

    const thumbnail = await sharp(result.thumbnail).metadata();
    expect(thumbnail.format).toBe('webp');
    expect([thumbnail.width, thumbnail.height]).toEqual([400, 267]);
  });

  it('keeps a portrait image inside the box on its long side', async () => {
    const result = await processImage(await jpeg(1000, 2500), limits);
    expect([result.width, result.height]).toEqual([640, 1600]);
    const thumbnail = await sharp(result.thumbnail).metadata();
    expect([thumbnail.width, thumbnail.height]).toEqual([160, 400]);
  });

  it('does not enlarge a small image', async () => {
    const result = await processImage(await jpeg(120, 80), limits);
    expect([result.width, result.height]).toEqual([120, 80]);
    const thumbnail = await sharp(result.thumbnail).metadata();
    expect([thumbnail.width, thumbnail.height]).toEqual([120, 80]);
  });

  it('strips GPS and all EXIF', async () => {
    const input = await noise(640, 480)
      .jpeg()
      .withExif({
        IFD0: { Make: 'PhoneCo', Model: 'Pocket 12', ImageDescription: 'GPS tagged monstera', Copyright: 'Ada' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 2612/100', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 3960/100' },
      })
      .toBuffer();
    const inputMetadata = await sharp(input).metadata();
    // Tag 0x8825 is the pointer to the GPS IFD: the fixture really carries a location.
    expect(inputMetadata.exif?.includes(Buffer.from([0x88, 0x25])) || inputMetadata.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true);
    expect(input.includes('GPS')).toBe(true);

    const result = await processImage(input, limits);
    for (const output of [result.full, result.thumbnail]) {
      const metadata = await sharp(output).metadata();
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.iptc).toBeUndefined();
      expect(metadata.icc).toBeUndefined();
      expect(output.includes('GPS')).toBe(false);
      expect(output.includes('PhoneCo')).toBe(false);
      expect(output.includes('EXIF')).toBe(false);
    }
  });

  it('auto-orients from EXIF orientation', async () => {
    // libvips writes Orientation from its own field, so the fixture sets it through withMetadata.
    const input = await noise(100, 50).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    expect((await sharp(input).metadata()).orientation).toBe(6);

    const result = await processImage(input, limits);
    expect([result.width, result.height]).toEqual([50, 100]);
    const metadata = await sharp(result.full).metadata();
    expect([metadata.width, metadata.height]).toEqual([50, 100]);
    expect(metadata.orientation).toBeUndefined();
  });

  it('accepts PNG, WebP and GIF as well as JPEG', async () => {
    const png = await noise(300, 200, 4).png().toBuffer();
    const webp = await noise(300, 200).webp().toBuffer();
    const gif = await noise(300, 200).gif().toBuffer();
    for (const input of [png, webp, gif]) {
      const result = await processImage(input, limits);
      expect([result.width, result.height]).toEqual([300, 200]);
      expect((await sharp(result.full).metadata()).format).toBe('webp');
    }
  });

  it('takes the first frame of an animated GIF', async () => {
    const frames = Buffer.concat([Buffer.alloc(60 * 40 * 3, 0x20), Buffer.alloc(60 * 40 * 3, 0xe0), Buffer.alloc(60 * 40 * 3, 0x80)]);
    const input = await sharp(frames, { raw: { width: 60, height: 120, channels: 3, pageHeight: 40 } })
      .gif({ loop: 0, delay: [100, 100, 100] })
      .toBuffer();
    expect((await sharp(input).metadata()).pages).toBe(3);

    const result = await processImage(input, limits);
    expect([result.width, result.height]).toEqual([60, 40]);
    const { data } = await sharp(result.full).raw().toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeLessThan(0x40); // the dark first frame, not the light second one
  });

  it('refuses a shell script renamed .jpg', async () => {
    const error = await rejectionOf(processImage(Buffer.from('#!/bin/sh\nrm -rf / --no-preserve-root\n'), limits));
    expect(error.statusCode).toBe(415);
    expect(error.message).toBe(UNSUPPORTED_IMAGE_TYPE);
  });

  it('refuses an SVG', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';
    const error = await rejectionOf(processImage(Buffer.from(svg), limits));
    expect(error.statusCode).toBe(415);
    expect(error.message).toBe(UNSUPPORTED_IMAGE_TYPE);
  });

  it('refuses HTML declared as image/png', async () => {
    const html = decodeDataUrl(`data:image/png;base64,${Buffer.from('<!doctype html><html><body>hi</body></html>').toString('base64')}`);
    const error = await rejectionOf(processImage(html, limits));
    expect(error.statusCode).toBe(415);
    expect(error.message).toBe(UNSUPPORTED_IMAGE_TYPE);
  });

  it('refuses HEIC with a message asking for a conversion', async () => {
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic\0\0\0\0mif1heic'), Buffer.alloc(64)]);
    const error = await rejectionOf(processImage(heic, limits));
    expect(error.statusCode).toBe(415);
    expect(error.message).toBe(HEIC_NOT_SUPPORTED);
  });

  it('refuses a 30000×30000 PNG bomb with 413 before decoding it', async () => {
    const bomb = await pngDeclaring(30000, 30000);
    expect(bomb.length).toBeLessThan(200);
    const started = performance.now();
    const error = await rejectionOf(processImage(bomb, limits));
    expect(performance.now() - started).toBeLessThan(500);
    expect(error.statusCode).toBe(413);
    expect(error.message).toBe(IMAGE_DIMENSIONS_TOO_LARGE);
  });

  it('honours a smaller pixel cap', async () => {
    const error = await rejectionOf(processImage(await jpeg(400, 300), { ...limits, maxPixels: 100_000 }));
    expect(error.statusCode).toBe(413);
    expect(error.message).toBe(IMAGE_DIMENSIONS_TOO_LARGE);
  });

  it('refuses more bytes than the limit and names the limit in MB', async () => {
    const input = await jpeg(100, 100);
    const tooSmall = await rejectionOf(processImage(input, { maxBytes: input.length - 1 }));
    expect(tooSmall.statusCode).toBe(413);

    const oversized = Buffer.concat([input, Buffer.alloc(5 * MB)]);
    const error = await rejectionOf(processImage(oversized, { maxBytes: 5 * MB }));
    expect(error.statusCode).toBe(413);
    expect(error.message).toBe('This image is too large. Images can be up to 5 MB.');
    expect((await rejectionOf(processImage(oversized, { maxBytes: 50 }))).message).toMatch(
      /^This image is too large\. Images can be up to [\d.]+ MB\.$/,
    );
  });

  it('refuses a truncated JPEG', async () => {
    const input = await jpeg(800, 600);
    const error = await rejectionOf(processImage(input.subarray(0, Math.floor(input.length / 2)), limits));
    expect(error.statusCode).toBe(415);
    expect(error.message).toBe(IMAGE_UNREADABLE);
  });

  it('refuses a JPEG with a corrupt Huffman table', async () => {
    const corrupt = Buffer.from(await jpeg(200, 200));
    const table = corrupt.indexOf(Buffer.from([0xff, 0xc4]));
    corrupt.fill(0xff, table + 4, table + 30);
    const error = await rejectionOf(processImage(corrupt, limits));
    expect(error.statusCode).toBe(415);
    expect(error.message).toBe(IMAGE_UNREADABLE);
  });

  it('refuses a JPEG signature followed by noise', async () => {
    const corrupt = Buffer.from(await jpeg(200, 200));
    for (let i = 20; i < corrupt.length; i += 1) corrupt[i] = (i * 131 + 7) & 0xff;
    const error = await rejectionOf(processImage(corrupt, limits));
    expect(error.statusCode).toBe(415);
    expect(error.message).toBe(IMAGE_UNREADABLE);
  });

  it('refuses a bare JPEG signature with nothing behind it', async () => {
    const error = await rejectionOf(processImage(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]), limits));
    expect(error.statusCode).toBe(415);
  });
});

describe('sniffImageType', () => {
  it('recognises each supported signature from the bytes', () => {
    expect(sniffImageType(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))).toBe('jpeg');
    expect(sniffImageType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]))).toBe('png');
    expect(sniffImageType(Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'))).toBe('gif');
    expect(sniffImageType(Buffer.from('GIF87a\x01\x00\x01\x00', 'latin1'))).toBe('gif');
    expect(sniffImageType(Buffer.from('RIFF\x24\x00\x00\x00WEBPVP8 ', 'latin1'))).toBe('webp');
  });

  it('recognises HEIC and HEIF by any of their ftyp brands', () => {
    const ftyp = (major: string, ...compatible: string[]) => {
      const box = Buffer.from(`\0\0\0\0ftyp${major}\0\0\0\0${compatible.join('')}`, 'latin1');
      box.writeUInt32BE(box.length, 0);
      return box;
    };
    for (const brand of ['heic', 'heix', 'hevc', 'heim', 'heis', 'hevm', 'hevs', 'mif1', 'msf1']) {
      expect(sniffImageType(ftyp(brand))).toBe('heic');
    }
    expect(sniffImageType(ftyp('avif', 'mif1', 'miaf'))).toBe('heic');
    expect(sniffImageType(ftyp('isom', 'iso2', 'mp41'))).toBeNull();
  });

  it('answers null for anything else, however it is named', () => {
    expect(sniffImageType(Buffer.from('#!/bin/sh\necho hi\n'))).toBeNull();
    expect(sniffImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImageType(Buffer.from('<!doctype html>'))).toBeNull();
    expect(sniffImageType(Buffer.from('RIFF\x24\x00\x00\x00WAVEfmt ', 'latin1'))).toBeNull();
    expect(sniffImageType(Buffer.from('BM'))).toBeNull();
    expect(sniffImageType(Buffer.alloc(0))).toBeNull();
  });
});

describe('decodeDataUrl', () => {
  const bytes = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0xfb, 0xef]);

  it('decodes a base64 data URL', () => {
    expect(decodeDataUrl(`data:image/jpeg;base64,${bytes.toString('base64')}`)).toEqual(bytes);
    expect(decodeDataUrl(`data:image/png;name=fern.png;base64,${bytes.toString('base64')}`)).toEqual(bytes);
  });

  it('decodes bare base64, wrapped or URL-safe', () => {
    expect(decodeDataUrl(bytes.toString('base64'))).toEqual(bytes);
    expect(decodeDataUrl(`${bytes.toString('base64').slice(0, 4)}\n${bytes.toString('base64').slice(4)}`)).toEqual(bytes);
    expect(decodeDataUrl(bytes.toString('base64url'))).toEqual(bytes);
  });

  it('rejects garbage with 400', () => {
    for (const garbage of [
      '',
      'data:',
      'data:image/png;base64,',
      'data:image/png,plain-text',
      'not base64 at all!',
      'data:image/png;base64,@@@@',
      'QUJDR',
    ]) {
      const error = (() => {
        try {
          decodeDataUrl(garbage);
        } catch (caught) {
          return caught;
        }
        return undefined;
      })();
      expect(error, garbage).toBeInstanceOf(HttpError);
      expect((error as HttpError).statusCode, garbage).toBe(400);
    }
  });
});
