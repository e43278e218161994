// Committee members (spec section 2): name and role searches (the server's `?full_name=` and `?role=`), #, photo,
// name, role, email, phone, actions.
import { Avatar } from 'remote_shared/ui';
import type { AnswerOf } from 'remote_shared/registry';
import { CrudScreen } from '../../crud/CrudScreen';
import { T } from '../../texts';

const C = T.committee;
const F = T.fields;

export default function CommitteeScreen() {
  return (
    <CrudScreen<AnswerOf<'committee'>>
      filters={[
        { kind: 'search', key: 'full_name', label: C.searchName },
        { kind: 'search', key: 'role', label: C.searchRole },
      ]}
      columns={[
        { header: F.photo, cell: (row) => <Avatar name={row.full_name} src={row.photo} size={40} /> },
        { header: F.name, cell: (row) => row.full_name },
        'role',
        'contact_email',
        { header: F.phone, cell: (row) => row.contact_phone ?? '' },
      ]}
      // Any telephone (an office line too): ফোন, where the people's 11-digit মোবাইল has its hint.
      form={{ fields: ['full_name', 'role', 'contact_email', { name: 'contact_phone', label: F.phone }, 'photo'] }}
    />
  );
}
