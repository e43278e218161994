// The college crest: a round seal with the name on a gold ring, a rising sun over an open book between two
// sheaves of paddy, and the founding year.
import { C, f } from './kit.mjs';

/** A grain of paddy: a pointed leaf shape (two curves, lighter in a PDF than an ellipse). */
const grain = (x, y, rx, ry, rot, fill) =>
  `<path d="M${f(x)},${f(y - ry)} Q${f(x + rx * 1.5)},${f(y)} ${f(x)},${f(y + ry)} Q${f(x - rx * 1.5)},${f(y)} ${f(x)},${f(y - ry)} Z" transform="rotate(${f(rot)} ${f(x)} ${f(y)})" fill="${fill}"/>`;

function sheaf(side) {
  // A curved stalk with grains, mirrored for the right side (side = -1 left, 1 right).
  let out = `<path d="M${256 + side * 40},404 Q${256 + side * 150},380 ${256 + side * 150},250" fill="none" stroke="${C.gold}" stroke-width="5" stroke-linecap="round"/>`;
  for (let i = 0; i < 9; i++) {
    const t = i / 9;
    const x = 256 + side * (40 + 110 * Math.sin(t * Math.PI * 0.5)) + side * 4;
    const y = 400 - 150 * t;
    const rot = side * (20 + 50 * t);
    out += grain(x + side * 9, y - 4, 7, 15, rot, C.gold) + grain(x - side * 8, y - 10, 6, 13, -rot * 0.6, '#f0cf63');
  }
  return out;
}

export function logoSvg(name, founded, district) {
  const toBn = (n) => String(n).replace(/\d/g, (d) => '০১২৩৪৫৬৭৮৯'[Number(d)]);
  let rays = '';
  for (let i = 0; i < 13; i++) {
    const a = Math.PI + (i / 12) * Math.PI;
    rays += `<path d="M${f(256 + Math.cos(a) * 58)},${f(262 + Math.sin(a) * 58)} L${f(256 + Math.cos(a - 0.07) * 112)},${f(262 + Math.sin(a - 0.07) * 112)} L${f(256 + Math.cos(a + 0.07) * 112)},${f(262 + Math.sin(a + 0.07) * 112)} Z" fill="${C.gold}" opacity="0.9"/>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">
<defs>
  <path id="arcTop" d="M 66,256 A 190,190 0 0 1 446,256"/>
  <path id="arcBottom" d="M 70,262 A 186,186 0 0 0 442,262"/>
  <radialGradient id="field" cx="0.5" cy="0.42" r="0.6"><stop offset="0" stop-color="#3aa851"/><stop offset="1" stop-color="${C.deep}"/></radialGradient>
  <linearGradient id="ring" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f3cf55"/><stop offset="1" stop-color="#c99a1a"/></linearGradient>
  <linearGradient id="page" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#e8f5d8"/></linearGradient>
</defs>
<circle cx="256" cy="256" r="250" fill="url(#ring)"/>
<circle cx="256" cy="256" r="238" fill="${C.deep}"/>
<circle cx="256" cy="256" r="232" fill="none" stroke="#f3cf55" stroke-width="2"/>
<text font-family="Noto Sans Bengali" font-weight="700" font-size="42" fill="#ffffff" letter-spacing="1"><textPath href="#arcTop" startOffset="50%" text-anchor="middle">${name}</textPath></text>
<text font-family="Noto Sans Bengali" font-weight="700" font-size="28" fill="#f3cf55" letter-spacing="1" dominant-baseline="hanging"><textPath href="#arcBottom" startOffset="50%" text-anchor="middle">স্থাপিত ${toBn(founded)} • ${district}</textPath></text>
<circle cx="70" cy="262" r="6" fill="#f3cf55"/><circle cx="442" cy="262" r="6" fill="#f3cf55"/>
<circle cx="256" cy="256" r="166" fill="url(#ring)"/>
<circle cx="256" cy="256" r="158" fill="url(#field)"/>
<g>${rays}</g>
<circle cx="256" cy="262" r="54" fill="${C.flagRed}"/>
${sheaf(-1)}${sheaf(1)}
<path d="M150,268 Q200,248 252,270 L252,372 Q200,350 150,370 Z" fill="url(#page)" stroke="${C.deep}" stroke-width="4" stroke-linejoin="round"/>
<path d="M362,268 Q312,248 260,270 L260,372 Q312,350 362,370 Z" fill="url(#page)" stroke="${C.deep}" stroke-width="4" stroke-linejoin="round"/>
<path d="M150,370 Q200,350 252,372 L260,372 Q312,350 362,370 L362,380 Q312,362 256,384 Q200,362 150,380 Z" fill="${C.gold}"/>
${[0, 1, 2, 3].map((i) => `<path d="M166,${288 + i * 18} Q204,${274 + i * 18} 238,${290 + i * 18}" stroke="${C.green}" stroke-width="3" fill="none" stroke-linecap="round"/><path d="M346,${288 + i * 18} Q308,${274 + i * 18} 274,${290 + i * 18}" stroke="${C.green}" stroke-width="3" fill="none" stroke-linecap="round"/>`).join('')}
<path d="M256,176 l7,14 15,2 -11,10 3,15 -14,-7 -14,7 3,-15 -11,-10 15,-2 Z" fill="#ffffff"/>
</svg>`;
}
