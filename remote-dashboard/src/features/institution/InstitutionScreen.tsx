// The institution form (spec sections 4 and 5): create mode when no record exists ('সাবমিট করুন'), update mode
// otherwise ('আপডেট করুন'). The logo, image and citizen charter PDF are kept unless new ones are chosen: only chosen
// files are sent. Below the spec's fields, in groups, the public record the DSHE's 2025 order asks for (issue 13):
// the codes, mission and objective, citizen charter and the complaint (GRS) and information (RTI) officers.
import { useEffect, type FormEvent } from 'react';
import { useInstitution } from 'remote_shared/api';
import type { AnswerOf } from 'remote_shared/registry';
import { institutionFormSchema } from 'remote_shared/schemas';
import { Spinner } from 'remote_shared/ui';
import { Field, FormFooter, type FieldSpec } from '../../crud/fields';
import { useRecordForm, type TextValues } from '../../crud/form';
import { text } from '../../crud/lookups';
import { fileField, RESOURCES } from '../../crud/resources';
import { useWrites } from '../../crud/records';
import { ScreenTitle } from '../../pages/ScreenTitle';
import { useScreen } from '../../screenContext';
import { T } from '../../texts';

const I = T.institution;

/** The form's groups of fields; the first has no heading. */
const GROUPS: { legend?: string; fields: FieldSpec[] }[] = [
  {
    fields: [
      { name: 'name', label: I.name, required: true, wide: true },
      { name: 'government_approval_number', label: I.approvalNumber },
      { name: 'government_approval_date', label: I.approvalDate, type: 'date' },
      { name: 'contact_email', label: I.email, type: 'email', required: true },
      { name: 'contact_phone', label: I.phone, type: 'tel', required: true },
      { name: 'address', label: I.address, required: true },
      { name: 'address_code', label: I.addressCode },
      { name: 'history', label: I.history, type: 'textarea', wide: true },
      { ...fileField('institutions', 'logo'), label: I.logo },
      { ...fileField('institutions', 'institution_image'), label: I.image },
    ],
  },
  {
    legend: I.codes,
    fields: [
      // Digits, Bengali or Latin (a number input would refuse Bengali ones).
      { name: 'eiin', label: I.eiin, type: 'number' },
      { name: 'college_code', label: I.collegeCode },
      { name: 'education_board', label: I.educationBoard },
    ],
  },
  {
    legend: I.aims,
    fields: [
      { name: 'mission', label: I.mission, type: 'textarea', wide: true },
      { name: 'objective', label: I.objective, type: 'textarea', wide: true },
    ],
  },
  {
    legend: I.charter,
    fields: [
      { name: 'citizen_charter', label: I.charterText, type: 'textarea', wide: true },
      { ...fileField('institutions', 'citizen_charter_file'), label: I.charterFile, wide: true },
    ],
  },
  {
    legend: I.grs,
    fields: [
      { name: 'grs_officer_name', label: I.grsName },
      { name: 'grs_officer_phone', label: I.grsPhone, type: 'tel' },
      { name: 'grs_officer_email', label: I.grsEmail, type: 'email' },
    ],
  },
  {
    legend: I.rti,
    fields: [
      { name: 'rti_officer_name', label: I.rtiName },
      { name: 'rti_officer_phone', label: I.rtiPhone, type: 'tel' },
      { name: 'rti_officer_email', label: I.rtiEmail, type: 'email' },
    ],
  },
];
const FIELDS = GROUPS.flatMap((group) => group.fields);
const FILE_FIELDS = FIELDS.filter((f) => f.type === 'image' || f.type === 'pdf').map((f) => f.name);
const TEXT_FIELDS = FIELDS.filter((f) => !FILE_FIELDS.includes(f.name)).map((f) => f.name);
const EMPTY: TextValues = Object.fromEntries(TEXT_FIELDS.map((name) => [name, '']));

/** The stored value of a form field (a field names any of the record's fields); null when none, or no record yet. */
function storedValue(institution: AnswerOf<'institutions'> | null, name: string): string | null {
  const record: Readonly<Record<string, string | number | null>> = institution ?? {};
  const value = record[name];
  return value === undefined || value === null ? null : String(value);
}

export default function InstitutionScreen() {
  const { title } = useScreen();
  const { institution, isLoading } = useInstitution();
  const form = useRecordForm(EMPTY);
  const writes = useWrites(RESOURCES.institutions, I.toasts);
  const { reset } = form;

  useEffect(() => {
    if (!institution) return;
    reset(Object.fromEntries(TEXT_FIELDS.map((name) => [name, text(storedValue(institution, name))])));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reload the form when another record (or a saved one) arrives, not when reset's identity changes
  }, [institution]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const values = form.check(institutionFormSchema);
    if (!values) return;
    const body = form.body(values, FILE_FIELDS);
    const result = await writes.save(body, institution?.id ?? null, 'PATCH');
    if (!result.ok) form.refused(result.error);
  };

  if (isLoading) return <Spinner label={T.loading} />;
  return (
    <section className="dash-screen">
      <ScreenTitle>{title}</ScreenTitle>
      <form className="dash-form dash-panel" onSubmit={submit} noValidate>
        {GROUPS.map(({ legend, fields }) => {
          const grid = (
            <div className="dash-form__grid">
              {fields.map((field) => (
                <Field key={field.name} spec={field} form={form} current={storedValue(institution, field.name)} />
              ))}
            </div>
          );
          return legend ? (
            <fieldset key={legend} className="dash-form__group">
              <legend>{legend}</legend>
              {grid}
            </fieldset>
          ) : (
            <div key="main">{grid}</div>
          );
        })}
        <FormFooter form={form} isSaving={writes.isSaving} submitLabel={institution ? T.update : T.submit} />
      </form>
    </section>
  );
}
