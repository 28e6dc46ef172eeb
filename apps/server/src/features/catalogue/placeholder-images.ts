import type { PlantCategory } from '@rootshare/contracts/catalogue';

// Locally drawn illustrations so a plant without a photo never shows a broken image (docs/architecture.md, look and feel).
const LEAF = '#3f7d4e';
const LIGHT = '#a8c69f';
const POT = '#c8693f';

const pot = `<path d="M150 300h100l-12 70h-76z" fill="${POT}"/><rect x="140" y="288" width="120" height="18" rx="6" fill="#b35a33"/>`;

const MOTIFS: Record<PlantCategory, { background: string; art: string }> = {
  houseplant: {
    background: '#e6efe0',
    art: `${pot}<path d="M200 290c0-60-6-110-40-150" stroke="${LEAF}" stroke-width="6" fill="none"/>
      <path d="M160 140c-40-10-70 10-80 44 38 8 68-8 80-44z" fill="${LEAF}"/><path d="M190 200c16-46 52-62 86-56-8 40-42 60-86 56z" fill="${LIGHT}"/>
      <path d="M196 250c-36-22-70-14-88 14 32 20 66 14 88-14z" fill="${LEAF}"/>`,
  },
  succulent: {
    background: '#eef0e2',
    art: `${pot}<g fill="${LIGHT}" stroke="${LEAF}" stroke-width="3"><ellipse cx="200" cy="250" rx="22" ry="48"/><ellipse cx="200" cy="262" rx="22" ry="48" transform="rotate(55 200 285)"/>
      <ellipse cx="200" cy="262" rx="22" ry="48" transform="rotate(-55 200 285)"/><ellipse cx="200" cy="270" rx="18" ry="40" transform="rotate(90 200 285)"/></g>`,
  },
  cactus: {
    background: '#f1ecdc',
    art: `${pot}<rect x="178" y="140" width="44" height="152" rx="22" fill="${LEAF}"/><path d="M178 230h-24a14 14 0 0 1-14-14v-40" stroke="${LEAF}" stroke-width="22" fill="none" stroke-linecap="round"/>
      <path d="M222 200h22a14 14 0 0 0 14-14v-24" stroke="${LEAF}" stroke-width="20" fill="none" stroke-linecap="round"/><circle cx="200" cy="136" r="10" fill="#e58aa0"/>`,
  },
  fern: {
    background: '#e2eee5',
    art: `${pot}<g stroke="${LEAF}" stroke-width="5" fill="none" stroke-linecap="round"><path d="M200 290c-10-70-60-120-110-130"/><path d="M200 290c10-70 60-120 110-130"/><path d="M200 290V120"/></g>
      <g fill="${LIGHT}">${Array.from({ length: 6 }, (_, i) => `<ellipse cx="${186 - i * 2}" cy="${140 + i * 24}" rx="14" ry="6"/><ellipse cx="${214 + i * 2}" cy="${140 + i * 24}" rx="14" ry="6"/>`).join('')}</g>`,
  },
  herb: {
    background: '#edf2e3',
    art: `${pot}<g stroke="${LEAF}" stroke-width="4"><path d="M180 290V170M200 290V150M220 290V175"/></g><g fill="${LIGHT}">${[
      170, 150, 175,
    ]
      .map(
        (y, i) =>
          `<ellipse cx="${180 + i * 20}" cy="${y}" rx="12" ry="16"/><ellipse cx="${172 + i * 20}" cy="${y + 40}" rx="10" ry="13"/><ellipse cx="${188 + i * 20}" cy="${y + 70}" rx="10" ry="13"/>`,
      )
      .join('')}</g>`,
  },
  vegetable: {
    background: '#f3ecdf',
    art: `<path d="M200 340c-50 0-70-50-60-110h120c10 60-10 110-60 110z" fill="${POT}"/><g fill="${LEAF}"><path d="M200 232c-8-50-40-80-70-84 6 40 30 70 70 84z"/><path d="M200 232c8-50 40-80 70-84-6 40-30 70-70 84z"/></g>`,
  },
  fruit: {
    background: '#f6e9e2',
    art: `<circle cx="175" cy="255" r="55" fill="#d9534f"/><circle cx="238" cy="262" r="48" fill="#e0703c"/><path d="M190 198c0-20 8-34 20-44" stroke="#6b4f2a" stroke-width="6" fill="none"/><path d="M210 160c24-10 46-2 58 16-24 10-46 4-58-16z" fill="${LEAF}"/>`,
  },
  flower: {
    background: '#f5e8ee',
    art: `<path d="M200 360V230" stroke="${LEAF}" stroke-width="6"/><path d="M200 300c-30-20-60-16-74 4 26 16 54 14 74-4z" fill="${LEAF}"/>
      <g fill="#e58aa0">${[0, 72, 144, 216, 288].map((a) => `<ellipse cx="200" cy="178" rx="24" ry="44" transform="rotate(${a} 200 218)"/>`).join('')}</g><circle cx="200" cy="218" r="20" fill="#f2c14e"/>`,
  },
  tree: {
    background: '#e3ece3',
    art: `<rect x="188" y="250" width="24" height="110" rx="6" fill="#7a5a3a"/><circle cx="200" cy="200" r="80" fill="${LEAF}"/><circle cx="160" cy="230" r="48" fill="${LIGHT}"/><circle cx="248" cy="220" r="44" fill="#5d9a68"/>`,
  },
  shrub: {
    background: '#e8eee0',
    art: `<ellipse cx="200" cy="290" rx="120" ry="70" fill="${LEAF}"/><ellipse cx="150" cy="270" rx="60" ry="44" fill="${LIGHT}"/><ellipse cx="250" cy="262" rx="56" ry="40" fill="#5d9a68"/><rect x="80" y="340" width="240" height="12" rx="6" fill="#8a6b4a"/>`,
  },
  vine: {
    background: '#e6efe6',
    art: `<path d="M120 80c80 40-40 120 40 160s-40 120 40 140" stroke="${LEAF}" stroke-width="6" fill="none"/>${[110, 170, 230, 290]
      .map(
        (y, i) =>
          `<path d="M${i % 2 ? 170 : 140} ${y}c${i % 2 ? 30 : -30}-20 ${i % 2 ? 60 : -60}-10 ${i % 2 ? 70 : -70} 14-${i % 2 ? 30 : -30} 16-${i % 2 ? 56 : -56} 6-${i % 2 ? 70 : -70}-14z" fill="${LIGHT}"/>`,
      )
      .join('')}`,
  },
  grass: {
    background: '#eef0e0',
    art: `<g stroke="${LEAF}" stroke-width="7" fill="none" stroke-linecap="round"><path d="M200 350c0-90-10-160-40-220"/><path d="M200 350c0-80 20-150 60-200"/><path d="M200 350c-10-70-40-120-90-150"/><path d="M200 350c10-60 40-100 90-120"/><path d="M200 350V120"/></g>`,
  },
};

/** An SVG illustration for a plant category. */
export function placeholderSvg(category: PlantCategory): string {
  const motif = MOTIFS[category];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" role="img" aria-label="${category} illustration"><rect width="400" height="400" fill="${motif.background}"/>${motif.art}</svg>`;
}
