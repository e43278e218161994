// Numbers as the Bengali pages write them: Bengali digits, and a share as a percentage.
import { toBengaliDigits } from 'remote_shared/schemas';

/** 1234 -> '১২৩৪'. */
export const bn = (value: number | string) => toBengaliDigits(value);

/** A count the API may leave out (null), or send as text: the number, or null. */
export function countOf(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? value : null;
  if (typeof value === 'string' && /^\d+$/.test(value.trim())) return Number(value.trim());
  return null;
}

/** `part` of `whole` as a percentage with at most one decimal (`৯৫.৫%`), or null when it cannot be told. */
export function percentText(part: unknown, whole: unknown): string | null {
  const [p, w] = [countOf(part), countOf(whole)];
  if (p === null || w === null || w === 0 || p > w) return null;
  const value = Math.round((p / w) * 1000) / 10;
  return `${bn(Number.isInteger(value) ? String(value) : value.toFixed(1))}%`;
}
