// Students (spec section 2): name search and class filter (the server's `?search=` and `?class_name=`), and also
// section and gender (`?section=`, `?gender=`: a class teacher's list, the ID cards of one section); #, photo,
// name, roll, class, section, guardian, mobile, actions; 'please fill name, roll number and class'. class_name is
// an id, named from the compact class list (`?fields=id,name`).
import { GENDER_LABELS, GENDERS } from 'remote_shared/schemas';
import { Avatar } from 'remote_shared/ui';
import type { AnswerOf } from 'remote_shared/registry';
import { CrudScreen } from '../../crud/CrudScreen';
import { useLookup, type NameRow } from '../../crud/lookups';
import { RESOURCES } from '../../crud/resources';
import { T } from '../../texts';
import { ImportLink } from '../transfer/ImportLink';
import { PrintCardLink, PrintClassCards } from './IdCards';

const S = T.students;
const F = T.fields;
const GENDER_OPTIONS = GENDERS.map((gender) => ({ value: gender, label: GENDER_LABELS[gender] }));

export default function StudentsScreen() {
  const classes = useLookup<NameRow<'classes'>>(RESOURCES.classes, (c) => c.name);
  const sections = useLookup<NameRow<'sections'>>(RESOURCES.sections, (s) => s.name);
  return (
    <CrudScreen<AnswerOf<'students'>>
      titleActions={
        <>
          <ImportLink to="students/import" />
          <ImportLink to="students/photos" photos />
          <PrintClassCards classes={classes.options} sections={sections.rows.map((s) => s.name)} />
        </>
      }
      rowActions={(row) => <PrintCardLink id={row.id} name={row.full_name} />}
      filters={[
        { kind: 'search', key: 'search', label: S.search },
        { kind: 'select', key: 'class_name', label: S.classFilter, placeholder: S.allClasses, options: classes.options },
        { kind: 'select', key: 'section', label: S.sectionFilter, placeholder: S.allSections, options: sections.rows.map((s) => ({ value: s.name, label: s.name })) },
        { kind: 'select', key: 'gender', label: S.genderFilter, placeholder: S.allGenders, options: GENDER_OPTIONS },
      ]}
      columns={[
        { header: F.photo, cell: (row) => <Avatar name={row.full_name} src={row.photo} size={40} /> },
        { header: F.name, cell: (row) => row.full_name },
        { header: S.roll, cell: (row) => row.roll_number },
        { header: F.className, cell: (row) => classes.nameOf(row.class_name) },
        { header: F.section, cell: (row) => row.section ?? '' },
        { header: S.guardian, cell: (row) => row.guardian_name ?? '' },
        { header: F.mobile, cell: (row) => row.contact_phone ?? '', className: 'dash-nowrap' },
      ]}
      form={{
        invalidToast: S.invalid,
        fields: [
          'full_name',
          // Text, as the original kept it (`0045`); Bengali digits are taken.
          'roll_number',
          { name: 'class_name', type: 'select', options: classes.options },
          // Free text, as the original kept it; the sections' names are offered.
          { name: 'section', hint: S.sectionHint, suggestions: () => sections.rows.map((s) => s.name) },
          { name: 'gender', options: GENDER_OPTIONS },
          { name: 'date_of_birth', label: S.dateOfBirth },
          // The spec's form marks the mobile required without enforcing it; here it is simply optional.
          'contact_phone',
          'contact_email',
          { name: 'guardian_name', label: S.guardian },
          { name: 'guardian_contact', label: S.guardianContact },
          { name: 'digital_id_code', hint: S.digitalIdHint },
          { name: 'address', wide: true },
          'photo',
        ],
      }}
    />
  );
}
