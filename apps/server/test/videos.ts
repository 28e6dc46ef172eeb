import { Readable, type Transform } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import {
  ALL_FORMATS,
  BufferSource,
  BufferTarget,
  EncodedAudioPacketSource,
  EncodedPacket,
  EncodedVideoPacketSource,
  Input,
  OggOutputFormat,
  Output,
  WebMOutputFormat,
  type MetadataTags,
} from 'mediabunny';
import { oggPageChecksum } from '../src/platform/ogg-metadata';

/** Minimal containers of each accepted video type: enough for the server, which never decodes video. */

const box = (type: string, ...children: Buffer[]): Buffer => {
  const body = Buffer.concat(children);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
};

/** An MP4 whose moov carries a user-data box with GPS coordinates (©xyz), as phones write them. */
export function gpsTaggedMp4(mediaBytes = 4096): Buffer {
  const ftyp = box('ftyp', Buffer.from('isom\0\0\x02\0isomiso2mp41', 'latin1'));
  const location = box('\xa9xyz', Buffer.from('\0\x11\x15\xc7+51.5074-000.1278/', 'latin1'));
  const moov = box(
    'moov',
    box('mvhd', Buffer.alloc(100)),
    box('trak', box('tkhd', Buffer.alloc(84)), box('udta', box('name', Buffer.from('cam')))),
    box('udta', location),
    box('meta', Buffer.from('\0\0\0\0com.apple.quicktime.location.ISO6709+51.5074-000.1278/', 'latin1')),
  );
  const mdat = box('mdat', Buffer.alloc(mediaBytes, 7));
  return Buffer.concat([ftyp, moov, mdat]);
}

/** The EBML header of a WebM file. */
export const WEBM_HEAD = Buffer.from([
  0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0xf2, 0x81, 0x04, 0x42, 0xf3, 0x81, 0x08, 0x42, 0x82,
  0x84, 0x77, 0x65, 0x62, 0x6d, 0x42, 0x87, 0x81, 0x04, 0x42, 0x85, 0x81, 0x02,
]);

/** The first bytes of a WebM of `total` bytes: its header, then the head of a Void element whose (any) content fills the rest. */
export function webmStart(total: number): Buffer {
  const voidHead = Buffer.alloc(9);
  voidHead.writeUInt8(0xec, 0);
  voidHead.writeUInt8(0x01, 1);
  voidHead.writeUIntBE(total - WEBM_HEAD.length - voidHead.length, 3, 6);
  return Buffer.concat([WEBM_HEAD, voidHead]);
}

/** A small WebM-looking file: its header, then a Void element the server stores as it is. */
export function tinyWebm(size = 8192): Buffer {
  const bytes = Buffer.alloc(size, 3);
  webmStart(size).copy(bytes);
  return bytes;
}

/** A Matroska (not WebM) header: the same container, a type members may not upload. */
export const MKV_HEAD = Buffer.from(WEBM_HEAD.toString('latin1').replace('webm', 'mkvx'), 'latin1');

/** What a camera app might write into a video: a place, a title and a note. */
export const VIDEO_LOCATION = '+51.5074-000.1278/';
const TAGS: MetadataTags = { title: 'Back garden, 12 Elm Street', comment: 'Filmed by maya.okafor', raw: { LOCATION: VIDEO_LOCATION } };

/** A WebM written by mediabunny: five VP8 frames, a named track, tags with a location and an attached picture. */
export async function locationTaggedWebm(): Promise<Buffer> {
  const output = new Output({ format: new WebMOutputFormat(), target: new BufferTarget() });
  const frames = new EncodedVideoPacketSource('vp8');
  output.addVideoTrack(frames, { name: 'Pixel 7 back camera', frameRate: 10 });
  output.setMetadataTags({
    ...TAGS,
    images: [{ data: Buffer.from('\x89PNG cover of maya.okafor', 'latin1'), mimeType: 'image/png', kind: 'coverFront' }],
  });
  await output.start();
  for (let i = 0; i < 5; i++) {
    // A VP8 key frame header: frame tag, start code, 16×16.
    const frame = Buffer.alloc(64, i);
    Buffer.from([0x10, 0x02, 0x00, 0x9d, 0x01, 0x2a, 16, 0, 16, 0]).copy(frame);
    await frames.add(
      new EncodedPacket(frame, 'key', i / 10, 0.1),
      i === 0 ? { decoderConfig: { codec: 'vp8', codedWidth: 16, codedHeight: 16 } } : undefined,
    );
  }
  await output.finalize();
  return Buffer.from(output.target.buffer ?? new ArrayBuffer(0));
}

/** An Ogg Opus file written by mediabunny, with the tags in its comment header. */
export async function locationTaggedOpus(): Promise<Buffer> {
  const output = new Output({ format: new OggOutputFormat(), target: new BufferTarget() });
  const sound = new EncodedAudioPacketSource('opus');
  output.addAudioTrack(sound);
  output.setMetadataTags(TAGS);
  await output.start();
  // OpusHead: version 1, mono, 312 samples pre-skip, 48 kHz, no gain, channel mapping 0.
  const opusHead = Buffer.from('4f707573486561640101380180bb0000000000', 'hex');
  for (let i = 0; i < 5; i++) {
    const packet = Buffer.from([0xf8, i, i, i]); // a 20 ms CELT frame
    await sound.add(
      new EncodedPacket(packet, 'key', i * 0.02, 0.02),
      i === 0 ? { decoderConfig: { codec: 'opus', numberOfChannels: 1, sampleRate: 48000, description: opusHead } } : undefined,
    );
  }
  await output.finalize();
  return Buffer.from(output.target.buffer ?? new ArrayBuffer(0));
}

/** Opens a file with mediabunny, as a player would. */
export const openMedia = (bytes: Buffer) => new Input({ source: new BufferSource(bytes), formats: ALL_FORMATS });

/** The pages of an Ogg file, in order. */
export function oggPages(bytes: Buffer): Buffer[] {
  const pages: Buffer[] = [];
  for (let at = 0; at < bytes.length;) {
    const segments = bytes.readUInt8(at + 26);
    const length = bytes.subarray(at + 27, at + 27 + segments).reduce((total, lacing) => total + lacing, 27 + segments);
    pages.push(bytes.subarray(at, at + length));
    at += length;
  }
  return pages;
}

/** The lacing values of the given packet bytes: 255s, then what is left (0 when it divides evenly), ending the packet. */
const lacing = (length: number) => [...Array<number>(Math.floor(length / 255)).fill(255), length % 255];

/** One Ogg page with its checksum. `open` leaves the last bytes as a packet continued on the next page (their length a multiple of 255). */
export function oggPage(serial: number, sequence: number, flags: number, packets: Buffer[], open = false): Buffer {
  const values = packets.flatMap((packet, i) =>
    open && i === packets.length - 1 ? lacing(packet.length).slice(0, -1) : lacing(packet.length),
  );
  const header = Buffer.alloc(27 + values.length);
  header.write('OggS', 0, 'latin1');
  header.writeUInt8(flags, 5);
  header.writeUInt32LE(serial, 14);
  header.writeUInt32LE(sequence, 18);
  header.writeUInt8(values.length, 26);
  Buffer.from(values).copy(header, 27);
  const page = Buffer.concat([header, ...packets]);
  page.writeUInt32LE(oggPageChecksum(page), 22);
  return page;
}

const le32 = (n: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32LE(n);
  return bytes;
};

/** A comment header as Theora and Vorbis write it: signature, vendor string, then length-prefixed KEY=value comments. */
export const commentHeader = (signature: string, vendor: string, comments: string[], framingBit = false) =>
  Buffer.concat([
    Buffer.from(signature, 'latin1'),
    le32(vendor.length),
    Buffer.from(vendor),
    le32(comments.length),
    ...comments.flatMap((c) => [le32(Buffer.byteLength(c)), Buffer.from(c)]),
    Buffer.from(framingBit ? [1] : []),
  ]);

const THEORA_SERIAL = 0x7e0a;
/** A Theora identification header: version 3.2.1, one 16×16 macroblock, 10 frames a second, key frame shift 6. */
export const THEORA_IDENTIFICATION = Buffer.concat([
  Buffer.from('\x80theora\x03\x02\x01', 'latin1'),
  Buffer.from('0001000100001000001000000000000a00000001000001000001000000000180', 'hex'),
]);
/** Stands for a Theora setup header (quantisation and Huffman tables), which the server only passes on. */
export const THEORA_SETUP = Buffer.concat([Buffer.from('\x82theora', 'latin1'), Buffer.alloc(120, 0x5a)]);

/**
 * A Theora video with Opus sound, as an encoder lays it out: both first pages, then the Theora comment and
 * setup headers (the comment, with a location, longer than one page's segment so it runs onto a second page),
 * the Opus comment header, and the media pages with their stream ends.
 */
export async function locationTaggedOgg(): Promise<Buffer> {
  const [opusFirst, opusTags, ...opusMedia] = oggPages(await locationTaggedOpus());
  const comment = commentHeader('\x81theora', 'Xiph.Org libtheora 1.1 20090822 (Thusnelda)', [
    `LOCATION=${VIDEO_LOCATION}`,
    `GEO_LOCATION=${VIDEO_LOCATION}`,
    `COMMENT=${'Filmed by maya.okafor in her back garden. '.repeat(6)}`,
  ]);
  const frames = [Buffer.from([0x40, 1, 2, 3]), Buffer.from([0x00, 4, 5]), Buffer.from([0x00, 6, 7])];
  return Buffer.concat([
    oggPage(THEORA_SERIAL, 0, 0x02, [THEORA_IDENTIFICATION]),
    opusFirst ?? Buffer.alloc(0),
    oggPage(THEORA_SERIAL, 1, 0x00, [comment.subarray(0, 255)], true),
    oggPage(THEORA_SERIAL, 2, 0x01, [comment.subarray(255), THEORA_SETUP]),
    opusTags ?? Buffer.alloc(0),
    oggPage(THEORA_SERIAL, 3, 0x04, frames),
    ...opusMedia,
  ]);
}

/** Sends bytes through a metadata stripper in chunks of the given size; answers what comes out. */
export function streamThrough(stripper: Transform, bytes: Buffer, chunkSize: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += chunkSize) chunks.push(bytes.subarray(i, i + chunkSize));
  return buffer(Readable.from(chunks).pipe(stripper));
}
