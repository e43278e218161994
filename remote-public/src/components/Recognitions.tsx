// The letters of recognition and permission (`acknowledgment/`): each with its title and date, and its scan as a
// thumbnail that opens the picture, or a link to its PDF. The /acknowledgment page shows them all, /about too.
import { FileText } from 'lucide-react';
import { mediaSrcSet } from 'remote_shared/ui';
import type { Recognition } from '../api/publicApi';
import { T } from '../texts';
import { formatBengaliDate } from './dates';
import { FileLinks } from './FileLinks';
import { isImageFile } from './files';
import './records.css';

export function RecognitionList({ letters, headingLevel = 2 }: { letters: readonly Recognition[]; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className="pub-letters">
      {letters.map((letter) => {
        const titleId = `letter-${letter.id}`;
        const image = letter.image && isImageFile(letter.image) ? letter.image : null;
        return (
          <li key={letter.id} className="pub-letter">
            {image ? (
              // The picture opens the scan for a pointer; a keyboard and a screen reader have the links beside it.
              <a className="pub-letter__thumb" href={image} target="_blank" rel="noopener noreferrer" tabIndex={-1} aria-hidden="true">
                <img src={image} srcSet={mediaSrcSet(image, 640)} sizes="(max-width: 30rem) 100vw, 16rem" alt="" width={320} height={240} loading="lazy" decoding="async" />
              </a>
            ) : (
              <span className="pub-letter__thumb pub-letter__thumb--file" aria-hidden="true">
                <FileText size={48} />
              </span>
            )}
            <div className="pub-letter__body">
              <Heading id={titleId} className="pub-letter__title">
                {letter.title}
              </Heading>
              {letter.date && (
                <p className="pub-letter__date">
                  {T.acknowledgment.date}: <time dateTime={letter.date}>{formatBengaliDate(letter.date)}</time>
                </p>
              )}
              {letter.image && (
                <FileLinks file={letter.image} openLabel={image ? T.files.open : T.files.openPdf} downloadLabel={T.files.download} describedBy={titleId} />
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
