// The users, as an Admin manages them: listed and read, and only their role changed. Accounts are made by
// register/ and the command line (auth/).
import type { UserRole } from 'remote_shared/schemas';
import { toPublicUser } from '../auth';
import { ApiError } from '../errors';
import { defineResource } from './crud/define';

const LAST_ADMIN = 'The last Admin cannot be demoted. Make another user an Admin first.';

export const users = defineResource('users', {
  table: 'users',
  order: [['id', 'asc']],
  // Written by register/ and the CLI too, so its list is never cached.
  cached: false,
  answer: (row, origin) => ({ ...toPublicUser(row, { publicUrl: origin }) }),
  check: async ({ db, existing, record }) => {
    if (existing?.role !== 'Admin' || record.role === 'Admin') return;
    const other = await db
      .selectFrom('users')
      .select('id')
      .where('role', '=', 'Admin' satisfies UserRole)
      .where('is_active', '=', 1)
      .where('id', '<>', Number(existing.id))
      .executeTakeFirst();
    if (!other) throw new ApiError(409, { detail: LAST_ADMIN, role: [LAST_ADMIN] });
  },
});
