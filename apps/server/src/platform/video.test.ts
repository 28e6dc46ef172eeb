import { describe, expect, it } from 'vitest';
import { gpsTaggedMp4, MKV_HEAD, streamThrough, tinyWebm } from '../../test/videos';
import { createMp4MetadataStripper, sniffVideoType } from './video';

const strip = (bytes: Buffer, chunkSize: number) => streamThrough(createMp4MetadataStripper(), bytes, chunkSize);

describe('video sniffing', () => {
  it('tells MP4, WebM and Theora Ogg apart by their bytes', () => {
    expect(sniffVideoType(gpsTaggedMp4())).toBe('mp4');
    expect(sniffVideoType(tinyWebm())).toBe('webm');
    expect(
      sniffVideoType(Buffer.concat([Buffer.from('OggS\0\x02', 'latin1'), Buffer.alloc(22), Buffer.from('\x80theora', 'latin1')])),
    ).toBe('ogg');
  });

  it('refuses QuickTime, HEIF images, Matroska, audio-only Ogg and anything else', () => {
    const quicktime = Buffer.from(gpsTaggedMp4());
    quicktime.write('qt  ', 8, 'latin1');
    const heic = Buffer.from(gpsTaggedMp4());
    heic.write('heic', 8, 'latin1');
    for (const bytes of [quicktime, heic, MKV_HEAD, Buffer.from('OggS\0\x02vorbis', 'latin1'), Buffer.from('<svg/>'), Buffer.alloc(0)]) {
      expect(sniffVideoType(bytes)).toBeNull();
    }
  });
});

describe('the MP4 metadata stripper', () => {
  it('gives the same output whether the file arrives whole or a byte at a time', async () => {
    const original = gpsTaggedMp4(3000);
    const whole = await strip(original, original.length);
    expect(whole.length).toBe(original.length);
    expect((await strip(original, 1)).equals(whole)).toBe(true);
    expect((await strip(original, 7)).equals(whole)).toBe(true);
  });

  it('blanks a metadata box at the top level too', async () => {
    const udta = Buffer.concat([
      Buffer.from([0, 0, 0, 20]),
      Buffer.from('udta', 'latin1'),
      Buffer.from('+40.7128-074.0060/', 'latin1').subarray(0, 12),
    ]);
    const stripped = await strip(Buffer.concat([gpsTaggedMp4(100), udta]), 5);
    expect(stripped.toString('latin1')).not.toContain('+40.7128');
    expect(stripped.subarray(stripped.length - 20, stripped.length - 12).toString('latin1')).toBe('\0\0\0\x14free');
  });

  it('refuses a file cut short', async () => {
    const original = gpsTaggedMp4(3000);
    await expect(strip(original.subarray(0, original.length - 10), 64)).rejects.toThrow('The video could not be read');
  });
});
