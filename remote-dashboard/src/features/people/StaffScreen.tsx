import { staffSchema } from 'remote_shared/schemas';
import { RESOURCES } from '../../crud/resources';
import { T } from '../../texts';
import { PeopleScreen } from './PeopleScreen';

export default function StaffScreen() {
  const S = T.staff;
  return (
    <PeopleScreen
      title={T.screens['staff-info-form']}
      resource={RESOURCES.staff}
      schema={staffSchema}
      texts={S.toasts}
      importScreen="staff/import"
      labels={{ add: S.add, addTitle: S.addTitle, editTitle: S.editTitle, empty: S.empty }}
    />
  );
}
