import { useEffect } from 'react';

/** The page's heading, also kept in the document title. */
export function PageTitle({ children, documentTitle }: { children: string; documentTitle?: string }) {
  useEffect(() => {
    document.title = documentTitle ?? children;
  }, [children, documentTitle]);
  return <h1 className="pub-page-title">{children}</h1>;
}
