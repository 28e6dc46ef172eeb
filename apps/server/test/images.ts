import zlib from 'node:zlib';
import sharp from 'sharp';

/** A small JPEG carrying EXIF GPS coordinates, like a phone photo. */
export async function gpsTaggedJpeg(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 60, g: 140, b: 80 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneCo', ImageDescription: 'GPS tagged monstera' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 2612/100', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 3960/100' },
    })
    .toBuffer();
}

export const asDataUrl = (bytes: Buffer, type = 'image/jpeg') => `data:${type};base64,${bytes.toString('base64')}`;

/** A tiny valid PNG whose header claims 30000×30000 pixels: a decompression bomb. */
export async function pngBomb(): Promise<Buffer> {
  const png = Buffer.from(
    await sharp({ create: { width: 1, height: 1, channels: 3, background: '#000' } })
      .png()
      .toBuffer(),
  );
  png.writeUInt32BE(30000, 16);
  png.writeUInt32BE(30000, 20);
  png.writeUInt32BE(zlib.crc32(png.subarray(12, 29)) >>> 0, 29);
  return png;
}

export const SCRIPT_AS_JPEG = Buffer.from('#!/bin/sh\necho pwned\n');
export const SVG_IMAGE = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
