import { useDocumentTitle } from '../components/useDocumentTitle';

/** The page's heading, also kept in the document title. */
export function PageTitle({ children, documentTitle }: { children: string; documentTitle?: string }) {
  useDocumentTitle(documentTitle ?? children);
  return <h1 className="pub-page-title">{children}</h1>;
}
