// Makes the installed app's icons (public/icons/*.png) from the logo, public/favicon.svg. Run it
// after changing the logo: `npm run icons --workspace @rootshare/web`; the PNGs are committed.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const publicDir = path.resolve(import.meta.dirname, '../public');
const logo = fs.readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');
const background = /<rect[^>]*fill="([^"]+)"/.exec(logo)?.[1];
const glyph = logo.replace(/^.*?<rect[^>]*\/>/s, '').replace(/<\/svg>\s*$/, '');
if (!background || !glyph.includes('<path')) throw new Error('favicon.svg is not a rounded square with the plant drawn on it');

// Full bleed, the plant shrunk into the middle 80 % that every launcher's mask keeps (maskable icons),
// and for Apple's home screen, which rounds the corners itself.
const fullBleed = (scale) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${background}"/><g transform="translate(32 33) scale(${scale}) translate(-32 -33)">${glyph}</g></svg>`;

const icons = [
  { file: 'icon-192.png', size: 192, svg: logo },
  { file: 'icon-512.png', size: 512, svg: logo },
  { file: 'maskable-512.png', size: 512, svg: fullBleed(0.85) },
  { file: 'apple-touch-icon.png', size: 180, svg: fullBleed(0.9) },
];

fs.mkdirSync(path.join(publicDir, 'icons'), { recursive: true });
for (const { file, size, svg } of icons) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(publicDir, 'icons', file));
}
