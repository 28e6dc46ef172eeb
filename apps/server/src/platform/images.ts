import sharp, { type Metadata, type SharpOptions } from 'sharp';
import { imageTooLarge } from '@rootshare/contracts/format';
import { HttpError } from './errors';

/** What every stored image becomes: metadata-free WebP, oriented, bounded in size. */
export interface ProcessedImage {
  full: Buffer;
  thumbnail: Buffer;
  width: number;
  height: number;
  contentType: 'image/webp';
}

export interface ImageLimits {
  maxBytes: number;
  /** Decompression-bomb cap on width × height as declared by the file. */
  maxPixels?: number;
}

export type SniffedImageType = 'jpeg' | 'png' | 'webp' | 'gif' | 'heic';

const DEFAULT_MAX_PIXELS = 40_000_000;
const FULL_SIDE = 1600;
const THUMBNAIL_SIDE = 400;
const FULL_QUALITY = 82;
const THUMBNAIL_QUALITY = 80;

export const UNSUPPORTED_IMAGE_TYPE = 'Unsupported image type. Please use JPG, PNG, WebP or GIF.';
export const HEIC_NOT_SUPPORTED = 'HEIC/HEIF images are not supported. Please convert to JPG, PNG or WebP.';
export const IMAGE_DIMENSIONS_TOO_LARGE = 'Image dimensions are too large';
export const IMAGE_UNREADABLE = 'The image could not be read';
export const INVALID_IMAGE_DATA = 'Invalid image data';

// AVIF is a HEIF container too and usually lists mif1, so it gets the HEIF answer: we cannot take it either.
const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'heim', 'heis', 'hevm', 'hevs', 'mif1', 'msf1']);
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const ascii = (bytes: Buffer, start: number, end: number) => bytes.toString('latin1', start, end);

/** The real image type from the magic numbers; names and declared MIME types are never trusted. */
export function sniffImageType(bytes: Buffer): SniffedImageType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (bytes.length >= 6 && (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a')) return 'gif';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (isHeif(bytes)) return 'heic';
  return null;
}

/** An ISO-BMFF `ftyp` box whose major or compatible brands name a HEIF flavour. */
function isHeif(bytes: Buffer): boolean {
  if (bytes.length < 12 || ascii(bytes, 4, 8) !== 'ftyp') return false;
  const boxEnd = Math.min(bytes.readUInt32BE(0), bytes.length);
  if (HEIF_BRANDS.has(ascii(bytes, 8, 12))) return true;
  // Compatible brands follow the major brand (8..12) and minor version (12..16).
  for (let offset = 16; offset + 4 <= boxEnd; offset += 4) {
    if (HEIF_BRANDS.has(ascii(bytes, offset, offset + 4))) return true;
  }
  return false;
}

interface Dimensions {
  width: number;
  height: number;
}

/**
 * Dimensions as the file header declares them, read without any decoder so that a bomb is refused
 * before sharp/libvips sees a byte of it. Null when the header is too short or not understood; sharp's
 * own header read is the second line of defence.
 */
function readHeaderDimensions(bytes: Buffer, type: Exclude<SniffedImageType, 'heic'>): Dimensions | null {
  switch (type) {
    case 'png':
      if (bytes.length < 24 || ascii(bytes, 12, 16) !== 'IHDR') return null;
      return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
    case 'gif':
      // The logical screen bounds every frame libvips composes.
      if (bytes.length < 10) return null;
      return { width: bytes.readUInt16LE(6), height: bytes.readUInt16LE(8) };
    case 'webp':
      return readWebpDimensions(bytes);
    case 'jpeg':
      return readJpegDimensions(bytes);
  }
}

function readWebpDimensions(bytes: Buffer): Dimensions | null {
  if (bytes.length < 30) return null;
  const chunk = ascii(bytes, 12, 16);
  if (chunk === 'VP8X') {
    return { width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1 };
  }
  if (chunk === 'VP8L') {
    const bits = bytes.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8 ') {
    return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
  }
  return null;
}

// Start-of-frame markers carry the dimensions; C4 (DHT), C8 (JPG) and CC (DAC) share the range but do not.
const JPEG_SOF = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

function readJpegDimensions(bytes: Buffer): Dimensions | null {
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1];
    if (marker === undefined) return null;
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      offset += 2; // standalone markers have no length
      continue;
    }
    if (marker === 0xda || marker === 0xd9) return null; // scan data or end before any frame header
    const length = bytes.readUInt16BE(offset + 2);
    if (length < 2) return null;
    if (JPEG_SOF.has(marker)) {
      if (offset + 9 > bytes.length) return null;
      return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
    }
    offset += 2 + length;
  }
  return null;
}

const tooManyPixels = () => new HttpError(413, IMAGE_DIMENSIONS_TOO_LARGE);
const unreadable = () => new HttpError(415, IMAGE_UNREADABLE);

// libvips names the pixel cap in its message; that is the only way to tell it from corrupt data.
const isPixelLimitError = (error: unknown) => error instanceof Error && /pixel limit/i.test(error.message);

/**
 * Validates an uploaded image by its bytes and re-encodes it as metadata-free WebP (full + thumbnail).
 * Throws HttpError 413 (bytes or pixels over the limit) or 415 (not a supported, readable image).
 */
export async function processImage(input: Buffer, limits: ImageLimits): Promise<ProcessedImage> {
  const maxPixels = limits.maxPixels ?? DEFAULT_MAX_PIXELS;
  if (input.length > limits.maxBytes) {
    throw new HttpError(413, imageTooLarge(limits.maxBytes));
  }

  const type = sniffImageType(input);
  if (type === 'heic') throw new HttpError(415, HEIC_NOT_SUPPORTED);
  if (type === null) throw new HttpError(415, UNSUPPORTED_IMAGE_TYPE);

  const declared = readHeaderDimensions(input, type);
  if (declared && declared.width * declared.height > maxPixels) throw tooManyPixels();

  // failOn 'error' also rejects truncated files; limitInputPixels makes libvips refuse a bomb itself
  // should our header reading ever miss one. Only the first page is read, so an animated GIF or WebP
  // becomes its first frame (stills are all the plant pages show).
  const options: SharpOptions = { limitInputPixels: maxPixels, failOn: 'error', pages: 1 };

  let metadata: Metadata;
  try {
    metadata = await sharp(input, options).metadata();
  } catch (error) {
    throw isPixelLimitError(error) ? tooManyPixels() : unreadable();
  }
  // metadata() reads only the header, so this check happens before any pixel buffer exists.
  if (!metadata.width || !metadata.height) throw unreadable();
  if (metadata.width * (metadata.pageHeight ?? metadata.height) > maxPixels) throw tooManyPixels();
  // libvips picks its loader by sniffing too; a disagreement means a polyglot or damaged file.
  if (metadata.format !== type) throw unreadable();

  try {
    // No withMetadata()/keep*(): sharp then writes no EXIF (GPS), XMP, IPTC or ICC into the output.
    const full = await sharp(input, options)
      .rotate()
      .resize(FULL_SIDE, FULL_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: FULL_QUALITY })
      .toBuffer({ resolveWithObject: true });
    // The thumbnail comes from the already oriented, already small output so the original is decoded once.
    const thumbnail = await sharp(full.data, { failOn: 'error' })
      .resize(THUMBNAIL_SIDE, THUMBNAIL_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: THUMBNAIL_QUALITY })
      .toBuffer();
    return { full: full.data, thumbnail, width: full.info.width, height: full.info.height, contentType: 'image/webp' };
  } catch (error) {
    throw isPixelLimitError(error) ? tooManyPixels() : unreadable();
  }
}

const DATA_URL_HEADER = /^data:([\w.+-]+\/[\w.+-]+)?((?:;[\w.+-]+=[^;,]*)*);base64$/i;
// A character outside each base64 alphabet. Looking for one never backtracks, however long the
// payload: a pattern spanning a payload of megabytes overflowed V8's regexp stack (a 500) whenever
// it ran before V8 had compiled it.
const OUTSIDE_STANDARD_ALPHABET = /[^A-Za-z0-9+/]/;
const OUTSIDE_URL_SAFE_ALPHABET = /[^A-Za-z0-9_-]/;

/** The bytes of a base64 data URL (`data:image/…;base64,…`) or of bare base64; HttpError 400 when malformed. */
export function decodeDataUrl(dataUrl: string): Buffer {
  let payload = dataUrl.trim();
  if (/^data:/i.test(payload)) {
    // The declared MIME type is ignored on purpose: processImage decides the type from the bytes.
    const comma = payload.indexOf(',');
    if (comma < 0 || !DATA_URL_HEADER.test(payload.slice(0, comma))) throw new HttpError(400, INVALID_IMAGE_DATA);
    payload = payload.slice(comma + 1);
  }
  payload = payload.replace(/\s+/g, '');
  const padding = payload.endsWith('==') ? 2 : payload.endsWith('=') ? 1 : 0;
  const body = payload.slice(0, payload.length - padding);
  // Buffer.from silently skips bad characters, so the alphabet (one of the two) and length are checked first.
  const outsideBoth = OUTSIDE_STANDARD_ALPHABET.test(body) && OUTSIDE_URL_SAFE_ALPHABET.test(body);
  if (body.length === 0 || outsideBoth || body.length % 4 === 1) throw new HttpError(400, INVALID_IMAGE_DATA);
  const bytes = Buffer.from(payload, payload.includes('-') || payload.includes('_') ? 'base64url' : 'base64');
  if (bytes.length === 0) throw new HttpError(400, INVALID_IMAGE_DATA);
  return bytes;
}
