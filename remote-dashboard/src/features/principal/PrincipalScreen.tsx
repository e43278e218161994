// The principal and vice-principal form (spec sections 4 and 5): choosing a designation loads that record; update
// mode when found, create mode otherwise; the fields clear after a save.
import { useEffect, useId, useState, type FormEvent } from 'react';
import { principalSchema } from 'remote_shared/schemas';
import type { AnswerOf } from 'remote_shared/registry';
import { Spinner } from 'remote_shared/ui';
import { Field, FormFooter, type FieldSpec } from '../../crud/fields';
import { useRecordForm, type TextValues } from '../../crud/form';
import { text } from '../../crud/lookups';
import { fileField, RESOURCES } from '../../crud/resources';
import { useRecords, useWrites } from '../../crud/records';
import { ScreenTitle } from '../../pages/ScreenTitle';
import { useScreen } from '../../screenContext';
import { T } from '../../texts';

const P = T.principal;
const F = T.fields;

const FIELDS: FieldSpec[] = [
  { name: 'full_name', label: F.fullName, required: true },
  { name: 'contact_email', label: F.email, type: 'email' },
  { name: 'contact_phone', label: F.phone, type: 'tel' },
  { name: 'message', label: P.message, type: 'textarea', wide: true },
  { ...fileField('principals', 'photo'), label: F.photo, wide: true },
];
/** The designation is chosen above the fields, so the fields are checked without it. */
const FIELD_SCHEMA = Object.fromEntries(Object.entries(principalSchema).filter(([name]) => name !== 'designation'));
const EMPTY: TextValues = { full_name: '', contact_email: '', contact_phone: '', message: '' };

export default function PrincipalScreen() {
  const { title } = useScreen();
  const [designation, setDesignation] = useState('');
  const selectId = useId();
  const found = useRecords<AnswerOf<'principals'>>(RESOURCES.principals, { params: { designation }, skip: !designation, loadFailed: P.loadFailed });
  const record = designation && !found.isLoading ? (found.rows[0] ?? null) : null;
  const form = useRecordForm(EMPTY);
  const writes = useWrites(RESOURCES.principals, P.toasts);
  const { reset } = form;

  useEffect(() => {
    reset(record ? { full_name: record.full_name, contact_email: text(record.contact_email), contact_phone: text(record.contact_phone), message: text(record.message) } : EMPTY);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the form follows the record shown (its id and version), not each new row object of a refetch
  }, [designation, record?.id, record?.updated_at]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = form.check(FIELD_SCHEMA);
    if (!checked) return;
    const result = await writes.save(form.body({ ...checked, designation }, ['photo']), record?.id ?? null, 'PUT');
    if (result.ok) {
      setDesignation('');
      reset(EMPTY);
    } else form.refused(result.error);
  };

  return (
    <section className="dash-screen">
      <ScreenTitle>{title}</ScreenTitle>
      <form className="dash-form dash-panel" onSubmit={submit} noValidate>
        <div className="dash-field">
          <label htmlFor={selectId} className="is-required">
            {P.designation}
          </label>
          <select id={selectId} value={designation} onChange={(e) => setDesignation(e.target.value)} aria-required>
            <option value="">{T.choose}</option>
            <option value="principal">{P.principal}</option>
            <option value="vice_principal">{P.vicePrincipal}</option>
          </select>
        </div>
        {!designation ? (
          <p className="dash-field__hint">{P.chooseFirst}</p>
        ) : found.isLoading ? (
          <Spinner label={T.loading} />
        ) : (
          <>
            <div className="dash-form__grid">
              {FIELDS.map((field) => (
                <Field key={field.name} spec={field} form={form} current={field.name === 'photo' ? (record?.photo ?? null) : null} />
              ))}
            </div>
            <FormFooter form={form} isSaving={writes.isSaving} submitLabel={record ? T.update : T.submit} />
          </>
        )}
      </form>
    </section>
  );
}
