// JWT-shaped tokens signed with HMAC-SHA256 (the format simplejwt gives DRF clients). Each names its session
// (`sid`), so revoking the session kills every token made from it.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export type TokenType = 'access' | 'refresh';

export interface TokenClaims {
  typ: TokenType;
  /** The user id, as a string per the JWT convention. */
  sub: string;
  sid: string;
  iat: number;
  exp: number;
  jti: string;
  /**
   * Refresh tokens only: the session's refresh generation the token was made at (sessions.ts, rotateRefresh).
   * Absent from tokens made before rotation existed, which are read as generation 0.
   */
  gen?: number;
}

// Only this exact header is accepted: no `alg` negotiation, so no "none" or key-confusion tricks.
const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

function sign(data: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(data).digest();
}

export function signToken(
  claims: { typ: TokenType; userId: number; sessionId: string; expiresAt: number; generation?: number },
  secret: string,
  nowMs: number,
): string {
  const payload: TokenClaims = {
    typ: claims.typ,
    sub: String(claims.userId),
    sid: claims.sessionId,
    iat: Math.floor(nowMs / 1000),
    exp: Math.floor(claims.expiresAt / 1000),
    jti: randomBytes(12).toString('base64url'),
    ...(claims.generation === undefined ? {} : { gen: claims.generation }),
  };
  const body = `${HEADER}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}`;
  return `${body}.${sign(body, secret).toString('base64url')}`;
}

/** The claims of a well-signed, unexpired token of the wanted type, else null. */
export function verifyToken(token: string, typ: TokenType, secret: string, nowMs: number): TokenClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== HEADER) return null;
  const given = Buffer.from(parts[2], 'base64url');
  const expected = sign(`${parts[0]}.${parts[1]}`, secret);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let claims: Partial<TokenClaims>;
  try {
    claims = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8')) as Partial<TokenClaims>;
  } catch {
    return null;
  }
  if (claims.typ !== typ || typeof claims.sid !== 'string' || typeof claims.sub !== 'string') return null;
  if (typeof claims.exp !== 'number' || claims.exp * 1000 <= nowMs) return null;
  if (claims.gen !== undefined && !(Number.isSafeInteger(claims.gen) && claims.gen >= 0)) return null;
  return claims as TokenClaims;
}
