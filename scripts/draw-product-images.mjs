// Draws the product illustrations shipped in apps/web/public/images/products (SVG, no downloads).
// Run: node scripts/draw-product-images.mjs
import { mkdirSync, writeFileSync } from 'node:fs';

const out = 'apps/web/public/images/products';
mkdirSync(out, { recursive: true });

const WOOD = {
  birch: ['#efe6d2', '#3b3b3b', '#c89f6a'],
  pine: ['#d9a86c', '#7a4a21', '#e8c28f'],
  spruce: ['#caa275', '#6d4b2a', '#e0c29b'],
  oak: ['#9c6b3f', '#4d321c', '#c79463'],
  mixed: ['#c69a66', '#5b3a1f', '#e3c08e'],
};

const frame = (body, bg = '#f6efe6') =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 240" role="img"><rect width="320" height="240" fill="${bg}"/><ellipse cx="160" cy="214" rx="110" ry="12" fill="#000" opacity=".12"/>${body}</svg>\n`;

function log(x, y, r, [bark, ring, core]) {
  return `<circle cx="${x}" cy="${y}" r="${r}" fill="${bark}" stroke="${ring}" stroke-width="3"/><circle cx="${x}" cy="${y}" r="${r * 0.62}" fill="${core}"/><circle cx="${x}" cy="${y}" r="${r * 0.3}" fill="none" stroke="${ring}" stroke-opacity=".5" stroke-width="2"/>`;
}
function logs(cx, cy, colours, rows = 3, r = 15) {
  let s = '';
  for (let row = 0; row < rows; row++) for (let i = 0; i < rows - row + 1; i++) s += log(cx - (rows - row) * r + i * 2 * r, cy - row * r * 1.7, r, colours);
  return s;
}
function sack(label, colours, fill = '#2f6b3a') {
  return frame(
    `<path d="M95 60 Q160 40 225 60 L240 205 Q160 220 80 205 Z" fill="${fill}"/><path d="M95 60 Q160 78 225 60" fill="none" stroke="#1d4426" stroke-width="4"/>${logs(160, 70, colours, 2, 14)}<rect x="108" y="120" width="104" height="52" rx="8" fill="#fff"/><text x="160" y="154" font-family="Georgia,serif" font-size="26" font-weight="700" text-anchor="middle" fill="#6e2d0c">${label}</text>`,
  );
}
function bigBag(label, colours) {
  return frame(
    `<rect x="70" y="70" width="180" height="140" rx="6" fill="#e9e4d8" stroke="#b9b2a0" stroke-width="3"/><path d="M78 70 L92 40 M242 70 L228 40 M120 70 L112 40 M200 70 L208 40" stroke="#2d6cb5" stroke-width="6" stroke-linecap="round"/>${logs(160, 92, colours, 3, 13)}<rect x="112" y="140" width="96" height="48" rx="6" fill="#fff" stroke="#b9b2a0"/><text x="160" y="172" font-family="Georgia,serif" font-size="24" font-weight="700" text-anchor="middle" fill="#6e2d0c">${label}</text>`,
  );
}
function bag(label, colour, grain) {
  return frame(
    `<path d="M100 50 H220 L232 205 H88 Z" fill="${colour}"/><rect x="100" y="50" width="120" height="16" fill="#000" opacity=".15"/><rect x="110" y="95" width="100" height="64" rx="8" fill="#fff"/><text x="160" y="124" font-family="Georgia,serif" font-size="22" font-weight="700" text-anchor="middle" fill="#333">${label}</text>${grain}`,
  );
}
const pellets = (y) =>
  Array.from(
    { length: 9 },
    (_, i) =>
      `<rect x="${118 + i * 10}" y="${y + (i % 2) * 6}" width="6" height="16" rx="3" fill="#b8874d" transform="rotate(${((i * 37) % 60) - 30} ${121 + i * 10} ${y + 8})"/>`,
  ).join('');
const stones = (y) => Array.from({ length: 7 }, (_, i) => `<ellipse cx="${124 + i * 12}" cy="${y + (i % 2) * 5}" rx="6" ry="4" fill="#7b5a3a"/>`).join('');
const chips = (y) =>
  Array.from(
    { length: 8 },
    (_, i) =>
      `<rect x="${118 + i * 11}" y="${y + (i % 3) * 4}" width="10" height="6" fill="#d6b07a" transform="rotate(${((i * 29) % 50) - 25} ${123 + i * 11} ${y + 3})"/>`,
  ).join('');

const files = {};
for (const [wood, formats] of Object.entries({
  birch: ['40L', '60L', '1000L', '1500L'],
  pine: ['40L', '1000L'],
  spruce: ['40L', '60L', '1000L'],
  oak: ['40L', '1000L'],
  mixed: ['60L', '1500L'],
})) {
  for (const f of formats) {
    const label = f.replace('L', ' L');
    files[`firewood-${wood}-${f.toLowerCase()}`] = f.length > 3 ? bigBag(label, WOOD[wood]) : sack(label, WOOD[wood], wood === 'oak' ? '#5b3a1f' : '#2f6b3a');
  }
}
files['pellet-6mm-15kg'] = bag('15 kg', '#3f7f4f', `<text x="160" y="148" font-size="14" text-anchor="middle" fill="#555">6 mm</text>${pellets(172)}`);
files['pellet-8mm-15kg'] = bag('15 kg', '#2f5f8f', `<text x="160" y="148" font-size="14" text-anchor="middle" fill="#555">8 mm</text>${pellets(172)}`);
files['wood-chips-40l'] = bag('40 L', '#8a6a3a', chips(174));
files['wood-chips-1000l'] = bigBag('1000 L', ['#d6b07a', '#8a6a3a', '#e8cc9c']);
files['olive-stones-15kg'] = bag('15 kg', '#4d5a2a', stones(176));
files['olive-stones-500kg'] = bigBag('500 kg', ['#7b5a3a', '#4d321c', '#9c7a55']);
files['kindling-10l'] = frame(
  `<path d="M110 80 H210 L220 205 H100 Z" fill="#c8a070"/>${Array.from({ length: 8 }, (_, i) => `<rect x="${116 + i * 12}" y="50" width="6" height="60" fill="#e3c08e" stroke="#8a6a3a"/>`).join('')}<text x="160" y="160" font-family="Georgia,serif" font-size="24" font-weight="700" text-anchor="middle" fill="#4d321c">10 L</text>`,
);
files['kindling-10l-2'] = frame(
  `${Array.from({ length: 12 }, (_, i) => `<rect x="${60 + i * 17}" y="${90 + (i % 3) * 10}" width="8" height="100" fill="#e3c08e" stroke="#8a6a3a" transform="rotate(${(i % 5) * 4 - 8} ${64 + i * 17} 140)"/>`).join('')}`,
);
files['fire-starters-48'] = frame(
  `<rect x="90" y="70" width="140" height="130" rx="10" fill="#d84a1b"/><text x="160" y="130" font-family="Georgia,serif" font-size="30" font-weight="700" text-anchor="middle" fill="#fff">48</text><path d="M160 150 c12 12 14 20 0 34 c-14 -14 -12 -22 0 -34z" fill="#ffd27a"/>`,
);
files['fire-starters-48-2'] = frame(
  `${Array.from({ length: 6 }, (_, i) => `<circle cx="${95 + (i % 3) * 65}" cy="${100 + Math.floor(i / 3) * 60}" r="24" fill="#d9b77c" stroke="#a07840" stroke-width="4"/>`).join('')}`,
);
files['fire-starters-48-3'] = frame(
  `<circle cx="160" cy="150" r="34" fill="#d9b77c" stroke="#a07840" stroke-width="4"/><path d="M160 60 c30 30 34 50 0 80 c-34 -30 -30 -50 0 -80z" fill="#f36b21"/><path d="M160 90 c14 14 16 24 0 40 c-16 -16 -14 -26 0 -40z" fill="#ffd27a"/>`,
);
files['fireplace-gloves'] = frame(
  `<path d="M90 200 V110 q0 -20 14 -20 V70 q0 -12 12 -12 q12 0 12 12 V95 h6 V60 q0 -12 12 -12 q12 0 12 12 V200 Z" fill="#8a5a2b"/><path d="M170 200 V110 q0 -20 14 -20 V70 q0 -12 12 -12 q12 0 12 12 V95 h6 V60 q0 -12 12 -12 q12 0 12 12 V200 Z" fill="#a06a35"/>`,
);
files['log-carrier'] = frame(
  `<path d="M80 100 H240 L225 200 H95 Z" fill="#6b5a3a"/><path d="M110 100 q50 -70 100 0" fill="none" stroke="#4d321c" stroke-width="8"/>${logs(160, 96, WOOD.birch, 2, 12)}`,
);
files['log-carrier-2'] = frame(
  `<path d="M80 100 H240 L225 200 H95 Z" fill="#6b5a3a"/><path d="M110 100 q50 -70 100 0" fill="none" stroke="#4d321c" stroke-width="8"/><rect x="130" y="130" width="60" height="30" rx="4" fill="#e9e4d8"/>`,
);

for (const [name, svg] of Object.entries(files)) writeFileSync(`${out}/${name}.svg`, svg);
console.log(`${Object.keys(files).length} illustrations written to ${out}`);
