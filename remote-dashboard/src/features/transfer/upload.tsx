// The pieces of the import screens, written once for the spreadsheets and the photo ZIP: the flow of a checked
// import (a file chosen is sent at once as a dry run; the real import sends it again, all or nothing); a file sent
// with its real upload progress (axios's onUploadProgress), then a "checking" state while the server reads it; the
// progress bar; a drop zone around a file input; why a call failed, in Bengali; the lists refreshed afterwards.
import { ArrowLeft, UploadCloud } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState, type DragEvent, type ReactNode, type Ref, type RefObject } from 'react';
import { Link } from 'react-router-dom';
import { apiClient, AUDIT_TAG, errorStatus } from 'remote_shared/api';
import { useAppDispatch } from 'remote_shared/auth';
import { notify } from 'remote_shared/notify';
import { changedTags, MB, type ResourceKey } from 'remote_shared/registry';
import { toBengaliDigits } from 'remote_shared/schemas';
import { crudApi } from '../../crud/api';
import { DataTable, type Column } from '../../crud/DataTable';
import { callProblem } from '../../crud/download';
import { localMessage } from '../../crud/form';
import { TitleBar } from '../../pages/ScreenTitle';
import { useScreen, useScreenTitle } from '../../screenContext';
import type { ScreenPath } from '../../screens';
import { T } from '../../texts';

const X = T.transfer;

/** Where a sending stands: the file going up (with its percent, null when the size is unknown), or the server reading it. */
export type UploadPhase = { kind: 'idle' } | { kind: 'uploading'; percent: number | null } | { kind: 'checking' };

export type UploadAnswer<T> = { ok: true; status: number; data: T } | { ok: false; status: number; data: unknown; error: unknown };

/** Sends a multipart body, following its upload; one sending at a time. */
export function useUpload() {
  const [phase, setPhase] = useState<UploadPhase>({ kind: 'idle' });
  const send = useCallback(async <T,>(url: string, body: FormData): Promise<UploadAnswer<T>> => {
    setPhase({ kind: 'uploading', percent: 0 });
    try {
      const answer = await apiClient.post<T>(url, body, {
        onUploadProgress: ({ loaded, total }) => {
          if (total && loaded >= total) setPhase({ kind: 'checking' });
          else setPhase({ kind: 'uploading', percent: total ? Math.floor((loaded / total) * 100) : null });
        },
      });
      return { ok: true, status: answer.status, data: answer.data };
    } catch (error) {
      console.error(`[dashboard] POST ${url} failed`, error);
      return { ok: false, status: errorStatus(error), data: (error as { response?: { data?: unknown } }).response?.data, error };
    } finally {
      setPhase({ kind: 'idle' });
    }
  }, []);
  return { phase, busy: phase.kind !== 'idle', send };
}

/** The upload's progress bar with its percent, then the server's turn (`after`: checking or importing). */
export function UploadProgress({ phase, after }: { phase: UploadPhase; after: string }) {
  const id = useId();
  if (phase.kind === 'idle') return null;
  const percent = phase.kind === 'checking' ? 100 : phase.percent;
  return (
    <div className="dash-progress">
      <label htmlFor={id}>{X.progress}</label>
      <div className="dash-progress__bar">
        {/* Without a value the bar is indeterminate: the browser did not say how large the upload is. */}
        <progress id={id} max={100} value={percent ?? undefined} />
        {percent !== null && <span className="dash-progress__percent">{toBengaliDigits(percent)}%</span>}
      </div>
      <p className="dash-progress__state" role="status">
        {phase.kind === 'checking' ? after : X.uploading}
      </p>
    </div>
  );
}

interface FileDropProps {
  /** The kinds of file the input offers (its label is the choose button). */
  accept: string;
  hint: string;
  disabled?: boolean;
  onFile: (file: File) => void;
  children?: ReactNode;
}

/** A file input inside a zone a file can be dropped on. The input is emptied after each choice, so a file fixed and chosen again is sent again. */
export function FileDrop({ accept, hint, disabled = false, onFile, children }: FileDropProps) {
  const id = useId();
  const [over, setOver] = useState(false);
  const take = (files: FileList | null) => {
    const file = files?.[0];
    if (file && !disabled) onFile(file);
  };
  const dragOver = (event: DragEvent) => {
    event.preventDefault();
    if (!disabled) setOver(true);
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    take(event.dataTransfer.files);
  };
  return (
    <div className={`dash-drop${over ? ' is-over' : ''}${disabled ? ' is-disabled' : ''}`} onDragOver={dragOver} onDragEnter={dragOver} onDragLeave={() => setOver(false)} onDrop={drop}>
      <UploadCloud size={36} aria-hidden="true" className="dash-drop__icon" />
      <p className="dash-drop__text">{X.drop}</p>
      <label htmlFor={id} className="dash-button dash-drop__choose">
        {X.choose}
      </label>
      <input
        id={id}
        type="file"
        className="dash-drop__input"
        accept={accept}
        disabled={disabled}
        aria-describedby={`${id}-hint`}
        onChange={(event) => {
          take(event.target.files);
          event.target.value = '';
        }}
      />
      <p id={`${id}-hint`} className="dash-field__hint">
        {hint}
      </p>
      {children}
    </div>
  );
}

/** What is wrong with a file before it is sent: its kind (by its name's ending) or its size, in Bengali; or null. */
export function localFileProblem(file: File, { endings, maxBytes, wrongType }: { endings: RegExp; maxBytes: number; wrongType: string }): string | null {
  if (!endings.test(file.name)) return wrongType;
  if (file.size > maxBytes) return X.uploadTooLarge(maxBytes / MB);
  return null;
}

/** The first message of a DRF error body, with the field it names (`file` and `detail` first); null for none. */
function firstMessage(data: unknown): { field: string; message: string } | null {
  if (!data || typeof data !== 'object') return null;
  const body = data as Record<string, unknown>;
  for (const field of ['file', 'detail', ...Object.keys(body)]) {
    const value = body[field];
    const message = Array.isArray(value) ? (value as unknown[])[0] : value;
    if (typeof message === 'string') return { field, message };
  }
  return null;
}

/**
 * Why a sending failed when the answer is no check, in Bengali: the file refused (400 `{"file": [...]}`), another
 * field refused (named: the photos' class or section), too large (413), not allowed (401, 403), the network, the server.
 */
export function uploadProblem(answer: UploadAnswer<unknown>, maxBytes: number): string {
  // Accepted, but not the answer an import gives: the server is not the one this dashboard knows.
  if (answer.ok) return X.serverError;
  const { status } = answer;
  const said = firstMessage(answer.data);
  if (status === 413) return said ? localMessage(said.message) : X.uploadTooLarge(maxBytes / MB);
  if (status === 400 && said) {
    const message = localMessage(said.message);
    return said.field === 'file' || said.field === 'detail' ? message : `${X.columns[said.field] ?? said.field}: ${message}`;
  }
  if (status >= 500) return X.serverError;
  return callProblem(answer.error, X.tryAgain);
}

/** Marks the lists an import changed as stale, so they load again (the list screen, the overview's counts, the audit trail). */
export function useRefreshLists(key: ResourceKey) {
  const dispatch = useAppDispatch();
  return useCallback(() => {
    dispatch(crudApi.util.invalidateTags([...changedTags(key), AUDIT_TAG]));
  }, [dispatch, key]);
}

/** An import screen's title (its descriptor's), with the way back to the list it fills. */
export function ImportTitleBar({ list }: { list: ScreenPath }) {
  const listTitle = useScreenTitle(list);
  return (
    <TitleBar title={useScreen().title}>
      <Link to={`/dashboard/${list}`} className="dash-button dash-button--plain">
        <ArrowLeft size={18} aria-hidden="true" />
        {X.backToList(listTitle)}
      </Link>
    </TitleBar>
  );
}

/** One step of an import screen: a panel under its heading (which can take the focus when its result arrives). */
export function Step({ title, headingRef, className, children }: { title: string; headingRef?: Ref<HTMLHeadingElement>; className?: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={`dash-panel dash-step${className ? ` ${className}` : ''}`} aria-labelledby={id}>
      <h2 id={id} ref={headingRef} tabIndex={headingRef ? -1 : undefined} className="dash-step__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * A table of a check (its errors, the photos matched) under its heading, which is its caption too; errors are marked
 * as such (`bad`). The rows carry no ids of their own here: each is its place in the list.
 */
export function CheckTable<R extends object>({ title, hint, rows, columns, bad = false, numbered = false }: { title: string; hint?: string; rows: readonly R[]; columns: Column<R & { id: number }>[]; bad?: boolean; numbered?: boolean }) {
  return (
    <>
      <h3 className={bad ? 'dash-step__subtitle is-bad' : 'dash-step__subtitle'}>{title}</h3>
      {hint && <p className="dash-field__hint">{hint}</p>}
      <DataTable caption={title} numbered={numbered} emptyText="" rows={rows.map((row, i) => ({ ...row, id: i }))} columns={columns} />
    </>
  );
}

/** The summary of a check: each count with its name. */
export function Summary({ items }: { items: [label: string, value: number, tone?: 'good' | 'bad'][] }) {
  return (
    <dl className="dash-summary">
      {items.map(([label, value, tone]) => (
        <div key={label} className={tone ? `dash-summary__item is-${tone}` : 'dash-summary__item'}>
          <dt>{label}</dt>
          <dd>{toBengaliDigits(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

interface CheckedImportOptions<C> {
  /** The import's URL under /api/. */
  url: string;
  /** What a file may be, checked before it is sent. */
  endings: RegExp;
  maxBytes: number;
  wrongType: string;
  /** The check in an answer: a dry run's (200), or a real import's refused for its rows (400); null for any other answer. */
  readCheck: (data: unknown) => C | null;
  /** How many records a real import changed, from its answer. */
  readDone: (data: unknown) => number;
  /** The toasts of the real import. */
  doneText: (n: number) => string;
  failedText: string;
  /** The lists the import changes, loaded again after it. */
  resource: ResourceKey;
}

/**
 * A checked import: `choose(file, fields)` sends the file with `dry_run=true` (and the fields, such as how photos are
 * matched) and keeps the server's check; `apply()` sends the same file and fields for real. Each result moves the
 * focus to its heading (`checkHeading`, `doneHeading`), so a keyboard or screen reader user is taken to it.
 */
export function useCheckedImport<C>({ url, endings, maxBytes, wrongType, readCheck, readDone, doneText, failedText, resource }: CheckedImportOptions<C>) {
  const upload = useUpload();
  const refreshLists = useRefreshLists(resource);
  const [chosen, setChosen] = useState<{ file: File; fields: Record<string, string> } | null>(null);
  const [check, setCheck] = useState<C | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<number | null>(null);
  const [sending, setSending] = useState<'check' | 'import' | null>(null);
  const checkHeading = useRef<HTMLHeadingElement>(null);
  const doneHeading = useRef<HTMLHeadingElement>(null);
  // The heading to move to, once the render that shows it is done.
  const focusNext = useRef<RefObject<HTMLHeadingElement | null> | null>(null);
  const focus = (heading: RefObject<HTMLHeadingElement | null>) => {
    focusNext.current = heading;
  };
  useEffect(() => {
    const heading = focusNext.current?.current;
    if (!heading) return;
    focusNext.current = null;
    heading.focus();
  });

  const send = async (file: File, fields: Record<string, string>, dryRun: boolean) => {
    const body = new FormData();
    body.append('file', file);
    for (const [name, value] of Object.entries(fields)) body.append(name, value);
    body.append('dry_run', String(dryRun));
    setSending(dryRun ? 'check' : 'import');
    setProblem(null);
    const answer = await upload.send(url, body);
    setSending(null);
    return answer;
  };

  const choose = async (file: File, fields: Record<string, string> = {}) => {
    setChosen({ file, fields });
    setCheck(null);
    setDone(null);
    const local = localFileProblem(file, { endings, maxBytes, wrongType });
    if (local) {
      setProblem(local);
      return;
    }
    const answer = await send(file, fields, true);
    const found = answer.ok ? readCheck(answer.data) : null;
    if (!found) {
      setProblem(uploadProblem(answer, maxBytes));
      return;
    }
    setCheck(found);
    focus(checkHeading);
  };

  const apply = async () => {
    if (!chosen) return;
    const answer = await send(chosen.file, chosen.fields, false);
    if (answer.ok) {
      const n = readDone(answer.data);
      setDone(n);
      setCheck(null);
      setChosen(null);
      refreshLists();
      notify.success(doneText(n));
      focus(doneHeading);
      return;
    }
    notify.error(failedText);
    const refused = readCheck(answer.data);
    if (refused) {
      setCheck(refused);
      focus(checkHeading);
    } else setProblem(uploadProblem(answer, maxBytes));
  };

  /** Forgets the file and its check (another file, or a choice that changes what the check meant). */
  const reset = useCallback(() => {
    setChosen(null);
    setCheck(null);
    setDone(null);
    setProblem(null);
  }, []);

  return { file: chosen?.file ?? null, check, problem, done, sending, phase: upload.phase, busy: upload.busy, choose, apply, reset, checkHeading, doneHeading };
}

type CheckedImport = ReturnType<typeof useCheckedImport>;

/** The step of the file: the drop zone, the chosen file's name, the dry run's progress, and why it failed. */
export function FileStep({ title, flow, accept, hint, icon, onFile }: { title: string; flow: CheckedImport; accept: string; hint: string; icon: ReactNode; onFile: (file: File) => void }) {
  return (
    <Step title={title}>
      <FileDrop accept={accept} hint={hint} disabled={flow.busy} onFile={onFile}>
        {flow.file && (
          <p className="dash-drop__file">
            {icon}
            {X.chosen(flow.file.name)}
          </p>
        )}
      </FileDrop>
      {flow.sending === 'check' && <UploadProgress phase={flow.phase} after={X.checking} />}
      {flow.problem && (
        <p className="dash-form__error" role="alert">
          {flow.problem}
        </p>
      )}
    </Step>
  );
}

interface FinalStepProps {
  flow: CheckedImport;
  title: string;
  /** Why the button is off, or what pressing it does. */
  why: string;
  label: string;
  enabled: boolean;
  /** After it: the heading, the list's link, and the button to start again. */
  doneTitle: (n: number) => string;
  another: string;
  listLink: string;
}

/** The last step: the import's button (on only after a clean check) with its progress; then what it did. */
export function FinalStep({ flow, title, why, label, enabled, doneTitle, another, listLink }: FinalStepProps) {
  const whyId = useId();
  if (flow.done !== null) {
    return (
      <Step title={doneTitle(flow.done)} headingRef={flow.doneHeading} className="dash-step--done">
        <div className="dash-actions">
          <Link to={listLink} className="dash-button">
            {X.seeList}
          </Link>
          <button type="button" className="dash-button dash-button--plain" onClick={flow.reset}>
            {another}
          </button>
        </div>
      </Step>
    );
  }
  return (
    <Step title={title}>
      <p className="dash-field__hint" id={whyId}>
        {why}
      </p>
      <button type="button" className="dash-button" disabled={!enabled || flow.busy} aria-describedby={whyId} onClick={() => void flow.apply()}>
        {label}
      </button>
      {flow.sending === 'import' && <UploadProgress phase={flow.phase} after={X.importing} />}
    </Step>
  );
}

/** A refused import's reason, above its errors. */
export function Refusal({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <p className="dash-form__error" role="alert">
      {text}
    </p>
  );
}
