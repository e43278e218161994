// The public site's forms posted as plain HTML, before the page's script has arrived or without it: the login
// and register forms (POST /login, /login?mode=register), the contact form (POST /contact) and the header's
// sign-out (POST /logout), and the footer's choice of the light page (POST /light, render/light.ts). Each goes through the real API in process (`app.inject`, with the visitor's address,
// so its throttles count the visitor), with the same rules and messages the script would have met; the answer
// is the page drawn again with what was typed (never a password), the errors beside the fields and the spec's
// alert as a message in the page, or, on success, a redirect (303) to the page the script would have shown.
//
// As Django protects its forms: the post must come from the site's own origin (`Origin`, else `Referer`) and
// carry the visitor's CSRF token as `csrfmiddlewaretoken`, equal to the `csrftoken` cookie. The light choice is in
// the footer of every page, and a token there would make every page one visitor's own (no page could be kept
// compressed for everyone): its post is checked by its origin and by the `csrftoken` cookie coming with it, which
// is SameSite=Lax, so a browser never sends it with a post from another site (docs/architecture.md, "Links are links").
//
// Every redirect whose target comes from the request (the page a form was posted from) goes to a path on this
// site (sitePath), never elsewhere.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { contactReachProblem, contactSchema, registerSchema } from 'remote_shared/schemas';
import type { Config } from '../config';
import { CSRF_COOKIE, CSRF_HEADER, csrfTokenMatches } from '../auth/cookies';
import { LIGHT_COOKIE, LIGHT_COOKIE_MAX_AGE } from '../render/light';
import { INTERNAL_CALL_HEADER, INTERNAL_CALL_SECRET, originProblem, ownOrigins, sitePath } from '../origin';
import type { FormState } from 'remote_shared/schemas';

/** The public remote's sign-in page (and, with `?mode=register`, its registration form), where its form posts. */
export const SIGN_IN_PATH = '/login';

/** The short-lived cookie that carries a success message across the redirect (its name only, never text). */
export const FLASH_COOKIE = 'college_flash';
/** The messages a redirect may carry: what the next page shows (remote-public/src/page/formState.ts). */
const FLASHES: Record<string, FormState> = {
  login: { message: 'loginSuccess' },
  registered: { form: 'login', message: 'registerSuccess' },
  contact: { form: 'contact', message: 'contactSuccess' },
  expired: { message: 'formExpired' },
};

type Fields = Record<string, string>;

function text(body: unknown, name: string): string {
  const value = body && typeof body === 'object' ? (body as Record<string, unknown>)[name] : undefined;
  return typeof value === 'string' ? value : '';
}

/**
 * Whether the post came from a page of this site (its `Origin`, else its `Referer`, must be ours: a plain form
 * always sends one) with this visitor's CSRF token, as the page drew it (masked) or as the cookie holds it.
 */
export function formIsOurs(config: Config, request: FastifyRequest): boolean {
  const cookie = request.cookies[CSRF_COOKIE] ?? '';
  return postIsFromOurPage(config, request) && csrfTokenMatches(text(request.body, 'csrfmiddlewaretoken'), cookie);
}

/** Whether the post names one of the site's own pages as where it came from (a plain form always sends one). */
function postIsFromOurPage(config: Config, request: FastifyRequest): boolean {
  const claimed = request.headers.origin ?? request.headers.referer;
  return typeof claimed === 'string' && claimed !== '' && originProblem(config, request) === null;
}

/** The page a form was posted from, as a path on this site (`/` when it names none of ours). */
function backTo(config: Config, request: FastifyRequest): string {
  const path = sitePath(request.headers.referer, ownOrigins(config, request));
  return /^\/dashboard(\/|\?|$)/.test(path) ? '/' : path;
}

/** The first message of each field of a DRF error body. */
function firstMessages(body: unknown): Fields {
  const errors: Fields = {};
  if (!body || typeof body !== 'object') return errors;
  for (const [field, messages] of Object.entries(body as Record<string, unknown>)) {
    if (Array.isArray(messages) && typeof messages[0] === 'string') errors[field] = messages[0];
    else if (typeof messages === 'string') errors[field] = messages;
  }
  return errors;
}

/** The flash a page request carries, once (the cookie is cleared as it is read). */
export function takeFlash(request: FastifyRequest, reply: FastifyReply): FormState | null {
  const name = request.cookies[FLASH_COOKIE];
  if (!name) return null;
  reply.clearCookie(FLASH_COOKIE, { path: '/' });
  return FLASHES[name] ?? null;
}

async function formsPlugin(app: FastifyInstance, options: { config: Config }): Promise<void> {
  const { config } = options;

  /**
   * A POST of the API as this visitor: their address, their cookies, the CSRF token their form carried (a signed-in
   * visitor's write must carry their session's). The form's origin was checked here, so the call says so.
   */
  function callApi(request: FastifyRequest, url: string, payload: object | FormData) {
    const cookie = request.headers.cookie;
    return app.inject({
      method: 'POST',
      url,
      payload: payload as never,
      remoteAddress: request.ip,
      headers: {
        accept: 'application/json',
        ...(cookie ? { cookie } : {}),
        [CSRF_HEADER]: text(request.body, 'csrfmiddlewaretoken'),
        [INTERNAL_CALL_HEADER]: INTERNAL_CALL_SECRET,
      },
    });
  }

  /** Passes the API's cookies (the session, the rotated CSRF token) on to the browser. */
  function passCookies(request: FastifyRequest, reply: FastifyReply, setCookie: string | string[] | undefined): void {
    for (const line of [setCookie ?? []].flat()) {
      // The inner request is plain HTTP; the visitor's may be HTTPS, where the session cookie must be Secure.
      reply.header('set-cookie', request.protocol === 'https' && !/;\s*secure/i.test(line) ? `${line}; Secure` : line);
    }
  }

  function redirect(request: FastifyRequest, reply: FastifyReply, to: string, flash?: keyof typeof FLASHES): FastifyReply {
    if (flash) reply.setCookie(FLASH_COOKIE, flash, { path: '/', httpOnly: true, sameSite: 'lax', maxAge: 60, secure: request.protocol === 'https' });
    return reply.code(303).header('location', sitePath(to, ownOrigins(config, request))).header('cache-control', 'no-store').send();
  }

  /** The page drawn again as the answer to its form. */
  function answer(request: FastifyRequest, reply: FastifyReply, status: number, form: FormState): Promise<FastifyReply> {
    reply.code(status);
    return app.sendPage(request, reply, form);
  }

  async function login(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const username = text(request.body, 'username').trim();
    const password = text(request.body, 'password');
    const values = { username };
    if (!username || !password) return answer(request, reply, 400, { form: 'login', values, message: 'loginRequired' });
    const result = await callApi(request, '/api/token/', { username, password });
    if (result.statusCode === 200) {
      passCookies(request, reply, result.headers['set-cookie']);
      return redirect(request, reply, '/', 'login');
    }
    passRetryAfter(reply, result);
    // Any failure is the spec's one message.
    return answer(request, reply, result.statusCode === 429 ? 429 : 401, { form: 'login', values, message: 'loginInvalid' });
  }

  async function register(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const names = Object.keys(registerSchema) as Array<keyof typeof registerSchema>;
    const fields = Object.fromEntries(names.map((name) => [name, text(request.body, name)]));
    // What was typed goes back into the page, never a password.
    const values = Object.fromEntries(names.filter((name) => registerSchema[name].kind !== 'password').map((name) => [name, fields[name]]));
    if (fields.password && fields.confirm_password && fields.password !== fields.confirm_password) {
      return answer(request, reply, 400, { form: 'register', values, message: 'registerMismatch' });
    }
    // Only the fields with a value are sent, as the page's script sends them.
    const body = new FormData();
    for (const name of names) if (fields[name].trim() !== '') body.append(name, fields[name]);
    const picture = request.uploads?.profile_picture;
    if (picture && picture.data.length > 0) body.append('profile_picture', new Blob([new Uint8Array(picture.data)], { type: picture.mimetype }), picture.filename || 'picture');
    const result = await callApi(request, '/api/register/', body);
    if (result.statusCode === 201) return redirect(request, reply, SIGN_IN_PATH, 'registered');
    passRetryAfter(reply, result);
    let errors = firstMessages(safeJson(result));
    // A refused picture answers {detail}; it belongs beside the picture field.
    if (errors.detail && (result.statusCode === 413 || result.statusCode === 415)) errors = { profile_picture: errors.detail };
    delete errors.detail;
    const status = result.statusCode >= 400 && result.statusCode < 500 ? result.statusCode : 400;
    return answer(request, reply, status, { form: 'register', values, errors, message: 'registerFailed' });
  }

  app.post(SIGN_IN_PATH, async (request, reply) => {
    const mode = (request.query as Record<string, unknown>).mode === 'register' ? 'register' : 'login';
    if (!formIsOurs(config, request)) return answer(request, reply, 403, { form: mode, message: 'formExpired' });
    return mode === 'register' ? register(request, reply) : login(request, reply);
  });

  app.post('/contact', async (request, reply) => {
    const values = Object.fromEntries(Object.keys(contactSchema).map((name) => [name, text(request.body, name)]));
    if (!formIsOurs(config, request)) return answer(request, reply, 403, { form: 'contact', values, message: 'formExpired' });
    // The page's own rule (spec section 5), in its words; the API refuses the same.
    if (contactReachProblem(values)) return answer(request, reply, 400, { form: 'contact', values, message: 'contactNeedReach' });
    const payload = Object.fromEntries(Object.entries(values).map(([name, value]) => [name, value.trim()]));
    const result = await callApi(request, '/api/contacts/', payload);
    if (result.statusCode === 201) return redirect(request, reply, '/contact', 'contact');
    passRetryAfter(reply, result);
    const status = result.statusCode >= 400 && result.statusCode < 500 ? result.statusCode : 400;
    return answer(request, reply, status, { form: 'contact', values, errors: firstMessages(safeJson(result)), message: 'contactFailure' });
  });

  // The header's sign-out: back to the page it was pressed on.
  app.post('/logout', async (request, reply) => {
    if (formIsOurs(config, request)) {
      const result = await callApi(request, '/api/logout/', {});
      passCookies(request, reply, result.headers['set-cookie']);
    }
    return redirect(request, reply, backTo(config, request));
  });

  // The footer's light choice (render/light.ts): `light=on` or `off`, kept in a cookie, then back to the page.
  app.post('/light', async (request, reply) => {
    // The csrftoken cookie (SameSite=Lax) comes only with a post from the site's own pages.
    if (!postIsFromOurPage(config, request) || !request.cookies[CSRF_COOKIE]) return redirect(request, reply, backTo(config, request), 'expired');
    const choice = text(request.body, 'light');
    if (choice === 'on' || choice === 'off') {
      reply.setCookie(LIGHT_COOKIE, choice === 'on' ? '1' : '0', {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        maxAge: LIGHT_COOKIE_MAX_AGE,
        secure: request.protocol === 'https',
      });
    }
    return redirect(request, reply, backTo(config, request));
  });
}

/** A throttled API answer's wait, passed on to the visitor's page. */
function passRetryAfter(reply: FastifyReply, result: { headers: Record<string, unknown> }): void {
  const retry = result.headers['retry-after'];
  if (typeof retry === 'string' || typeof retry === 'number') reply.header('retry-after', String(retry));
}

function safeJson(result: { json: () => unknown }): unknown {
  try {
    return result.json();
  } catch {
    return null;
  }
}

export default fp(formsPlugin, { name: 'site-forms', dependencies: ['static'] });
