// Committee members (spec section 2): name and role searches (the server's `?full_name=` and `?role=`), #, photo,
// name, role, email, phone, actions.
import { committeeMemberSchema } from 'remote_shared/schemas';
import type { AnswerOf } from 'remote_shared/registry';
import { Avatar } from 'remote_shared/ui';
import { CrudScreen } from '../../crud/CrudScreen';
import { text } from '../../crud/lookups';
import { fileField, RESOURCES } from '../../crud/resources';
import { T } from '../../texts';

const C = T.committee;
const F = T.fields;

export default function CommitteeScreen() {
  return (
    <CrudScreen<AnswerOf<'committee'>>
      title={T.screens['committee-member']}
      resource={RESOURCES.committee}
      texts={C.toasts}
      emptyText={C.empty}
      rowName={(row) => row.full_name}
      filters={[
        { kind: 'search', key: 'full_name', label: C.searchName },
        { kind: 'search', key: 'role', label: C.searchRole },
      ]}
      columns={[
        { header: F.photo, cell: (row) => <Avatar name={row.full_name} src={row.photo} size={40} /> },
        { header: F.name, cell: (row) => row.full_name },
        { header: C.role, cell: (row) => row.role },
        { header: F.email, cell: (row) => row.contact_email ?? '' },
        { header: F.phone, cell: (row) => row.contact_phone ?? '' },
      ]}
      form={{
        addLabel: C.add,
        addTitle: C.addTitle,
        editTitle: C.editTitle,
        schema: committeeMemberSchema,
        multipart: true,
        method: 'PUT',
        fields: [
          { name: 'full_name', label: F.fullName, required: true },
          { name: 'role', label: C.role, required: true },
          { name: 'contact_email', label: F.email, type: 'email' },
          { name: 'contact_phone', label: F.phone, type: 'tel' },
          { ...fileField(RESOURCES.committee, 'photo'), label: F.photo, wide: true },
        ],
        fromRow: (row) => ({ full_name: row.full_name, role: row.role, contact_email: text(row.contact_email), contact_phone: text(row.contact_phone) }),
      }}
    />
  );
}
