// Routines as files (issue 13): a class's academic (class) routine or an exam routine, each a PDF or an image, as the
// public /routine page offers them. Newest first (the server's order), filtered by kind and class (`?category=`,
// `?class_name=`). The weekly timetable's entries are the class routine screens' (class-routine, routine-list).
import { Link } from 'react-router-dom';
import { ROUTINE_FILE_CATEGORIES, toBengaliDigits } from 'remote_shared/schemas';
import type { AnswerOf } from 'remote_shared/registry';
import { CrudScreen } from '../../crud/CrudScreen';
import { FileLink } from '../../crud/FileLink';
import { useLookup, type NameRow } from '../../crud/lookups';
import { RESOURCES } from '../../crud/resources';
import { useScreenTitle } from '../../screenContext';
import { T } from '../../texts';

const R = T.routineFiles;

const CATEGORY_OPTIONS = ROUTINE_FILE_CATEGORIES.map((c) => ({ value: c, label: R.categories[c] }));

export default function RoutineFilesScreen() {
  const classes = useLookup<NameRow<'classes'>>(RESOURCES.classes, (c) => c.name);
  const routineTitle = useScreenTitle('class-routine');
  const rowName = (row: AnswerOf<'routines'>) => R.rowName(R.categories[row.category] ?? row.category, classes.nameOf(row.class_name));
  return (
    <CrudScreen<AnswerOf<'routines'>>
      rowName={rowName}
      intro={
        <p>
          {R.intro} <Link to="/dashboard/class-routine">{routineTitle}</Link>
        </p>
      }
      filters={[
        { kind: 'select', key: 'category', label: R.categoryFilter, placeholder: R.allCategories, options: CATEGORY_OPTIONS },
        { kind: 'select', key: 'class_name', label: R.classFilter, placeholder: R.allClasses, options: classes.options },
      ]}
      columns={[
        { header: R.category, cell: (row) => R.categories[row.category] ?? row.category },
        { header: T.fields.className, cell: (row) => classes.nameOf(row.class_name) },
        { header: R.added, cell: (row) => toBengaliDigits(row.created_at.slice(0, 10)), className: 'dash-nowrap' },
        { header: R.file, cell: (row) => <FileLink url={row.file} name={rowName(row)} /> },
      ]}
      form={{
        fields: [
          { name: 'category', label: R.category, options: CATEGORY_OPTIONS },
          { name: 'class_name', type: 'select', options: classes.options },
          { name: 'file', label: R.file },
        ],
      }}
    />
  );
}
