// What the public site shows, read from the API the way the pages read it (the seeded demo college).
import { baseUrl } from './browser';

/**
 * Every public route, as the public remote's router has them, with the views that draw other content (the staff
 * tab, the register form) and the 404 page; `:id` is a notice's. Kept here, in this one list, until the public
 * remote has its single table of public pages (issue 23, point 5); then this list is read from there.
 */
export const PUBLIC_ROUTES = [
  '/',
  '/academic',
  '/facnstaff',
  '/facnstaff?tab=staff',
  '/admission',
  '/gallery',
  '/notice',
  '/notice/:id',
  '/contact',
  '/about',
  '/result',
  '/routine',
  '/acknowledgment',
  '/login',
  '/login?mode=register',
  '/no-such-page',
] as const;

export type PublicRoute = (typeof PUBLIC_ROUTES)[number];

/** The address of a public route, with the notice it shows where it shows one. */
export const routeUrl = (route: PublicRoute, noticeId: number) => route.replace(':id', String(noticeId));

/**
 * An uploaded file's URL on this site, as the API answers it (absolute, as Django REST Framework builds it, under the
 * site's own origin): `/media/<folder>/…`, optionally with the given ending.
 */
export function siteMedia(folder: string, ending = ''): RegExp {
  const origin = baseUrl().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${origin}/media/${folder}/.+${ending}$`);
}

export async function apiGet<T>(path: string): Promise<T> {
  const response = await fetch(`${baseUrl()}/api/${path}`, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
  return (await response.json()) as T;
}

/** The institution's name: the home page's heading, and the gallery's with ' - গ্যালারি'. */
export async function institutionName(): Promise<string> {
  const [institution] = await apiGet<{ name: string }[]>('institutions/');
  return institution?.name ?? 'কলেজের নাম';
}

/** The e2e Admin's access token, for setting up records through the API. */
export async function adminToken(): Promise<string> {
  const { ADMIN } = await import('./server');
  const response = await fetch(`${baseUrl()}/api/token/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (!response.ok) throw new Error(`token: ${response.status}`);
  return ((await response.json()) as { access: string }).access;
}

export async function apiAsAdmin<T>(method: 'POST' | 'DELETE', path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl()}/api/${path}`, {
    method,
    headers: { Authorization: `Bearer ${await adminToken()}`, 'Content-Type': 'application/json', Accept: 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (response.status === 204 ? null : await response.json()) as T;
}

export interface ApiNotice {
  id: number;
  title: string;
  description: string | null;
  date: string;
  category: string | null;
  pdf_file: string | null;
  /** Its link-preview card (a PNG the server draws). */
  preview_image: string;
}
