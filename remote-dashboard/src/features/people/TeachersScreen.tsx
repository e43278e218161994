import { teacherSchema } from 'remote_shared/schemas';
import { RESOURCES } from '../../crud/resources';
import { T } from '../../texts';
import { PeopleScreen } from './PeopleScreen';

export default function TeachersScreen() {
  const L = T.teachers;
  return (
    <PeopleScreen
      title={T.screens['teacher-info-form']}
      resource={RESOURCES.teachers}
      schema={teacherSchema}
      texts={L.toasts}
      importScreen="teachers/import"
      labels={{ add: L.add, addTitle: L.addTitle, editTitle: L.editTitle, empty: L.empty }}
      withSubject
    />
  );
}
