// The address an ID card's QR code opens: `/verify/<digital_id_code>/<signature>`. A digital id is made from the
// class, the roll and the time (resources/people.ts), so codes could be enumerated; the signature, an HMAC of
// the code that only this server can make, is what lets the public page confirm a student. It never expires
// (a printed card lasts the year); changing SECRET_KEY voids every card printed before.
import { createHmac, timingSafeEqual } from 'node:crypto';

/** Signature bytes kept: 128 bits, beyond guessing, and a QR code that stays small enough to scan from a card. */
const SIGNATURE_BYTES = 16;

/**
 * The key for these signatures alone, derived from SECRET_KEY: a signature is never a value the session
 * tokens or CSRF tokens (signed with SECRET_KEY itself, over other inputs) could be mistaken for.
 */
function verifyKey(secretKey: string): Buffer {
  return createHmac('sha256', secretKey).update('student-verify').digest();
}

export function verifySignature(secretKey: string, code: string): string {
  return createHmac('sha256', verifyKey(secretKey)).update(code, 'utf8').digest().subarray(0, SIGNATURE_BYTES).toString('base64url');
}

/** Whether `signature` is the code's, compared in constant time. */
export function signatureMatches(secretKey: string, code: string, signature: string): boolean {
  const expected = Buffer.from(verifySignature(secretKey, code));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * The verify page of a student's code: absolute from `origin` (the answer's origin, origin.ts), relative
 * when there is none, as file URLs are. Codes are free text typed by staff, so the path segment is escaped.
 */
export function verifyUrl(secretKey: string, origin: string | null, code: string): string {
  return `${origin ?? ''}/verify/${encodeURIComponent(code)}/${verifySignature(secretKey, code)}`;
}
