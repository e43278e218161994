import type { SyntheticEvent } from 'react';

/** An image that cannot be loaded shows `fallback` instead (its display sizes are dropped too, or they would win). */
export function fallBackTo(fallback: string) {
  return (event: SyntheticEvent<HTMLImageElement>) => {
    const image = event.currentTarget;
    if (image.src.endsWith(fallback)) return;
    image.removeAttribute('srcset');
    image.src = fallback;
  };
}
