// Drawing kit of the demo illustrations: palette, a seeded random source, and flat SVG pieces (people, trees,
// clouds, the national flag) that the scenes compose. Everything answers SVG markup as a string.

export const C = {
  green: '#2C8E3F',
  deep: '#17612a',
  lime: '#ecfccb',
  gold: '#e2b42b',
  cream: '#fbf6e9',
  flagGreen: '#006A4E',
  flagRed: '#F42A41',
  ink: '#1f2a22',
};

export const SKIN = ['#f3d2b0', '#e6b690', '#d39d72', '#b97d55', '#96603f'];
export const HAIR = ['#1c1714', '#2b211b', '#3a2a20', '#151515'];
export const CLOTH = ['#2C8E3F', '#e2b42b', '#d9534f', '#3b82c4', '#7b5ea7', '#f08a3c', '#16a085', '#c2185b', '#ffffff', '#f4d35e', '#5c8d3a', '#e76f51'];

/** A small deterministic random source (mulberry32), so re-running the generator draws the same pictures. */
export function random(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  next.range = (lo, hi) => lo + next() * (hi - lo);
  next.pick = (list) => list[Math.floor(next() * list.length)];
  return next;
}

export const f = (n) => Math.round(n * 10) / 10;

export function svg(width, height, body, defs = '') {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs>${defs}</defs>${body}</svg>`;
}

export function linear(id, stops, { x1 = 0, y1 = 0, x2 = 0, y2 = 1 } = {}) {
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">` +
    stops.map(([o, c, op = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${op}"/>`).join('') + '</linearGradient>';
}

export function radial(id, stops, { cx = 0.5, cy = 0.5, r = 0.5 } = {}) {
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">` +
    stops.map(([o, c, op = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${op}"/>`).join('') + '</radialGradient>';
}

export const softShadow = (id, blur = 6, opacity = 0.25) =>
  `<filter id="${id}" x="-20%" y="-20%" width="140%" height="160%"><feDropShadow dx="0" dy="${blur / 2}" stdDeviation="${blur}" flood-color="#0b2a12" flood-opacity="${opacity}"/></filter>`;

export function cloud(x, y, s = 1, opacity = 0.9) {
  const parts = [[0, 0, 34], [34, -16, 40], [76, -4, 32], [104, 8, 24], [-30, 10, 22]];
  return `<g opacity="${opacity}" fill="#ffffff">` +
    parts.map(([dx, dy, r]) => `<circle cx="${f(x + dx * s)}" cy="${f(y + dy * s)}" r="${f(r * s)}"/>`).join('') +
    `<rect x="${f(x - 30 * s)}" y="${f(y + 4 * s)}" width="${f(134 * s)}" height="${f(28 * s)}" rx="${f(14 * s)}"/></g>`;
}

export function birds(x, y, n, rnd) {
  let out = '';
  for (let i = 0; i < n; i++) {
    const bx = x + rnd.range(-60, 60);
    const by = y + rnd.range(-25, 25);
    const s = rnd.range(5, 9);
    out += `<path d="M${f(bx - s)},${f(by)} q${f(s / 2)},${f(-s / 2)} ${f(s)},0 q${f(s / 2)},${f(-s / 2)} ${f(s)},0" fill="none" stroke="#3d4b44" stroke-width="1.6" stroke-linecap="round"/>`;
  }
  return out;
}

/** A leafy tree standing at (x, y), about 200·s tall. */
export function tree(x, y, s = 1, { leaf = '#3f9a4a', dark = '#2a7a38', light = '#6cbf5d', trunk = '#7a5234' } = {}) {
  const blobs = [[0, -150, 62], [-48, -118, 48], [48, -116, 50], [-22, -186, 44], [28, -182, 42], [0, -100, 46]];
  return `<g>` +
    `<path d="M${f(x - 9 * s)},${f(y)} L${f(x - 6 * s)},${f(y - 110 * s)} L${f(x + 6 * s)},${f(y - 110 * s)} L${f(x + 9 * s)},${f(y)} Z" fill="${trunk}"/>` +
    `<path d="M${f(x)},${f(y - 80 * s)} l${f(-26 * s)},${f(-30 * s)} M${f(x)},${f(y - 92 * s)} l${f(22 * s)},${f(-28 * s)}" stroke="${trunk}" stroke-width="${f(5 * s)}" stroke-linecap="round"/>` +
    blobs.map(([dx, dy, r]) => `<circle cx="${f(x + dx * s)}" cy="${f(y + dy * s)}" r="${f(r * s)}" fill="${dark}"/>`).join('') +
    blobs.map(([dx, dy, r]) => `<circle cx="${f(x + dx * s - 5 * s)}" cy="${f(y + dy * s - 6 * s)}" r="${f(r * s * 0.86)}" fill="${leaf}"/>`).join('') +
    `<circle cx="${f(x - 24 * s)}" cy="${f(y - 176 * s)}" r="${f(20 * s)}" fill="${light}" opacity="0.7"/>` +
    `<circle cx="${f(x - 52 * s)}" cy="${f(y - 128 * s)}" r="${f(16 * s)}" fill="${light}" opacity="0.6"/>` +
    `</g>`;
}

/** Krishnachura, the flame tree: a wide umbrella of leaves covered in red-orange blossoms. */
export function flameTree(x, y, s, rnd) {
  let out = `<path d="M${f(x - 12 * s)},${f(y)} C${f(x - 8 * s)},${f(y - 60 * s)} ${f(x - 14 * s)},${f(y - 100 * s)} ${f(x - 4 * s)},${f(y - 140 * s)} L${f(x + 8 * s)},${f(y - 140 * s)} C${f(x + 6 * s)},${f(y - 90 * s)} ${f(x + 12 * s)},${f(y - 50 * s)} ${f(x + 14 * s)},${f(y)} Z" fill="#6b4a32"/>` +
    `<path d="M${f(x)},${f(y - 120 * s)} Q${f(x - 50 * s)},${f(y - 150 * s)} ${f(x - 110 * s)},${f(y - 150 * s)} M${f(x + 2 * s)},${f(y - 125 * s)} Q${f(x + 60 * s)},${f(y - 160 * s)} ${f(x + 120 * s)},${f(y - 155 * s)}" stroke="#6b4a32" stroke-width="${f(7 * s)}" fill="none" stroke-linecap="round"/>`;
  const canopy = [];
  for (let i = 0; i < 16; i++) {
    const a = (i / 15) * Math.PI;
    canopy.push([Math.cos(a) * -150 + rnd.range(-10, 10), -165 - Math.sin(a) * 60 + rnd.range(-10, 10), rnd.range(34, 48)]);
  }
  canopy.push([0, -190, 60], [-70, -180, 50], [70, -182, 50]);
  out += canopy.map(([dx, dy, r]) => `<circle cx="${f(x + dx * s)}" cy="${f(y + dy * s)}" r="${f(r * s)}" fill="#3c8a3e"/>`).join('');
  // Highlights on the leaves, then clusters of small blossoms.
  for (let i = 0; i < 10; i++) out += `<circle cx="${f(x + rnd.range(-140, 120) * s)}" cy="${f(y - rnd.range(170, 230) * s)}" r="${f(rnd.range(16, 26) * s)}" fill="#55a34f" opacity="0.8"/>`;
  for (let c = 0; c < 34; c++) {
    const a = ((c + rnd()) / 34) * (Math.PI - 0.1) + 0.05;
    const d = Math.sqrt(rnd());
    const cx = x + Math.cos(a) * 170 * d * s;
    const cy = y - 165 * s - Math.sin(a) * 80 * d * s + rnd.range(-14, 20) * s;
    for (let i = 0; i < 7; i++) {
      const col = rnd.pick(['#e8412c', '#f05a28', '#d62f2f', '#f7793a', '#ff8c42']);
      out += `<circle cx="${f(cx + rnd.range(-13, 13) * s)}" cy="${f(cy + rnd.range(-9, 9) * s)}" r="${f(rnd.range(3.5, 6.5) * s)}" fill="${col}"/>`;
    }
  }
  return `<g>${out}</g>`;
}

/** A coconut palm leaning slightly. */
export function palm(x, y, s = 1, lean = 1) {
  const topX = x + 30 * s * lean;
  const topY = y - 230 * s;
  let out = `<path d="M${f(x - 8 * s)},${f(y)} Q${f(x + 4 * s * lean)},${f(y - 120 * s)} ${f(topX - 5 * s)},${f(topY)} L${f(topX + 5 * s)},${f(topY)} Q${f(x + 16 * s * lean)},${f(y - 120 * s)} ${f(x + 8 * s)},${f(y)} Z" fill="#8a6a45"/>`;
  for (let i = 0; i < 7; i++) out += `<path d="M${f(x - 6 * s + i * 0.6 * s * lean)},${f(y - 30 * s - i * 28 * s)} l${f(14 * s)},${f(-3 * s)}" stroke="#6d5033" stroke-width="${f(2 * s)}"/>`;
  const fronds = [-160, -125, -95, -60, -25, 10, 40];
  for (const deg of fronds) {
    const a = (deg * Math.PI) / 180;
    const ex = topX + Math.cos(a) * 95 * s;
    const ey = topY + Math.sin(a) * 40 * s + 35 * s;
    const cx = topX + Math.cos(a) * 55 * s;
    const cy = topY + Math.sin(a) * 50 * s - 18 * s;
    out += `<path d="M${f(topX)},${f(topY)} Q${f(cx)},${f(cy)} ${f(ex)},${f(ey)} Q${f(cx)},${f(cy + 16 * s)} ${f(topX)},${f(topY + 6 * s)} Z" fill="${deg % 2 ? '#3f8f3f' : '#2f7a35'}"/>`;
  }
  out += `<circle cx="${f(topX - 6 * s)}" cy="${f(topY + 8 * s)}" r="${f(6 * s)}" fill="#7a5a2a"/><circle cx="${f(topX + 5 * s)}" cy="${f(topY + 10 * s)}" r="${f(6 * s)}" fill="#6b4c22"/>`;
  return `<g>${out}</g>`;
}

export function bush(x, y, s = 1, color = '#3f9a4a', flowers = null, rnd = null) {
  let out = [[-30, -18, 26], [0, -28, 32], [30, -18, 26]].map(([dx, dy, r]) => `<circle cx="${f(x + dx * s)}" cy="${f(y + dy * s)}" r="${f(r * s)}" fill="${color}"/>`).join('');
  out += `<rect x="${f(x - 56 * s)}" y="${f(y - 20 * s)}" width="${f(112 * s)}" height="${f(20 * s)}" rx="${f(8 * s)}" fill="${color}"/>`;
  if (flowers && rnd) {
    for (let i = 0; i < 14; i++) out += `<circle cx="${f(x + rnd.range(-50, 50) * s)}" cy="${f(y - rnd.range(6, 48) * s)}" r="${f(4 * s)}" fill="${rnd.pick(flowers)}"/>`;
  }
  return out;
}

/** The flag of Bangladesh on a pole; the cloth ripples. */
export function flag(x, y, poleH, w, { wave = 1 } = {}) {
  const top = y - poleH;
  const h = w * 0.6;
  const fx = x + 3;
  const d = `M${f(fx)},${f(top + 6)} C${f(fx + w * 0.3)},${f(top + 6 - 10 * wave)} ${f(fx + w * 0.6)},${f(top + 6 + 10 * wave)} ${f(fx + w)},${f(top + 6)} L${f(fx + w)},${f(top + 6 + h)} C${f(fx + w * 0.6)},${f(top + 6 + h + 10 * wave)} ${f(fx + w * 0.3)},${f(top + 6 + h - 10 * wave)} ${f(fx)},${f(top + 6 + h)} Z`;
  return `<g><rect x="${f(x - 2.5)}" y="${f(top)}" width="5" height="${f(poleH)}" fill="#d7dbe0"/><circle cx="${f(x)}" cy="${f(top)}" r="5" fill="${C.gold}"/>` +
    `<path d="${d}" fill="${C.flagGreen}"/><circle cx="${f(fx + w * 0.45)}" cy="${f(top + 6 + h / 2 + 2 * wave)}" r="${f(h * 0.33)}" fill="${C.flagRed}"/>` +
    `<path d="${d}" fill="url(#flagShade)" opacity="0.35"/></g>`;
}
export const flagDefs = linear('flagShade', [[0, '#000', 0], [0.35, '#fff', 0.35], [0.6, '#000', 0.2], [1, '#fff', 0.1]], { x2: 1, y2: 0 });

/** The Central Shaheed Minar: a red sun behind five pillars on a stepped platform; base centre (x, y). */
export function shaheedMinar(x, y, s = 1) {
  const pillar = (px, w, h, bend = 0) => {
    const top = y - 40 * s - h;
    let out = `<rect x="${f(px - w / 2)}" y="${f(top)}" width="${f(w)}" height="${f(h)}" fill="#f5f5f2" stroke="#c9cbc6" stroke-width="${f(1.2 * s)}"/>`;
    for (let i = 1; i < 4; i++) out += `<line x1="${f(px - w / 2 + (w * i) / 4)}" y1="${f(top + 8 * s)}" x2="${f(px - w / 2 + (w * i) / 4)}" y2="${f(y - 46 * s)}" stroke="#2d2f2e" stroke-width="${f(1.4 * s)}"/>`;
    for (let j = 1; j < 6; j++) out += `<line x1="${f(px - w / 2)}" y1="${f(top + (h * j) / 6)}" x2="${f(px + w / 2)}" y2="${f(top + (h * j) / 6)}" stroke="#2d2f2e" stroke-width="${f(1 * s)}" opacity="0.6"/>`;
    // The bowed head of the central pillar: it leans forward, so it shows as a short, wider slab.
    if (bend) out += `<path d="M${f(px - w / 2)},${f(top)} L${f(px - w / 2 - 4 * s)},${f(top - 26 * s)} L${f(px + w / 2 + 4 * s)},${f(top - 26 * s)} L${f(px + w / 2)},${f(top)} Z" fill="#e4e4df" stroke="#c9cbc6" stroke-width="${f(1.2 * s)}"/>` +
      `<line x1="${f(px - w / 2 - 2 * s)}" y1="${f(top - 13 * s)}" x2="${f(px + w / 2 + 2 * s)}" y2="${f(top - 13 * s)}" stroke="#2d2f2e" stroke-width="${f(1 * s)}" opacity="0.6"/>`;
    return out;
  };
  return `<g>` +
    `<circle cx="${f(x)}" cy="${f(y - 130 * s)}" r="${f(74 * s)}" fill="${C.flagRed}"/>` +
    `<rect x="${f(x - 150 * s)}" y="${f(y - 20 * s)}" width="${f(300 * s)}" height="${f(20 * s)}" fill="#e9e6df"/>` +
    `<rect x="${f(x - 130 * s)}" y="${f(y - 40 * s)}" width="${f(260 * s)}" height="${f(20 * s)}" fill="#f3f1ec"/>` +
    pillar(x - 96 * s, 18 * s, 80 * s) + pillar(x + 96 * s, 18 * s, 80 * s) +
    pillar(x - 56 * s, 22 * s, 120 * s) + pillar(x + 56 * s, 22 * s, 120 * s) +
    pillar(x, 56 * s, 150 * s, 14 * s) +
    `</g>`;
}

// ---- People: flat, faceless figures built from limbs at joint angles (0° straight down, 90° to the right).

const POSES = {
  stand: { la: [-6, -3], ra: [6, 3], ll: [-3, -2], rl: [3, 2] },
  walk: { la: [-18, -8], ra: [20, 40], ll: [-14, -4], rl: [16, 6] },
  walkL: { la: [18, 8], ra: [-20, -40], ll: [14, 4], rl: [-16, -6] },
  wave: { la: [-6, -3], ra: [140, 170], ll: [-3, -2], rl: [3, 2] },
  cheer: { la: [-150, -170], ra: [150, 170], ll: [-5, -2], rl: [5, 2] },
  run: { la: [-50, -10], ra: [55, 135], ll: [-40, -95], rl: [50, -5] },
  runL: { la: [50, 10], ra: [-55, -135], ll: [40, 95], rl: [-50, 5] },
  give: { la: [-6, -3], ra: [60, 85], ll: [-3, -2], rl: [3, 2] },
  receive: { la: [-60, -85], ra: [6, 3], ll: [-3, -2], rl: [3, 2] },
  hold: { la: [-20, 60], ra: [20, -60], ll: [-3, -2], rl: [3, 2] },
  point: { la: [-6, -3], ra: [100, 110], ll: [-3, -2], rl: [3, 2] },
  dance: { la: [-120, -60], ra: [35, 150], ll: [-4, -2], rl: [25, -20] },
  dance2: { la: [-35, -150], ra: [120, 60], ll: [-25, 20], rl: [4, 2] },
  carry: { la: [-160, -175], ra: [160, 175], ll: [-12, -4], rl: [14, 6] },
};

const toXY = (x, y, len, deg) => [x + Math.sin((deg * Math.PI) / 180) * len, y + Math.cos((deg * Math.PI) / 180) * len];

/**
 * A person standing with feet at (x, y), `h` tall. `dress`: 'kameez' | 'sari' | null; `hijab`: a colour;
 * `longHair`: for women without hijab; `dupatta`: scarf colour across the chest.
 */
export function person({ x, y, h = 150, skin = SKIN[1], top = CLOTH[0], bottom = '#2f3b52', hair = HAIR[0], pose = 'stand', dress = null, hijab = null, longHair = false, dupatta = null, shoes = '#2b2b2b', cap = null, flip = false }) {
  const P = POSES[pose] ?? POSES.stand;
  const r = 0.085 * h;
  const headY = y - h + r;
  const ys = y - 0.8 * h;
  const yh = y - 0.47 * h;
  const sw = 0.1 * h;
  const hw = 0.078 * h;
  const armW = 0.058 * h;
  const legW = 0.074 * h;
  const sgn = flip ? -1 : 1;
  const limb = (sx, sy, [a1, a2], l1, l2, color, width, end) => {
    const [ex, ey] = toXY(sx, sy, l1, a1 * sgn);
    const [hx, hy] = toXY(ex, ey, l2, a2 * sgn);
    return `<path d="M${f(sx)},${f(sy)} L${f(ex)},${f(ey)} L${f(hx)},${f(hy)}" fill="none" stroke="${color}" stroke-width="${f(width)}" stroke-linecap="round" stroke-linejoin="round"/>` + end(hx, hy, a2 * sgn);
  };
  const hand = (hx, hy) => `<circle cx="${f(hx)}" cy="${f(hy)}" r="${f(0.03 * h)}" fill="${skin}"/>`;
  const foot = (fx, fy) => `<ellipse cx="${f(fx + 0.012 * h)}" cy="${f(fy)}" rx="${f(0.045 * h)}" ry="${f(0.022 * h)}" fill="${shoes}"/>`;
  const longSleeve = dress === 'sari' ? false : true;
  const armColor = longSleeve ? top : skin;
  const arm = (side, angles) => {
    const sx = x + side * (sw - 0.025 * h);
    const sy = ys + 0.025 * h;
    return limb(sx, sy, angles, 0.17 * h, 0.16 * h, armColor, armW, hand) +
      (longSleeve ? '' : `<circle cx="${f(sx)}" cy="${f(sy)}" r="${f(armW * 0.62)}" fill="${top}"/>`);
  };
  const leg = (side, angles) => limb(x + side * 0.04 * h, yh, angles, 0.245 * h, 0.235 * h, bottom, legW, foot);

  let body = '';
  // Hair behind the head (long hair), drawn first.
  if (longHair && !hijab) body += `<path d="M${f(x - r * 1.1)},${f(headY)} Q${f(x - r * 1.3)},${f(ys + 0.1 * h)} ${f(x - r * 0.7)},${f(ys + 0.12 * h)} L${f(x + r * 0.7)},${f(ys + 0.12 * h)} Q${f(x + r * 1.3)},${f(ys + 0.1 * h)} ${f(x + r * 1.1)},${f(headY)} Z" fill="${hair}"/>`;
  // Back limbs first: the arm and leg away from the viewer.
  body += leg(-1, P.ll) + leg(1, P.rl);
  if (dress === 'sari') {
    body += `<path d="M${f(x - hw)},${f(yh - 0.04 * h)} L${f(x - 0.13 * h)},${f(y - 0.01 * h)} L${f(x + 0.13 * h)},${f(y - 0.01 * h)} L${f(x + hw)},${f(yh - 0.04 * h)} Z" fill="${top}"/>` +
      `<path d="M${f(x - 0.13 * h)},${f(y - 0.04 * h)} L${f(x + 0.13 * h)},${f(y - 0.04 * h)} L${f(x + 0.135 * h)},${f(y - 0.01 * h)} L${f(x - 0.135 * h)},${f(y - 0.01 * h)} Z" fill="${dupatta ?? C.gold}"/>`;
  }
  const skirtBottom = dress === 'kameez' ? y - 0.22 * h : yh + 0.03 * h;
  const flare = dress === 'kameez' ? 0.12 * h : hw;
  body += `<path d="M${f(x - sw)},${f(ys + 0.035 * h)} Q${f(x - sw)},${f(ys)} ${f(x - sw + 0.035 * h)},${f(ys)} L${f(x + sw - 0.035 * h)},${f(ys)} Q${f(x + sw)},${f(ys)} ${f(x + sw)},${f(ys + 0.035 * h)} L${f(x + flare)},${f(skirtBottom)} L${f(x - flare)},${f(skirtBottom)} Z" fill="${top}"/>`;
  if (dress === 'sari') body += `<path d="M${f(x - sw * 0.9)},${f(ys + 0.01 * h)} L${f(x + sw)},${f(yh - 0.02 * h)} L${f(x + sw * 0.55)},${f(yh + 0.02 * h)} L${f(x - sw)},${f(ys + 0.07 * h)} Z" fill="${dupatta ?? C.gold}"/>`;
  else if (dupatta) body += `<path d="M${f(x - sw)},${f(ys + 0.02 * h)} Q${f(x)},${f(ys + 0.1 * h)} ${f(x + sw)},${f(ys + 0.02 * h)} L${f(x + sw)},${f(ys + 0.06 * h)} Q${f(x)},${f(ys + 0.15 * h)} ${f(x - sw)},${f(ys + 0.06 * h)} Z" fill="${dupatta}"/>`;
  body += arm(-1, P.la) + arm(1, P.ra);
  // Neck and head.
  body += `<rect x="${f(x - 0.025 * h)}" y="${f(headY + r * 0.6)}" width="${f(0.05 * h)}" height="${f(ys - headY - r * 0.5)}" fill="${skin}"/>`;
  if (hijab) {
    body += `<path d="M${f(x - r * 1.25)},${f(headY)} A${f(r * 1.25)},${f(r * 1.25)} 0 0 1 ${f(x + r * 1.25)},${f(headY)} L${f(x + sw * 0.95)},${f(ys + 0.06 * h)} Q${f(x)},${f(ys + 0.12 * h)} ${f(x - sw * 0.95)},${f(ys + 0.06 * h)} Z" fill="${hijab}"/>` +
      `<ellipse cx="${f(x)}" cy="${f(headY + r * 0.15)}" rx="${f(r * 0.78)}" ry="${f(r * 0.9)}" fill="${skin}"/>`;
  } else {
    body += `<circle cx="${f(x)}" cy="${f(headY)}" r="${f(r)}" fill="${skin}"/>`;
    if (cap) body += `<path d="M${f(x - r)},${f(headY - r * 0.25)} A${f(r)},${f(r * 0.9)} 0 0 1 ${f(x + r)},${f(headY - r * 0.25)} Z" fill="${cap}"/>`;
    else if (longHair) body += `<path d="M${f(x - r * 1.05)},${f(headY + r * 0.2)} A${f(r * 1.05)},${f(r * 1.1)} 0 0 1 ${f(x + r * 1.05)},${f(headY + r * 0.2)} Q${f(x + r * 0.4)},${f(headY - r * 0.5)} ${f(x - r * 0.2)},${f(headY - r * 0.35)} Q${f(x - r * 0.8)},${f(headY - r * 0.1)} ${f(x - r * 1.05)},${f(headY + r * 0.2)} Z" fill="${hair}"/>`;
    else body += `<path d="M${f(x - r * 1.02)},${f(headY + r * 0.05)} A${f(r * 1.02)},${f(r * 1.08)} 0 0 1 ${f(x + r * 1.02)},${f(headY + r * 0.05)} Q${f(x + r * 0.5)},${f(headY - r * 0.45)} ${f(x - r * 1.02)},${f(headY + r * 0.05)} Z" fill="${hair}"/>`;
  }
  return `<g>${body}</g>`;
}

/** An audience member seen from behind: head and shoulders, for rows of spectators. */
export function backOfHead(x, y, s, { skin = SKIN[1], hair = HAIR[0], top = CLOTH[0], hijab = null }) {
  return `<path d="M${f(x - 22 * s)},${f(y + 40 * s)} Q${f(x - 22 * s)},${f(y + 8 * s)} ${f(x)},${f(y + 8 * s)} Q${f(x + 22 * s)},${f(y + 8 * s)} ${f(x + 22 * s)},${f(y + 40 * s)} Z" fill="${top}"/>` +
    (hijab
      ? `<path d="M${f(x - 15 * s)},${f(y + 12 * s)} Q${f(x - 15 * s)},${f(y - 16 * s)} ${f(x)},${f(y - 16 * s)} Q${f(x + 15 * s)},${f(y - 16 * s)} ${f(x + 15 * s)},${f(y + 12 * s)} Z" fill="${hijab}"/>`
      : `<circle cx="${f(x)}" cy="${f(y - 2 * s)}" r="${f(11 * s)}" fill="${hair}"/><rect x="${f(x - 4 * s)}" y="${f(y + 6 * s)}" width="${f(8 * s)}" height="${f(5 * s)}" fill="${skin}"/>`);
}

/** Rows of spectators seen from behind, filling a band from y0 down to y1. */
export function crowd(x0, x1, y0, y1, rnd, { rows = 3, s = 1, dim = 0 } = {}) {
  let out = '';
  for (let row = 0; row < rows; row++) {
    const scale = s * (0.75 + (row / Math.max(1, rows - 1)) * 0.45);
    const y = y0 + ((y1 - y0) * row) / Math.max(1, rows - 1);
    const step = 40 * scale;
    for (let x = x0 + (row % 2) * step * 0.5; x < x1 + step; x += step * rnd.range(0.85, 1.1)) {
      const woman = rnd() < 0.45;
      out += backOfHead(x, y, scale, {
        skin: rnd.pick(SKIN),
        hair: rnd.pick(HAIR),
        top: rnd.pick(CLOTH),
        hijab: woman && rnd() < 0.6 ? rnd.pick(['#2f4858', '#7b5ea7', '#c2185b', '#f4d35e', '#16a085', '#3b82c4']) : null,
      });
    }
  }
  return dim ? `<g>${out}<rect x="${x0 - 50}" y="${y0 - 40}" width="${x1 - x0 + 100}" height="${y1 - y0 + 120}" fill="#0b1a10" opacity="${dim}"/></g>` : out;
}

/** A figure sitting behind a table: only the upper body shows above `tableY`. */
export function seated(x, tableY, s, { skin = SKIN[1], top = CLOTH[0], hair = HAIR[0], hijab = null, longHair = false, book = null, flip = false }) {
  const person_ = person({ x, y: tableY + 70 * s, h: 150 * s, skin, top, hair, hijab, longHair, pose: book ? 'hold' : 'stand', flip });
  return `<g>${person_}</g>` + (book ? `<path d="M${f(x - 22 * s)},${f(tableY - 26 * s)} l${f(22 * s)},${f(6 * s)} l${f(22 * s)},${f(-6 * s)} l0,${f(24 * s)} l${f(-22 * s)},${f(6 * s)} l${f(-22 * s)},${f(-6 * s)} Z" fill="${book}" stroke="#fff" stroke-width="${f(1.5 * s)}"/>` : '');
}
