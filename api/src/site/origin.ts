// The site's own origin (scheme, host and port), for the absolute URLs of feeds, sitemaps and page metadata.
// As Django does it: PUBLIC_URL when set; else the request's Host, but only when its name is one of the allowed
// hosts (ALLOWED_HOSTS), so a forged Host header never ends up in a link a crawler or a cache keeps.
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';

/** A host header as Django accepts it: a name or an IPv4 address, or an IPv6 address in brackets, then a port. */
const HOST_PATTERN = /^([a-z0-9.-]+|\[[a-f0-9]*:[a-f0-9.:]+\])(?::([0-9]+))?$/;

/**
 * The name part of a Host header (lower case, without the port and a trailing dot; IPv6 keeps its brackets),
 * or null when the header is not a well-formed host.
 */
export function hostName(host: string): string | null {
  const match = HOST_PATTERN.exec(host.trim().toLowerCase());
  if (!match) return null;
  const name = match[1].endsWith('.') ? match[1].slice(0, -1) : match[1];
  return name === '' ? null : name;
}

/**
 * Whether `name` (from hostName) matches one of `allowed`: `*` matches any, `.example.com` matches example.com
 * and its subdomains, anything else matches exactly (case-insensitively).
 */
export function hostAllowed(name: string, allowed: readonly string[]): boolean {
  return allowed.some((pattern) => {
    const p = pattern.toLowerCase();
    if (p === '*') return true;
    if (p.startsWith('.')) return name.endsWith(p) || name === p.slice(1);
    return name === p;
  });
}

/**
 * `https://college.example.edu` (PUBLIC_URL, which may carry a path) when set; else the request's own
 * `protocol://host[:port]` when its host is allowed; else null: the caller must not make absolute URLs.
 */
export function siteOrigin(config: Config, request: FastifyRequest): string | null {
  if (config.publicUrl) return config.publicUrl;
  const host = request.host.trim().toLowerCase();
  const name = hostName(host);
  if (name === null || !hostAllowed(name, config.allowedHosts)) return null;
  return `${request.protocol}://${host}`;
}
