// Notices (spec section 2): #, Title, Date, Description, PDF, Actions; the server answers newest first and
// searches title and category (`?search=`).
import { noticeSchema } from 'remote_shared/schemas';
import type { AnswerOf } from 'remote_shared/registry';
import { CrudScreen } from '../../crud/CrudScreen';
import { cut, text } from '../../crud/lookups';
import { fileField, RESOURCES } from '../../crud/resources';
import { T } from '../../texts';

const N = T.notices;

export default function NoticesScreen() {
  return (
    <CrudScreen<AnswerOf<'notices'>>
      title={T.screens.notices}
      resource={RESOURCES.notices}
      texts={N.toasts}
      emptyText={N.empty}
      rowName={(row) => row.title}
      filters={[{ kind: 'search', key: 'search', label: N.search }]}
      columns={[
        { header: N.title, cell: (row) => row.title },
        { header: N.date, cell: (row) => row.date || N.notAvailable, className: 'dash-nowrap' },
        { header: N.description, cell: (row) => cut(row.description) },
        {
          header: N.pdf,
          cell: (row) =>
            row.pdf_file ? (
              <a href={row.pdf_file} target="_blank" rel="noreferrer">
                {cut(row.pdf_file)}
              </a>
            ) : (
              N.notAvailable
            ),
        },
      ]}
      form={{
        addLabel: N.add,
        addTitle: N.addTitle,
        editTitle: N.editTitle,
        schema: noticeSchema,
        multipart: true,
        method: 'PUT',
        fields: [
          { name: 'title', label: N.formTitle, required: true, wide: true },
          { name: 'date', label: N.formDate, type: 'date', hint: N.dateHint },
          { name: 'category', label: N.category },
          { name: 'description', label: N.formDescription, type: 'textarea', wide: true },
          { ...fileField(RESOURCES.notices, 'pdf_file'), label: N.formPdf, wide: true },
        ],
        fromRow: (row) => ({ title: row.title, date: text(row.date), category: text(row.category), description: text(row.description) }),
      }}
    />
  );
}
