// The gallery's illustrated scenes (1200×800): campus life through the year.
import { backOfHead, birds, bush, C, CLOTH, cloud, crowd, f, flag, flagDefs, flameTree, HAIR, linear, palm, person, random, seated, shaheedMinar, SKIN, svg, tree } from './kit.mjs';

const W = 1200;
const H = 800;

const skyDefs = (id = 'sky') => linear(id, [[0, '#86cbe8'], [0.7, '#d7eff3'], [1, '#eef8e6']]);
const text = (x, y, size, fill, content, weight = 700, anchor = 'middle') =>
  `<text x="${x}" y="${y}" text-anchor="${anchor}" font-family="Noto Sans Bengali" font-weight="${weight}" font-size="${size}" fill="${fill}">${content}</text>`;
const shadow = (x, y, w) => `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(w)}" ry="${f(w * 0.18)}" fill="#0b2a12" opacity="0.2"/>`;

function uniformStudent(rnd, x, y, h, extra = {}) {
  const girl = rnd() < 0.5;
  return shadow(x, y, h * 0.2) + person({
    x, y, h, skin: rnd.pick(SKIN), hair: rnd.pick(HAIR), top: '#ffffff', bottom: girl ? '#ffffff' : '#1f2d3d',
    ...(girl ? { dress: 'kameez', dupatta: C.green, ...(rnd() < 0.55 ? { hijab: rnd.pick(['#ffffff', '#2f4858', '#f4f1e8']) } : { longHair: true }) } : {}),
    ...extra,
  });
}

// ---- 1. The green campus: a pond with water lilies under a flame tree.
export function campusScene() {
  const rnd = random(11);
  const defs = skyDefs() + linear('grass', [[0, '#8ccc6e'], [1, '#4f9e48']]) + linear('water', [[0, '#7cc3d6'], [1, '#3f8ea6']]);
  let b = `<rect width="${W}" height="${H}" fill="url(#sky)"/>` + cloud(780, 120, 1) + cloud(1080, 80, 0.7, 0.8) + birds(900, 190, 4, rnd);
  // A wing of the college behind the trees.
  b += `<rect x="560" y="250" width="560" height="190" fill="#f4e6cc"/><rect x="552" y="236" width="576" height="18" fill="${C.deep}"/><rect x="552" y="232" width="576" height="5" fill="${C.gold}"/>`;
  for (let fl = 0; fl < 2; fl++) for (let i = 0; i < 9; i++) b += `<rect x="${584 + i * 60}" y="${272 + fl * 80}" width="30" height="46" rx="14" fill="#6fa9c9" stroke="#fff" stroke-width="3"/>`;
  b += `<path d="M0,440 Q300,410 600,436 T1200,430 L1200,800 L0,800 Z" fill="url(#grass)"/>`;
  b += tree(700, 452, 0.9) + tree(1140, 456, 1.05, { leaf: '#4aa24f' }) + palm(980, 450, 0.9);
  // Pond with lily pads and pink shapla.
  b += `<ellipse cx="760" cy="620" rx="380" ry="110" fill="#3f8ea6"/><ellipse cx="760" cy="612" rx="370" ry="100" fill="url(#water)"/>`;
  for (let i = 0; i < 5; i++) b += `<path d="M${480 + i * 120},${590 + (i % 2) * 30} q30,-6 60,0" stroke="#ffffff" stroke-opacity="0.5" stroke-width="3" fill="none"/>`;
  for (let i = 0; i < 16; i++) {
    const x = rnd.range(470, 1050);
    const y = rnd.range(560, 690);
    const r = rnd.range(14, 24);
    b += `<path d="M${f(x)},${f(y)} L${f(x + r)},${f(y - 3)} A${f(r)},${f(r * 0.45)} 0 1 1 ${f(x + r * 0.8)},${f(y + r * 0.25)} Z" fill="${rnd() < 0.5 ? '#3f9a4a' : '#2f7d3b'}"/>`;
    if (i % 3 === 0) b += [-1, 0, 1].map((k) => `<ellipse cx="${f(x + 6 + k * 7)}" cy="${f(y - 10)}" rx="5" ry="11" transform="rotate(${k * 28} ${f(x + 6 + k * 7)} ${f(y - 4)})" fill="#f4a7c3"/>`).join('') + `<circle cx="${f(x + 6)}" cy="${f(y - 6)}" r="3.5" fill="${C.gold}"/>`;
  }
  // Reflection of the building.
  b += `<rect x="600" y="540" width="420" height="30" fill="#f4e6cc" opacity="0.18"/>`;
  // Path and bench with two students.
  b += `<path d="M0,760 C200,700 300,640 420,560 L470,570 C360,650 260,720 120,800 L0,800 Z" fill="#e3d5b8"/>`;
  b += `<rect x="190" y="560" width="170" height="14" rx="4" fill="#8a5a3a"/><rect x="190" y="540" width="170" height="10" rx="4" fill="#8a5a3a"/>`;
  b += seated(240, 590, 0.7, { skin: SKIN[2], top: '#ffffff', hair: HAIR[0], book: C.green });
  b += seated(305, 590, 0.7, { skin: SKIN[1], top: '#ffffff', hijab: '#2f4858', book: C.gold });
  b += `<rect x="184" y="590" width="182" height="16" rx="4" fill="#a26b45"/><rect x="196" y="606" width="10" height="40" fill="#6b4a32"/><rect x="344" y="606" width="10" height="40" fill="#6b4a32"/>`;
  b += flameTree(250, 520, 1.55, rnd);
  b += bush(80, 700, 0.9, '#3f8f45', ['#e8412c', '#f4d35e', '#ffffff'], rnd) + bush(1130, 760, 1.1, '#3f8f45', ['#ec6aa0', '#ffffff', '#f4d35e'], rnd);
  for (let i = 0; i < 60; i++) b += `<circle cx="${f(rnd.range(0, 460))}" cy="${f(rnd.range(560, 800))}" r="${f(rnd.range(3, 5))}" fill="#e8412c" opacity="0.85"/>`;
  b += uniformStudent(rnd, 470, 520, 80, { pose: 'walk' }) + uniformStudent(rnd, 505, 516, 76, { pose: 'walk' });
  return svg(W, H, b, defs);
}

// ---- 2. Sports day: the 100 m final.
export function sportsScene() {
  const rnd = random(22);
  const defs = skyDefs() + linear('track', [[0, '#c8553d'], [1, '#a8432f']]);
  let b = `<rect width="${W}" height="${H}" fill="url(#sky)"/>` + cloud(200, 90, 0.9) + cloud(900, 60, 0.8, 0.8);
  b += `<path d="M0,300 Q300,270 600,296 T1200,290 L1200,420 L0,420 Z" fill="#7fb77e"/>`;
  for (let x = 40; x < W; x += 160) b += tree(x + rnd.range(-20, 20), 330, rnd.range(0.55, 0.75), { leaf: '#4f9a4a' });
  // Shamiana (the striped tent) and bunting.
  b += `<path d="M120,250 L1080,250 L1040,290 L160,290 Z" fill="#f4d35e"/>`;
  for (let i = 0; i < 24; i++) b += `<path d="M${160 + i * 36.6},290 l18,0 l-2,-40 l-18,0 Z" fill="${i % 2 ? '#d9534f' : '#f4d35e'}" opacity="0.9"/>`;
  b += `<rect x="120" y="290" width="960" height="130" fill="#2b3b2e" opacity="0.15"/>`;
  b += crowd(140, 1060, 322, 400, rnd, { rows: 3, s: 0.9 });
  b += `<rect x="0" y="412" width="${W}" height="16" fill="#ffffff"/>` + Array.from({ length: 40 }, (_, i) => `<rect x="${i * 30 + 4}" y="400" width="4" height="28" fill="#ffffff"/>`).join('');
  let bunting = '';
  for (let i = 0; i < 30; i++) bunting += `<path d="M${i * 42},${52 + Math.sin(i / 3) * 8} l42,${f(Math.sin((i + 1) / 3) * 8 - Math.sin(i / 3) * 8)} l-21,34 Z" fill="${CLOTH[i % CLOTH.length]}"/>`;
  b += `<path d="M0,52 ${Array.from({ length: 30 }, (_, i) => `L${(i + 1) * 42},${f(52 + Math.sin((i + 1) / 3) * 8)}`).join(' ')}" stroke="#555" stroke-width="2" fill="none"/>` + bunting;
  // Track with lanes in perspective.
  b += `<rect x="0" y="428" width="${W}" height="372" fill="url(#track)"/>`;
  const lanes = [428, 470, 522, 584, 656, 740, 800];
  for (const y of lanes.slice(1, -1)) b += `<rect x="0" y="${y}" width="${W}" height="${f(2 + (y - 428) / 60)}" fill="#ffffff" opacity="0.9"/>`;
  b += `<path d="M1010,428 L1060,800 L1080,800 L1024,428 Z" fill="#ffffff"/>`;
  b += `<rect x="1000" y="360" width="8" height="100" fill="#ddd"/><path d="M1004,380 Q1060,500 1074,640" stroke="#ffffff" stroke-width="4" fill="none"/>`;
  b += person({ x: 1120, y: 470, h: 110, skin: SKIN[3], top: C.gold, bottom: '#1f2d3d', pose: 'point', cap: '#ffffff', flip: true });
  const runners = [[760, 500, 120, '#3b82c4', 7], [640, 560, 140, '#d9534f', 3], [860, 630, 160, C.green, 5], [560, 720, 190, '#7b5ea7', 1]];
  for (const [x, y, h, col, n] of runners) {
    b += shadow(x, y, h * 0.22) + person({ x, y, h, skin: rnd.pick(SKIN), hair: rnd.pick(HAIR), top: col, bottom: '#1f2d3d', pose: 'run', shoes: '#ffffff' });
    b += `<rect x="${f(x - h * 0.06)}" y="${f(y - h * 0.72)}" width="${f(h * 0.12)}" height="${f(h * 0.1)}" fill="#ffffff"/>` + text(f(x), f(y - h * 0.64), f(h * 0.08), '#111', n);
  }
  return svg(W, H, b, defs);
}

// ---- 3. Science fair in the college hall.
export function scienceFairScene() {
  const rnd = random(33);
  const defs = linear('wall', [[0, '#f7f1e3'], [1, '#efe4cc']]) + linear('floor', [[0, '#c9b18a'], [1, '#a88c63']]);
  let b = `<rect width="${W}" height="${H}" fill="url(#wall)"/><rect y="520" width="${W}" height="280" fill="url(#floor)"/>`;
  b += `<rect y="300" width="${W}" height="16" fill="${C.green}" opacity="0.6"/>`;
  for (const x of [60, 980]) b += `<rect x="${x}" y="70" width="160" height="200" rx="6" fill="#9fd2ea" stroke="#fff" stroke-width="8"/><path d="M${x + 80},70 v200 M${x},170 h160" stroke="#fff" stroke-width="6"/>`;
  b += `<rect x="300" y="60" width="600" height="110" rx="10" fill="${C.deep}"/><rect x="312" y="72" width="576" height="86" rx="6" fill="none" stroke="${C.gold}" stroke-width="3"/>`;
  b += text(600, 128, 46, '#ffffff', 'বিজ্ঞান মেলা') + text(600, 152, 16, C.gold, 'বিজ্ঞান ক্লাব • চন্দনপুর সরকারি কলেজ', 400);
  let flagsLine = '';
  for (let i = 0; i < 26; i++) flagsLine += `<path d="M${i * 48},190 l48,0 l-24,30 Z" fill="${CLOTH[(i * 5) % CLOTH.length]}"/>`;
  b += flagsLine;
  // Poster boards, the makers behind their tables, then the tables and the projects on them.
  const table = (x0, x1, cloth) => `<rect x="${x0}" y="470" width="${x1 - x0}" height="16" fill="${cloth}"/><path d="M${x0},486 L${x1},486 L${x1 - 6},600 L${x0 + 6},600 Z" fill="${cloth}"/><path d="M${x0},486 L${x1},486" stroke="#fff" stroke-opacity="0.4" stroke-width="3"/>`;
  const board = (x, title, art) => `<path d="M${x - 120},280 L${x - 70},300 L${x - 70},440 L${x - 120},430 Z" fill="#dfe9f3"/><rect x="${x - 70}" y="290" width="140" height="150" fill="#ffffff" stroke="#cbd5df"/><path d="M${x + 120},280 L${x + 70},300 L${x + 70},440 L${x + 120},430 Z" fill="#dfe9f3"/>` + text(x, 314, 16, C.deep, title) + art;
  b += board(190, 'সৌরবিদ্যুৎ', `<circle cx="190" cy="360" r="22" fill="${C.gold}"/>` + Array.from({ length: 8 }, (_, i) => `<path d="M${f(190 + Math.cos(i * 0.785) * 28)},${f(360 + Math.sin(i * 0.785) * 28)} L${f(190 + Math.cos(i * 0.785) * 40)},${f(360 + Math.sin(i * 0.785) * 40)}" stroke="${C.gold}" stroke-width="4"/>`).join('') + `<rect x="145" y="408" width="90" height="20" fill="#3b6ea8"/>`);
  b += board(960, 'পরমাণুর গঠন', `<circle cx="960" cy="370" r="8" fill="#d9534f"/>` + [0, 60, 120].map((a) => `<ellipse cx="960" cy="370" rx="44" ry="14" transform="rotate(${a} 960 370)" fill="none" stroke="#3b82c4" stroke-width="2.5"/>`).join('') + `<circle cx="1004" cy="370" r="5" fill="#3b82c4"/><circle cx="938" cy="332" r="5" fill="#3b82c4"/>`);
  b += seated(305, 470, 1.5, { skin: SKIN[2], top: '#ffffff', hair: HAIR[1] });
  b += seated(850, 470, 1.45, { skin: SKIN[1], top: '#ffffff', hijab: '#2f4858' });
  b += table(110, 470, '#3b82c4') + table(730, 1090, C.green);
  b += `<path d="M120,470 L170,400 L190,400 L240,470 Z" fill="#8a5a3a"/><path d="M170,400 L190,400 L195,416 L182,434 L176,414 L166,424 Z" fill="#e8412c"/><path d="M174,400 q4,-30 -6,-40 q14,6 16,-14 q8,20 2,54 Z" fill="#f4d35e" opacity="0.8"/>`;
  b += `<rect x="360" y="420" width="90" height="50" fill="#f4d35e"/><path d="M350,422 L405,384 L460,422 Z" fill="#3b6ea8"/><path d="M366,416 L405,390 L444,416" stroke="#9fd2ea" stroke-width="2" fill="none"/><rect x="392" y="440" width="18" height="30" fill="#8a5a3a"/><circle cx="434" cy="440" r="6" fill="#fff8d6"/>`;
  b += `<rect x="770" y="360" width="8" height="110" fill="#cfd8dc"/>` + [0, 120, 240].map((a) => `<path d="M774,360 l-6,-56 l12,0 Z" fill="#ffffff" stroke="#90a4ae" transform="rotate(${a + 20} 774 360)"/>`).join('') + `<circle cx="774" cy="360" r="6" fill="#607d8b"/>`;
  b += `<g transform="translate(80 0)"><rect x="930" y="400" width="70" height="60" rx="6" fill="#b0bec5"/><rect x="944" y="362" width="42" height="36" rx="6" fill="#cfd8dc"/><circle cx="956" cy="378" r="5" fill="#29b6f6"/><circle cx="974" cy="378" r="5" fill="#29b6f6"/><path d="M965,362 v-14" stroke="#607d8b" stroke-width="3"/><circle cx="965" cy="346" r="5" fill="#e8412c"/><rect x="938" y="460" width="14" height="10" fill="#607d8b"/><rect x="978" y="460" width="14" height="10" fill="#607d8b"/><path d="M930,410 l-20,20 M1000,410 l20,-20" stroke="#90a4ae" stroke-width="8" stroke-linecap="round"/></g>`;
  // A judge with a clipboard and visitors in the foreground.
  b += shadow(600, 650, 34) + person({ x: 600, y: 650, h: 250, skin: SKIN[2], top: '#33415c', bottom: '#2b2b2b', hair: '#cfcfcf', pose: 'hold' }) + `<rect x="582" y="462" width="36" height="44" rx="3" fill="#8a5a3a"/><rect x="586" y="468" width="28" height="34" fill="#ffffff"/>`;
  b += shadow(680, 660, 30) + person({ x: 680, y: 660, h: 215, skin: SKIN[1], top: '#ffffff', bottom: '#ffffff', dress: 'kameez', dupatta: C.green, longHair: true, pose: 'point', flip: true });
  for (const [x, s] of [[130, 2.1], [340, 2.0], [900, 2.1], [1090, 2.2]]) b += backOfHead(x, 716, s, { skin: rnd.pick(SKIN), hair: rnd.pick(HAIR), top: rnd.pick(CLOTH), hijab: x === 340 ? '#7b5ea7' : null });
  return svg(W, H, b, defs);
}

// ---- 4. Cultural programme on the stage (freshers' welcome).
export function culturalScene() {
  const rnd = random(44);
  const defs = linear('back', [[0, '#2b1b4f'], [1, '#4a2369']]) + linear('stage', [[0, '#8a5a3a'], [1, '#5f3c24']]) + linear('curtain', [[0, '#9b1b30'], [0.5, '#c62a3f'], [1, '#8a1628']], { x2: 1, y2: 0 }) +
    linear('beam', [[0, '#fff6c8', 0.55], [1, '#fff6c8', 0]]);
  let b = `<rect width="${W}" height="${H}" fill="url(#back)"/>`;
  // Alpana on the backdrop.
  let alpana = '';
  for (let ring = 0; ring < 3; ring++) {
    const n = 12 + ring * 6;
    for (let i = 0; i < n; i++) {
      const a = (i / n) * Math.PI * 2;
      const r = 70 + ring * 55;
      alpana += `<ellipse cx="${f(600 + Math.cos(a) * r)}" cy="${f(300 + Math.sin(a) * r)}" rx="${14 + ring * 3}" ry="${6 + ring}" transform="rotate(${f((a * 180) / Math.PI)} ${f(600 + Math.cos(a) * r)} ${f(300 + Math.sin(a) * r)})" fill="none" stroke="#ffffff" stroke-opacity="0.55" stroke-width="2.5"/>`;
    }
    alpana += `<circle cx="600" cy="300" r="${48 + ring * 55}" fill="none" stroke="#f4d35e" stroke-opacity="0.4" stroke-width="2"/>`;
  }
  b += alpana + `<circle cx="600" cy="300" r="36" fill="${C.flagRed}" opacity="0.8"/>`;
  b += `<rect x="380" y="120" width="440" height="70" rx="35" fill="#f4d35e"/>` + text(600, 168, 38, '#5a1a2a', 'নবীনবরণ অনুষ্ঠান');
  // Light beams and the stage floor.
  for (const [x, to] of [[200, 420], [600, 600], [1000, 800]]) b += `<path d="M${x - 10},0 L${x + 10},0 L${to + 140},620 L${to - 140},620 Z" fill="url(#beam)"/>`;
  b += `<path d="M0,560 L1200,560 L1200,660 L0,660 Z" fill="url(#stage)"/><rect y="556" width="${W}" height="8" fill="${C.gold}"/>`;
  for (const [, to] of [[200, 420], [600, 600], [1000, 800]]) b += `<ellipse cx="${to}" cy="600" rx="150" ry="26" fill="#fff6c8" opacity="0.25"/>`;
  // Dancers in saris; a harmonium player and a tabla player sitting on the left.
  b += person({ x: 430, y: 600, h: 230, skin: SKIN[1], top: '#f4d35e', dress: 'sari', dupatta: '#c2185b', longHair: true, pose: 'dance' });
  b += person({ x: 600, y: 608, h: 240, skin: SKIN[2], top: '#ffffff', dress: 'sari', dupatta: '#d62f2f', longHair: true, pose: 'dance2' });
  b += person({ x: 770, y: 600, h: 230, skin: SKIN[1], top: '#f4d35e', dress: 'sari', dupatta: '#c2185b', longHair: true, pose: 'dance', flip: true });
  b += `<rect x="110" y="520" width="120" height="10" rx="3" fill="#5f3c24"/>` + seated(150, 560, 0.9, { skin: SKIN[3], top: '#e9e2cf', hair: HAIR[0] }) + `<rect x="110" y="520" width="90" height="44" rx="4" fill="#6b3f1d"/><rect x="116" y="528" width="78" height="8" fill="#f4f1e8"/>`;
  b += seated(260, 560, 0.9, { skin: SKIN[2], top: '#2C8E3F', hair: HAIR[1] }) + `<ellipse cx="244" cy="548" rx="18" ry="22" fill="#8a5a3a"/><ellipse cx="282" cy="552" rx="14" ry="18" fill="#c9c9c9"/><ellipse cx="244" cy="530" rx="16" ry="5" fill="#3a2a20"/>`;
  b += `<rect x="86" y="562" width="240" height="34" rx="4" fill="#7b1240"/><path d="M86,572 h240 M86,586 h240" stroke="${C.gold}" stroke-width="3" stroke-dasharray="10 6"/>`;
  // Curtains and valance.
  b += `<path d="M0,0 L170,0 Q140,300 120,660 L0,660 Z" fill="url(#curtain)"/><path d="M1200,0 L1030,0 Q1060,300 1080,660 L1200,660 Z" fill="url(#curtain)"/>`;
  b += `<path d="M0,0 L1200,0 L1200,60 Q1100,100 1000,60 Q900,100 800,60 Q700,100 600,60 Q500,100 400,60 Q300,100 200,60 Q100,100 0,60 Z" fill="#b01f35"/>`;
  b += `<path d="M0,60 Q100,100 200,60 Q300,100 400,60 Q500,100 600,60 Q700,100 800,60 Q900,100 1000,60 Q1100,100 1200,60" stroke="${C.gold}" stroke-width="6" fill="none"/>`;
  // The audience in the dark.
  b += `<rect y="660" width="${W}" height="140" fill="#120c1c"/>` + crowd(-20, 1220, 700, 780, rnd, { rows: 2, s: 1.5, dim: 0.55 });
  return svg(W, H, b, defs);
}

// ---- 5. The library reading room.
export function libraryScene() {
  const rnd = random(55);
  const defs = linear('wall', [[0, '#f3ead8'], [1, '#e8dcc2']]) + linear('floor', [[0, '#b08a5e'], [1, '#8a6744']]) + linear('light', [[0, '#fffbe6', 0.7], [1, '#fffbe6', 0]]);
  let b = `<rect width="${W}" height="${H}" fill="url(#wall)"/><rect y="560" width="${W}" height="240" fill="url(#floor)"/>`;
  const shelf = (x0, x1) => {
    let out = `<rect x="${x0}" y="60" width="${x1 - x0}" height="500" fill="#6b4a32"/><rect x="${x0 + 10}" y="70" width="${x1 - x0 - 20}" height="480" fill="#4a3322"/>`;
    for (let row = 0; row < 5; row++) {
      const base = 160 + row * 96;
      let x = x0 + 14;
      while (x < x1 - 30) {
        const w = rnd.range(12, 22);
        const h = rnd.range(58, 82);
        const col = rnd.pick(['#2C8E3F', '#17612a', '#e2b42b', '#b4232a', '#3b6ea8', '#7b5ea7', '#e76f51', '#f4f1e8', '#16a085', '#8a5a3a']);
        const tilt = rnd() < 0.06 ? 8 : 0;
        out += `<rect x="${f(x)}" y="${f(base - h)}" width="${f(w)}" height="${f(h)}" fill="${col}" transform="rotate(${tilt} ${f(x)} ${f(base)})"/><rect x="${f(x + 2)}" y="${f(base - h + 8)}" width="${f(w - 4)}" height="3" fill="#fff" opacity="0.35"/>`;
        x += w + rnd.range(0.5, 2);
      }
      out += `<rect x="${x0 + 6}" y="${base}" width="${x1 - x0 - 12}" height="10" fill="#7a5436"/>`;
    }
    return out;
  };
  b += shelf(20, 420) + shelf(780, 1180);
  // The window between the shelves.
  b += `<rect x="470" y="70" width="260" height="330" rx="130" fill="#a9dcf0" stroke="#fff" stroke-width="10"/><path d="M600,70 v330 M470,240 h260" stroke="#fff" stroke-width="8"/>`;
  b += tree(540, 420, 0.6, { leaf: '#5aa85a' }) + `<rect x="470" y="70" width="260" height="330" rx="130" fill="none" stroke="#fff" stroke-width="10"/>`;
  b += `<path d="M480,400 L720,400 L860,640 L340,640 Z" fill="url(#light)"/>`;
  b += `<circle cx="600" cy="40" r="0" fill="none"/>` + text(600, 450, 22, C.deep, 'নীরবতা পালন করুন');
  // Reading table with lamps and readers.
  b += seated(380, 560, 1.0, { skin: SKIN[2], top: '#ffffff', hair: HAIR[0], book: '#3b6ea8' });
  b += seated(520, 560, 1.0, { skin: SKIN[1], top: '#ffffff', hijab: '#2f4858', book: '#e2b42b' });
  b += seated(680, 560, 1.0, { skin: SKIN[3], top: '#ffffff', hair: HAIR[1], book: '#b4232a' });
  b += seated(820, 560, 1.0, { skin: SKIN[1], top: '#ffffff', longHair: true, hair: HAIR[0], book: '#2C8E3F' });
  b += `<rect x="300" y="556" width="600" height="22" rx="4" fill="#7a5436"/><rect x="330" y="578" width="16" height="150" fill="#5f3c24"/><rect x="854" y="578" width="16" height="150" fill="#5f3c24"/><rect x="346" y="578" width="508" height="90" fill="#6b4a32"/><rect x="346" y="578" width="508" height="6" fill="#000" opacity="0.15"/>`;
  for (const x of [450, 750]) b += `<rect x="${x - 3}" y="506" width="6" height="50" fill="#c9a227"/><path d="M${x - 34},506 Q${x},470 ${x + 34},506 Z" fill="${C.deep}"/><ellipse cx="${x}" cy="508" rx="30" ry="5" fill="#fff6c8" opacity="0.8"/>`;
  // Stacked books on the table and a plant.
  b += `<rect x="590" y="534" width="44" height="10" fill="#e76f51"/><rect x="594" y="524" width="40" height="10" fill="#3b6ea8"/><rect x="588" y="544" width="48" height="12" fill="${C.gold}"/>`;
  b += `<path d="M1080,640 L1120,640 L1112,700 L1088,700 Z" fill="#b5533c"/>` + bush(1100, 640, 0.6, '#3f8f45');
  // The librarian's desk in front.
  b += `<rect x="40" y="640" width="230" height="110" fill="#6b4a32"/><rect x="30" y="630" width="250" height="16" fill="#8a5a3a"/>` + `<rect x="70" y="600" width="60" height="30" fill="#dfe9f3"/><rect x="96" y="614" width="8" height="16" fill="#90a4ae"/>`;
  return svg(W, H, b, defs);
}

// ---- 6. Prize-giving ceremony.
export function prizeScene() {
  const rnd = random(66);
  const defs = linear('back', [[0, C.deep], [1, '#0f4a1f']]) + linear('stage', [[0, '#8a5a3a'], [1, '#6b4a32']]);
  let b = `<rect width="${W}" height="${H}" fill="#f6ecd8"/><rect x="60" y="40" width="1080" height="420" rx="8" fill="url(#back)"/>`;
  b += `<rect x="80" y="60" width="1040" height="380" rx="6" fill="none" stroke="${C.gold}" stroke-width="4"/>`;
  for (let i = 0; i < 18; i++) b += `<circle cx="${120 + i * 56}" cy="86" r="10" fill="${i % 2 ? C.gold : '#ffffff'}" opacity="0.8"/>`;
  b += text(600, 160, 52, '#ffffff', 'বার্ষিক পুরস্কার বিতরণী') + text(600, 204, 24, C.gold, 'চন্দনপুর সরকারি কলেজ, নওগাঁ', 400);
  // Guests' table with name plates, flowers.
  for (const [x, skin, top, hair, hijab] of [[300, SKIN[2], '#33415c', '#cfcfcf', null], [420, SKIN[1], '#17612a', null, '#7b1240'], [780, SKIN[3], '#e9e2cf', HAIR[0], null], [900, SKIN[2], '#1f2d3d', HAIR[1], null]]) {
    b += seated(x, 400, 0.95, { skin, top, hair: hair ?? HAIR[0], hijab });
  }
  b += `<rect x="220" y="396" width="760" height="20" fill="#ffffff"/><path d="M220,416 L980,416 L970,520 L230,520 Z" fill="${C.green}"/>`;
  for (let i = 0; i < 16; i++) b += `<path d="M${230 + i * 46.5},416 q23,26 46,0" fill="none" stroke="${C.gold}" stroke-width="3"/>`;
  b += `<path d="M584,396 L616,396 L610,360 L590,360 Z" fill="#ffffff"/>` + Array.from({ length: 9 }, (_, i) => `<circle cx="${f(600 + Math.cos(i * 0.7) * 20)}" cy="${f(346 + Math.sin(i * 0.7) * 10)}" r="9" fill="${rnd.pick(['#e8412c', '#f4d35e', '#ec6aa0', '#ffffff'])}"/>`).join('');
  // Trophies on a side table.
  b += `<rect x="1000" y="470" width="150" height="12" fill="#6b4a32"/><rect x="1010" y="482" width="130" height="80" fill="#8a5a3a"/>`;
  for (const [x, s] of [[1030, 0.8], [1075, 1.1], [1120, 0.8]]) b += `<path d="M${x - 18 * s},${470 - 70 * s} L${x + 18 * s},${470 - 70 * s} Q${x + 16 * s},${470 - 36 * s} ${x},${470 - 30 * s} Q${x - 16 * s},${470 - 36 * s} ${x - 18 * s},${470 - 70 * s} Z" fill="${C.gold}"/><rect x="${x - 3 * s}" y="${470 - 30 * s}" width="${6 * s}" height="${18 * s}" fill="${C.gold}"/><rect x="${x - 12 * s}" y="${470 - 12 * s}" width="${24 * s}" height="${12 * s}" fill="#5f3c24"/><path d="M${x - 18 * s},${470 - 64 * s} q-14,6 -4,${22 * s} M${x + 18 * s},${470 - 64 * s} q14,6 4,${22 * s}" stroke="${C.gold}" stroke-width="${3 * s}" fill="none"/>`;
  // Stage and the handing over of a trophy.
  b += `<rect y="520" width="${W}" height="110" fill="url(#stage)"/><rect y="516" width="${W}" height="6" fill="${C.gold}"/>`;
  b += shadow(520, 596, 40) + person({ x: 520, y: 596, h: 250, skin: SKIN[2], top: '#33415c', bottom: '#2b2b2b', hair: '#cfcfcf', pose: 'give' });
  b += shadow(680, 600, 38) + person({ x: 680, y: 600, h: 230, skin: SKIN[1], top: '#ffffff', bottom: '#ffffff', dress: 'kameez', dupatta: C.green, hijab: '#ffffff', pose: 'receive' });
  b += `<path d="M586,${596 - 170} L614,${596 - 170} Q612,${596 - 140} 600,${596 - 136} Q588,${596 - 140} 586,${596 - 170} Z" fill="${C.gold}"/><rect x="594" y="${596 - 136}" width="12" height="16" fill="#5f3c24"/>`;
  for (let x = 40; x < W; x += 130) b += `<path d="M${x},630 L${x + 50},630 L${x + 44},590 L${x + 6},590 Z" fill="#b5533c"/>` + bush(x + 25, 596, 0.42, '#3f8f45', ['#e8412c', '#f4d35e', '#ffffff'], rnd);
  b += `<rect y="630" width="${W}" height="170" fill="#e9dcc3"/>` + crowd(-10, 1210, 690, 770, rnd, { rows: 2, s: 1.5 });
  return svg(W, H, b, defs);
}

// ---- 7. Victory Day: the flag at the Shaheed Minar.
export function flagScene() {
  const rnd = random(77);
  const defs = linear('sky', [[0, '#f6c38a'], [0.45, '#fbe3b4'], [1, '#eaf5dc']]) + linear('grass', [[0, '#8ccc6e'], [1, '#4f9e48']]) + flagDefs;
  let b = `<rect width="${W}" height="${H}" fill="url(#sky)"/><circle cx="880" cy="190" r="70" fill="#fff2c4" opacity="0.9"/>` + cloud(160, 120, 0.8, 0.7) + birds(760, 140, 5, rnd);
  b += `<path d="M0,470 Q600,440 1200,470 L1200,800 L0,800 Z" fill="url(#grass)"/>`;
  b += tree(60, 500, 1.1) + tree(1150, 500, 1.2) + palm(1020, 480, 0.8);
  b += shaheedMinar(600, 520, 1.8);
  for (let i = 0; i < 9; i++) {
    const x = 470 + i * 32;
    b += `<circle cx="${x}" cy="512" r="16" fill="none" stroke="${rnd.pick(['#e8412c', '#f4d35e', '#ffffff', '#ec6aa0'])}" stroke-width="7"/><circle cx="${x}" cy="512" r="16" fill="none" stroke="#2f7d3b" stroke-width="2" stroke-dasharray="4 6"/>`;
  }
  b += flag(250, 560, 400, 150, { wave: 1.4 });
  // Rows of students and teachers facing the minar (seen from behind), plus a saluting scout.
  for (let row = 0; row < 3; row++) {
    const y = 640 + row * 70;
    const s = 1.2 + row * 0.35;
    for (let x = 120 + (row % 2) * 30; x < 1120; x += 64 * s * 0.85) {
      const girl = rnd() < 0.5;
      b += backOfHead(x, y, s, { skin: rnd.pick(SKIN), hair: rnd.pick(HAIR), top: '#ffffff', hijab: girl && rnd() < 0.6 ? rnd.pick(['#ffffff', '#2f4858']) : null });
      if (girl) b += `<path d="M${f(x - 20 * s)},${f(y + 30 * s)} L${f(x + 20 * s)},${f(y + 14 * s)} L${f(x + 20 * s)},${f(y + 24 * s)} L${f(x - 16 * s)},${f(y + 40 * s)} Z" fill="${C.green}"/>`;
    }
  }
  b += person({ x: 330, y: 560, h: 120, skin: SKIN[2], top: '#6b7a3a', bottom: '#6b7a3a', pose: 'wave', cap: '#6b7a3a' });
  return svg(W, H, b, defs);
}

// ---- 8. Pohela Boishakh procession with masks and alpana.
export function processionScene() {
  const rnd = random(88);
  const defs = skyDefs() + linear('road', [[0, '#9a9a92'], [1, '#6f6f68']]);
  let b = `<rect width="${W}" height="${H}" fill="url(#sky)"/>` + cloud(900, 100, 0.9) + cloud(300, 70, 0.7, 0.8);
  b += `<path d="M0,380 L1200,380 L1200,800 L0,800 Z" fill="#7fb77e"/><path d="M480,380 L720,380 L1200,800 L0,800 Z" fill="url(#road)"/>`;
  for (let i = 0; i < 6; i++) {
    const t = i / 5;
    b += tree(440 - t * 420, 400 + t * 260, 0.45 + t * 0.8, { leaf: i % 2 ? '#4aa24f' : '#3f9a4a' });
    b += tree(760 + t * 420, 400 + t * 260, 0.45 + t * 0.8, { leaf: i % 2 ? '#3f9a4a' : '#4aa24f' });
  }
  // Alpana on the road.
  for (const [cx, cy, s] of [[600, 470, 0.5], [600, 620, 0.9], [600, 790, 1.3]]) {
    for (let i = 0; i < 12; i++) {
      const a = (i / 12) * Math.PI * 2;
      b += `<ellipse cx="${f(cx + Math.cos(a) * 70 * s)}" cy="${f(cy + Math.sin(a) * 22 * s)}" rx="${f(22 * s)}" ry="${f(7 * s)}" transform="rotate(${f((Math.atan2(Math.sin(a) * 22, Math.cos(a) * 70) * 180) / Math.PI)} ${f(cx + Math.cos(a) * 70 * s)} ${f(cy + Math.sin(a) * 22 * s)})" fill="#ffffff" opacity="0.85"/>`;
    }
    b += `<ellipse cx="${cx}" cy="${cy}" rx="${f(40 * s)}" ry="${f(13 * s)}" fill="#f4d35e" opacity="0.9"/><ellipse cx="${cx}" cy="${cy}" rx="${f(18 * s)}" ry="${f(6 * s)}" fill="#e8412c"/>`;
  }
  // The banner carried in front.
  b += person({ x: 420, y: 560, h: 170, skin: SKIN[2], top: '#d62f2f', bottom: '#f4f1e8', pose: 'carry' }) + person({ x: 780, y: 560, h: 170, skin: SKIN[1], top: '#ffffff', dress: 'sari', dupatta: '#d62f2f', longHair: true, pose: 'carry' });
  b += `<rect x="400" y="360" width="400" height="60" fill="#ffffff" stroke="#d62f2f" stroke-width="6"/>` + text(600, 402, 32, '#d62f2f', 'এসো হে বৈশাখ');
  // Masks on poles: a sun, an owl and a fish.
  const pole = (x, top) => `<rect x="${x - 3}" y="${top}" width="6" height="${560 - top}" fill="#8a5a3a"/>`;
  b += pole(230, 250) + pole(960, 240) + pole(620, 200);
  b += `<circle cx="230" cy="250" r="62" fill="#f4d35e"/>` + Array.from({ length: 12 }, (_, i) => `<path d="M${f(230 + Math.cos(i * 0.52) * 62)},${f(250 + Math.sin(i * 0.52) * 62)} L${f(230 + Math.cos(i * 0.52 + 0.26) * 88)},${f(250 + Math.sin(i * 0.52 + 0.26) * 88)} L${f(230 + Math.cos(i * 0.52 + 0.52) * 62)},${f(250 + Math.sin(i * 0.52 + 0.52) * 62)} Z" fill="#f08a3c"/>`).join('') +
    `<circle cx="208" cy="238" r="8" fill="#1f2a22"/><circle cx="252" cy="238" r="8" fill="#1f2a22"/><path d="M206,272 Q230,290 254,272" stroke="#d62f2f" stroke-width="6" fill="none"/>`;
  b += `<ellipse cx="960" cy="240" rx="70" ry="80" fill="#f4f1e8"/><path d="M900,180 L920,150 L940,176 Z M1020,180 L1000,150 L980,176 Z" fill="#f4f1e8"/><circle cx="935" cy="230" r="26" fill="#f4d35e"/><circle cx="985" cy="230" r="26" fill="#f4d35e"/><circle cx="935" cy="230" r="12" fill="#1f2a22"/><circle cx="985" cy="230" r="12" fill="#1f2a22"/><path d="M950,262 L970,262 L960,282 Z" fill="#f08a3c"/>` +
    Array.from({ length: 5 }, (_, i) => `<path d="M${920 + i * 20},296 q10,12 20,0" stroke="#3b82c4" stroke-width="4" fill="none"/>`).join('');
  b += `<path d="M540,200 Q620,130 700,200 Q620,270 540,200 Z" fill="#3b82c4"/><path d="M700,200 L740,170 L740,230 Z" fill="#3b82c4"/><circle cx="575" cy="192" r="8" fill="#fff"/><circle cx="575" cy="192" r="4" fill="#1f2a22"/>` +
    Array.from({ length: 4 }, (_, i) => `<path d="M${600 + i * 22},180 q10,20 0,40" stroke="#f4d35e" stroke-width="4" fill="none"/>`).join('');
  // The crowd in red and white.
  const people = [];
  for (let row = 0; row < 3; row++) {
    for (let i = 0; i < 7; i++) {
      const x = 120 + i * 160 + (row % 2) * 70 + rnd.range(-20, 20);
      const y = 600 + row * 80;
      const h = 150 + row * 40;
      const woman = rnd() < 0.5;
      people.push({ x, y, h, woman });
    }
  }
  for (const p of people) {
    b += shadow(p.x, p.y, p.h * 0.18) + person({
      x: p.x, y: p.y, h: p.h, skin: rnd.pick(SKIN), hair: rnd.pick(HAIR), pose: rnd.pick(['walk', 'walkL', 'cheer', 'wave', 'stand']),
      ...(p.woman ? { top: '#ffffff', dress: 'sari', dupatta: '#d62f2f', longHair: true } : { top: rnd.pick(['#d62f2f', '#ffffff', '#f4d35e', '#e76f51']), bottom: '#f4f1e8' }),
    });
  }
  return svg(W, H, b, defs);
}

// ---- 9. A practical class in the chemistry laboratory.
export function labScene() {
  const rnd = random(99);
  const defs = linear('wall', [[0, '#e4eef0'], [1, '#d3e2e5']]) + linear('bench', [[0, '#2f3b3f'], [1, '#1f282b']]);
  let b = `<rect width="${W}" height="${H}" fill="url(#wall)"/><rect y="600" width="${W}" height="200" fill="#b9c6c9"/>`;
  // Periodic table poster.
  b += `<rect x="60" y="60" width="420" height="250" fill="#ffffff" stroke="#90a4ae" stroke-width="3"/>` + text(270, 92, 22, C.deep, 'পর্যায় সারণি');
  const cols = ['#ef9a9a', '#ffcc80', '#fff59d', '#a5d6a7', '#80deea', '#9fa8da', '#ce93d8'];
  for (let r = 0; r < 7; r++) for (let c = 0; c < 18; c++) {
    if (r === 0 && c > 0 && c < 17) continue;
    if ((r === 1 || r === 2) && c > 1 && c < 12) continue;
    b += `<rect x="${76 + c * 21.6}" y="${106 + r * 26}" width="19" height="23" fill="${cols[(c + r) % cols.length]}"/>`;
  }
  // Shelves of bottles.
  b += `<rect x="640" y="120" width="500" height="12" fill="#8a5a3a"/><rect x="640" y="240" width="500" height="12" fill="#8a5a3a"/>`;
  for (const y of [120, 240]) for (let i = 0; i < 12; i++) {
    const x = 660 + i * 40;
    const col = rnd.pick(['#8d6e63', '#4e9a6b', '#3b6ea8', '#e2b42b', '#b4232a', '#f4f1e8']);
    b += `<rect x="${x}" y="${y - 50}" width="26" height="50" rx="4" fill="${col}" opacity="0.85"/><rect x="${x + 8}" y="${y - 60}" width="10" height="12" fill="#37474f"/><rect x="${x + 4}" y="${y - 34}" width="18" height="14" fill="#ffffff" opacity="0.8"/>`;
  }
  // Students in lab coats and a teacher.
  const students = [[300, 1.9, { skin: SKIN[2], top: '#ffffff', hair: HAIR[0] }], [500, 1.85, { skin: SKIN[1], top: '#ffffff', hijab: '#2f4858' }], [740, 1.9, { skin: SKIN[3], top: '#ffffff', longHair: true, hair: HAIR[0] }]];
  for (const [x, s, look] of students) {
    b += seated(x, 520, s, look);
    const headY = 520 - 67.25 * s;
    b += `<rect x="${f(x - 11 * s)}" y="${f(headY - 4 * s)}" width="${f(22 * s)}" height="${f(7 * s)}" rx="${f(3.5 * s)}" fill="#90caf9" opacity="0.85" stroke="#546e7a" stroke-width="1.5"/>`;
  }
  b += person({ x: 1010, y: 690, h: 330, skin: SKIN[2], top: '#ffffff', bottom: '#2f3b52', hair: HAIR[1], pose: 'point', flip: true });
  // Bench with glassware.
  b += `<rect x="40" y="520" width="1120" height="30" fill="url(#bench)"/><rect x="60" y="550" width="1080" height="160" fill="#eceff1"/><path d="M60,630 h1080" stroke="#cfd8dc" stroke-width="3"/>`;
  for (let i = 0; i < 6; i++) b += `<circle cx="${150 + i * 180}" cy="590" r="6" fill="#90a4ae"/><circle cx="${150 + i * 180}" cy="670" r="6" fill="#90a4ae"/>`;
  const flask = (x, col, s = 1) => `<path d="M${x - 8 * s},${520 - 70 * s} L${x + 8 * s},${520 - 70 * s} L${x + 8 * s},${520 - 46 * s} L${x + 30 * s},520 L${x - 30 * s},520 L${x - 8 * s},${520 - 46 * s} Z" fill="#e3f2fd" fill-opacity="0.6" stroke="#90a4ae" stroke-width="2"/><path d="M${x - 20 * s},${520 - 16 * s} L${x + 20 * s},${520 - 16 * s} L${x + 30 * s},520 L${x - 30 * s},520 Z" fill="${col}" opacity="0.85"/>`;
  const beaker = (x, col, s = 1) => `<rect x="${x - 22 * s}" y="${520 - 56 * s}" width="${44 * s}" height="${56 * s}" fill="#e3f2fd" fill-opacity="0.6" stroke="#90a4ae" stroke-width="2"/><rect x="${x - 22 * s}" y="${520 - 28 * s}" width="${44 * s}" height="${28 * s}" fill="${col}" opacity="0.8"/>`;
  b += flask(240, '#e91e63') + beaker(360, '#42a5f5') + flask(560, '#66bb6a', 1.2) + beaker(660, '#ffca28', 0.9) + flask(860, '#ab47bc');
  b += `<rect x="410" y="496" width="100" height="24" fill="#8a5a3a"/>` + [0, 1, 2, 3, 4].map((i) => `<rect x="${418 + i * 18}" y="466" width="10" height="44" rx="5" fill="#e3f2fd" stroke="#90a4ae"/><rect x="${418 + i * 18}" y="490" width="10" height="20" rx="5" fill="${cols[i]}"/>`).join('');
  b += `<rect x="940" y="470" width="16" height="50" fill="#607d8b"/><path d="M948,470 q-12,-20 0,-40 q12,20 0,40" fill="#42a5f5" opacity="0.8"/><path d="M948,466 q-6,-12 0,-22 q6,10 0,22" fill="#e3f2fd"/>`;
  return svg(W, H, b, defs);
}

export const SCENES = {
  'campus.jpg': campusScene,
  'sports.jpg': sportsScene,
  'science-fair.jpg': scienceFairScene,
  'cultural.jpg': culturalScene,
  'library.jpg': libraryScene,
  'prize-giving.jpg': prizeScene,
  'flag.jpg': flagScene,
  'procession.jpg': processionScene,
  'lab.jpg': labScene,
};
