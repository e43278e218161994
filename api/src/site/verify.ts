// The page an ID card's QR code opens, `/verify/<digital_id_code>/<signature>` (api/src/verifyUrl.ts): whoever
// scans a card (a gate, an exam hall, a bus conductor) sees that the college vouches for it, with the student's
// name, class and photo to compare with the bearer, and nothing more of the record. A code without its signature,
// or a signature that is not the code's, is the site's 404 page: a card cannot be forged by guessing.
//
// A page of its own, drawn here in the public site's colours rather than by the public remote: it shows one
// student to one visitor at one moment (the time it was checked), so nothing of it may be kept, neither by the
// page renderer's shared drawings nor by any cache, and it needs no script at all. Views are throttled per
// address (VERIFY_RATE); search engines are told not to index it (it is in no sitemap either).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { toBengaliDigits } from 'remote_shared/schemas';
import { clientAddressKey, takeAllowance, type ThrottleRule } from '../auth/throttle';
import type { Config } from '../config';
import { signatureMatches } from '../verifyUrl';
import { escapeXml as escape } from './feeds';
import { imageSources, type Institution, institutionOf, standalonePage } from './standalone';

const TEXT = {
  title: 'শিক্ষার্থী যাচাই',
  verified: 'যাচাইকৃত শিক্ষার্থী',
  statement: (institution: string) => `এই পরিচয়পত্রটি ${institution}-এর একজন শিক্ষার্থীর, প্রতিষ্ঠানের নিজস্ব ওয়েবসাইট থেকে যাচাই করা হয়েছে।`,
  compare: 'ছবির সঙ্গে কার্ডধারীর চেহারা মিলিয়ে নিন।',
  name: 'নাম',
  className: 'শ্রেণি',
  checkedAt: 'যাচাইয়ের সময়',
  tooMany: 'অনেকবার যাচাই করা হয়েছে',
  tooManyDetail: (minutes: number) => `এই ঠিকানা থেকে অল্প সময়ে অনেকবার যাচাই করা হয়েছে। ${toBengaliDigits(minutes)} মিনিট পরে আবার চেষ্টা করুন।`,
};

/** The verify page's own pieces, beside the site's look (standalone.ts). */
const STYLE = `
.badge { display: flex; align-items: center; gap: .6rem; margin: 0; padding: .9rem 1.25rem; background: var(--lime); color: var(--green-deep); font-size: 1.35rem; line-height: 1.4; }
.badge svg { flex: none; }
.body { display: flex; flex-wrap: wrap; gap: 1.25rem; padding: 1.25rem; }
.photo { width: 8rem; height: 10rem; border-radius: .75rem; border: 2px solid var(--green); object-fit: cover; background: var(--lime); flex: none; }
dl { margin: 0; flex: 1 1 14rem; }
dt { color: var(--muted); font-size: .95rem; }
dd { margin: 0 0 .6rem; font-size: 1.2rem; font-weight: 600; }
.note { margin: 0; padding: 0 1.25rem 1.25rem; color: var(--muted); }
.lead { padding-top: 1rem; }
`;

const CHECK_ICON =
  '<svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true"><circle cx="12" cy="12" r="11" fill="#2c8e3f"/><path d="M7 12.5l3.2 3.2L17 9" fill="none" stroke="#fff" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round"/></svg>';

// Nobody it is shown to needs to learn where the card's bearer came from.
const document = (institution: Institution, title: string, content: string) => standalonePage(institution, title, content, { style: STYLE, referrer: 'no-referrer' });

/** `২৪ নভেম্বর, ২০২৬, ১৪:০৫` in the college's time zone. */
function checkedAt(config: Config): string {
  const now = new Date(config.now());
  const date = new Intl.DateTimeFormat('bn-BD', { dateStyle: 'long', timeZone: config.timeZone }).format(now);
  const time = new Intl.DateTimeFormat('bn-BD', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: config.timeZone }).format(now);
  return `${date}, ${time}`;
}

/** The code and signature of a verify path, or null when it is not `/verify/<code>/<signature>`. */
function verifyPathParts(url: string): { code: string; signature: string } | null {
  const parts = url.split('?')[0].slice('/verify/'.length).split('/');
  if (parts.length !== 2 || !parts[0] || !parts[1]) return null;
  try {
    return { code: decodeURIComponent(parts[0]), signature: decodeURIComponent(parts[1]) };
  } catch {
    return null;
  }
}

async function verifyPagePlugin(app: FastifyInstance, options: { config: Config }): Promise<void> {
  const { config } = options;
  const rule: ThrottleRule = { scope: 'verify', ...config.verifyRate };

  /** What the page answers, before its headers: the student, the site's 404 page, or the throttle's page. */
  async function answer(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const allowance = await takeAllowance(app.db, rule, clientAddressKey(request.ip), config.now());
    if (!allowance.taken) {
      const content = `<div class="card"><h1 class="badge">${escape(TEXT.tooMany)}</h1><p class="note lead">${escape(TEXT.tooManyDetail(Math.ceil(allowance.wait / 60)))}</p></div>`;
      return reply.code(429).header('retry-after', String(allowance.wait)).type('text/html; charset=utf-8').send(document(await institutionOf(app.db), TEXT.tooMany, content));
    }
    const parts = verifyPathParts(request.url);
    // The signature first, in constant time: an unsigned code is never looked up, so trying codes learns nothing.
    const student =
      parts && signatureMatches(config.secretKey, parts.code, parts.signature)
        ? await app.db
            .selectFrom('students')
            .innerJoin('classes', 'classes.id', 'students.class_id')
            .select(['students.full_name', 'students.photo', 'classes.name as class'])
            .where('students.digital_id_code', '=', parts.code)
            .executeTakeFirst()
        : undefined;
    if (!student) return app.sendPage(request, reply.code(404));

    const institution = await institutionOf(app.db);
    const photo = student.photo ? `<img class="photo" ${imageSources(student.photo, 320)} alt="${escape(student.full_name)}" width="128" height="160">` : '';
    const content =
      `<article class="card"><h1 class="badge">${CHECK_ICON}${escape(TEXT.verified)}</h1>` +
      `<p class="note lead">${escape(TEXT.statement(institution.name))}</p>` +
      `<div class="body">${photo}<dl>` +
      `<dt>${escape(TEXT.name)}</dt><dd>${escape(student.full_name)}</dd>` +
      `<dt>${escape(TEXT.className)}</dt><dd>${escape(student.class)}</dd>` +
      `<dt>${escape(TEXT.checkedAt)}</dt><dd><time datetime="${new Date(config.now()).toISOString()}">${escape(checkedAt(config))}</time></dd>` +
      `</dl></div>${photo ? `<p class="note">${escape(TEXT.compare)}</p>` : ''}</article>`;
    return reply.type('text/html; charset=utf-8').send(document(institution, TEXT.title, content));
  }

  app.get('/verify/*', async (request, reply) => {
    // Whatever it answers: never indexed, never kept by a shared cache (the 404 page sets its own caching).
    reply.header('x-robots-tag', 'noindex, nofollow').header('cache-control', 'private, no-store');
    return answer(request, reply);
  });
}

export default fp(verifyPagePlugin, { name: 'site-verify', dependencies: ['static'] });
