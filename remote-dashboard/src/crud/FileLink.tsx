// A record's file in a table cell: a link that opens it in a new tab, reading "PDF দেখুন" or "ছবি দেখুন" by what
// the file is (its stored name's extension: the server stores a file under its real type's), and named for the
// record it belongs to, so a screen reader hears which row's file it opens.
import { T } from '../texts';
import { isImageUrl } from './fields';

export function FileLink({ url, name }: { url: string | null | undefined; name: string }) {
  if (!url) return null;
  const what = isImageUrl(url) ? T.files.openImage : T.files.openPdf;
  return (
    <a href={url} target="_blank" rel="noreferrer" aria-label={T.files.openOf(name, what)}>
      {what}
    </a>
  );
}
