// Students' photos in bulk (issue 14): a ZIP of images named by roll number (within a chosen class and section) or
// by digital ID. Chosen, the ZIP is sent at once for a dry run (`POST students/photos/` with dry_run=true: nothing
// changes) with its upload's progress; the check lists the files it cannot use first, then the students matched;
// applying puts every matched photo in place, or none.
import { CheckCircle2, FileArchive } from 'lucide-react';
import { useEffect, useState } from 'react';
import { MB } from 'remote_shared/registry';
import { PHOTO_ZIP_MAX_BYTES, PHOTOS_IMPORT_URL, type PhotoError, type PhotoMatch, type PhotoMatched } from 'remote_shared/transfer';
import { requiring, studentSchema } from 'remote_shared/schemas';
import { Field } from '../../crud/fields';
import { localMessage, useRecordForm } from '../../crud/form';
import { useLookup, type NameRow } from '../../crud/lookups';
import { RESOURCES } from '../../crud/resources';
import { T } from '../../texts';
import { CheckTable, FileStep, FinalStep, ImportTitleBar, Refusal, Step, Summary, useCheckedImport } from './upload';

const X = T.transfer;
const P = X.photos;
const LIST = 'student-info-form';
const ACCEPT = '.zip,application/zip,application/x-zip-compressed';

interface Check {
  files: number;
  matched: PhotoMatched[];
  errors: PhotoError[];
  /** Why a real import changed nothing. */
  refused: string | null;
}

/** The check in an answer: a dry run's `{files, matched, errors}`, or a refused import's with its `detail`. */
function checkOf(data: unknown): Check | null {
  if (!data || typeof data !== 'object') return null;
  const { files, matched, errors, detail } = data as { files?: unknown; matched?: unknown; errors?: unknown; detail?: unknown };
  if (typeof files !== 'number' || !Array.isArray(errors)) return null;
  return {
    files,
    matched: Array.isArray(matched) ? (matched as PhotoMatched[]) : [],
    errors: errors as PhotoError[],
    refused: typeof detail === 'string' ? localMessage(detail) : null,
  };
}

const updatedOf = (data: unknown) => {
  const updated = (data as { updated?: unknown } | null)?.updated;
  return typeof updated === 'number' ? updated : 0;
};

/** By roll: the class and the section the rolls are within, by the students' own rules (as the server checks them). */
const ROLL_SCHEMA = requiring({ class_name: studentSchema.class_name, section: studentSchema.section }, ['section']);

export default function PhotoImportScreen() {
  const classes = useLookup<NameRow<'classes'>>(RESOURCES.classes, (c) => c.name);
  const sections = useLookup<NameRow<'sections'>>(RESOURCES.sections, (s) => s.name);
  const [match, setMatch] = useState<PhotoMatch>('roll');
  const rollForm = useRecordForm({ class_name: '', section: '' });
  const flow = useCheckedImport<Check>({
    url: PHOTOS_IMPORT_URL,
    endings: /\.zip$/i,
    maxBytes: PHOTO_ZIP_MAX_BYTES,
    wrongType: P.wrongType,
    readCheck: checkOf,
    readDone: updatedOf,
    doneText: P.done,
    failedText: P.failed,
    resource: 'students',
  });
  const { check, reset } = flow;
  const blocked = Boolean(check && (check.errors.length > 0 || check.refused));
  const canApply = Boolean(check && !blocked && check.matched.length > 0);

  // A check was made for one way of matching: another way, class or section makes it meaningless.
  const { class_name: className, section } = rollForm.values;
  useEffect(() => reset(), [match, className, section, reset]);

  const choose = (file: File) => {
    if (match === 'digital_id_code') {
      void flow.choose(file, { match });
      return;
    }
    const values = rollForm.check(ROLL_SCHEMA);
    if (values) void flow.choose(file, { match, class_name: String(values.class_name), section: String(values.section) });
  };

  return (
    <section className="dash-screen dash-import">
      <ImportTitleBar list={LIST} />

      <Step title={P.steps.match}>
        <p>{P.intro}</p>
        <fieldset className="dash-choice">
          <legend>{P.match}</legend>
          {(
            [
              ['roll', P.byRoll],
              ['digital_id_code', P.byCode],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className="dash-field__check">
              <input type="radio" name="photo-match" value={value} checked={match === value} disabled={flow.busy} onChange={() => setMatch(value)} />
              {label}
            </label>
          ))}
        </fieldset>
        {match === 'roll' && (
          <div className="dash-form__grid">
            <Field spec={{ name: 'class_name', label: P.className, type: 'select', required: true, placeholder: P.chooseClass, options: classes.options }} form={rollForm} />
            <Field spec={{ name: 'section', label: P.section, required: true, hint: P.sectionHint, suggestions: () => sections.rows.map((s) => s.name) }} form={rollForm} />
          </div>
        )}
      </Step>

      <FileStep title={P.steps.file} flow={flow} accept={ACCEPT} hint={P.fileHint(PHOTO_ZIP_MAX_BYTES / MB)} icon={<FileArchive size={16} aria-hidden="true" />} onFile={choose} />

      {check && (
        <Step title={P.steps.check} headingRef={flow.checkHeading}>
          <Summary
            items={[
              [P.files, check.files],
              [P.matchedCount, check.matched.length, 'good'],
              [X.errorCount, check.errors.length, check.errors.length ? 'bad' : 'good'],
            ]}
          />
          <Refusal text={check.refused} />
          {check.errors.length > 0 && (
            <CheckTable
              title={P.errorsCaption}
              bad
              rows={check.errors}
              columns={[
                { header: P.file, cell: (error) => error.file },
                { header: X.problem, cell: (error) => localMessage(error.message) },
              ]}
            />
          )}
          {check.matched.length > 0 ? (
            <CheckTable
              title={P.matchedCaption}
              numbered
              rows={check.matched}
              columns={[
                { header: P.file, cell: (found) => found.file },
                { header: P.student, cell: (found) => found.full_name },
              ]}
            />
          ) : (
            <p className="dash-field__hint">{P.nothingMatched}</p>
          )}
          {!blocked && check.matched.length > 0 && (
            <p className="dash-success">
              <CheckCircle2 size={20} aria-hidden="true" />
              {P.ready(check.matched.length)}
            </p>
          )}
        </Step>
      )}

      <FinalStep
        flow={flow}
        title={P.steps.apply}
        why={!check ? P.checkFirst : blocked ? P.blockedByErrors : check.matched.length === 0 ? P.nothingMatched : P.allOrNothing}
        enabled={canApply}
        label={canApply && check ? P.apply(check.matched.length) : P.applyPlain}
        doneTitle={P.done}
        another={P.another}
        listLink={`/dashboard/${LIST}`}
      />
    </section>
  );
}
