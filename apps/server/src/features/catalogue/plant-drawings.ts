import { normaliseScientificName } from '@rootshare/contracts/catalogue-ranking';

/**
 * Drawings of the most swapped species that have no catalogue photo, each by its form (a monstera's
 * split leaf, a jade's round pads, a snake plant's upright blades …), so popular plants do not all
 * show their category's one drawing. Which species: the first 40 of the editors' most-swapped list
 * (popularity.ts) without a photo (docs/product-decisions.md#plants). Served at PLANT_DRAWING_PATH.
 */

/** Where the server answers the drawings. */
export const PLANT_DRAWING_PATH = '/api/plant-drawings/';

const LEAF = '#3f7d4e';
const DEEP = '#2f6140';
const LIGHT = '#a8c69f';
const PALE = '#dfe9d4';
const POT = '#c8693f';
const RIM = '#b35a33';
const PINK = '#e58aa0';
const RED = '#c8423b';
const CREAM = '#f4efd8';
const YELLOW = '#e8c547';

const pot = `<path d="M150 300h100l-12 70h-76z" fill="${POT}"/><rect x="140" y="288" width="120" height="18" rx="6" fill="${RIM}"/>`;
/** A wide, shallow bowl for rosettes and low succulents. */
const bowl = `<path d="M120 300h160l-20 60h-120z" fill="${POT}"/><rect x="112" y="290" width="176" height="16" rx="6" fill="${RIM}"/>`;
/** A hanging pot with its cords, for trailing plants. */
const hanging = `<path d="M200 20L150 150M200 20L250 150" stroke="#8a6b4a" stroke-width="3"/><path d="M140 150h120l-14 60h-92z" fill="${POT}"/><rect x="132" y="142" width="136" height="16" rx="6" fill="${RIM}"/>`;

/** A pointed leaf `length` long and `width` wide, its base at (x, y), turned `angle` degrees from upright. */
const leaf = (x: number, y: number, angle: number, length: number, width: number, fill = LEAF, extra = '') =>
  `<path d="M0 0C${width} ${-length * 0.3} ${width * 0.6} ${-length * 0.8} 0 ${-length}C${-width * 0.6} ${-length * 0.8} ${-width} ${-length * 0.3} 0 0z" fill="${fill}" transform="translate(${x} ${y}) rotate(${angle})"${extra}/>`;
/** A leaf's midrib, over a leaf drawn with the same arguments. */
const midrib = (x: number, y: number, angle: number, length: number, stroke = LIGHT) =>
  `<path d="M0 0V${-length * 0.9}" stroke="${stroke}" stroke-width="2" transform="translate(${x} ${y}) rotate(${angle})"/>`;
/** A stem from (x1, y1) curving to (x2, y2). */
const stem = (x1: number, y1: number, x2: number, y2: number, width = 4, stroke = LEAF) =>
  `<path d="M${x1} ${y1}Q${x1} ${(y1 + y2) / 2} ${x2} ${y2}" stroke="${stroke}" stroke-width="${width}" fill="none" stroke-linecap="round"/>`;
/** A heart-shaped leaf hanging from (x, y), `size` across. */
const heart = (x: number, y: number, size: number, angle = 0, fill = LEAF) =>
  `<path d="M0 ${size}C${-size} ${size * 0.3} ${-size * 0.7} ${-size * 0.5} 0 ${-size * 0.1}C${size * 0.7} ${-size * 0.5} ${size} ${size * 0.3} 0 ${size}z" fill="${fill}" transform="translate(${x} ${y}) rotate(${angle})"/>`;
/** Leaves along a stem trailing down from (x, y), alternating sides. */
const trail = (x: number, y: number, drop: number, sway: number, draw: (x: number, y: number, side: number) => string, every = 34) => {
  const points = Array.from({ length: Math.floor(drop / every) }, (_, i) => {
    const t = (i + 1) * every;
    return { x: x + Math.sin(t / 40) * sway, y: y + t, side: i % 2 ? 1 : -1 };
  });
  return `<path d="M${x} ${y}${points.map((p) => `L${p.x.toFixed(1)} ${p.y}`).join('')}" stroke="${DEEP}" stroke-width="3" fill="none"/>${points.map((p) => draw(p.x, p.y, p.side)).join('')}`;
};
/** A fan of `count` leaves spread evenly over `spread` degrees; `draw` draws each at its angle. */
const fan = (count: number, spread: number, draw: (angle: number, i: number) => string) =>
  Array.from({ length: count }, (_, i) => draw(-spread / 2 + (count > 1 ? (spread * i) / (count - 1) : 0), i)).join('');
/** A rosette of pointed leaves seen from the side, centred on (x, y). */
const rosette = (x: number, y: number, rings: ReadonlyArray<{ count: number; length: number; width: number; fill: string }>) =>
  rings.map((ring) => fan(ring.count, 150, (angle) => leaf(x, y, angle, ring.length, ring.width, ring.fill))).join('');
/** A palm frond from (x, y) at `angle`, its leaflets along an arching rib. */
const frond = (x: number, y: number, angle: number, length: number, fill = LEAF) =>
  `<g transform="translate(${x} ${y}) rotate(${angle})"><path d="M0 0Q20 ${-length / 2} 0 ${-length}" stroke="${DEEP}" stroke-width="3" fill="none"/>${Array.from(
    { length: 9 },
    (_, i) => {
      const t = (i + 1) / 10;
      const py = -length * t;
      const px = 20 * 2 * t * (1 - t);
      return `${leaf(px, py, -70, 40 * (1 - t * 0.6), 6, fill)}${leaf(px, py, 70, 40 * (1 - t * 0.6), 6, fill)}`;
    },
  ).join('')}</g>`;
/** A striped band across a leaf drawn with `leaf`, for patterned foliage. */
const bands = (x: number, y: number, angle: number, length: number, width: number, stroke: string, count = 4) =>
  `<g transform="translate(${x} ${y}) rotate(${angle})">${Array.from({ length: count }, (_, i) => {
    const py = (-length * (i + 1)) / (count + 1);
    const half = width * 0.55;
    return `<path d="M0 ${py}L${-half} ${py - 14}M0 ${py}L${half} ${py - 14}" stroke="${stroke}" stroke-width="4" stroke-linecap="round"/>`;
  }).join('')}</g>`;

interface Drawing {
  /** The species it draws, as the catalogue writes it. */
  species: string;
  /** What it shows, read out as the image's name. */
  subject: string;
  background: string;
  art: string;
}

const DRAWINGS: readonly Drawing[] = [
  {
    species: 'Monstera deliciosa',
    subject: 'monstera with split leaves',
    background: '#e2eee0',
    art: `${pot}${stem(200, 292, 150, 180)}${stem(200, 292, 260, 150)}
      <g fill="${LEAF}"><path d="M150 180c-60-10-90 40-70 80 30 20 70 10 90-20z"/><path d="M260 150c60-30 110 10 90 70-30 30-80 20-100-10z"/></g>
      <g stroke="#e2eee0" stroke-width="7" stroke-linecap="round"><path d="M96 228l30-14M104 252l36-8M300 150l-16 24M330 172l-30 18M340 204l-40 6"/></g>
      <g fill="#e2eee0"><circle cx="132" cy="220" r="5"/><circle cx="300" cy="190" r="5"/></g>`,
  },
  {
    species: 'Chlorophytum comosum',
    subject: 'spider plant with arching striped leaves and a baby plant',
    background: '#eaf1e0',
    art: `${pot}${fan(9, 140, (a) => `${leaf(200, 292, a, 150, 10, LEAF)}${leaf(200, 292, a, 140, 3, CREAM)}`)}
      <path d="M230 290q60-20 90 40" stroke="${LIGHT}" stroke-width="3" fill="none"/>${fan(5, 120, (a) => leaf(320, 334, a, 36, 5, LEAF))}`,
  },
  {
    species: 'Dracaena trifasciata',
    subject: 'snake plant with upright banded blades',
    background: '#eef0e2',
    art: `${pot}${[
      [170, -8, 180],
      [190, -2, 220],
      [212, 4, 200],
      [232, 10, 160],
    ]
      .map(([x = 0, a = 0, h = 0]) => `${leaf(x, 292, a, h, 22, LEAF)}${bands(x, 292, a, h, 22, DEEP, 6)}`)
      .join('')}${leaf(190, 292, -2, 220, 22, 'none', ` stroke="${YELLOW}" stroke-width="3"`)}`,
  },
  {
    species: 'Crassula ovata',
    subject: 'jade plant with round fleshy pads on a thick stem',
    background: '#edf1e0',
    art: `${pot}<path d="M200 292v-80M200 230l-40-40M200 215l44-50" stroke="#7a6a4a" stroke-width="12" stroke-linecap="round" fill="none"/>
      <g fill="${LEAF}" stroke="${RED}" stroke-width="2">${[
        [160, 180],
        [140, 196],
        [172, 160],
        [244, 156],
        [264, 172],
        [230, 140],
        [200, 200],
        [186, 178],
        [222, 184],
      ]
        .map(([x, y]) => `<ellipse cx="${x}" cy="${y}" rx="20" ry="14"/>`)
        .join('')}</g>`,
  },
  {
    species: 'Zamioculcas zamiifolia',
    subject: 'ZZ plant with glossy leaflets along upright stems',
    background: '#e4eee2',
    art: `${pot}${[-20, 0, 22]
      .map(
        (a) =>
          `<g transform="rotate(${a} 200 292)">${stem(200, 292, 200, 120, 5, DEEP)}${Array.from({ length: 5 }, (_, i) => `${leaf(200, 260 - i * 30, -60, 34, 12, LEAF)}${leaf(200, 260 - i * 30, 60, 34, 12, LEAF)}`).join('')}</g>`,
      )
      .join('')}`,
  },
  {
    species: 'Spathiphyllum wallisii',
    subject: 'peace lily with white spathes above dark leaves',
    background: '#e6efe4',
    art: `${pot}${fan(6, 110, (a) => `${leaf(200, 292, a, 130, 30, DEEP)}${midrib(200, 292, a, 130)}`)}
      ${stem(200, 292, 180, 140, 3)}${stem(200, 292, 230, 150, 3)}${leaf(180, 150, -10, 60, 22, '#fbfbf5')}${leaf(230, 160, 12, 56, 20, '#fbfbf5')}
      <rect x="176" y="112" width="7" height="26" rx="3" fill="${CREAM}"/><rect x="228" y="124" width="7" height="24" rx="3" fill="${CREAM}"/>`,
  },
  {
    species: 'Ficus lyrata',
    subject: 'fiddle-leaf fig with large violin-shaped leaves',
    background: '#e6eee0',
    art: `${pot}<path d="M200 292V110" stroke="#7a5a3a" stroke-width="8"/>${[
      [200, 120, 0],
      [196, 170, -50],
      [204, 190, 50],
      [196, 230, -60],
      [204, 250, 55],
    ]
      .map(
        ([x = 0, y = 0, a = 0]) =>
          `<path d="M0 0C30 -10 40 -40 22 -56C36 -80 20 -100 0 -100C-20 -100 -36 -80 -22 -56C-40 -40 -30 -10 0 0z" fill="${LEAF}" transform="translate(${x} ${y}) rotate(${a}) scale(0.8)"/>`,
      )
      .join('')}`,
  },
  {
    species: 'Ficus elastica',
    subject: 'rubber plant with broad glossy oval leaves',
    background: '#e8ece2',
    art: `${pot}<path d="M200 292V100" stroke="#6b4f3a" stroke-width="7"/>${[
      [200, 104, 0],
      [200, 150, -55],
      [200, 180, 55],
      [200, 220, -65],
      [200, 250, 62],
    ]
      .map(([x = 0, y = 0, a = 0]) => `${leaf(x, y, a, 80, 34, '#2f4a38')}${midrib(x, y, a, 80, RED)}`)
      .join('')}${leaf(200, 104, 0, 40, 6, RED)}`,
  },
  {
    species: 'Aloe vera',
    subject: 'aloe vera rosette of thick toothed leaves',
    background: '#eef1e2',
    art: `${bowl}${fan(7, 120, (a) => `${leaf(200, 292, a, 150, 18, '#7ea47a')}<g transform="translate(200 292) rotate(${a})" fill="${CREAM}">${[30, 60, 90, 120].map((y) => `<circle cx="9" cy="${-y}" r="2.5"/><circle cx="-9" cy="${-y}" r="2.5"/>`).join('')}</g>`)}`,
  },
  {
    species: 'Senecio rowleyanus',
    subject: 'string of pearls with trailing beads',
    background: '#eaf0e4',
    art: `${hanging}${[150, 180, 210, 240]
      .map((x, i) =>
        trail(
          x,
          200,
          120 + i * 30,
          10,
          (px, py) =>
            `<circle cx="${px + 6}" cy="${py - 10}" r="7" fill="#7fb069" stroke="${DEEP}" stroke-width="1.5"/><circle cx="${px - 6}" cy="${py + 4}" r="7" fill="#7fb069" stroke="${DEEP}" stroke-width="1.5"/>`,
          26,
        ),
      )
      .join('')}`,
  },
  {
    species: 'Ceropegia woodii',
    subject: 'string of hearts with trailing heart-shaped leaves',
    background: '#eee9ee',
    art: `${hanging}${[160, 200, 240]
      .map((x, i) => trail(x, 200, 150 + i * 20, 12, (px, py, side) => `${heart(px + side * 10, py, 12, side * 20, '#6f8f6a')}`, 30))
      .join('')}`,
  },
  {
    species: 'Hoya carnosa',
    subject: 'hoya with waxy leaves and a ball of star flowers',
    background: '#f1eaec',
    art: `${pot}<path d="M200 292C140 240 260 180 180 100" stroke="${DEEP}" stroke-width="4" fill="none"/>${[
      [186, 260, -60],
      [214, 230, 60],
      [196, 190, -50],
      [212, 150, 60],
    ]
      .map(([x = 0, y = 0, a = 0]) => leaf(x, y, a, 50, 20, LEAF))
      .join('')}<g fill="#f3c9d2" stroke="${PINK}">${Array.from({ length: 12 }, (_, i) => {
      const r = i < 6 ? 18 : 8;
      const t = (i * Math.PI) / 3 + (i < 6 ? 0 : 0.5);
      return `<circle cx="${(178 + r * Math.cos(t)).toFixed(1)}" cy="${(100 + r * Math.sin(t)).toFixed(1)}" r="8"/>`;
    }).join('')}</g>`,
  },
  {
    species: 'Philodendron hederaceum',
    subject: 'heartleaf philodendron trailing from a hanging pot',
    background: '#e5efe2',
    art: `${hanging}${[160, 200, 240]
      .map((x, i) =>
        trail(x, 200, 110 + i * 40, 16, (px, py, side) => heart(px + side * 14, py, 20, side * 30, i === 1 ? '#5d9a68' : LEAF), 40),
      )
      .join('')}`,
  },
  {
    species: 'Nephrolepis exaltata',
    subject: 'Boston fern with arching feathery fronds',
    background: '#e2eee5',
    art: `${pot}${fan(7, 150, (a) => frond(200, 292, a, 160, '#5d9a68'))}`,
  },
  {
    species: 'Phalaenopsis amabilis',
    subject: 'moth orchid with broad leaves and an arching spray of flowers',
    background: '#f3eaf1',
    art: `${pot}${leaf(200, 292, -70, 80, 30, LEAF)}${leaf(200, 292, 70, 80, 30, LEAF)}${leaf(200, 292, -40, 70, 26, DEEP)}
      <path d="M206 290C210 160 260 110 320 120" stroke="#6b5a3a" stroke-width="3" fill="none"/>${[
        [222, 170],
        [250, 130],
        [290, 116],
      ]
        .map(
          ([x, y]) =>
            `<g transform="translate(${x} ${y})" fill="#fbf6fb" stroke="${PINK}" stroke-width="1.5"><ellipse rx="10" ry="22" transform="rotate(-60)"/><ellipse rx="10" ry="22" transform="rotate(60)"/><ellipse rx="18" ry="14"/><circle r="5" fill="${PINK}"/></g>`,
        )
        .join('')}`,
  },
  {
    species: 'Schlumbergera x buckleyi',
    subject: 'Christmas cactus with chains of flat segments and pink flowers',
    background: '#f4e8ec',
    art: `${pot}${[-60, -25, 10, 45]
      .map(
        (a) =>
          `<g transform="rotate(${a} 200 290)">${[0, 1, 2, 3].map((i) => `<rect x="190" y="${252 - i * 40}" width="20" height="38" rx="8" fill="${LEAF}"/>`).join('')}${leaf(200, 136, 0, 36, 10, PINK)}</g>`,
      )
      .join('')}`,
  },
  {
    species: 'Peperomia obtusifolia',
    subject: 'baby rubber plant with thick rounded leaves',
    background: '#e8efe0',
    art: `${pot}${fan(6, 110, (a, i) => `${stem(200, 292, 200 + a * 1.2, 200 - (i % 2) * 30, 4, DEEP)}<ellipse cx="${200 + a * 1.2}" cy="${180 - (i % 2) * 30}" rx="24" ry="30" fill="${i % 2 ? LEAF : '#4f8c5c'}"/>`)}`,
  },
  {
    species: 'Tradescantia zebrina',
    subject: 'inch plant with purple and silver striped leaves',
    background: '#efe8f0',
    art: `${hanging}${[160, 200, 240]
      .map((x, i) =>
        trail(
          x,
          200,
          100 + i * 30,
          14,
          (px, py, side) => `${leaf(px, py, side * 70, 34, 14, '#6a4c7a')}${leaf(px, py, side * 70, 30, 4, '#c9d6e2')}`,
          30,
        ),
      )
      .join('')}`,
  },
  {
    species: 'Maranta leuconeura',
    subject: 'prayer plant with leaves marked by red veins and dark blotches',
    background: '#ece8e0',
    art: `${pot}${fan(6, 140, (a) => `${leaf(200, 292, a, 110, 36, '#6f9a5a')}${midrib(200, 292, a, 110, RED)}${bands(200, 292, a, 110, 30, '#3a5230', 3)}`)}`,
  },
  {
    species: 'Goeppertia orbifolia',
    subject: 'calathea orbifolia with round silver-striped leaves',
    background: '#e6eee6',
    art: `${pot}${[
      [150, 170, -20],
      [250, 170, 20],
      [200, 130, 0],
    ]
      .map(
        ([x = 0, y = 0, a = 0]) =>
          `${stem(200, 292, x, y + 40, 4, DEEP)}<g transform="translate(${x} ${y}) rotate(${a})"><ellipse rx="48" ry="44" fill="#5d8f5a"/>${[-30, -15, 0, 15, 30].map((dx) => `<path d="M0 -40Q${dx * 1.4} 0 ${dx} 40" stroke="#cfe0c8" stroke-width="4" fill="none"/>`).join('')}</g>`,
      )
      .join('')}`,
  },
  {
    species: 'Pachira aquatica',
    subject: 'money tree with a braided trunk and hand-shaped leaves',
    background: '#e6eee0',
    art: `${pot}<g stroke="#8a6b4a" stroke-width="7" fill="none"><path d="M192 292C212 260 188 230 208 200 188 170 204 150 200 130"/><path d="M208 292C188 260 212 230 192 200 212 170 196 150 200 130"/></g>
      ${[
        [150, 130],
        [250, 120],
        [200, 90],
      ]
        .map(([x = 0, y = 0]) => fan(5, 160, (a) => leaf(x, y + 20, a, 50, 14, LEAF)))
        .join('')}`,
  },
  {
    species: 'Strelitzia reginae',
    subject: 'bird of paradise with paddle leaves and an orange and blue flower',
    background: '#f3ece2',
    art: `${pot}${fan(4, 80, (a) => `${stem(200, 292, 200 + a * 2, 170, 4, DEEP)}${leaf(200 + a * 2, 190, a / 2, 90, 28, LEAF)}`)}
      ${stem(200, 292, 240, 130, 4, DEEP)}<path d="M240 130l70 10-70 14z" fill="#5d7f9a"/><g fill="#f08a24">${leaf(252, 134, 20, 50, 6)}${leaf(262, 136, 40, 50, 6)}${leaf(272, 138, 60, 46, 6)}</g><path d="M246 146l40 4" stroke="#3d5a8a" stroke-width="6"/>`,
  },
  {
    species: 'Dieffenbachia seguine',
    subject: 'dumb cane with large cream-centred leaves',
    background: '#e8efe2',
    art: `${pot}<path d="M200 292V150" stroke="#8aa37a" stroke-width="10"/>${[
      [200, 150, 0],
      [200, 190, -55],
      [200, 220, 55],
      [200, 260, -65],
    ]
      .map(([x = 0, y = 0, a = 0]) => `${leaf(x, y, a, 100, 36, LEAF)}${leaf(x, y, a, 80, 20, '#dfe7b8')}`)
      .join('')}`,
  },
  {
    species: 'Aglaonema commutatum',
    subject: 'Chinese evergreen with silver-feathered leaves',
    background: '#e9eee4',
    art: `${pot}${fan(7, 130, (a) => `${leaf(200, 292, a, 120, 26, DEEP)}${leaf(200, 292, a, 100, 12, '#b9cbb0')}`)}`,
  },
  {
    species: 'Rhaphidophora tetrasperma',
    subject: 'mini monstera climbing a pole with deeply split leaves',
    background: '#e2eee0',
    art: `${pot}<rect x="196" y="90" width="10" height="204" fill="#8a6b4a"/>${[
      [200, 120, -50],
      [204, 170, 50],
      [200, 220, -55],
      [204, 262, 55],
    ]
      .map(
        ([x = 0, y = 0, a = 0]) =>
          `${leaf(x, y, a, 70, 28, LEAF)}<g transform="translate(${x} ${y}) rotate(${a})" stroke="#e2eee0" stroke-width="4">${[20, 36, 52].map((t) => `<path d="M0 ${-t}L16 ${-t - 4}M0 ${-t}L-16 ${-t - 4}"/>`).join('')}</g>`,
      )
      .join('')}`,
  },
  {
    species: 'Sedum morganianum',
    subject: "burro's tail with thick ropes of plump leaves",
    background: '#ecf0e4',
    art: `${hanging}${[160, 186, 214, 240]
      .map((x, i) =>
        Array.from(
          { length: 8 + (i % 2) * 2 },
          (_, j) =>
            `<ellipse cx="${x + (j % 2 ? 5 : -5)}" cy="${214 + j * 16}" rx="10" ry="12" fill="${j % 2 ? '#8fb99a' : '#9cc5a3'}" stroke="#6f9a7a"/>`,
        ).join(''),
      )
      .join('')}`,
  },
  {
    species: 'Echeveria spp.',
    subject: 'echeveria rosette of fleshy blue-green leaves',
    background: '#eceef0',
    art: `${bowl}<g transform="translate(200 256)">${[
      { r: 86, n: 10, fill: '#9ab8b0' },
      { r: 62, n: 8, fill: '#a9c6bc' },
      { r: 38, n: 6, fill: '#bcd6cb' },
    ]
      .map(({ r, n, fill }) =>
        Array.from(
          { length: n },
          (_, i) =>
            `<ellipse cx="0" cy="${-r / 2}" rx="${r / 4}" ry="${r / 2}" fill="${fill}" stroke="${PINK}" stroke-width="2" transform="scale(1 0.55) rotate(${(360 / n) * i + r})"/>`,
        ).join(''),
      )
      .join('')}</g>`,
  },
  {
    species: 'Haworthiopsis fasciata',
    subject: 'zebra haworthia with white-banded pointed leaves',
    background: '#eef0e6',
    art: `${bowl}${rosette(200, 292, [
      { count: 7, length: 110, width: 14, fill: DEEP },
      { count: 5, length: 80, width: 12, fill: LEAF },
    ])}${fan(7, 150, (a) => bands(200, 292, a, 110, 12, '#f4f4ee', 6))}`,
  },
  {
    species: 'Kalanchoe blossfeldiana',
    subject: 'flaming Katy with scalloped leaves and clusters of red flowers',
    background: '#f6e8e4',
    art: `${pot}${fan(6, 140, (a) => leaf(200, 292, a, 70, 30, LEAF))}${[
      [160, 170],
      [200, 150],
      [240, 170],
    ]
      .map(
        ([x = 0, y = 0]) =>
          `${stem(200, 292, x, y + 10, 3, DEEP)}<g fill="${RED}">${[0, 1, 2, 3, 4, 5].map((i) => `<circle cx="${(x + 14 * Math.cos(i)).toFixed(1)}" cy="${(y + 10 * Math.sin(i)).toFixed(1)}" r="8"/>`).join('')}</g>`,
      )
      .join('')}`,
  },
  {
    species: 'Begonia rex',
    subject: 'rex begonia with swirled silver and purple leaves',
    background: '#f0e8ee',
    art: `${pot}${[
      [150, 200, -30],
      [250, 196, 30],
      [200, 150, 0],
    ]
      .map(
        ([x = 0, y = 0, a = 0]) =>
          `${stem(200, 292, x, y + 30, 4, '#7a3a4a')}<g transform="translate(${x} ${y}) rotate(${a})"><path d="M0 40C-50 30-60-30-10-40 20-46 60-20 50 10 46 30 20 40 0 40z" fill="#6a2f4a"/><path d="M0 26C-30 20-36-16-6-24 14-28 36-12 30 6 28 18 12 26 0 26z" fill="#c9c9d6"/><circle r="8" fill="#6a2f4a"/></g>`,
      )
      .join('')}`,
  },
  {
    species: 'Chamaedorea elegans',
    subject: 'parlour palm with fine arching fronds',
    background: '#e4efe4',
    art: `${pot}${fan(5, 100, (a) => frond(200, 292, a, 190, LEAF))}`,
  },
  {
    species: 'Dypsis lutescens',
    subject: 'areca palm with golden canes and feathery fronds',
    background: '#eef0df',
    art: `${pot}<g stroke="#c9b04a" stroke-width="6">${[-12, 0, 12].map((a) => `<path d="M200 292l${a * 2} -90"/>`).join('')}</g>${fan(5, 140, (a) => frond(200, 200, a, 150, '#6fa05a'))}`,
  },
  {
    species: 'Codiaeum variegatum',
    subject: 'croton with leaves splashed red, orange and yellow',
    background: '#f4ece0',
    art: `${pot}<path d="M200 292V140" stroke="#6b4f3a" stroke-width="6"/>${[
      [200, 140, 0, RED],
      [200, 180, -55, '#e0703c'],
      [200, 200, 55, YELLOW],
      [200, 240, -60, LEAF],
      [200, 256, 62, RED],
    ]
      .map(
        ([x, y, a, fill]) =>
          `${leaf(Number(x), Number(y), Number(a), 80, 26, String(fill))}${midrib(Number(x), Number(y), Number(a), 80, YELLOW)}`,
      )
      .join('')}`,
  },
  {
    species: 'Ficus benjamina',
    subject: 'weeping fig, a small tree with a canopy of little leaves',
    background: '#e6eee2',
    art: `${pot}<path d="M200 292V170M200 220l-30-30M200 200l34-34" stroke="#8a6b4a" stroke-width="8" stroke-linecap="round"/>${Array.from(
      { length: 28 },
      (_, i) => {
        const t = (i / 28) * Math.PI * 2;
        const r = 40 + (i % 3) * 18;
        return leaf(200 + r * Math.cos(t), 140 + r * 0.7 * Math.sin(t), (i * 47) % 360, 22, 9, i % 2 ? LEAF : '#5d9a68');
      },
    ).join('')}`,
  },
  {
    species: 'Hedera helix',
    subject: 'English ivy trailing with five-pointed leaves',
    background: '#e4ede2',
    art: `${hanging}${[160, 200, 240]
      .map((x, i) =>
        trail(
          x,
          200,
          120 + i * 30,
          14,
          (px, py, side) =>
            `<g transform="translate(${px + side * 12} ${py}) rotate(${side * 20})">${fan(5, 160, (a) => leaf(0, 0, a, 18, 8, i === 1 ? '#5d9a68' : DEEP))}</g>`,
          34,
        ),
      )
      .join('')}`,
  },
  {
    species: 'Syngonium podophyllum',
    subject: 'arrowhead plant with arrow-shaped pale-veined leaves',
    background: '#e9f0e2',
    art: `${pot}${fan(5, 110, (a) => `${stem(200, 292, 200 + a * 1.6, 190, 4, '#8aa37a')}<g transform="translate(${200 + a * 1.6} 190) rotate(${a / 2})"><path d="M0 -70L30 10L0 -4L-30 10z" fill="#6fa36a"/><path d="M0 -60V0M0 -20L18 0M0 -20L-18 0" stroke="${PALE}" stroke-width="3"/></g>`)}`,
  },
  {
    species: 'Scindapsus pictus',
    subject: 'satin pothos trailing with silver-spotted leaves',
    background: '#e8ece6',
    art: `${hanging}${[160, 200, 240]
      .map((x, i) =>
        trail(
          x,
          200,
          110 + i * 30,
          14,
          (px, py, side) =>
            `${heart(px + side * 14, py, 18, side * 30, '#3f6b52')}<circle cx="${px + side * 14}" cy="${py + 6}" r="3" fill="#c9d6d0"/><circle cx="${px + side * 10}" cy="${py}" r="2" fill="#c9d6d0"/>`,
          38,
        ),
      )
      .join('')}`,
  },
  {
    species: 'Anthurium andraeanum',
    subject: 'flamingo flower with glossy red spathes',
    background: '#f5e6e4',
    art: `${pot}${fan(4, 110, (a) => `${stem(200, 292, 200 + a * 1.5, 200, 3, DEEP)}${heart(200 + a * 1.5, 210, 34, 180, DEEP)}`)}
      ${stem(200, 292, 170, 130, 3, DEEP)}${heart(170, 140, 30, 200, RED)}<path d="M172 130l14-40" stroke="${YELLOW}" stroke-width="8" stroke-linecap="round"/>
      ${stem(200, 292, 250, 150, 3, DEEP)}${heart(250, 160, 26, 160, RED)}<path d="M248 150l-6-34" stroke="${YELLOW}" stroke-width="7" stroke-linecap="round"/>`,
  },
  {
    species: 'Aspidistra elatior',
    subject: 'cast iron plant with tall dark strap leaves',
    background: '#e4ebe2',
    art: `${pot}${fan(6, 60, (a) => `${leaf(200, 292, a, 190, 30, '#2f5a3a')}${midrib(200, 292, a, 190, '#5d8a62')}`)}`,
  },
  {
    species: 'Dracaena marginata',
    subject: 'dragon tree with tufts of thin red-edged leaves on bare canes',
    background: '#efece2',
    art: `${pot}<g stroke="#9a8a6a" stroke-width="7" fill="none" stroke-linecap="round"><path d="M196 292C190 230 170 190 160 150"/><path d="M204 292C210 240 236 200 244 120"/></g>
      ${[
        [160, 150],
        [244, 120],
      ]
        .map(([x = 0, y = 0]) => fan(11, 300, (a) => `${leaf(x, y, a, 60, 4, RED)}${leaf(x, y, a, 56, 2.5, LEAF)}`))
        .join('')}`,
  },
];

/** A species as the drawings match it: normalised, without a cultivar. */
const speciesKey = (scientificName: string) => normaliseScientificName(scientificName.replace(/\s*['‘’"].*$/, ''));
/** The drawing's file name: its species in lower case, words joined by hyphens. */
const fileOf = (drawing: Drawing) =>
  `${drawing.species
    .toLowerCase()
    .replace(/[^a-z]+/g, '-')
    .replace(/-+$/, '')}.svg`;

const bySpecies = new Map(DRAWINGS.map((drawing) => [speciesKey(drawing.species), drawing]));
const byFile = new Map(DRAWINGS.map((drawing) => [fileOf(drawing), drawing]));

/** The species drawn, in the order of the most-swapped list, for tests and the catalogue import's hash. */
export const DRAWN_SPECIES: readonly string[] = DRAWINGS.map((drawing) => drawing.species);

/** The URL of a species' own drawing, or null when it has none. */
export function drawingUrlFor(scientificName: string | null): string | null {
  const drawing = scientificName ? bySpecies.get(speciesKey(scientificName)) : undefined;
  return drawing ? `${PLANT_DRAWING_PATH}${fileOf(drawing)}` : null;
}

/** The SVG of a drawing by its file name, or null when there is no such drawing. */
export function drawingSvg(file: string): string | null {
  const drawing = byFile.get(file);
  if (!drawing) return null;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" role="img" aria-label="Drawing of a ${drawing.subject}"><rect width="400" height="400" fill="${drawing.background}"/>${drawing.art}</svg>`;
}
