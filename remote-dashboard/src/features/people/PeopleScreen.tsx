// Staff and teachers share one layout (spec section 2): a name search (`?search=`) offering the names in the data,
// a designation filter (`?designation=`) of the distinct designations, both lists from the server
// (`?distinct=full_name`, `?distinct=designation`); #, photo, name, designation,
// email, mobile, actions, and a modal with photo preview. Phone: 11 digits, Bengali or Latin (the shared
// schema's 'phone' rule).
import type { AnswerOf } from 'remote_shared/registry';
import { Avatar } from 'remote_shared/ui';
import { CrudScreen } from '../../crud/CrudScreen';
import { useDistinct } from '../../crud/records';
import { RESOURCES } from '../../crud/resources';
import { useScreenResource } from '../../screenContext';
import type { ScreenPath } from '../../screens';
import { T } from '../../texts';
import { ImportLink } from '../transfer/ImportLink';

const F = T.fields;
const S = T.staff;

/** A teacher or a staff member as the screen reads them (staff have no subject). */
export type Person = Pick<AnswerOf<'teachers'>, 'id' | 'full_name' | 'designation' | 'contact_email' | 'contact_phone' | 'profile' | 'photo'> &
  Partial<Pick<AnswerOf<'teachers'>, 'subject'>>;

interface PeopleScreenProps {
  /** Teachers also carry a subject. */
  withSubject?: boolean;
  /** The screen importing a spreadsheet of them. */
  importScreen: ScreenPath;
}

/** The people's form: the schema's fields (designation required of staff alone) in this order, the photo last. */
const FIELDS = ['full_name', 'designation', 'contact_email', 'contact_phone', 'profile', 'photo'];

export function PeopleScreen({ withSubject = false, importScreen }: PeopleScreenProps) {
  const resource = RESOURCES[useScreenResource()];
  const names = useDistinct(resource, 'full_name');
  const designations = useDistinct(resource, 'designation');
  return (
    <CrudScreen<Person>
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
      form={{ fields: withSubject ? [...FIELDS.slice(0, 2), 'subject', ...FIELDS.slice(2)] : FIELDS }}
    />
  );
}
