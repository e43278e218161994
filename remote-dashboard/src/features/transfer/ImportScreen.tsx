// Import of students, teachers or staff from a spreadsheet (issue 14), in four steps on one screen: download the
// template (CSV or XLSX) and read what each column takes; choose or drop a file, which is sent at once for a dry run
// (`POST <path>/import/` with dry_run=true: nothing stored) with its upload's progress; read the check, its errors
// first (row, column and message in Bengali); import, which the server does for every row or for none. The lists
// load again afterwards.
import { CheckCircle2, FileUp, Info } from 'lucide-react';
import { MB } from 'remote_shared/registry';
import { columnHelp, IMPORT_COLUMNS, IMPORT_MAX_BYTES, importUrl, requiredImportColumns, templateFileName, templateUrl, TRANSFER_FORMATS, type ImportableKey, type ImportRowError } from 'remote_shared/transfer';
import { MESSAGES, toBengaliDigits } from 'remote_shared/schemas';
import { DataTable } from '../../crud/DataTable';
import { DownloadLink } from '../../crud/download';
import { localMessage } from '../../crud/form';
import type { ScreenPath } from '../../screens';
import { T } from '../../texts';
import { CheckTable, FileStep, FinalStep, ImportTitleBar, Refusal, Step, Summary, useCheckedImport } from './upload';

const X = T.transfer;

/** The files an import reads: CSV, Excel's "Unicode Text" (tab-separated UTF-16) and XLSX. */
const ACCEPT = '.csv,.txt,.tsv,.xlsx,text/csv,text/plain,text/tab-separated-values,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const ENDINGS = /\.(csv|txt|tsv|xlsx)$/i;

/** A check the server answered: a dry run, or a real import it refused for its rows (nothing stored either way). */
interface Check {
  rows: number;
  create: number;
  errors: ImportRowError[];
  /** Why a real import stored nothing. */
  refused: string | null;
}

/** The check in an answer, when it is one: a dry run's `{rows, create, errors}`, a refused import's `{detail, rows, errors}`. */
function checkOf(data: unknown): Check | null {
  if (!data || typeof data !== 'object') return null;
  const { rows, create, errors, detail } = data as { rows?: unknown; create?: unknown; errors?: unknown; detail?: unknown };
  if (!Array.isArray(errors) || typeof rows !== 'number') return null;
  const rowErrors = errors as ImportRowError[];
  return {
    rows,
    // A refusal does not say how many rows were fine: those without an error.
    create: typeof create === 'number' ? create : Math.max(0, rows - new Set(rowErrors.map((e) => e.row)).size),
    errors: rowErrors,
    refused: typeof detail === 'string' ? localMessage(detail) : null,
  };
}

const createdOf = (data: unknown) => {
  const created = (data as { created?: unknown } | null)?.created;
  return typeof created === 'number' ? created : 0;
};

/** A row's message as the table shows it: in Bengali, the phone rule in the dashboard's words (ui-text.md). */
const rowMessage = (message: string) => (message === MESSAGES.phone ? T.phoneHint : localMessage(message));

/** A column's name in Bengali, with the file's own name for it beside, to find it there. */
const columnLabel = (field: string) => (X.columns[field] ? `${X.columns[field]} (${field})` : field);

interface ImportScreenProps {
  resourceKey: ImportableKey;
  /** The list screen the import fills. */
  list: ScreenPath;
}

export function ImportScreen({ resourceKey, list }: ImportScreenProps) {
  const noun = X.nouns[resourceKey];
  const flow = useCheckedImport<Check>({
    url: importUrl(resourceKey),
    endings: ENDINGS,
    maxBytes: IMPORT_MAX_BYTES,
    wrongType: X.wrongType,
    readCheck: checkOf,
    readDone: createdOf,
    doneText: (n) => X.done(n, noun),
    failedText: X.importFailed,
    resource: resourceKey,
  });
  const { check } = flow;
  const required = new Set(requiredImportColumns(resourceKey));
  const blocked = Boolean(check && (check.errors.length > 0 || check.refused));
  const canImport = Boolean(check && !blocked && check.create > 0);
  const listLink = `/dashboard/${list}`;

  return (
    <section className="dash-screen dash-import">
      <ImportTitleBar list={list} />

      <Step title={X.steps.template}>
        <p>{X.templateIntro}</p>
        <ul className="dash-step__list">
          {X.formats.map((format) => (
            <li key={format}>{format}</li>
          ))}
        </ul>
        <p className="dash-note">
          <Info size={18} aria-hidden="true" />
          <span>{X.bijoy}</span>
        </p>
        <div className="dash-actions">
          {TRANSFER_FORMATS.map((format) => (
            <DownloadLink key={format} path={templateUrl(resourceKey, format)} fileName={templateFileName(resourceKey, format)} failed={X.templateFailed} className="dash-button dash-button--plain">
              {X.templateAs(format.toUpperCase())}
            </DownloadLink>
          ))}
        </div>
        <details className="dash-disclosure">
          <summary>{X.columnsTitle}</summary>
          <DataTable
            caption={X.columnsCaption}
            numbered={false}
            emptyText=""
            rows={IMPORT_COLUMNS[resourceKey].map((column, i) => ({ id: i, column }))}
            columns={[
              {
                header: X.columnName,
                cell: ({ column }) => (
                  <span className="dash-nowrap">
                    <code>{column}</code>
                    {required.has(column) && <span className="dash-badge">{X.required}</span>}
                  </span>
                ),
              },
              { header: X.columnMeaning, cell: ({ column }) => columnHelp(resourceKey, column) },
            ]}
          />
        </details>
      </Step>

      <FileStep title={X.steps.file} flow={flow} accept={ACCEPT} hint={X.fileHint(IMPORT_MAX_BYTES / MB)} icon={<FileUp size={16} aria-hidden="true" />} onFile={(file) => void flow.choose(file)} />

      {check && (
        <Step title={X.steps.check} headingRef={flow.checkHeading}>
          <Summary
            items={[
              [X.rows, check.rows],
              [X.toCreate, check.create, 'good'],
              [X.errorCount, check.errors.length, check.errors.length ? 'bad' : 'good'],
            ]}
          />
          <Refusal text={check.refused} />
          {check.errors.length > 0 ? (
            <CheckTable
              title={X.errorsCaption}
              hint={X.fixAndRetry}
              bad
              rows={check.errors}
              columns={[
                { header: X.row, cell: (error) => toBengaliDigits(error.row), className: 'dash-nowrap' },
                { header: X.column, cell: (error) => columnLabel(error.field) },
                { header: X.problem, cell: (error) => rowMessage(error.message) },
              ]}
            />
          ) : (
            <p className="dash-success">
              <CheckCircle2 size={20} aria-hidden="true" />
              {check.create > 0 ? X.ready(check.create, noun) : X.nothingToCreate}
            </p>
          )}
        </Step>
      )}

      <FinalStep
        flow={flow}
        title={X.steps.import}
        why={!check ? X.checkFirst : blocked ? X.blockedByErrors : check.create === 0 ? X.nothingToCreate : X.allOrNothing}
        enabled={canImport}
        label={canImport && check ? X.importNow(check.create, noun) : X.importPlain}
        doneTitle={(n) => X.done(n, noun)}
        another={X.another}
        listLink={listLink}
      />
    </section>
  );
}

export const StudentsImportScreen = () => <ImportScreen resourceKey="students" list="student-info-form" />;
export const TeachersImportScreen = () => <ImportScreen resourceKey="teachers" list="teacher-info-form" />;
export const StaffImportScreen = () => <ImportScreen resourceKey="staff" list="staff-info-form" />;
