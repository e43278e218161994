// The public record's files of the demo college (issue 13), as HTML pages Chromium prints or photographs:
// result sheets on the college's letterhead (by section with the pass rate, or a merit list), routines (the week's
// classes of each section, drawn from the demo routine the seed writes, or an exam's days), and the letters of
// permission and recognition the education board and the ministry sent the college (the old ones as yellowed scans).
import { bn } from './notices.mjs';

const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;');

const DAY_NAMES = { sun: 'রবিবার', mon: 'সোমবার', tue: 'মঙ্গলবার', wed: 'বুধবার', thu: 'বৃহস্পতিবার' };

/** 2024-06-20 -> ২০/০৬/২০২৪ */
const bnDate = (iso) => bn(iso.split('-').reverse().join('/'));

/** 09:30 -> ৯:৩০ */
const bnTime = (hhmm) => {
  const [h, m] = hhmm.split(':').map(Number);
  return bn(`${h > 12 ? h - 12 : h}:${String(m).padStart(2, '0')}`);
};

const percent = (passed, examinees) => `${bn((Math.round((passed / examinees) * 10000) / 100).toFixed(2))}%`;

const STYLE = `
  * { box-sizing: border-box; }
  body { margin: 0; font-family: 'Noto Sans Bengali', 'Liberation Sans', sans-serif; color: #1d2a20; }
  .page { position: relative; display: flex; flex-direction: column; overflow: hidden; padding: 14mm 16mm 14mm; }
  .frame::before { content: ''; position: absolute; inset: 6mm; border: 1.2mm solid #17612a; outline: 0.4mm solid #e2b42b; outline-offset: -2.4mm; pointer-events: none; }
  header { display: flex; align-items: center; gap: 6mm; padding: 1mm 2mm 3mm; border-bottom: 0.9mm double #17612a; }
  header .logo svg { width: 24mm; height: 24mm; display: block; }
  header .text { flex: 1; text-align: center; }
  header h1 { margin: 0; font-size: 23pt; color: #17612a; line-height: 1.25; font-weight: 700; }
  header p { margin: 1mm 0 0; font-size: 10pt; }
  header .contact { color: #4a5a4f; font-size: 8.5pt; }
  .badge { text-align: center; margin: 5mm 0 2mm; }
  .badge span { display: inline-block; padding: 1mm 8mm; border-radius: 6mm; background: #17612a; color: #fff; font-size: 14pt; font-weight: 700; }
  h2 { margin: 2mm 0 4mm; text-align: center; font-size: 14pt; }
  h3 { margin: 3mm 0 1.5mm; font-size: 11.5pt; color: #17612a; }
  p.lead { margin: 0 2mm 3mm; font-size: 11pt; line-height: 1.7; text-align: justify; }
  table { width: 100%; border-collapse: collapse; margin: 1mm 0 3mm; font-size: 10pt; line-height: 1.4; }
  th { background: #ecfccb; color: #17612a; border: 0.3mm solid #2C8E3F; padding: 1.2mm 1.6mm; text-align: center; }
  td { border: 0.3mm solid #9cc9a0; padding: 1mm 1.6mm; text-align: center; }
  tr:nth-child(even) td { background: #f7fdf0; }
  tr.total td { font-weight: 700; background: #ecfccb; }
  td small { display: block; color: #4a5a4f; font-size: 8pt; }
  .spacer { flex: 1; }
  .sign { align-self: flex-end; margin: 4mm 4mm 0 0; text-align: center; font-size: 11pt; line-height: 1.5; }
  .sign .name { font-weight: 700; }
  footer { position: absolute; left: 0; right: 0; bottom: 9mm; text-align: center; font-size: 8pt; color: #6b7a70; }
`;

function signature(color = '#1d3b8a') {
  return `<svg width="160" height="50" viewBox="0 0 170 54"><path d="M6,40 C20,8 30,8 28,30 C26,46 44,18 52,22 C60,26 50,44 64,34 C76,24 80,14 88,22 C96,30 92,42 106,30 C116,20 122,26 130,28 C140,30 150,18 164,20" fill="none" stroke="${color}" stroke-width="2.2" stroke-linecap="round"/><path d="M40,46 L150,40" stroke="${color}" stroke-width="1.4"/></svg>`;
}

function letterhead(institution, logo) {
  return `<header><div class="logo">${logo}</div><div class="text">
    <h1>${esc(institution.name)}</h1>
    <p>${esc(institution.address)}-${esc(institution.address_code)}</p>
    <p class="contact">EIIN: ${esc(institution.eiin)} &nbsp;•&nbsp; ফোন: ${bn(institution.contact_phone)} &nbsp;•&nbsp; ${esc(institution.contact_email)}</p>
  </div><div style="width:24mm"></div></header>`;
}

/**
 * A document of the college, one page per body (`body` or `bodies`), each on the letterhead; the last is signed.
 * `size` is the CSS page size; `width`/`height` a page's box (mm).
 */
function collegePage({ institution, logo, principal, size, width, height, badge, heading, body, bodies = [body], signer }) {
  const sign = signer ?? { name: principal.full_name, title: 'অধ্যক্ষ' };
  const pages = bodies.map((content, i) => `<div class="page frame">
  ${letterhead(institution, logo)}
  <div class="badge"><span>${esc(badge)}</span></div>
  <h2>${esc(heading)}</h2>
  ${content}
  <div class="spacer"></div>
  ${i === bodies.length - 1 ? `<div class="sign">${signature()}<div class="name">(${esc(sign.name)})</div><div>${esc(sign.title)}</div><div>${esc(institution.name)}</div></div>` : ''}
  <footer>${esc(institution.website)}${bodies.length > 1 ? ` &nbsp;•&nbsp; পৃষ্ঠা ${bn(i + 1)}/${bn(bodies.length)}` : ''}</footer>
</div>`);
  return `<!doctype html><html lang="bn"><head><meta charset="utf-8"><style>@page { size: ${size}; margin: 0; }${STYLE}
  .page { width: ${width}mm; height: ${height}mm; page-break-after: always; break-after: page; }
  .page:last-child { page-break-after: auto; break-after: auto; }</style></head><body>${pages.join('')}</body></html>`;
}

/** A result sheet: by section with totals and pass rates, or a merit list. */
export function resultHtml({ result, institution, principal, logo }) {
  let body;
  if (result.groups) {
    const total = result.groups.reduce((t, g) => ({ examinees: t.examinees + g.examinees, passed: t.passed + g.passed, gpa5: t.gpa5 + g.gpa5 }), { examinees: 0, passed: 0, gpa5: 0 });
    const row = (name, g, cls = '') =>
      `<tr class="${cls}"><td>${esc(name)}</td><td>${bn(g.examinees)}</td><td>${bn(g.passed)}</td><td>${bn(g.examinees - g.passed)}</td><td>${bn(g.gpa5)}</td><td>${percent(g.passed, g.examinees)}</td></tr>`;
    const board = result.category === 'Public' ? 'রাজশাহী শিক্ষা বোর্ড কর্তৃক প্রকাশিত ফলাফল অনুযায়ী' : 'কলেজের পরীক্ষা কমিটির প্রকাশিত ফলাফল অনুযায়ী';
    body = `<p class="lead">${board} এ কলেজের শিক্ষার্থীদের শাখাভিত্তিক ফলাফলের সংক্ষিপ্ত বিবরণী নিচে দেওয়া হলো। শিক্ষার্থীদের বিষয়ভিত্তিক নম্বরপত্র নিজ নিজ শ্রেণিশিক্ষকের কাছ থেকে সংগ্রহ করা যাবে।</p>
    <table><thead><tr><th>শাখা</th><th>পরীক্ষার্থী</th><th>উত্তীর্ণ</th><th>অকৃতকার্য</th><th>জিপিএ-৫</th><th>পাসের হার</th></tr></thead><tbody>
    ${result.groups.map((g) => row(g.section, g)).join('')}${row('মোট', total, 'total')}</tbody></table>
    <p class="lead">সকল কৃতী শিক্ষার্থী, তাদের অভিভাবক ও শিক্ষকমণ্ডলীকে আন্তরিক অভিনন্দন।</p>`;
  } else {
    body = `<p class="lead">বার্ষিক পরীক্ষায় শাখানির্বিশেষে সর্বোচ্চ জিপিএ প্রাপ্ত শিক্ষার্থীদের মেধাতালিকা (রোল নম্বর অনুযায়ী) প্রকাশ করা হলো। মেধাবীদের পুরস্কার বার্ষিক পুরস্কার বিতরণী অনুষ্ঠানে দেওয়া হবে।</p>
    <table><thead><tr><th>মেধাক্রম</th><th>রোল</th><th>শাখা</th><th>জিপিএ</th></tr></thead><tbody>
    ${result.merit.map((m, i) => `<tr><td>${bn(i + 1)}</td><td>${bn(m.roll)}</td><td>${esc(m.section)}</td><td>${bn(m.gpa)}</td></tr>`).join('')}</tbody></table>`;
  }
  return collegePage({ institution, logo, principal, size: 'A4', width: 210, height: 297, badge: 'ফলাফল বিবরণী', heading: result.title, body, signer: { name: principal.full_name, title: 'অধ্যক্ষ' } });
}

/**
 * The week's routine of one class: a table per section, days down and periods across, each cell the subject and
 * its teacher. `periods` are the demo routine's (the seed's) entries of this class: { section, day, start, end,
 * subject, teacher }.
 */
export function academicRoutineHtml({ routine, periods, times, institution, principal, logo }) {
  const sections = [...new Set(periods.map((p) => p.section))];
  const tables = sections.map((section) => {
      const head = `<tr><th>দিন / সময়</th>${times.map(([s, e], i) => `${i === 3 ? '<th>বিরতি</th>' : ''}<th>${bnTime(s)}–${bnTime(e)}</th>`).join('')}</tr>`;
      const rows = Object.keys(DAY_NAMES)
        .map((day) => {
          const cells = times.map(([start], i) => {
            const p = periods.find((x) => x.section === section && x.day === day && x.start === start);
            const cell = p ? `<td>${esc(p.subject)}<small>${esc(p.teacher)}</small></td>` : '<td>—</td>';
            return `${i === 3 ? (day === 'sun' ? '<td rowspan="5" style="width: 16mm; background: #fbf6e9">টিফিন</td>' : '') : ''}${cell}`;
          });
          return `<tr><td><b>${DAY_NAMES[day]}</b></td>${cells.join('')}</tr>`;
        })
        .join('');
      return `<h3>শাখা: ${esc(section)}</h3><table><thead>${head}</thead><tbody>${rows}</tbody></table>
      <p class="lead" style="text-align:center">সপ্তাহে রবিবার থেকে বৃহস্পতিবার; শুক্র ও শনিবার সাপ্তাহিক ছুটি।</p>`;
  });
  // A page per section, landscape.
  return collegePage({ institution, logo, principal, size: 'A4 landscape', width: 297, height: 210, badge: 'ক্লাস রুটিন', heading: routine.title, bodies: tables });
}

/** An exam's routine: the days and each section's paper. */
export function examRoutineHtml({ routine, institution, principal, logo }) {
  const body = `<p class="lead">পরীক্ষা প্রতিদিন সকাল ১০:০০টা থেকে দুপুর ১:০০টা পর্যন্ত অনুষ্ঠিত হবে। পরীক্ষার্থীদের প্রবেশপত্র ও কলেজ পরিচয়পত্রসহ পরীক্ষা শুরুর ত্রিশ মিনিট আগে নির্ধারিত কক্ষে আসন গ্রহণ করতে হবে।</p>
  <table><thead><tr>${routine.exam.head.map((h) => `<th>${esc(h)}</th>`).join('')}</tr></thead><tbody>
  ${routine.exam.rows.map((r) => `<tr>${r.map((c) => `<td>${esc(c)}</td>`).join('')}</tr>`).join('')}</tbody></table>`;
  return collegePage({ institution, logo, principal, size: 'A4', width: 210, height: 297, badge: 'পরীক্ষার রুটিন', heading: routine.title, body, signer: { name: 'মো. আশরাফুল আলম', title: 'আহ্বায়ক, পরীক্ষা কমিটি' } });
}

/** A letter to the college from the board or the ministry; `scan` yellows the paper, tilts it and blurs the ink a little. */
export function letterHtml({ letter, institution, scan }) {
  const paper = scan ? 'background: radial-gradient(ellipse at 30% 20%, #f6ecd0 0%, #eddcb0 70%, #e2cd98 100%);' : 'background: #fff;';
  const ink = scan ? '#2a2418' : '#1d2a20';
  const tilt = scan ? 'transform: rotate(-0.6deg); filter: blur(0.25px) contrast(1.05);' : '';
  return `<!doctype html><html lang="bn"><head><meta charset="utf-8"><style>
  @page { size: A4; margin: 0; }
  * { box-sizing: border-box; }
  html, body { margin: 0; background: ${scan ? '#cfc6b2' : '#fff'}; }
  body { font-family: ${scan ? "'Noto Serif Bengali', " : ''}'Noto Sans Bengali', serif; color: ${ink}; }
  .sheet { position: relative; width: 210mm; height: 297mm; padding: 18mm 20mm; overflow: hidden; ${paper} ${tilt} }
  .issuer { text-align: center; line-height: 1.5; }
  .issuer div:first-child { font-size: 15pt; font-weight: 700; }
  .issuer div { font-size: 12.5pt; }
  .rule { margin: 4mm 0 5mm; border-top: 0.6mm solid ${ink}; border-bottom: 0.25mm solid ${ink}; height: 1.4mm; }
  .meta { display: flex; justify-content: space-between; font-size: 11pt; margin-bottom: 6mm; }
  .to { font-size: 11.5pt; line-height: 1.6; margin-bottom: 5mm; }
  .subject { font-size: 12pt; font-weight: 700; margin-bottom: 5mm; }
  p { margin: 0 0 4mm; font-size: 12pt; line-height: 1.85; text-align: justify; text-indent: 10mm; }
  .sign { margin: 12mm 0 0 auto; width: 75mm; text-align: center; font-size: 11.5pt; line-height: 1.5; }
  .seal { position: absolute; left: 28mm; bottom: 42mm; width: 34mm; height: 34mm; border: 0.8mm double ${scan ? '#6d3b6f' : '#3c4f9a'}; border-radius: 50%; color: ${scan ? '#6d3b6f' : '#3c4f9a'}; display: flex; align-items: center; justify-content: center; text-align: center; font-size: 8pt; line-height: 1.3; transform: rotate(-12deg); opacity: 0.75; }
  .stain { position: absolute; right: 22mm; top: 120mm; width: 40mm; height: 28mm; border-radius: 50%; background: rgba(150, 110, 40, 0.09); }
</style></head><body><div class="sheet">
  <div class="issuer">${letter.issuer.map((line) => `<div>${esc(line)}</div>`).join('')}</div>
  <div class="rule"></div>
  <div class="meta"><span>স্মারক নং: ${esc(letter.memo)}</span><span>তারিখ: ${bnDate(letter.date)} খ্রি.</span></div>
  <div class="to">বরাবর<br>অধ্যক্ষ<br>${esc(letter.date < '1986-03-01' ? institution.name.replace('সরকারি ', '') : institution.name)}<br>${esc(institution.district)}</div>
  <div class="subject">বিষয়: ${esc(letter.subject)}</div>
  ${letter.paragraphs.map((p) => `<p>${esc(p)}</p>`).join('')}
  <div class="sign">${signature(scan ? '#2b2f6b' : '#1d3b8a')}<div><b>(${esc(letter.signer.name)})</b></div><div>${esc(letter.signer.title)}</div><div>${esc(letter.issuer[letter.issuer.length - 1] === 'রাজশাহী' ? letter.issuer.join(', ') : letter.issuer[1])}</div></div>
  <div class="seal">${esc(letter.issuer[0])}<br>${esc(letter.issuer[letter.issuer.length - 1])}</div>
  ${scan ? '<div class="stain"></div>' : ''}
</div></body></html>`;
}
