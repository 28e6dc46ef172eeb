import { EncodedPacketSink } from 'mediabunny';
import { describe, expect, it } from 'vitest';
import {
  commentHeader,
  locationTaggedOgg,
  locationTaggedOpus,
  oggPage,
  oggPages,
  openMedia,
  streamThrough,
  THEORA_IDENTIFICATION,
  THEORA_SETUP,
  VIDEO_LOCATION,
} from '../../test/videos';
import { createOggMetadataStripper, oggPageChecksum } from './ogg-metadata';

const strip = (bytes: Buffer, chunkSize = 4096) => streamThrough(createOggMetadataStripper(), bytes, chunkSize);
const UNREADABLE = 'The video could not be read';

const soundOf = async (bytes: Buffer) => {
  const track = await openMedia(bytes).getPrimaryAudioTrack();
  if (!track) return [];
  const packets: Buffer[] = [];
  for await (const packet of new EncodedPacketSink(track).packets()) packets.push(Buffer.from(packet.data));
  return packets;
};

describe('Ogg page checksums', () => {
  it('are computed as an independent Ogg writer computes them', async () => {
    const pages = oggPages(await locationTaggedOpus());
    expect(pages.length).toBeGreaterThan(2);
    for (const page of pages) expect(oggPageChecksum(page)).toBe(page.readUInt32LE(22));
  });
});

describe('the Ogg metadata stripper', () => {
  it('empties the Theora and Opus comment headers, with every page still checksummed and the rest untouched', async () => {
    const original = await locationTaggedOgg();
    expect((await openMedia(original).getMetadataTags()).raw).toMatchObject({ LOCATION: VIDEO_LOCATION });
    const stripped = await strip(original);
    expect(stripped.length).toBe(original.length);
    const text = stripped.toString('latin1');
    for (const trace of [VIDEO_LOCATION, 'LOCATION', 'maya.okafor', 'Elm Street', 'libtheora', 'Mediabunny'])
      expect(text).not.toContain(trace);
    const pages = oggPages(stripped);
    for (const page of pages) expect(oggPageChecksum(page)).toBe(page.readUInt32LE(22));
    // Only the three pages with a comment header changed; the Theora headers and frames are as they were.
    const before = oggPages(original);
    expect(pages.filter((page, i) => !page.equals(before[i] ?? Buffer.alloc(0)))).toHaveLength(3);
    expect(stripped.includes(THEORA_IDENTIFICATION) && stripped.includes(THEORA_SETUP)).toBe(true);
    expect(text).toContain('\x81theora\0\0\0\0\0\0\0\0');
    const input = openMedia(stripped);
    expect(await input.getMimeType()).toBe('audio/ogg; codecs="opus"');
    expect(await input.getMetadataTags()).toEqual({});
    const sound = await soundOf(stripped);
    expect(sound).toHaveLength(5);
    expect(sound).toEqual(await soundOf(original));
  });

  it('gives the same output whether the file arrives whole or a byte at a time', async () => {
    const original = await locationTaggedOgg();
    const whole = await strip(original, original.length);
    expect((await strip(original, 1)).equals(whole)).toBe(true);
    expect((await strip(original, 50)).equals(whole)).toBe(true);
  });

  it('empties a Vorbis comment header and keeps its framing bit', async () => {
    const serial = 9;
    const vorbis = Buffer.concat([
      oggPage(serial, 0, 0x02, [Buffer.from('\x01vorbis\0\0\0\0\x01\x44\xac\0\0\0\0\0\0\0\xee\x02\0\0\0\0\0\xb8\x01', 'latin1')]),
      oggPage(serial, 1, 0x00, [
        commentHeader('\x03vorbis', 'Lavf60.3.100', [`LOCATION=${VIDEO_LOCATION}`], true),
        Buffer.from('\x05vorbis setup', 'latin1'),
      ]),
      oggPage(serial, 2, 0x04, [Buffer.from([0, 1, 2])]),
    ]);
    const stripped = await strip(vorbis, 10);
    const comment = oggPages(stripped)[1]?.subarray(29) ?? Buffer.alloc(0);
    expect(comment.subarray(0, 16).equals(Buffer.from('\x03vorbis\0\0\0\0\0\0\0\0\x01', 'latin1'))).toBe(true);
    expect(comment.subarray(16, comment.indexOf('\x05vorbis')).every((byte) => byte === 0)).toBe(true);
    expect(stripped.toString('latin1')).not.toContain('LOCATION');
  });

  it('refuses a file cut short, a stream it does not know and bytes that are not Ogg pages', async () => {
    const original = await locationTaggedOgg();
    const pages = oggPages(original);
    await expect(strip(original.subarray(0, original.length - 3))).rejects.toThrow(UNREADABLE);
    await expect(strip(Buffer.concat(pages.slice(0, -1)))).rejects.toThrow(UNREADABLE);
    await expect(strip(Buffer.concat(pages.slice(0, 2)))).rejects.toThrow(UNREADABLE);
    const skeleton = oggPage(77, 0, 0x02, [Buffer.from('fishead\0 track names and more', 'latin1')]);
    await expect(strip(Buffer.concat([pages[0] ?? Buffer.alloc(0), skeleton, ...pages.slice(1)]))).rejects.toThrow(UNREADABLE);
    await expect(strip(Buffer.concat([original, Buffer.from('trailing junk after the last page')]))).rejects.toThrow(UNREADABLE);
  });
});
