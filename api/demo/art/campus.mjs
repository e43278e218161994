// The campus banner (1600×600): the academic building with its portico, the Shaheed Minar, the flag, trees and
// students on the lawn, in the early morning.
import { birds, bush, C, cloud, f, flag, flagDefs, flameTree, linear, palm, person, radial, random, shaheedMinar, SKIN, HAIR, svg, tree } from './kit.mjs';

function windowAt(x, y, w, h) {
  return `<g><path d="M${f(x)},${f(y + h)} L${f(x)},${f(y + w / 2)} A${f(w / 2)},${f(w / 2)} 0 0 1 ${f(x + w)},${f(y + w / 2)} L${f(x + w)},${f(y + h)} Z" fill="#ffffff"/>` +
    `<path d="M${f(x + 3)},${f(y + h - 3)} L${f(x + 3)},${f(y + w / 2)} A${f(w / 2 - 3)},${f(w / 2 - 3)} 0 0 1 ${f(x + w - 3)},${f(y + w / 2)} L${f(x + w - 3)},${f(y + h - 3)} Z" fill="url(#glass)"/>` +
    `<path d="M${f(x + w / 2)},${f(y + 3)} L${f(x + w / 2)},${f(y + h - 3)} M${f(x + 3)},${f(y + h * 0.55)} L${f(x + w - 3)},${f(y + h * 0.55)}" stroke="#ffffff" stroke-width="2"/>` +
    `<rect x="${f(x - 3)}" y="${f(y + h)}" width="${f(w + 6)}" height="4" fill="#e9dcc3"/></g>`;
}

/** A block of `floors` storeys between x0 and x1 whose roof is at `top` and ground at `ground`. */
function block(x0, x1, top, ground, floors, { wall = '#f4e6cc', shade = '#e7d4b2', windowsPerFloor, skipGroundCentre = false } = {}) {
  const w = x1 - x0;
  const floorH = (ground - top - 18) / floors;
  let out = `<rect x="${x0}" y="${top}" width="${w}" height="${ground - top}" fill="${wall}"/>` +
    `<rect x="${x0 - 6}" y="${top - 14}" width="${w + 12}" height="18" fill="${C.deep}"/>` +
    `<rect x="${x0 - 6}" y="${top - 18}" width="${w + 12}" height="5" fill="${C.gold}"/>`;
  for (let i = 0; i < Math.floor(w / 14); i++) out += `<rect x="${x0 + 4 + i * 14}" y="${top - 11}" width="7" height="10" fill="#0f4a1f"/>`;
  const n = windowsPerFloor;
  const gap = w / n;
  for (let fl = 0; fl < floors; fl++) {
    const y = top + 18 + fl * floorH;
    out += `<rect x="${x0}" y="${f(y + floorH - 8)}" width="${w}" height="8" fill="${shade}"/>`;
    out += `<rect x="${x0 - 4}" y="${f(y + floorH - 10)}" width="${w + 8}" height="3" fill="${C.green}" opacity="0.85"/>`;
    for (let i = 0; i < n; i++) {
      if (skipGroundCentre && fl === floors - 1 && Math.abs(i - (n - 1) / 2) < 1) continue;
      out += windowAt(x0 + gap * i + gap * 0.28, y + floorH * 0.16, gap * 0.44, floorH * 0.62);
    }
  }
  out += `<rect x="${x0}" y="${ground - 10}" width="${w}" height="10" fill="#cdb68e"/>`;
  return out;
}

function mainBuilding() {
  const ground = 452;
  let out = '';
  // Wings.
  out += block(380, 690, 226, ground, 3, { windowsPerFloor: 6 });
  out += block(910, 1220, 226, ground, 3, { windowsPerFloor: 6 });
  out += `<rect x="380" y="226" width="18" height="${ground - 226}" fill="#000" opacity="0.05"/><rect x="1202" y="226" width="18" height="${ground - 226}" fill="#000" opacity="0.08"/>`;
  // Central block with pediment and portico.
  out += block(690, 910, 190, ground, 3, { wall: '#f8edd8', shade: '#ead8b6', windowsPerFloor: 3, skipGroundCentre: true });
  out += `<path d="M676,176 L800,112 L924,176 Z" fill="${C.deep}"/><path d="M694,172 L800,120 L906,172 Z" fill="#f8edd8"/>` +
    `<circle cx="800" cy="152" r="17" fill="${C.gold}"/><circle cx="800" cy="152" r="11" fill="${C.deep}"/><circle cx="800" cy="152" r="6" fill="${C.flagRed}"/>`;
  // Name plate above the portico.
  out += `<rect x="712" y="318" width="176" height="30" rx="4" fill="${C.deep}"/><rect x="716" y="322" width="168" height="22" rx="3" fill="none" stroke="${C.gold}" stroke-width="1.5"/>` +
    `<text x="800" y="339" text-anchor="middle" font-family="Noto Sans Bengali" font-weight="700" font-size="15" fill="${C.gold}">চন্দনপুর সরকারি কলেজ</text>`;
  // Portico: roof slab, columns, steps, dark doorway.
  out += `<rect x="722" y="360" width="156" height="${ground - 360}" fill="#6b4a32"/><rect x="736" y="372" width="128" height="${ground - 372}" fill="#3d2a1c"/>` +
    `<path d="M770,452 L770,392 A30,30 0 0 1 830,392 L830,452 Z" fill="#8a6244"/><line x1="800" y1="368" x2="800" y2="452" stroke="#5a3e2a" stroke-width="2"/>` +
    `<rect x="700" y="352" width="200" height="12" fill="${C.deep}"/>`;
  for (const x of [708, 748, 840, 880]) out += `<rect x="${x}" y="364" width="12" height="${ground - 364}" fill="#fffdf6"/><rect x="${x - 3}" y="362" width="18" height="5" fill="#efe4cc"/><rect x="${x + 8}" y="364" width="4" height="${ground - 364}" fill="#000" opacity="0.08"/>`;
  out += `<rect x="690" y="448" width="220" height="8" fill="#e2d6bd"/><rect x="680" y="456" width="240" height="8" fill="#d8cbb0"/>`;
  return out;
}

export function bannerSvg() {
  const W = 1600;
  const H = 600;
  const rnd = random(1968);
  const defs = linear('sky', [[0, '#7fc6e6'], [0.55, '#cdebf2'], [0.8, '#eef8e6']]) +
    linear('lawn', [[0, '#86c56b'], [1, '#4c9a46']]) +
    linear('path', [[0, '#e8dcc4'], [1, '#d8c7a6']]) +
    linear('glass', [[0, '#bfe3f5'], [0.5, '#6fa9c9'], [1, '#4d86a8']], { x2: 1, y2: 1 }) +
    radial('sun', [[0, '#fffbe6'], [0.3, '#fff1b8', 0.9], [1, '#fff1b8', 0]]) +
    linear('haze', [[0, '#ffffff', 0], [1, '#ffffff', 0.35]]) +
    flagDefs;
  let b = `<rect width="${W}" height="${H}" fill="url(#sky)"/>`;
  b += `<circle cx="1330" cy="130" r="150" fill="url(#sun)"/><circle cx="1330" cy="130" r="42" fill="#fff8d6"/>`;
  b += cloud(160, 110, 1.1) + cloud(520, 70, 0.8, 0.8) + cloud(1050, 90, 0.9, 0.85) + cloud(1440, 230, 0.7, 0.7);
  b += birds(600, 150, 5, rnd) + birds(1150, 190, 3, rnd);
  // Distant tree line.
  let hills = `M0,430`;
  for (let x = 0; x <= W; x += 40) hills += ` Q${x + 20},${f(392 + rnd.range(-14, 10))} ${x + 40},${f(420 + rnd.range(-6, 6))}`;
  b += `<path d="${hills} L${W},470 L0,470 Z" fill="#9cc99a"/>`;
  b += `<path d="${hills.replace('M0,430', 'M0,446')} L${W},480 L0,480 Z" fill="#7fb77e" opacity="0.7"/>`;
  b += mainBuilding();
  // Hedges and flower beds along the building.
  for (let x = 395; x < 1210; x += 56) if (x < 680 || x > 915) b += bush(x + 20, 470, 0.5, '#3f8f45', ['#e8412c', '#f4d35e', '#ffffff', '#ec6aa0'], rnd);
  // Shaheed Minar on the left, the flag on the right.
  b += shaheedMinar(232, 478, 0.88);
  // Lawn and the path to the portico.
  b += `<path d="M0,468 Q800,452 1600,468 L1600,600 L0,600 Z" fill="url(#lawn)"/>`;
  b += `<path d="M760,464 L840,464 L1010,600 L590,600 Z" fill="url(#path)"/><path d="M760,464 L590,600 M840,464 L1010,600" stroke="#c8b48f" stroke-width="3"/>`;
  for (let i = 0; i < 160; i++) {
    const x = rnd.range(0, W);
    const y = rnd.range(480, 600);
    if (x > 560 && x < 1040 && y > 470) continue;
    b += `<path d="M${f(x)},${f(y)} l-3,-9 M${f(x)},${f(y)} l2,-11 M${f(x)},${f(y)} l5,-8" stroke="#3d8a3d" stroke-width="1.5" opacity="0.55"/>`;
  }
  // Trees framing the scene.
  b += flag(1040, 490, 318, 92, { wave: 1 }) + `<rect x="1026" y="484" width="28" height="9" fill="#d8cbb0"/>`;
  b += palm(372, 478, 0.9, -1) + palm(1262, 478, 1.0, 1);
  b += tree(10, 575, 1.35) + tree(1190, 500, 0.7, { leaf: '#4aa24f' }) + tree(440, 496, 0.65, { leaf: '#4aa24f' });
  b += flameTree(1500, 575, 1.1, rnd);
  // Students on the lawn and the path.
  const people = [
    { x: 690, y: 560, h: 96, top: '#ffffff', bottom: '#1f2d3d', pose: 'walk' },
    { x: 732, y: 556, h: 90, top: '#ffffff', bottom: '#ffffff', dress: 'kameez', hijab: '#ffffff', dupatta: C.green, pose: 'walk' },
    { x: 900, y: 580, h: 104, top: '#ffffff', bottom: '#1f2d3d', pose: 'walkL' },
    { x: 940, y: 584, h: 100, top: '#ffffff', bottom: '#ffffff', dress: 'kameez', longHair: true, dupatta: C.green, pose: 'wave', flip: true },
    { x: 470, y: 540, h: 84, top: '#ffffff', bottom: '#1f2d3d', pose: 'stand' },
    { x: 505, y: 542, h: 80, top: '#ffffff', bottom: '#ffffff', dress: 'kameez', hijab: '#2f4858', dupatta: C.green, pose: 'stand' },
    { x: 1110, y: 530, h: 76, top: '#e9e2cf', bottom: '#3b3b3b', pose: 'walkL' },
  ];
  for (const p of people) b += `<ellipse cx="${p.x}" cy="${p.y}" rx="${f(p.h * 0.2)}" ry="${f(p.h * 0.04)}" fill="#1c4d1c" opacity="0.25"/>` + person({ skin: rnd.pick(SKIN), hair: rnd.pick(HAIR), ...p });
  b += `<rect width="${W}" height="${H}" fill="url(#haze)" opacity="0.3"/>`;
  return svg(W, H, b, defs);
}
