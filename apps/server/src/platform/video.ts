import { Transform, type TransformCallback } from 'node:stream';
import { HttpError } from './errors';

export type SniffedVideoType = 'mp4' | 'webm' | 'ogg';

export const UNSUPPORTED_VIDEO_TYPE = 'Unsupported video type. Please use MP4, WebM or Ogg.';
export const VIDEO_UNREADABLE = 'The video could not be read';
/** How many leading bytes sniffVideoType needs to decide. */
export const VIDEO_SNIFF_BYTES = 4096;

// ISO base media brands of plain MP4 video. QuickTime ('qt  ') and the HEIF image brands share the
// container but are not a type members may upload.
const MP4_BRANDS = new Set([
  'isom',
  'iso2',
  'iso3',
  'iso4',
  'iso5',
  'iso6',
  'iso7',
  'iso8',
  'iso9',
  'mp41',
  'mp42',
  'avc1',
  'M4V ',
  'M4VH',
  'M4VP',
  'dash',
  'mmp4',
  'MSNV',
  'f4v ',
]);
const EBML_MAGIC = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);

/** The real video type from the first bytes (names and declared types are never trusted), or null. */
export function sniffVideoType(head: Buffer): SniffedVideoType | null {
  if (head.length >= 12 && head.toString('latin1', 4, 8) === 'ftyp' && MP4_BRANDS.has(head.toString('latin1', 8, 12))) return 'mp4';
  // Matroska's DocType sits in the EBML header; only its WebM profile is accepted.
  if (head.subarray(0, 4).equals(EBML_MAGIC) && head.subarray(0, 64).includes('webm', 0, 'latin1')) return 'webm';
  // An Ogg stream that carries Theora video (Ogg alone may be audio only).
  if (head.toString('latin1', 0, 4) === 'OggS' && head.includes('theora', 0, 'latin1')) return 'ogg';
  return null;
}

// Boxes that hold user data, XMP or Apple's location keys (©xyz, com.apple.quicktime.location.ISO6709).
const METADATA_BOXES = new Set(['udta', 'meta', 'uuid']);
// Boxes inside moov that may hold those boxes in turn.
const CONTAINER_BOXES = new Set(['trak', 'mdia', 'minf']);
const MAX_MOOV_BYTES = 64 * 1024 * 1024;
const FREE = Buffer.from('free', 'latin1');

const unreadable = () => new HttpError(415, VIDEO_UNREADABLE);

/** Turns every metadata box between start and end (and inside containers) into a zero-filled 'free' box; sizes and offsets stay. */
function blankMetadataBoxes(box: Buffer, start: number, end: number): void {
  let at = start;
  while (at + 8 <= end) {
    let size = box.readUInt32BE(at);
    let header = 8;
    if (size === 1) {
      if (at + 16 > end) throw unreadable();
      size = Number(box.readBigUInt64BE(at + 8));
      header = 16;
    } else if (size === 0) {
      size = end - at;
    }
    if (size < header || at + size > end) throw unreadable();
    const type = box.toString('latin1', at + 4, at + 8);
    if (METADATA_BOXES.has(type)) {
      FREE.copy(box, at + 4);
      box.fill(0, at + header, at + size);
    } else if (CONTAINER_BOXES.has(type)) blankMetadataBoxes(box, at + header, at + size);
    at += size;
  }
}

/**
 * Streams an MP4 through, turning its metadata boxes into zero-filled 'free' boxes of the same size, so no
 * location or other metadata survives while every offset the player needs stays valid
 * (docs/security.md S25). Media data passes straight through; only the moov box (the index, usually
 * well under a few MB) is held while it is rewritten.
 */
export function createMp4MetadataStripper(): Transform {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let passRemaining = 0;
  // The body of a top-level metadata box passes as zeros.
  let zeroing = false;
  let passToEnd = false;
  let moovSize = 0;

  const take = (chunk: Buffer): Buffer => {
    if (pendingBytes === 0) return chunk;
    const joined = Buffer.concat([...pending, chunk]);
    pending = [];
    pendingBytes = 0;
    return joined;
  };
  const keep = (rest: Buffer) => {
    pending = [rest];
    pendingBytes = rest.length;
  };

  return new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
      try {
        // A moov box still arriving is only gathered until it is whole.
        if (moovSize > 0 && pendingBytes + chunk.length < moovSize) {
          pending.push(chunk);
          pendingBytes += chunk.length;
          callback();
          return;
        }
        let data = take(chunk);
        while (data.length > 0) {
          if (passToEnd) {
            this.push(zeroing ? Buffer.alloc(data.length) : data);
            break;
          }
          if (passRemaining > 0) {
            const n = Math.min(passRemaining, data.length);
            this.push(zeroing ? Buffer.alloc(n) : data.subarray(0, n));
            data = data.subarray(n);
            passRemaining -= n;
            continue;
          }
          if (moovSize > 0) {
            if (data.length < moovSize) {
              keep(data);
              break;
            }
            const moov = Buffer.from(data.subarray(0, moovSize));
            const header = moov.readUInt32BE(0) === 1 ? 16 : 8;
            blankMetadataBoxes(moov, header, moov.length);
            this.push(moov);
            data = data.subarray(moovSize);
            moovSize = 0;
            continue;
          }
          if (data.length < 16) {
            // A header is 8 bytes, or 16 with a 64-bit size; wait for more unless this is the end.
            const size = data.length >= 8 ? data.readUInt32BE(0) : -1;
            if (size === -1 || size === 1) {
              keep(data);
              break;
            }
          }
          let size = data.readUInt32BE(0);
          let header = 8;
          if (size === 1) {
            size = Number(data.readBigUInt64BE(8));
            header = 16;
          }
          const type = data.toString('latin1', 4, 8);
          if (size !== 0 && size < header) throw unreadable();
          if (type === 'moov') {
            if (size === 0 || size > MAX_MOOV_BYTES) throw unreadable();
            moovSize = size;
            continue;
          }
          const head = Buffer.from(data.subarray(0, header));
          zeroing = METADATA_BOXES.has(type);
          if (zeroing) FREE.copy(head, 4);
          this.push(head);
          data = data.subarray(header);
          if (size === 0) passToEnd = true;
          else passRemaining = size - header;
        }
        callback();
      } catch (error) {
        callback(error as Error);
      }
    },
    flush(callback: TransformCallback) {
      // A box cut short means a damaged or interrupted file: it is not stored.
      callback(pendingBytes > 0 || moovSize > 0 || passRemaining > 0 ? unreadable() : null);
    },
  });
}
