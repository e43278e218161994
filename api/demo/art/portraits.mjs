// Illustrated head-and-shoulders portraits (400×400) for teachers, staff, the committee and students.
import { C } from './kit.mjs';

const CX = 200;
const HEAD_Y = 176;
const RX = 68;
const RY = 84;

function shoulders(color) {
  return `<path d="M18,400 C26,330 78,300 140,292 L260,292 C322,300 374,330 382,400 Z" fill="${color}"/>`;
}

function clothes(kind, p) {
  const c = p.cloth;
  switch (kind) {
    case 'panjabi':
      return shoulders(c) +
        `<path d="M166,282 L234,282 L232,304 Q200,314 168,304 Z" fill="${p.trim ?? '#ffffff'}" opacity="0.9"/>` +
        `<rect x="194" y="300" width="12" height="100" fill="${p.trim ?? '#ffffff'}" opacity="0.55"/>` +
        [322, 348, 374].map((y) => `<circle cx="200" cy="${y}" r="4" fill="${C.gold}"/>`).join('');
    case 'suit':
      return shoulders(p.jacket ?? '#2f3b52') +
        `<path d="M160,292 L200,400 L240,292 Z" fill="${c}"/>` +
        `<path d="M164,288 L200,318 L236,288 L240,300 L200,336 L160,300 Z" fill="#ffffff"/>` +
        `<path d="M192,316 L208,316 L214,400 L186,400 Z" fill="${p.tie ?? C.deep}"/><path d="M190,304 L210,304 L206,320 L194,320 Z" fill="${p.tie ?? C.deep}"/>` +
        `<path d="M140,294 L186,400 L150,400 L112,312 Z" fill="#000" opacity="0.12"/><path d="M260,294 L214,400 L250,400 L288,312 Z" fill="#000" opacity="0.12"/>`;
    case 'shirt':
      return shoulders(c) + `<path d="M166,284 L200,316 L234,284 L246,300 L200,334 L154,300 Z" fill="${p.trim ?? '#ffffff'}" opacity="0.85"/>` +
        [346, 376].map((y) => `<circle cx="200" cy="${y}" r="4" fill="#ffffff" opacity="0.8"/>`).join('');
    case 'uniform':
      return shoulders('#ffffff') +
        `<path d="M18,400 C26,330 78,300 140,292 L260,292 C322,300 374,330 382,400 Z" fill="none" stroke="#dfe6df" stroke-width="3"/>` +
        `<path d="M164,284 L200,318 L236,284 L250,300 L200,338 L150,300 Z" fill="#eef3ee" stroke="#cfd8cf" stroke-width="2"/>` +
        `<circle cx="262" cy="352" r="18" fill="${C.deep}"/><circle cx="262" cy="352" r="11" fill="${C.gold}"/><circle cx="262" cy="352" r="5" fill="${C.flagRed}"/>`;
    case 'uniform-girl':
      return shoulders('#ffffff') +
        `<path d="M112,304 L156,294 L330,400 L270,400 Z" fill="${C.green}"/>` +
        `<path d="M156,294 L330,400" stroke="${C.gold}" stroke-width="4"/>`;
    case 'sari':
      return shoulders(p.blouse ?? c) +
        `<path d="M230,292 C270,296 300,310 318,330 L250,400 L150,400 Z" fill="${c}"/>` +
        `<path d="M228,292 L148,400 L166,400 L242,294 Z" fill="${p.border ?? C.gold}"/>` +
        `<path d="M318,330 L250,400 L268,400 L330,342 Z" fill="${p.border ?? C.gold}"/>`;
    case 'kameez':
      return shoulders(c) +
        `<path d="M150,292 C118,300 96,320 88,400 L132,400 C136,350 146,322 170,306 Q200,318 230,306 C254,322 264,350 268,400 L312,400 C304,320 282,300 250,292 Q200,312 150,292 Z" fill="${p.dupatta ?? C.gold}"/>` +
        `<path d="M176,300 Q200,316 224,300" fill="none" stroke="#000" stroke-opacity="0.12" stroke-width="4"/>`;
    default:
      return shoulders(c);
  }
}

function hairBack(style, color) {
  switch (style) {
    case 'long':
      return `<path d="M124,170 C118,96 160,78 200,78 C240,78 282,96 276,170 L290,330 Q200,352 110,330 Z" fill="${color}"/>`;
    case 'braids':
      return `<path d="M126,170 C120,96 160,80 200,80 C240,80 280,96 274,170 L270,250 L130,250 Z" fill="${color}"/>`;
    case 'bun':
      return `<circle cx="200" cy="86" r="34" fill="${color}"/>`;
    default:
      return '';
  }
}

function hairFront(style, color) {
  switch (style) {
    case 'short':
      return `<path d="M130,176 C124,110 156,84 204,84 C250,84 280,112 270,176 C262,140 250,128 232,124 C200,136 160,130 142,128 C134,140 132,160 130,176 Z" fill="${color}"/>`;
    case 'side':
      return `<path d="M130,180 C120,108 160,80 206,82 C252,84 282,116 270,178 C266,150 258,132 246,122 C210,118 176,110 150,128 C140,142 134,160 130,180 Z" fill="${color}"/><path d="M168,96 Q190,104 246,122" stroke="#000" stroke-opacity="0.25" stroke-width="3" fill="none"/>`;
    case 'receding':
      return `<path d="M130,190 C126,150 134,128 148,116 C146,140 140,160 138,190 Z" fill="${color}"/><path d="M270,190 C274,150 266,128 252,116 C254,140 260,160 262,190 Z" fill="${color}"/><path d="M150,112 C170,96 230,96 250,112 C230,106 170,106 150,112 Z" fill="${color}" opacity="0.7"/>`;
    case 'boy':
      return `<path d="M132,172 C126,106 160,86 204,86 C246,86 278,110 268,172 C262,146 254,134 240,128 C222,138 190,126 176,120 C160,130 140,140 132,172 Z" fill="${color}"/>`;
    case 'long':
    case 'bun':
      return `<path d="M132,184 C126,108 160,88 200,88 C240,88 274,108 268,184 C260,140 240,112 200,104 C160,112 140,140 132,184 Z" fill="${color}"/><path d="M200,90 L200,106" stroke="#000" stroke-opacity="0.3" stroke-width="3"/>`;
    case 'braids':
      return `<path d="M132,184 C126,110 160,90 200,90 C240,90 274,110 268,184 C260,140 240,114 200,106 C160,114 140,140 132,184 Z" fill="${color}"/>` +
        [146, 254].map((x) => `<path d="M${x},240 Q${x + (x < 200 ? -18 : 18)},300 ${x + (x < 200 ? -10 : 10)},360" stroke="${color}" stroke-width="22" fill="none" stroke-linecap="round"/>` +
          [270, 300, 330].map((y) => `<path d="M${x + (x < 200 ? -22 : 2)},${y} q10,6 20,0" stroke="#000" stroke-opacity="0.25" stroke-width="2" fill="none"/>`).join('') +
          `<circle cx="${x + (x < 200 ? -12 : 12)}" cy="362" r="10" fill="#ffffff"/>`).join('');
    default:
      return '';
  }
}

function hijab(color, under = '#ffffff') {
  return {
    back: `<path d="M106,196 C100,96 150,66 200,66 C250,66 300,96 294,196 C300,250 330,300 352,344 L48,344 C70,300 100,250 106,196 Z" fill="${color}" stroke="#000" stroke-opacity="0.08" stroke-width="4"/>`,
    front: `<path d="M134,120 C150,92 250,92 266,120 C250,104 150,104 134,120 Z" fill="${under}" opacity="0.9"/>` +
      `<path d="M126,200 C124,256 156,292 200,300 C244,292 276,256 274,200 C280,262 262,300 200,318 C138,300 120,262 126,200 Z" fill="${color}"/>` +
      `<path d="M200,318 C150,330 110,350 86,400 L314,400 C290,350 250,330 200,318 Z" fill="${color}"/>` +
      `<path d="M160,320 Q200,340 240,320" stroke="#000" stroke-opacity="0.12" stroke-width="4" fill="none"/>`,
  };
}

/**
 * One portrait. `p`: { bg, skin, hair, hairStyle, clothes, cloth, glasses, beard, moustache, hijab, grey,
 * blush, lips, bindi }.
 */
export function portrait(p) {
  const h = p.hijab ? hijab(p.hijab, p.hijabUnder) : null;
  const eyeY = 184;
  const face =
    `<ellipse cx="${CX - RX + 2}" cy="190" rx="13" ry="19" fill="${p.skin}"/><ellipse cx="${CX + RX - 2}" cy="190" rx="13" ry="19" fill="${p.skin}"/>` +
    `<ellipse cx="${CX}" cy="${HEAD_Y}" rx="${RX}" ry="${RY}" fill="${p.skin}"/>` +
    `<path d="M${CX - RX + 8},${HEAD_Y + 30} Q${CX},${HEAD_Y + RY + 14} ${CX + RX - 8},${HEAD_Y + 30} Q${CX},${HEAD_Y + RY + 2} ${CX - RX + 8},${HEAD_Y + 30} Z" fill="#000" opacity="0.05"/>` +
    // eyes, brows, nose, mouth
    `<ellipse cx="174" cy="${eyeY}" rx="6.5" ry="7.5" fill="#2a1d16"/><ellipse cx="226" cy="${eyeY}" rx="6.5" ry="7.5" fill="#2a1d16"/>` +
    `<circle cx="176" cy="${eyeY - 2.5}" r="2" fill="#fff"/><circle cx="228" cy="${eyeY - 2.5}" r="2" fill="#fff"/>` +
    `<path d="M158,${eyeY - 18} Q174,${eyeY - 26} 188,${eyeY - 18}" stroke="${p.brow ?? p.hair}" stroke-width="5" fill="none" stroke-linecap="round"/>` +
    `<path d="M212,${eyeY - 18} Q226,${eyeY - 26} 242,${eyeY - 18}" stroke="${p.brow ?? p.hair}" stroke-width="5" fill="none" stroke-linecap="round"/>` +
    `<path d="M201,${eyeY + 8} Q196,${eyeY + 26} 194,${eyeY + 30} Q200,${eyeY + 34} 207,${eyeY + 30}" stroke="#000" stroke-opacity="0.28" stroke-width="3" fill="none" stroke-linecap="round"/>` +
    (p.blush ? `<circle cx="158" cy="216" r="12" fill="#e2725b" opacity="0.18"/><circle cx="242" cy="216" r="12" fill="#e2725b" opacity="0.18"/>` : '') +
    `<path d="M182,${eyeY + 46} Q200,${eyeY + 58} 218,${eyeY + 46}" stroke="${p.lips ?? '#8a3b2e'}" stroke-width="${p.lips ? 5 : 4}" fill="none" stroke-linecap="round"/>` +
    (p.bindi ? `<circle cx="200" cy="${eyeY - 26}" r="4.5" fill="#c0262d"/>` : '') +
    (p.wrinkles ? `<path d="M172,${eyeY - 38} q28,-6 56,0 M176,${eyeY - 30} q24,-4 48,0" stroke="#000" stroke-opacity="0.12" stroke-width="2" fill="none"/>` : '');
  const beard = p.beard
    ? `<path d="M${CX - RX + 4},${HEAD_Y + 8} C${CX - RX + 4},${HEAD_Y + 80} ${CX - 30},${HEAD_Y + RY + 30} ${CX},${HEAD_Y + RY + 32} C${CX + 30},${HEAD_Y + RY + 30} ${CX + RX - 4},${HEAD_Y + 80} ${CX + RX - 4},${HEAD_Y + 8} C${CX + RX - 14},${HEAD_Y + 48} ${CX + 30},${HEAD_Y + 46} ${CX},${HEAD_Y + 52} C${CX - 30},${HEAD_Y + 46} ${CX - RX + 14},${HEAD_Y + 48} ${CX - RX + 4},${HEAD_Y + 8} Z" fill="${p.beard}"/>` +
      `<path d="M184,${eyeY + 50} Q200,${eyeY + 60} 216,${eyeY + 50}" stroke="#7a3b30" stroke-width="4" fill="none" stroke-linecap="round"/>`
    : '';
  const moustache = p.moustache ? `<path d="M176,${eyeY + 42} Q190,${eyeY + 32} 200,${eyeY + 38} Q210,${eyeY + 32} 224,${eyeY + 42} Q210,${eyeY + 44} 200,${eyeY + 42} Q190,${eyeY + 44} 176,${eyeY + 42} Z" fill="${p.moustache}"/>` : '';
  const glasses = p.glasses
    ? `<g fill="#ffffff" fill-opacity="0.15" stroke="${p.glasses}" stroke-width="4"><rect x="150" y="${eyeY - 16}" width="46" height="34" rx="12"/><rect x="204" y="${eyeY - 16}" width="46" height="34" rx="12"/></g>` +
      `<path d="M196,${eyeY - 4} Q200,${eyeY - 8} 204,${eyeY - 4} M150,${eyeY - 6} L134,${eyeY - 10} M250,${eyeY - 6} L266,${eyeY - 10}" stroke="${p.glasses}" stroke-width="4" fill="none"/>`
    : '';
  const cap = p.tupi ? `<path d="M134,124 C140,88 260,88 266,124 C240,114 160,114 134,124 Z" fill="${p.tupi}"/><path d="M136,122 C160,112 240,112 264,122" stroke="#000" stroke-opacity="0.1" stroke-width="3" fill="none"/>` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">
<defs><radialGradient id="bg" cx="0.5" cy="0.38" r="0.75"><stop offset="0" stop-color="#ffffff" stop-opacity="0.75"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient></defs>
<rect width="400" height="400" fill="${p.bg}"/>
<circle cx="200" cy="170" r="190" fill="url(#bg)"/>
<circle cx="332" cy="70" r="26" fill="${p.accent ?? C.gold}" opacity="0.25"/><circle cx="62" cy="320" r="40" fill="${p.accent ?? C.green}" opacity="0.12"/>
${h ? h.back : hairBack(p.hairStyle, p.hair)}
<path d="M172,230 L228,230 L232,300 Q200,314 168,300 Z" fill="${p.skin}"/><path d="M172,262 Q200,284 228,262 L228,276 Q200,296 172,276 Z" fill="#000" opacity="0.08"/>
${h ? '' : clothes(p.clothes, p)}
${h ? `<path d="M18,400 C26,336 78,310 140,302 L260,302 C322,310 374,336 382,400 Z" fill="${p.cloth}"/>` : ''}
${face}${beard}${moustache}
${h ? h.front : hairFront(p.hairStyle, p.hair)}${cap}
${glasses}
${h && p.clothes === 'uniform-girl' ? `<path d="M112,330 L150,322 L300,400 L240,400 Z" fill="${C.green}"/><path d="M150,322 L300,400" stroke="${C.gold}" stroke-width="4"/>` : ''}
</svg>`;
}

/** The portraits the seed hands out, by key (see content.ts). */
export const PORTRAITS = {
  m1: { bg: '#ecfccb', skin: '#d8a47c', hair: '#cfcfcf', brow: '#9a9a9a', hairStyle: 'receding', clothes: 'suit', cloth: '#ffffff', jacket: '#33415c', tie: '#17612a', glasses: '#3a3a3a', beard: '#dcdcdc', wrinkles: true },
  m2: { bg: '#dff3e4', skin: '#e2b08a', hair: '#1d1712', hairStyle: 'side', clothes: 'shirt', cloth: '#3b82c4', trim: '#dbe9f7', blush: true },
  m3: { bg: '#fdf3d6', skin: '#c99069', hair: '#231a14', hairStyle: 'short', clothes: 'panjabi', cloth: '#e9e2cf', trim: '#c9b98f', moustache: '#1e1610' },
  m4: { bg: '#e6f4ea', skin: '#b98058', hair: '#2a2018', hairStyle: 'short', clothes: 'panjabi', cloth: '#2C8E3F', trim: '#e2b42b', beard: '#2a2018', tupi: '#ffffff' },
  m5: { bg: '#e8f1fb', skin: '#dcac84', hair: '#15110e', hairStyle: 'side', clothes: 'suit', cloth: '#eaf2fb', jacket: '#1f2d3d', tie: '#b4232a', glasses: '#1c1c1c', moustache: '#15110e' },
  f1: { bg: '#fdf3d6', skin: '#dba882', hair: '#3b3b3b', brow: '#3b3b3b', hairStyle: 'bun', clothes: 'sari', cloth: '#17612a', blouse: '#e2b42b', border: '#e2b42b', glasses: '#6b3f1d', lips: '#9c3b35', bindi: false, wrinkles: true },
  f2: { bg: '#ecfccb', skin: '#e0ad86', hair: '#1a1410', hijab: '#2f4858', hijabUnder: '#ffffff', cloth: '#2f4858', blush: true, lips: '#a8453c' },
  f3: { bg: '#fde8e4', skin: '#cf9a72', hair: '#1a1410', hairStyle: 'long', clothes: 'sari', cloth: '#c2185b', blouse: '#7b1240', border: '#e2b42b', lips: '#a0363a', bindi: true, blush: true },
  f4: { bg: '#e8f1fb', skin: '#e6b690', hair: '#221a14', hairStyle: 'long', clothes: 'kameez', cloth: '#7b5ea7', dupatta: '#f4d35e', lips: '#a8453c', blush: true, glasses: '#6a4a8a' },
  boy1: { bg: '#ecfccb', skin: '#d6a078', hair: '#16110d', hairStyle: 'boy', clothes: 'uniform', cloth: '#ffffff', blush: true },
  boy2: { bg: '#e6f4ea', skin: '#b98058', hair: '#1d1611', hairStyle: 'side', clothes: 'uniform', cloth: '#ffffff' },
  girl1: { bg: '#dff3e4', skin: '#e3b28c', hair: '#1a1410', hijab: '#fbfbf6', hijabUnder: '#e9ece4', cloth: '#ffffff', clothes: 'uniform-girl', blush: true, lips: '#b0534a' },
  girl2: { bg: '#e8f1fb', skin: '#d39d72', hair: '#1a1410', hairStyle: 'braids', clothes: 'uniform-girl', cloth: '#ffffff', blush: true, lips: '#b0534a' },
};
