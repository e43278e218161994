// The users: an Admin makes another user Admin (or takes it back). The server refuses to demote the last Admin.
import { Shield, ShieldOff } from 'lucide-react';
import { useAuth } from 'remote_shared/auth';
import type { User } from 'remote_shared/schemas';
import { useConfirm } from '../../crud/ConfirmDialog';
import { CrudScreen } from '../../crud/CrudScreen';
import { RESOURCES } from '../../crud/resources';
import { refusalDetail, useWrites } from '../../crud/records';
import { notify } from 'remote_shared/notify';
import { T } from '../../texts';

const U = T.users;
const F = T.fields;

export default function UsersScreen() {
  const { user: me } = useAuth();
  const writes = useWrites(RESOURCES.users, U.toasts);
  const { confirm, dialog } = useConfirm();

  const changeRole = async (user: User) => {
    const toAdmin = user.role !== 'Admin';
    const name = user.full_name || user.username;
    if (await confirm(toAdmin ? U.confirmAdmin(name) : U.confirmGeneral(name), U.confirmYes)) {
      const result = await writes.save({ role: toAdmin ? 'Admin' : 'General' }, user.id, 'PATCH');
      // No form to show it beside: the server's reason (the last Admin) comes as a toast of its own.
      const reason = result.ok ? null : refusalDetail(result.error);
      if (reason) notify.error(reason);
    }
  };

  return (
    <>
      <CrudScreen<User>
        filters={[
          { kind: 'search', key: 'search', label: U.search },
          { kind: 'select', key: 'role', label: U.roleFilter, placeholder: U.allRoles, options: Object.entries(U.roles).map(([value, label]) => ({ value, label })) },
        ]}
        columns={[
          { header: U.username, cell: (row) => row.username },
          { header: F.name, cell: (row) => row.full_name },
          { header: F.email, cell: (row) => row.email ?? '' },
          { header: F.phone, cell: (row) => row.phone ?? '', className: 'dash-nowrap' },
          { header: U.role, cell: (row) => U.roles[row.role] ?? row.role },
        ]}
        rowActions={(row) =>
          row.id === me?.id ? null : row.role === 'Admin' ? (
            <button type="button" className="dash-button dash-button--plain dash-button--small" onClick={() => changeRole(row)} aria-label={U.makeGeneralOf(row.full_name || row.username)} disabled={writes.isSaving}>
              <ShieldOff size={16} aria-hidden="true" />
              {U.makeGeneral}
            </button>
          ) : (
            <button type="button" className="dash-button dash-button--small" onClick={() => changeRole(row)} aria-label={U.makeAdminOf(row.full_name || row.username)} disabled={writes.isSaving}>
              <Shield size={16} aria-hidden="true" />
              {U.makeAdmin}
            </button>
          )
        }
      />
      {dialog}
    </>
  );
}
