// Files the server draws (a list's export, an import template), written once. Each is a real link to its API URL:
// the session cookie signs the request, so it can be opened in a new tab, copied or saved as it is. A plain click
// fetches the file through the API client instead and saves it from memory, so the screen can say why when the
// server refuses (a toast in Bengali) rather than leave the browser with a failed download or a page of JSON.
import { Download } from 'lucide-react';
import { useState, type MouseEvent, type ReactNode } from 'react';
import { API_BASE, apiClient, errorStatus } from 'remote_shared/api';
import { notify } from 'remote_shared/notify';
import { T } from '../texts';

/** The file name a `Content-Disposition` header gives (RFC 6266: `filename*` before `filename`), or null. */
export function dispositionName(header: unknown): string | null {
  if (typeof header !== 'string') return null;
  const encoded = /filename\*\s*=\s*utf-8''([^;]+)/i.exec(header);
  if (encoded) {
    try {
      return decodeURIComponent(encoded[1].trim());
    } catch {
      // A malformed escape: the plain name below.
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/i.exec(header);
  const name = (plain?.[1] ?? plain?.[2] ?? '').trim();
  return name || null;
}

/** Why a call failed when its answer says nothing more, in Bengali: the network, the session, the permission. */
export function callProblem(error: unknown, otherwise: string): string {
  const status = errorStatus(error);
  if (status === 0) return T.transfer.network;
  if (status === 401) return T.transfer.signedOut;
  if (status === 403) return T.transfer.forbidden;
  return otherwise;
}

/** How long a saved file's object URL is kept. */
const REVOKE_AFTER_MS = 60_000;

/** Hands a file in memory to the browser to save under `name`. */
function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = name;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // The click hands the file over; some browsers still read the URL a while after it, so it is let go later.
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}

/** Fetches `path` (under /api/) and saves it under the server's name for it, else `fallbackName`. */
export async function download(path: string, fallbackName: string): Promise<void> {
  const answer = await apiClient.get<Blob | string>(path, { responseType: 'blob', headers: { Accept: '*/*' } });
  const blob = answer.data instanceof Blob ? answer.data : new Blob([answer.data]);
  saveBlob(blob, dispositionName(answer.headers['content-disposition']) ?? fallbackName);
}

interface DownloadLinkProps {
  /** The file's URL under /api/ (`students/export/?format=csv`). */
  path: string;
  /** The name to save under when the server gives none. */
  fileName: string;
  /** The link's accessible name, when its text is short ("CSV"). */
  label?: string;
  /** The toast's first words when the file cannot be had. */
  failed: string;
  className?: string;
  children: ReactNode;
}

export function DownloadLink({ path, fileName, label, failed, className = 'dash-button dash-button--plain dash-button--small', children }: DownloadLinkProps) {
  const [busy, setBusy] = useState(false);
  const click = async (event: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window, or a save-as: the browser's own download of the link.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      await download(path, fileName);
    } catch (error) {
      console.error(`[dashboard] downloading ${path} failed`, error);
      notify.error(`${failed} ${callProblem(error, T.transfer.tryAgain)}`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <a href={`${API_BASE}${path}`} download={fileName} className={className} aria-label={label} aria-busy={busy || undefined} onClick={click}>
      <Download size={16} aria-hidden="true" />
      {children}
    </a>
  );
}
