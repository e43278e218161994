// A person's photo that falls back to their initials, drawn locally (no third-party image service), when the
// photo is missing or fails to load. The colour follows the name, so a person keeps theirs across screens.
import { useState } from 'react';
import { mediaSrcSet } from './mediaSources';

// Honorifics that would otherwise give everyone the same first initial.
const TITLES = new Set(['মো.', 'মোঃ', 'মোহাম্মদ', 'ড.', 'ডঃ', 'অধ্যাপক', 'md.', 'md', 'mr.', 'mrs.', 'ms.', 'dr.', 'prof.']);
const COLOURS = ['#17612a', '#1f7a34', '#2c6e8e', '#7a4f1f', '#6b3f8e', '#8e2c4f', '#3f5f1f', '#1f5f6e'];

function firstGrapheme(word: string): string {
  if (typeof Intl !== 'undefined' && 'Segmenter' in Intl) {
    const first = new Intl.Segmenter('bn', { granularity: 'grapheme' }).segment(word)[Symbol.iterator]().next();
    if (!first.done) return first.value.segment;
  }
  return Array.from(word)[0] ?? '';
}

/** Up to two initials of a name (Bengali grapheme clusters kept whole), titles skipped. */
export function initialsOf(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  const named = words.filter((w) => !TITLES.has(w.toLowerCase()));
  const chosen = (named.length ? named : words).slice(0, 2);
  return chosen.map((w) => firstGrapheme(w).toLocaleUpperCase()).join('') || '?';
}

export function colourOf(name: string | null | undefined): string {
  let hash = 0;
  for (const ch of name ?? '') hash = (hash * 31 + ch.codePointAt(0)!) >>> 0;
  return COLOURS[hash % COLOURS.length];
}

export interface AvatarProps {
  name: string | null | undefined;
  src?: string | null;
  /** Rendered width and height in CSS pixels (the image keeps its box while loading: no layout shift). */
  size?: number;
  /** Square corners instead of a circle (photo cards). */
  shape?: 'circle' | 'square';
  /** Below the fold: let the browser load it when it nears the viewport. */
  lazy?: boolean;
  className?: string;
}

export function Avatar({ name, src, size = 48, shape = 'circle', lazy = true, className }: AvatarProps) {
  // The address that failed to load: another address (a new photo) is tried afresh.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = failedSrc !== null && failedSrc === src;
  const classes = ['cs-avatar', shape === 'square' ? 'cs-avatar--square' : '', className ?? ''].filter(Boolean).join(' ');
  const label = name?.trim() || undefined;
  if (src && !failed) {
    return (
      <img
        className={classes}
        src={src}
        srcSet={mediaSrcSet(src, 640)}
        sizes={`${size}px`}
        alt={label ?? ''}
        width={size}
        height={size}
        loading={lazy ? 'lazy' : 'eager'}
        decoding="async"
        onError={() => setFailedSrc(src)}
      />
    );
  }
  return (
    <span
      className={`${classes} cs-avatar--initials`}
      role="img"
      aria-label={label ?? 'ছবি নেই'}
      style={{ width: size, height: size, fontSize: Math.round(size * 0.38), backgroundColor: colourOf(name) }}
    >
      <span aria-hidden="true">{initialsOf(name)}</span>
    </span>
  );
}
