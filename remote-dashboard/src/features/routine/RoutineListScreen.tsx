// The routine per class and section (not in the spec, which had no place to see the form's result): day, time,
import type { AnswerOf } from 'remote_shared/registry';
// subject, teacher; edit in the routine form, delete after confirmation. The class and section filters are the
// server's `?classId=` and `?sectionId=`, in the URL like every list's.
import { Link } from 'react-router-dom';
import { CrudScreen } from '../../crud/CrudScreen';
import { useLookup, type NameRow } from '../../crud/lookups';
import { RESOURCES } from '../../crud/resources';
import { useRecords } from '../../crud/records';
import { T } from '../../texts';
import { RoutineForm, SUBJECT_FIELDS, TEACHER_FIELDS } from './RoutineForm';

const R = T.routine;

export default function RoutineListScreen() {
  const classes = useLookup<NameRow<'classes'>>(RESOURCES.classes, (c) => c.name);
  const sections = useLookup<NameRow<'sections'>>(RESOURCES.sections, (s) => s.name);
  // Loaded with the list (the same requests as the form's), so the routine form opens filled when an entry is edited.
  useRecords(RESOURCES.subjects, { params: { fields: SUBJECT_FIELDS } });
  useRecords(RESOURCES.teachers, { params: { fields: TEACHER_FIELDS } });
  const describe = (row: AnswerOf<'routine'>) => `${row.subjectName}, ${row.className} ${row.sectionName}, ${row.startTime}–${row.endTime}`;
  return (
    <CrudScreen<AnswerOf<'routine'>>
      rowName={describe}
      // Entries are added on the class routine screen; the list edits them in the routine form.
      form={false}
      intro={
        <p>
          <Link to="/dashboard/class-routine">{R.toForm}</Link>
        </p>
      }
      filters={[
        { kind: 'select', key: 'classId', label: R.className, placeholder: R.allClasses, options: classes.options },
        { kind: 'select', key: 'sectionId', label: R.section, placeholder: R.allSections, options: sections.options },
      ]}
      columns={[
        { header: R.day, cell: (row) => (row.day ? R.days[row.day] : R.everyDay) },
        { header: R.time, cell: (row) => `${row.startTime}–${row.endTime}`, className: 'dash-nowrap' },
        { header: R.className, cell: (row) => row.className },
        { header: R.section, cell: (row) => row.sectionName },
        { header: R.subject, cell: (row) => row.subjectName },
        { header: R.teacher, cell: (row) => row.teacherName },
      ]}
      editor={{ title: R.editTitle, render: (row, close, saved) => <RoutineForm row={row} onDone={close} onSaved={saved} /> }}
    />
  );
}
