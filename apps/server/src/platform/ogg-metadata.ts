import { Transform, type TransformCallback } from 'node:stream';
import { ByteQueue } from './byte-queue';
import { HttpError } from './errors';
import { VIDEO_UNREADABLE } from './video';

const CAPTURE_PATTERN = Buffer.from('OggS', 'latin1');
const PAGE_HEADER_BYTES = 27;
const CONTINUED = 0x01;
const FIRST_PAGE = 0x02;
const LAST_PAGE = 0x04;

interface Codec {
  /** How the stream's first packet begins. */
  identification: Buffer;
  /** How its second packet, the comment header, begins. */
  comment: Buffer;
  /** Vorbis ends its comment header with a framing bit set. */
  framingBit: boolean;
}

/** The streams a browser plays in Ogg. Any other (Skeleton, Kate, FLAC, Speex…) is refused, so none slips through with its own tags. */
const CODECS: Codec[] = [
  { identification: Buffer.from('\x80theora', 'latin1'), comment: Buffer.from('\x81theora', 'latin1'), framingBit: false },
  { identification: Buffer.from('\x01vorbis', 'latin1'), comment: Buffer.from('\x03vorbis', 'latin1'), framingBit: true },
  { identification: Buffer.from('OpusHead', 'latin1'), comment: Buffer.from('OpusTags', 'latin1'), framingBit: false },
];

interface LogicalStream {
  codec: Codec;
  /** Packets completed so far; the comment header is packet 1. */
  packets: number;
  /** Bytes of the current packet seen so far. */
  offset: number;
  ended: boolean;
}

const unreadable = () => new HttpError(415, VIDEO_UNREADABLE);

// Each byte's CRC-32 contribution, as big-endian 32-bit words.
const CRC_TABLE = Buffer.alloc(256 * 4);
for (let n = 0; n < 256; n++) {
  let crc = n << 24;
  for (let bit = 0; bit < 8; bit++) crc = crc & 0x80000000 ? (crc << 1) ^ 0x04c11db7 : crc << 1;
  CRC_TABLE.writeUInt32BE(crc >>> 0, n * 4);
}

/** The checksum an Ogg page header carries: CRC-32 (polynomial 0x04c11db7, unreflected, no final xor) of the page with that field zeroed. */
export function oggPageChecksum(page: Buffer): number {
  let crc = 0;
  for (let i = 0; i < page.length; i++) {
    const byte = i >= 22 && i < 26 ? 0 : page.readUInt8(i);
    crc = ((crc << 8) ^ CRC_TABLE.readUInt32BE(((crc >>> 24) ^ byte) * 4)) >>> 0;
  }
  return crc;
}

/** The shortest comment header: its signature, two zero counts (vendor string and comments) and Vorbis's framing byte. */
const shortestComment = (codec: Codec) => codec.comment.length + 8 + (codec.framingBit ? 1 : 0);

/**
 * Blanks the comment header bytes this page carries for its stream, answering whether there were any. The
 * header keeps its signature; then come a vendor string and comment list of length zero, Vorbis's framing
 * bit, and zeros to the packet's original length, which every decoder skips as padding.
 */
function blankPage(page: Buffer, stream: LogicalStream): boolean {
  const { comment, framingBit } = stream.codec;
  const segments = page.readUInt8(26);
  let at = PAGE_HEADER_BYTES + segments;
  let changed = false;
  for (let i = 0; i < segments && stream.packets < 2; i++) {
    const length = page.readUInt8(PAGE_HEADER_BYTES + i);
    if (stream.packets === 1) {
      for (let j = 0; j < length; j++) {
        const offset = stream.offset + j;
        if (offset >= comment.length) page[at + j] = framingBit && offset === comment.length + 8 ? 1 : 0;
        else if (page.readUInt8(at + j) !== comment.readUInt8(offset)) throw unreadable();
      }
      changed = true;
    }
    stream.offset += length;
    at += length;
    // A lacing value under 255 ends the packet.
    if (length < 255) {
      if (stream.packets === 1 && stream.offset < shortestComment(stream.codec)) throw unreadable();
      stream.packets += 1;
      stream.offset = 0;
    }
  }
  return changed;
}

/**
 * Streams an Ogg file through with every stream's comment header emptied (docs/security.md S67): the Theora,
 * Vorbis or Opus comment packet keeps its signature and length, but its vendor string and comments
 * (LOCATION=, GEO_LOCATION=, TITLE=…) become zeros that read as none. The pages that carry it get their
 * checksum recomputed; every other page passes unchanged. One page (at most 64 KB) is held at a time.
 */
export function createOggMetadataStripper(): Transform {
  const queue = new ByteQueue();
  const streams = new Map<number, LogicalStream>();

  const processPage = (page: Buffer): Buffer => {
    if (page.readUInt8(4) !== 0) throw unreadable();
    const flags = page.readUInt8(5);
    const serial = page.readUInt32LE(14);
    if (flags & FIRST_PAGE) {
      const body = page.subarray(PAGE_HEADER_BYTES + page.readUInt8(26));
      const codec = CODECS.find((candidate) => body.subarray(0, candidate.identification.length).equals(candidate.identification));
      if (streams.has(serial) || codec === undefined || flags & CONTINUED) throw unreadable();
      streams.set(serial, { codec, packets: 0, offset: 0, ended: false });
    }
    const stream = streams.get(serial);
    if (stream === undefined || stream.ended) throw unreadable();
    stream.ended = (flags & LAST_PAGE) !== 0;
    if (stream.packets >= 2) return page;
    const copy = Buffer.from(page);
    if (!blankPage(copy, stream)) return page;
    copy.writeUInt32LE(oggPageChecksum(copy), 22);
    return copy;
  };

  return new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
      try {
        queue.push(chunk);
        while (queue.length >= PAGE_HEADER_BYTES) {
          const head = queue.peek(PAGE_HEADER_BYTES);
          if (!head.subarray(0, 4).equals(CAPTURE_PATTERN)) throw unreadable();
          const headerLength = PAGE_HEADER_BYTES + head.readUInt8(26);
          if (queue.length < headerLength) break;
          const lacing = queue.peek(headerLength).subarray(PAGE_HEADER_BYTES);
          const pageLength = lacing.reduce((total, length) => total + length, headerLength);
          if (queue.length < pageLength) break;
          this.push(processPage(queue.take(pageLength)));
        }
        callback();
      } catch (error) {
        callback(error as Error);
      }
    },
    flush(callback: TransformCallback) {
      // A page cut short, or a stream without its comment header or its last page, is a damaged or interrupted file.
      const complete =
        queue.length === 0 && streams.size > 0 && [...streams.values()].every((stream) => stream.ended && stream.packets >= 2);
      callback(complete ? null : unreadable());
    },
  });
}
