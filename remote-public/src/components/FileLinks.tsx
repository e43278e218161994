// An uploaded file's two links: open it (in a new tab, where the browser shows PDFs and pictures) and download it.
import { downloadHref } from './files';
import './records.css';

interface FileLinksProps {
  file: string;
  /** The open link's text. */
  openLabel: string;
  downloadLabel: string;
  /** The id of what the file belongs to (its title): both links are described by it. */
  describedBy?: string;
}

export function FileLinks({ file, openLabel, downloadLabel, describedBy }: FileLinksProps) {
  return (
    <div className="pub-files">
      <a className="pub-button pub-button--small" href={file} target="_blank" rel="noopener noreferrer" aria-describedby={describedBy}>
        <span className="pub-icon pub-icon--external" aria-hidden="true" /> {openLabel}
      </a>
      <a className="pub-button pub-button--small pub-button--outline" href={downloadHref(file)} download aria-describedby={describedBy}>
        <span className="pub-icon pub-icon--download" aria-hidden="true" /> {downloadLabel}
      </a>
    </div>
  );
}
