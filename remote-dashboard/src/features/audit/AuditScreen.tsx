// The audit trail (`GET audit/`): every create, update and delete, newest first, one server page at a time,
// narrowed by part of the site, user and kind of change, all in the URL (listState.ts). Each entry names who,
// when, which record and which fields changed; the fields open to show their values before and after.
import { Fragment, type ReactNode } from 'react';
import { AUDIT_TAG } from 'remote_shared/api';
import { RESOURCE_KEYS, type ResourceKey } from 'remote_shared/registry';
import { type AuditLogEntry, type FieldChange, toBengaliDigits, type User } from 'remote_shared/schemas';
import type { Resource } from '../../crud/api';
import { DataTable } from '../../crud/DataTable';
import { FilterBar, type Filter } from '../../crud/filters';
import { Pagination } from '../../crud/pagination';
import { useRecords } from '../../crud/records';
import { RESOURCES } from '../../crud/resources';
import { bengaliTime } from '../../crud/time';
import { usePagedList } from '../../crud/useCrudList';
import { TitleBar } from '../../pages/ScreenTitle';
import { useResourceNames, useScreen } from '../../screenContext';
import { T } from '../../texts';
import { fieldName, recordLabel } from './entries';

const A = T.audit;

/** The audit trail as the screens use it: its path, and the tag every write invalidates (crud/api.ts). */
export const AUDIT: Resource = { path: 'audit', tag: AUDIT_TAG };

const FILTER_KEYS = ['resource', 'user', 'action'];

const LONGEST_VALUE = 120;

/** A value as a cell shows it: yes/no, digits in Bengali, long text cut (whole in the tooltip), nothing as a dash. */
function Value({ value }: { value: unknown }) {
  if (value === null || value === undefined || value === '') return <>{A.empty_value}</>;
  if (typeof value === 'boolean') return <>{value ? A.yes : A.no}</>;
  if (typeof value === 'number') return <>{toBengaliDigits(value)}</>;
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > LONGEST_VALUE ? <span title={text}>{`${text.slice(0, LONGEST_VALUE)}…`}</span> : <>{text}</>;
}

function ChangeOf({ change }: { change: FieldChange }): ReactNode {
  if (change.redacted) return A.secret;
  const before = 'before' in change;
  const after = 'after' in change;
  return (
    <>
      {before && (
        <span className="dash-change__before">
          <span className="dash-visually-hidden">{`${A.before}: `}</span>
          <Value value={change.before} />
        </span>
      )}
      {before && after && <span aria-hidden="true"> → </span>}
      {after && (
        <span className="dash-change__after">
          <span className="dash-visually-hidden">{`${A.after}: `}</span>
          <Value value={change.after} />
        </span>
      )}
    </>
  );
}

/** The changed fields by name; opened, each with its values. */
export function Changes({ entry }: { entry: AuditLogEntry }) {
  const fields = Object.entries(entry.changes);
  if (!fields.length) return <>{A.noFields}</>;
  return (
    <details className="dash-changes">
      <summary>{fields.map(([field]) => fieldName(field)).join(', ')}</summary>
      <dl>
        {fields.map(([field, change]) => (
          <Fragment key={field}>
            <dt>{fieldName(field)}</dt>
            <dd>
              <ChangeOf change={change} />
            </dd>
          </Fragment>
        ))}
      </dl>
    </details>
  );
}

export default function AuditScreen() {
  const { title } = useScreen();
  const resourceNames = useResourceNames();
  const { state, list, table } = usePagedList<AuditLogEntry>(AUDIT, { filterKeys: FILTER_KEYS, loadFailed: A.loadFailed });
  const users = useRecords<Pick<User, 'id' | 'username' | 'full_name'>>(RESOURCES.users, { params: { fields: 'id,username,full_name' } });

  const filters: Filter[] = [
    { kind: 'select', key: 'resource', label: A.resourceFilter, placeholder: A.allResources, options: RESOURCE_KEYS.map((key) => ({ value: key, label: resourceNames[key] ?? key })) },
    {
      kind: 'select',
      key: 'user',
      label: A.userFilter,
      placeholder: A.allUsers,
      options: users.rows.map((user) => ({ value: String(user.id), label: user.full_name ? `${user.full_name} (${user.username})` : user.username })),
    },
    { kind: 'select', key: 'action', label: A.actionFilter, placeholder: A.allActions, options: Object.entries(A.actions).map(([value, label]) => ({ value, label })) },
  ];

  return (
    <section className="dash-screen">
      <TitleBar title={title} />
      <p className="dash-hint">{A.intro}</p>
      <FilterBar filters={filters} list={state} />
      <DataTable<AuditLogEntry>
        caption={title}
        columns={[
          { header: A.time, cell: (entry) => <time dateTime={entry.created_at}>{bengaliTime(entry.created_at)}</time>, className: 'dash-nowrap' },
          { header: A.user, cell: (entry) => entry.username ?? A.visitor },
          { header: A.action, cell: (entry) => <span className={`dash-action dash-action--${entry.action}`}>{A.actions[entry.action] ?? entry.action}</span> },
          { header: A.resource, cell: (entry) => resourceNames[entry.resource as ResourceKey] ?? entry.resource },
          { header: A.record, cell: (entry) => recordLabel(entry) },
          { header: A.changes, cell: (entry) => <Changes entry={entry} />, className: 'dash-changes-cell' },
        ]}
        {...table}
        emptyText={A.empty}
      />
      <Pagination page={state.page} pageCount={list.pageCount} goTo={state.setPage} />
    </section>
  );
}
