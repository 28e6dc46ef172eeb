import { crc32 } from 'node:zlib';
import { EncodedPacketSink } from 'mediabunny';
import { describe, expect, it } from 'vitest';
import { locationTaggedWebm, openMedia, streamThrough, VIDEO_LOCATION, WEBM_HEAD } from '../../test/videos';
import { createWebmMetadataStripper } from './webm-metadata';

const strip = (bytes: Buffer, chunkSize = 4096) => streamThrough(createWebmMetadataStripper(), bytes, chunkSize);

/** An EBML element with an 8-byte size, or of unknown size when no content is given. */
function element(id: number, ...content: (Buffer | string)[]): Buffer {
  const idBytes = Buffer.from(id.toString(16).padStart(id > 0xffffff ? 8 : id > 0xffff ? 6 : id > 0xff ? 4 : 2, '0'), 'hex');
  const body = Buffer.concat(content.map((part) => (typeof part === 'string' ? Buffer.from(part) : part)));
  const size = Buffer.alloc(8, content.length > 0 ? 0 : 0xff);
  size.writeUInt8(0x01, 0);
  if (content.length > 0) size.writeUIntBE(body.length, 2, 6);
  return Buffer.concat([idBytes, size, body]);
}
const uint = (n: number) => Buffer.from([n]);

/** How a recording browser writes WebM: segment and clusters of unknown size, with (here) tags after the media. */
function recordedWebm(): Buffer {
  const infoContent = Buffer.concat([
    element(0x2ad7b1, Buffer.from([0x0f, 0x42, 0x40])),
    element(0x4d80, 'Chrome'),
    element(0x5741, 'Chrome'),
    element(0x7ba9, 'Garden at 12 Elm Street'),
  ]);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32LE(crc32(infoContent));
  const info = element(0x1549a966, Buffer.from([0xbf, 0x84]), checksum, infoContent);
  const tracks = element(
    0x1654ae6b,
    element(
      0xae,
      element(0xd7, uint(1)),
      element(0x73c5, uint(1)),
      element(0x83, uint(1)),
      element(0x86, 'V_VP8'),
      element(0x536e, 'Pixel 7 back camera'),
      element(0xe0, element(0xb0, uint(16)), element(0xba, uint(16))),
    ),
  );
  const frame = Buffer.concat([
    Buffer.from([0x81, 0x00, 0x00, 0x80]),
    Buffer.from([0x10, 0x02, 0x00, 0x9d, 0x01, 0x2a, 16, 0, 16, 0]),
    Buffer.alloc(40, 1),
  ]);
  const cluster = Buffer.concat([element(0x1f43b675).subarray(0, 12), element(0xe7, uint(0)), element(0xa3, frame)]);
  const tags = element(0x1254c367, element(0x7373, element(0x67c8, element(0x45a3, 'LOCATION'), element(0x4487, VIDEO_LOCATION))));
  return Buffer.concat([WEBM_HEAD, element(0x18538067).subarray(0, 12), info, tracks, cluster, tags]);
}

const packetsOf = async (bytes: Buffer) => {
  const track = await openMedia(bytes).getPrimaryVideoTrack();
  if (!track) return [];
  const packets: Buffer[] = [];
  for await (const packet of new EncodedPacketSink(track).packets()) packets.push(Buffer.from(packet.data));
  return packets;
};

describe('the WebM metadata stripper', () => {
  it('removes tags, attached pictures, app names and track names, and the file still opens with the same frames', async () => {
    const original = await locationTaggedWebm();
    expect((await openMedia(original).getMetadataTags()).raw).toMatchObject({ LOCATION: VIDEO_LOCATION });
    const stripped = await strip(original);
    expect(stripped.length).toBe(original.length);
    const text = stripped.toString('latin1');
    for (const trace of [VIDEO_LOCATION, 'LOCATION', 'maya.okafor', '12 Elm Street', 'cover', 'Pixel 7', 'Mediabunny'])
      expect(text).not.toContain(trace);
    const input = openMedia(stripped);
    expect(await input.getMimeType()).toBe('video/webm; codecs="vp8"');
    const tags = await input.getMetadataTags();
    expect(tags.raw ?? {}).toEqual({});
    expect(tags.images ?? []).toEqual([]);
    const track = await input.getPrimaryVideoTrack();
    expect(track?.codec).toBe('vp8');
    expect(await track?.getName()).toBeFalsy();
    const frames = await packetsOf(stripped);
    expect(frames).toHaveLength(5);
    expect(frames).toEqual(await packetsOf(original));
  });

  it('gives the same output whether the file arrives whole or a byte at a time', async () => {
    const original = await locationTaggedWebm();
    const whole = await strip(original, original.length);
    expect((await strip(original, 1)).equals(whole)).toBe(true);
    expect((await strip(original, 13)).equals(whole)).toBe(true);
  });

  it('voids tags that follow clusters of unknown size, as a recording browser lays them out, and keeps the checksum of what it blanked right', async () => {
    const original = recordedWebm();
    const stripped = await strip(original, 7);
    expect(stripped.length).toBe(original.length);
    const text = stripped.toString('latin1');
    for (const trace of [VIDEO_LOCATION, 'Chrome', 'Elm Street', 'Pixel 7']) expect(text).not.toContain(trace);
    expect(text).toContain('V_VP8');
    const info = stripped.indexOf(Buffer.from([0x15, 0x49, 0xa9, 0x66]));
    const infoEnd = stripped.indexOf(Buffer.from([0x16, 0x54, 0xae, 0x6b]));
    expect(stripped.readUInt32LE(info + 14)).toBe(crc32(stripped.subarray(info + 18, infoEnd)));
    const frames = await packetsOf(stripped);
    expect(frames).toHaveLength(1);
    expect(frames).toEqual(await packetsOf(original));
    expect((await openMedia(stripped).getMetadataTags()).raw ?? {}).toEqual({});
  });

  it('refuses a file cut short and bytes that are not EBML elements', async () => {
    const original = await locationTaggedWebm();
    await expect(strip(original.subarray(0, original.length - 10))).rejects.toThrow('The video could not be read');
    await expect(strip(original.subarray(0, 200))).rejects.toThrow('The video could not be read');
    await expect(strip(Buffer.concat([WEBM_HEAD, Buffer.alloc(64)]))).rejects.toThrow('The video could not be read');
    await expect(strip(Buffer.concat([WEBM_HEAD, element(0x1254c367).subarray(0, 12), Buffer.alloc(64)]))).rejects.toThrow(
      'The video could not be read',
    );
  });
});
