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
  const moov = box('moov', box('mvhd', Buffer.alloc(100)), box('trak', box('tkhd', Buffer.alloc(84)), box('udta', box('name', Buffer.from('cam')))), box('udta', location), box('meta', Buffer.from('\0\0\0\0com.apple.quicktime.location.ISO6709+51.5074-000.1278/', 'latin1')));
  const mdat = box('mdat', Buffer.alloc(mediaBytes, 7));
  return Buffer.concat([ftyp, moov, mdat]);
}

/** The EBML header of a WebM file. */
export const WEBM_HEAD = Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0xf2, 0x81, 0x04, 0x42, 0xf3, 0x81, 0x08, 0x42, 0x82, 0x84, 0x77, 0x65, 0x62, 0x6d, 0x42, 0x87, 0x81, 0x04, 0x42, 0x85, 0x81, 0x02]);

/** A small WebM-looking file: its header, then bytes the server stores as they are. */
export function tinyWebm(size = 8192): Buffer {
  const bytes = Buffer.alloc(size, 3);
  WEBM_HEAD.copy(bytes);
  return bytes;
}

/** A Matroska (not WebM) header: the same container, a type the spec does not accept. */
export const MKV_HEAD = Buffer.from(WEBM_HEAD.toString('latin1').replace('webm', 'mkvx'), 'latin1');
