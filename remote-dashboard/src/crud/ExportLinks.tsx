// The export of a list screen (every one: CrudScreen and the name lists): the list as the screen shows it, under
// its search and filters (the URL's list state, not its page), as a CSV or an XLSX file (`GET <path>/export/`).
import { keyOfPath } from 'remote_shared/registry';
import { EXPORTABLE, exportFileName, exportUrl, TRANSFER_FORMATS } from 'remote_shared/transfer';
import { T } from '../texts';
import type { Params, Resource } from './api';
import { DownloadLink } from './download';

/** Today in the user's calendar (`2026-11-23`), for the name of the file. */
function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

export function ExportLinks({ resource, params }: { resource: Resource; params: Params }) {
  const key = keyOfPath(resource.path);
  if (!key || !EXPORTABLE.includes(key)) return null;
  const X = T.transfer;
  const query = Object.fromEntries(Object.entries(params).map(([name, value]) => [name, value === undefined ? undefined : String(value)]));
  return (
    <div className="dash-export" role="group" aria-label={X.export}>
      <span className="dash-export__label" aria-hidden="true">
        {X.export}
      </span>
      {TRANSFER_FORMATS.map((format) => (
        <DownloadLink key={format} path={exportUrl(key, format, query)} fileName={exportFileName(key, today(), format)} label={X.exportAs(format.toUpperCase())} failed={X.exportFailed}>
          {format.toUpperCase()}
        </DownloadLink>
      ))}
    </div>
  );
}
