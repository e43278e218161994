// A person's photo that falls back to their initials, drawn locally (no third-party image service), when the
// photo is missing or fails to load. The colour follows the name, so a person keeps theirs across screens.
import { useState } from 'react';
import { colourOf, initialsOf } from '../schemas/initials';
import { mediaSrcSet } from './mediaSources';

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
