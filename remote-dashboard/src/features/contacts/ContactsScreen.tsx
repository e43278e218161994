// The contact messages the public form sends: a list to read them (in a dialog) and delete them. A message not yet
import type { AnswerOf } from 'remote_shared/registry';
// read is bold with a mark; opening it marks it read, and a button marks it read or unread again. The list can
// show the unread ones alone (`?is_read=false`, the overview's link).
import { Eye, Mail, MailOpen } from 'lucide-react';
import { useState } from 'react';
import { useUpdateRecordMutation } from '../../crud/api';
import { CrudScreen } from '../../crud/CrudScreen';
import { cut } from '../../crud/lookups';
import { Modal } from '../../crud/Modal';
import { useWrites } from '../../crud/records';
import { RESOURCES } from '../../crud/resources';
import { T } from '../../texts';

const C = T.contacts;
const F = T.fields;

export function formatTime(stamp: string | null | undefined): string {
  if (!stamp) return '';
  const date = new Date(stamp);
  return Number.isNaN(date.getTime()) ? stamp : date.toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
}

export default function ContactsScreen() {
  const [reading, setReading] = useState<AnswerOf<'contacts'> | null>(null);
  const writes = useWrites(RESOURCES.contacts, C.toasts);
  const [markSilently] = useUpdateRecordMutation();

  const open = (message: AnswerOf<'contacts'>) => {
    setReading(message);
    // Read now: marked so without a toast (the row's look says it); a failure is only logged, the message still shows.
    if (!message.is_read) {
      markSilently({ resource: RESOURCES.contacts, id: message.id, body: { is_read: true }, method: 'PATCH' })
        .unwrap()
        .catch((error: unknown) => console.error('[dashboard] marking a message read failed', error));
    }
  };

  return (
    <>
      <CrudScreen<AnswerOf<'contacts'>>
        rowName={(row) => C.messageFrom(row.name)}
        filters={[
          { kind: 'search', key: 'search', label: C.search },
          { kind: 'select', key: 'is_read', label: C.readFilter, placeholder: C.allMessages, options: Object.entries(C.readStates).map(([value, label]) => ({ value, label })) },
        ]}
        rowClassName={(row) => (row.is_read ? undefined : 'is-unread')}
        columns={[
          {
            header: C.sender,
            cell: (row) => (
              <>
                {row.name}
                {!row.is_read && <span className="dash-badge dash-badge--unread">{C.unread}</span>}
              </>
            ),
          },
          { header: F.email, cell: (row) => (row.email ? <a href={`mailto:${row.email}`}>{row.email}</a> : '') },
          { header: F.phone, cell: (row) => (row.phone ? <a href={`tel:${row.phone}`}>{row.phone}</a> : ''), className: 'dash-nowrap' },
          { header: C.message, cell: (row) => cut(row.message, 60) },
          { header: C.received, cell: (row) => formatTime(row.created_at), className: 'dash-nowrap' },
        ]}
        rowActions={(row) => (
          <>
            <button type="button" className="dash-icon-button" onClick={() => open(row)} aria-label={C.readOf(row.name)} title={C.read}>
              <Eye size={16} aria-hidden="true" />
            </button>
            <button
              type="button"
              className="dash-icon-button"
              onClick={() => void writes.save({ is_read: !row.is_read }, row.id, 'PATCH')}
              aria-label={row.is_read ? C.markUnreadOf(row.name) : C.markReadOf(row.name)}
              title={row.is_read ? C.markUnread : C.markRead}
              disabled={writes.isSaving}
            >
              {row.is_read ? <Mail size={16} aria-hidden="true" /> : <MailOpen size={16} aria-hidden="true" />}
            </button>
          </>
        )}
      />
      {reading && (
        <Modal title={C.messageFrom(reading.name)} onClose={() => setReading(null)}>
          <dl className="dash-details">
            <dt>{C.sender}</dt>
            <dd>{reading.name}</dd>
            <dt>{F.email}</dt>
            <dd>{reading.email ? <a href={`mailto:${reading.email}`}>{reading.email}</a> : '—'}</dd>
            <dt>{F.phone}</dt>
            <dd>{reading.phone ? <a href={`tel:${reading.phone}`}>{reading.phone}</a> : '—'}</dd>
            <dt>{C.received}</dt>
            <dd>{formatTime(reading.created_at)}</dd>
          </dl>
          <p className="dash-message">{reading.message}</p>
          <div className="dash-form__buttons">
            <button type="button" className="dash-button dash-button--plain" onClick={() => setReading(null)}>
              {T.close}
            </button>
          </div>
        </Modal>
      )}
    </>
  );
}
