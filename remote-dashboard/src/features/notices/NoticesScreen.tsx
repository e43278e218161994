// Notices (spec section 2): #, Title, Date, Description, PDF, Actions; the server answers newest first and
import type { AnswerOf } from 'remote_shared/registry';
// searches title and category (`?search=`).
import { CrudScreen } from '../../crud/CrudScreen';
import { cut } from '../../crud/lookups';
import { T } from '../../texts';

const N = T.notices;

export default function NoticesScreen() {
  return (
    <CrudScreen<AnswerOf<'notices'>>
      filters={[{ kind: 'search', key: 'search', label: N.search }]}
      // The spec's English headings, a missing date or file as N/A.
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
      form={{ fields: [{ name: 'title', wide: true }, { name: 'date', hint: N.dateHint }, 'category', 'description', 'pdf_file'] }}
    />
  );
}
