import { useEffect } from 'react';

/** Keeps the browser tab's title in step with the page. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}
