import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { CSSProperties, ReactElement } from 'react';
import satori from 'satori';
import sharp from 'sharp';

/** The size link previews show large: Open Graph's and X's 1.91:1. */
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;
/** Cards kept made; each is about 60–120 KB. */
const KEPT_CARDS = 200;

/** What a card says over its picture. */
export interface CardText {
  title: string;
  /** The town, and for a meet its date. */
  subtitle: string;
}

const require = createRequire(import.meta.url);

/** Figtree, the app's typeface (SIL Open Font License), in the WOFF files satori reads. */
function figtree(weight: 400 | 800) {
  const file = path.join(path.dirname(require.resolve('@fontsource/figtree/package.json')), 'files', `figtree-latin-${weight}-normal.woff`);
  return { name: 'Figtree', data: fs.readFileSync(file), weight, style: 'normal' as const };
}

let fonts: ReturnType<typeof figtree>[] | undefined;

const element = (style: CSSProperties, children: (ReactElement | string)[] | string): ReactElement => ({
  type: 'div',
  key: null,
  props: { style: { display: 'flex', ...style }, children },
});

/** The words and the brand over a shade that keeps them readable on any photo, as SVG with the letters drawn as paths. */
async function overlay(text: CardText): Promise<string> {
  fonts ??= [figtree(400), figtree(800)];
  const card = element(
    {
      width: CARD_WIDTH,
      height: CARD_HEIGHT,
      boxSizing: 'border-box',
      flexDirection: 'column',
      justifyContent: 'space-between',
      padding: 56,
      fontFamily: 'Figtree',
      color: '#ffffff',
      backgroundImage: 'linear-gradient(to bottom, rgba(0,0,0,0) 40%, rgba(0,0,0,0.75) 100%)',
    },
    [
      element(
        { alignSelf: 'flex-start', padding: '10px 24px', borderRadius: 999, background: '#2f6b3a', fontSize: 30, fontWeight: 800 },
        'Rootshare',
      ),
      element({ flexDirection: 'column', paddingBottom: 8 }, [
        element({ fontSize: 68, fontWeight: 800, lineHeight: 1.1 }, text.title),
        element({ marginTop: 16, fontSize: 34, fontWeight: 400 }, text.subtitle),
      ]),
    ],
  );
  return satori(card, { width: CARD_WIDTH, height: CARD_HEIGHT, fonts });
}

/** A JPEG card: the picture filling it (the leaf green without one), the words over it. */
export async function renderCard(picture: Buffer | null, text: CardText): Promise<Buffer> {
  const base = picture
    ? sharp(picture).resize(CARD_WIDTH, CARD_HEIGHT, { fit: 'cover' })
    : sharp({ create: { width: CARD_WIDTH, height: CARD_HEIGHT, channels: 3, background: '#2f6b3a' } });
  return base
    .composite([{ input: Buffer.from(await overlay(text)) }])
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}

/** Cards made once and kept, the least recently asked dropped first; a changed listing names a new card. */
export function createCardCache() {
  const made = new Map<string, Promise<Buffer>>();
  return (key: string, make: () => Promise<Buffer>): Promise<Buffer> => {
    let card = made.get(key);
    if (card) made.delete(key);
    else {
      card = make();
      card.catch(() => made.delete(key));
    }
    made.set(key, card);
    for (const oldest of made.keys()) {
      if (made.size <= KEPT_CARDS) break;
      made.delete(oldest);
    }
    return card;
  };
}
