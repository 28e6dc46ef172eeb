import { Transform, type TransformCallback } from 'node:stream';
import { crc32 } from 'node:zlib';
import { ByteQueue } from './byte-queue';
import { HttpError } from './errors';
import { VIDEO_UNREADABLE } from './video';

// Matroska element IDs (WebM is its profile), written with their length marker as they appear in files.
const SEGMENT = 0x18538067;
const CLUSTER = 0x1f43b675;
const VOID = 0xec;
const CRC32 = 0xbf;
const INFO = 0x1549a966;
const TRACKS = 0x1654ae6b;
const TRACK_ENTRY = 0xae;
const TRACK_NAME = 0x536e;
const SEEK_HEAD = 0x114d9b74;
const SEEK = 0x4dbb;
const SEEK_ID = 0x53ab;
/** Top-level elements that hold nothing but what members or their apps wrote: Tags, Attachments, Chapters. */
const VOIDED = new Set([0x1254c367, 0x1941a469, 0x1043a770]);
/** Info's title, muxing and writing apps, recording date and file names (SegmentFilename, PrevFilename, NextFilename). */
const BLANKED_IN_INFO = new Set([0x7ba9, 0x4d80, 0x5741, 0x4461, 0x7384, 0x3c83ab, 0x3e83bb]);
/** Top-level elements read whole so some of their children can be blanked; none is near this in a real file. */
const REWRITTEN = new Set([INFO, TRACKS, SEEK_HEAD]);
const MAX_REWRITTEN_BYTES = 16 * 1024 * 1024;
/** The longest element header: a 4-byte ID and an 8-byte size. */
const MAX_HEADER_BYTES = 12;

const unreadable = () => new HttpError(415, VIDEO_UNREADABLE);

interface ElementHeader {
  id: number;
  headerLength: number;
  /** null for an element of unknown size, which runs until an element that cannot be its child. */
  size: number | null;
}

/** How many bytes an EBML variable-length integer starting with this byte takes (9 when the byte is 0: invalid). */
const vintLength = (first: number) => Math.clz32(first) - 23;

/** The element header at `at`, or null when the bytes before `end` do not hold all of it yet. */
function readHeader(bytes: Buffer, at: number, end: number): ElementHeader | null {
  if (at >= end) return null;
  const idLength = vintLength(bytes.readUInt8(at));
  if (idLength > 4) throw unreadable();
  if (at + idLength >= end) return null;
  const sizeLength = vintLength(bytes.readUInt8(at + idLength));
  if (sizeLength > 8) throw unreadable();
  if (at + idLength + sizeLength > end) return null;
  const id = bytes.readUIntBE(at, idLength);
  const mask = 0xff >> sizeLength;
  let size = bytes.readUInt8(at + idLength) & mask;
  let unknown = size === mask;
  for (let i = 1; i < sizeLength; i++) {
    const byte = bytes.readUInt8(at + idLength + i);
    unknown &&= byte === 0xff;
    size = size * 256 + byte;
  }
  if (!unknown && size > Number.MAX_SAFE_INTEGER) throw unreadable();
  return { id, headerLength: idLength + sizeLength, size: unknown ? null : size };
}

/** A header of the same length that turns the element into a Void element covering exactly the same bytes. */
function voidHeader(headerLength: number, size: number): Buffer {
  const sizeLength = Math.min(8, headerLength - 1);
  const header = Buffer.alloc(headerLength);
  header[0] = VOID;
  // The header bytes the shorter Void ID and size do not use become the start of its (zeroed) content.
  let value = headerLength - 1 - sizeLength + size;
  for (let i = sizeLength; i >= 1; i--) {
    header[i] = value % 256;
    value = Math.floor(value / 256);
  }
  header.writeUInt8(header.readUInt8(1) | (0x80 >> (sizeLength - 1)), 1);
  return header;
}

/** Whether a Seek entry (its content between start and end) points at an element this filter voids. */
function seeksVoided(bytes: Buffer, start: number, end: number): boolean {
  for (let at = start; at < end;) {
    const child = readHeader(bytes, at, end);
    if (child === null || child.size === null) throw unreadable();
    const dataStart = at + child.headerLength;
    if (child.id === SEEK_ID && child.size >= 1 && child.size <= 4) return VOIDED.has(bytes.readUIntBE(dataStart, child.size));
    at = dataStart + child.size;
  }
  return false;
}

/**
 * Blanks the member-written children of the element `id` whose content lies between start and end: Info's
 * strings, a track's name, and the SeekHead's pointers to voided elements. A CRC-32 opening the element is
 * recomputed, since its content changed.
 */
function blankChildren(bytes: Buffer, id: number, start: number, end: number): void {
  let checksumAt = -1;
  for (let at = start; at < end;) {
    const child = readHeader(bytes, at, end);
    if (child === null || child.size === null || at + child.headerLength + child.size > end) throw unreadable();
    const dataStart = at + child.headerLength;
    const dataEnd = dataStart + child.size;
    if (child.id === CRC32 && at === start && child.size === 4) checksumAt = dataStart;
    else if ((id === INFO && BLANKED_IN_INFO.has(child.id)) || (id === TRACK_ENTRY && child.id === TRACK_NAME))
      bytes.fill(0, dataStart, dataEnd);
    else if (id === TRACKS && child.id === TRACK_ENTRY) blankChildren(bytes, TRACK_ENTRY, dataStart, dataEnd);
    else if (id === SEEK_HEAD && child.id === SEEK && seeksVoided(bytes, dataStart, dataEnd)) {
      voidHeader(child.headerLength, child.size).copy(bytes, at);
      bytes.fill(0, dataStart, dataEnd);
    }
    at = dataEnd;
  }
  if (checksumAt >= 0) bytes.writeUInt32LE(crc32(bytes.subarray(checksumAt + 4, end)), checksumAt);
}

/**
 * Streams a WebM through with its metadata removed in place (docs/security.md S67): Tags, Attachments and
 * Chapters become Void elements of the same size with zeroed content, Info's title, app names and date and
 * each track's name are zero-filled (an empty string to a reader), and SeekHead entries pointing at voided
 * elements are voided too. Every size and offset stays, so clusters and cues pass untouched. Only Info,
 * Tracks and SeekHead, each a few KB, are held while they are rewritten.
 */
export function createWebmMetadataStripper(): Transform {
  const queue = new ByteQueue();
  let mode: 'header' | 'pass' | 'zero' | 'rewrite' = 'header';
  // Bytes left to pass or zero, or the whole length of the element being gathered for rewriting.
  let remaining = 0;
  let rewriting: ElementHeader | null = null;
  let written = 0;
  let segmentEnd: number | null = null;

  return new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
      const push = (bytes: Buffer) => {
        written += bytes.length;
        this.push(bytes);
      };
      try {
        queue.push(chunk);
        while (queue.length > 0) {
          if (mode === 'pass' || mode === 'zero') {
            const bytes = queue.takeSome(remaining);
            push(mode === 'zero' ? Buffer.alloc(bytes.length) : bytes);
            remaining -= bytes.length;
            if (remaining === 0) mode = 'header';
            continue;
          }
          if (mode === 'rewrite' && rewriting !== null) {
            if (queue.length < remaining) break;
            const element = Buffer.from(queue.take(remaining));
            blankChildren(element, rewriting.id, rewriting.headerLength, element.length);
            push(element);
            mode = 'header';
            continue;
          }
          const head = queue.peek(MAX_HEADER_BYTES);
          const header = readHeader(head, 0, head.length);
          if (header === null) break;
          const { id, headerLength, size } = header;
          // The segment and its clusters are entered: their children are read as they come.
          if (id === SEGMENT || id === CLUSTER) {
            push(queue.take(headerLength));
            if (id === SEGMENT && size !== null) segmentEnd = written + size;
            continue;
          }
          if (size === null) throw unreadable();
          if (VOIDED.has(id)) {
            queue.take(headerLength);
            push(voidHeader(headerLength, size));
            mode = 'zero';
          } else if (REWRITTEN.has(id)) {
            if (size > MAX_REWRITTEN_BYTES) throw unreadable();
            mode = 'rewrite';
            rewriting = header;
            remaining = headerLength + size;
            continue;
          } else {
            push(queue.take(headerLength));
            mode = 'pass';
          }
          remaining = size;
          if (remaining === 0) mode = 'header';
        }
        callback();
      } catch (error) {
        callback(error as Error);
      }
    },
    flush(callback: TransformCallback) {
      // An element or a segment cut short means a damaged or interrupted file: it is not stored.
      const cutShort = queue.length > 0 || mode !== 'header' || (segmentEnd !== null && written < segmentEnd);
      callback(cutShort ? unreadable() : null);
    },
  });
}
