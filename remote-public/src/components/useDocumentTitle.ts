import { createContext, useContext, useEffect } from 'react';

/**
 * Where a page drawn on the server reports its title (ssr/render.tsx puts it in the page's <title>, for search
 * engines and shared links); absent in the browser.
 */
export const DocumentTitleContext = createContext<((title: string) => void) | null>(null);

/** Keeps the browser tab's title in step with the page (and gives it to the server's drawing). */
export function useDocumentTitle(title: string): void {
  const report = useContext(DocumentTitleContext);
  if (report && title) report(title); // on the server effects never run: the title is taken while drawing
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}
