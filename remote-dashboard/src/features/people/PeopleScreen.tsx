// Staff and teachers share one layout (spec section 2): a name search (`?search=`) offering the names in the data,
// a designation filter (`?designation=`) of the distinct designations, both lists from the server
// (`?distinct=full_name`, `?distinct=designation`); #, photo, name, designation,
// email, mobile, actions, and a modal with photo preview. Phone: 11 digits, Bengali or Latin (the shared
// schema's 'phone' rule).
import type { AnswerOf } from 'remote_shared/registry';
import type { Schema } from 'remote_shared/schemas';
import { Avatar } from 'remote_shared/ui';
import type { Resource } from '../../crud/api';
import { CrudScreen } from '../../crud/CrudScreen';
import type { FieldSpec } from '../../crud/fields';
import { text } from '../../crud/lookups';
import { useDistinct } from '../../crud/records';
import type { ResourceTexts } from '../../crud/records';
import { fileField } from '../../crud/resources';
import { T, type ScreenPath } from '../../texts';
import { ImportLink } from '../transfer/ImportLink';

const F = T.fields;
const S = T.staff;

/** A teacher or a staff member as the screen reads them (staff have no subject). */
export type Person = Pick<AnswerOf<'teachers'>, 'id' | 'full_name' | 'designation' | 'contact_email' | 'contact_phone' | 'profile' | 'photo'> &
  Partial<Pick<AnswerOf<'teachers'>, 'subject'>>;

interface PeopleScreenProps {
  title: string;
  resource: Resource;
  schema: Schema;
  texts: ResourceTexts;
  labels: { add: string; addTitle: string; editTitle: string; empty: string };
  /** Teachers also carry a subject. */
  withSubject?: boolean;
  /** The screen importing a spreadsheet of them. */
  importScreen: ScreenPath;
}

export function PeopleScreen({ title, resource, schema, texts, labels, withSubject = false, importScreen }: PeopleScreenProps) {
  const names = useDistinct(resource, 'full_name');
  const designations = useDistinct(resource, 'designation');
  const fields: FieldSpec[] = [
    { name: 'full_name', label: F.fullName, required: true },
    { name: 'designation', label: F.designation, required: Boolean(schema.designation?.required) },
    ...(withSubject ? [{ name: 'subject', label: F.subject }] : []),
    { name: 'contact_email', label: F.email, type: 'email' },
    { name: 'contact_phone', label: F.mobile, type: 'tel', hint: T.phoneHint },
    { name: 'profile', label: F.profile, type: 'textarea', wide: true },
    { ...fileField(resource, 'photo'), label: F.photo, wide: true },
  ];
  return (
    <CrudScreen<Person>
      title={title}
      resource={resource}
      texts={texts}
      emptyText={labels.empty}
      rowName={(row) => row.full_name}
      titleActions={<ImportLink to={importScreen} />}
      filters={[
        { kind: 'search', key: 'search', label: S.search, suggestions: names },
        { kind: 'select', key: 'designation', label: S.designationFilter, placeholder: S.allDesignations, options: designations.map((d) => ({ value: d, label: d })) },
      ]}
      columns={[
        { header: F.photo, cell: (row) => <Avatar name={row.full_name} src={row.photo} size={40} /> },
        { header: F.name, cell: (row) => row.full_name },
        { header: F.designation, cell: (row) => row.designation ?? '' },
        ...(withSubject ? [{ header: F.subject, cell: (row: Person) => row.subject ?? '' }] : []),
        { header: F.email, cell: (row) => row.contact_email ?? '' },
        { header: F.mobile, cell: (row) => row.contact_phone ?? '', className: 'dash-nowrap' },
      ]}
      form={{
        addLabel: labels.add,
        addTitle: labels.addTitle,
        editTitle: labels.editTitle,
        schema,
        multipart: true,
        method: 'PUT',
        fields,
        fromRow: (row) => ({
          full_name: row.full_name,
          designation: text(row.designation),
          subject: text(row.subject),
          contact_email: text(row.contact_email),
          contact_phone: text(row.contact_phone),
          profile: text(row.profile),
        }),
      }}
    />
  );
}
