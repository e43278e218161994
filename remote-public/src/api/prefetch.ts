// Starts the current page's reads as soon as the public remote's code runs, rather than after React's first
// commit: on a phone that is several hundred milliseconds earlier, and the banner (the largest picture of `/`)
// waits on the institution record. The queries land in the one shared cache, so the screens find them there.
import { institutionApi } from 'remote_shared/api';
import type { AppDispatch } from 'remote_shared/store';
import { mediaSrcSet } from 'remote_shared/ui';
import { publicApi } from './publicApi';

/** Asks the browser for the banner as soon as its address is known, before React draws the page. */
function preloadImage(href: string): void {
  if (typeof document === 'undefined') return; // on the server: the page's HTML will name the image itself
  // Already asked for: by an earlier call, or by the page the server drew (its banner is in the HTML).
  const named = Array.from(document.querySelectorAll('link[rel="preload"], img'));
  if (named.some((element) => element.getAttribute(element.tagName === 'IMG' ? 'src' : 'href') === href)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'image');
  link.href = href;
  // The banner is shown from its display sizes (Home.tsx): ask for the one the screen will use.
  const sizes = mediaSrcSet(href);
  if (sizes) {
    link.setAttribute('imagesrcset', sizes);
    link.setAttribute('imagesizes', '100vw');
  }
  link.setAttribute('fetchpriority', 'high');
  document.head.appendChild(link);
}

export function prefetchPage(dispatch: AppDispatch, pathname: string): void {
  if (pathname === '/') {
    const request = dispatch(institutionApi.endpoints.getInstitution.initiate());
    request
      .unwrap()
      .then((institution) => institution?.institution_image && preloadImage(institution.institution_image))
      .catch(() => undefined) // the page shows and logs its own failure
      .finally(() => request.unsubscribe());
  } else {
    dispatch(institutionApi.util.prefetch('getInstitution', undefined, {}));
  }
  if (pathname === '/') {
    dispatch(publicApi.util.prefetch('getTeachers', undefined, {}));
    dispatch(publicApi.util.prefetch('getCommittee', undefined, {}));
    dispatch(publicApi.util.prefetch('getPrincipal', undefined, {}));
  } else if (pathname === '/notice') {
    dispatch(publicApi.util.prefetch('getNotices', undefined, {}));
  } else if (pathname === '/gallery') {
    dispatch(publicApi.util.prefetch('getGallery', undefined, {}));
  } else if (pathname === '/facnstaff') {
    dispatch(publicApi.util.prefetch('getTeachers', undefined, {}));
  }
}
