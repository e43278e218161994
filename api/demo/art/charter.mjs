// The citizen charter (সিটিজেন চার্টার: সেবা প্রদান প্রতিশ্রুতি) on the college's letterhead, one A4 page rendered to
// PDF: the mission, the services the office gives (what each needs, costs and takes, and who gives it) and the
// complaint (GRS) and right-to-information (RTI) officers. The words are content.ts's, as the seed stores them.
import { bn } from './notices.mjs';

const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;');

function officer(title, name, phone, email) {
  return `<div class="officer"><h3>${esc(title)}</h3><p class="name">${esc(name)}</p><p>ফোন: ${bn(phone)}</p><p>ইমেইল: ${esc(email)}</p></div>`;
}

/** The HTML of the charter. `institution` and `services` come from content.ts; `logo` is the crest's SVG markup. */
export function charterHtml({ institution, services, logo }) {
  const rows = services
    .map((s, i) => `<tr><td>${bn(i + 1)}</td><td class="left">${esc(s.service)}</td><td class="left">${esc(s.papers)}</td><td>${esc(s.fee)}</td><td>${esc(s.time)}</td><td>${esc(s.officer)}</td></tr>`)
    .join('');
  const mission = institution.mission.split('\n\n')[0];
  return `<!doctype html><html lang="bn"><head><meta charset="utf-8"><style>
  @page { size: A4; margin: 0; }
  * { box-sizing: border-box; }
  body { margin: 0; font-family: 'Noto Sans Bengali', 'Liberation Sans', sans-serif; color: #1d2a20; }
  .page { position: relative; display: flex; flex-direction: column; width: 210mm; height: 297mm; padding: 14mm 16mm 16mm; overflow: hidden; }
  .page::before { content: ''; position: absolute; inset: 6mm; border: 1.2mm solid #17612a; outline: 0.4mm solid #e2b42b; outline-offset: -2.4mm; pointer-events: none; }
  header { display: flex; align-items: center; gap: 5mm; padding: 2mm 2mm 3mm; border-bottom: 0.9mm double #17612a; }
  header .logo svg { width: 24mm; height: 24mm; display: block; }
  header .text { flex: 1; text-align: center; }
  header h1 { margin: 0; font-size: 22pt; color: #17612a; line-height: 1.25; }
  header p { margin: 1mm 0 0; font-size: 10pt; }
  header .codes { color: #4a5a4f; font-size: 9pt; }
  .badge { text-align: center; margin: 5mm 0 1mm; }
  .badge span { display: inline-block; padding: 1mm 8mm; border-radius: 6mm; background: #17612a; color: #fff; font-size: 15pt; font-weight: 700; }
  .sub { text-align: center; margin: 0 0 3mm; font-size: 11pt; color: #33443a; }
  h2 { margin: 3mm 2mm 1.5mm; font-size: 12pt; color: #17612a; }
  .mission { margin: 0 2mm 2mm; font-size: 10.5pt; line-height: 1.65; text-align: justify; }
  table { width: 100%; border-collapse: collapse; font-size: 8.8pt; line-height: 1.4; }
  th { background: #ecfccb; color: #17612a; border: 0.3mm solid #2C8E3F; padding: 1.2mm 1.5mm; }
  td { border: 0.3mm solid #9cc9a0; padding: 1mm 1.5mm; text-align: center; vertical-align: top; }
  td.left { text-align: left; }
  tr:nth-child(even) td { background: #f7fdf0; }
  .officers { display: flex; gap: 5mm; margin: 4mm 2mm 0; }
  .officer { flex: 1; border: 0.4mm solid #2C8E3F; border-radius: 2mm; padding: 2.5mm 3.5mm; font-size: 9.5pt; line-height: 1.5; }
  .officer h3 { margin: 0 0 1mm; font-size: 10.5pt; color: #17612a; }
  .officer p { margin: 0; }
  .officer .name { font-weight: 700; }
  .note { margin: 4mm 2mm 0; font-size: 9pt; line-height: 1.55; color: #33443a; }
  footer { position: absolute; left: 0; right: 0; bottom: 10mm; text-align: center; font-size: 8.5pt; color: #6b7a70; }
</style></head><body><div class="page">
  <header><div class="logo">${logo}</div><div class="text">
    <h1>${esc(institution.name)}</h1>
    <p>${esc(institution.address)}-${esc(institution.address_code)}</p>
    <p class="codes">EIIN: ${esc(institution.eiin)} &nbsp;•&nbsp; কলেজ কোড: ${bn(institution.college_code)} &nbsp;•&nbsp; ${esc(institution.education_board)}</p>
  </div><div style="width:24mm"></div></header>
  <div class="badge"><span>সিটিজেন চার্টার</span></div>
  <p class="sub">সেবা প্রদান প্রতিশ্রুতি</p>
  <h2>অভিলক্ষ্য</h2>
  <p class="mission">${esc(mission)}</p>
  <h2>প্রদত্ত সেবাসমূহ</h2>
  <table><thead><tr><th>ক্রম</th><th>সেবার নাম</th><th>প্রয়োজনীয় কাগজপত্র</th><th>সেবার মূল্য</th><th>সময়সীমা</th><th>দায়িত্বপ্রাপ্ত কর্মকর্তা</th></tr></thead><tbody>${rows}</tbody></table>
  <div class="officers">
    ${officer('অভিযোগ প্রতিকার ব্যবস্থাপনা (জিআরএস) কর্মকর্তা', institution.grs_officer_name, institution.grs_officer_phone, institution.grs_officer_email)}
    ${officer('তথ্য প্রদানকারী দায়িত্বপ্রাপ্ত (আরটিআই) কর্মকর্তা', institution.rti_officer_name, institution.rti_officer_phone, institution.rti_officer_email)}
  </div>
  <p class="note">প্রতিশ্রুত সময়ে সেবা না পেলে উপরের অভিযোগ প্রতিকার কর্মকর্তার কাছে লিখিতভাবে বা জাতীয় অভিযোগ প্রতিকার ব্যবস্থার (www.grs.gov.bd) মাধ্যমে অভিযোগ করা যাবে। তথ্য অধিকার আইন, ২০০৯ অনুযায়ী তথ্যের জন্য তথ্য প্রদানকারী কর্মকর্তার কাছে নির্ধারিত ফরমে আবেদন করুন। অফিস সময়: রবি - বৃহঃ, সকাল ৯টা - বিকেল ৫টা।</p>
  <footer>${esc(institution.website)}</footer>
</div></body></html>`;
}
