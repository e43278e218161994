// Recognition and permission letters (issue 13): the college's teaching permission, recognition and their renewals,
// each a scan (an image) or a PDF with its title and date, latest first (the server's order), as the public
// /acknowledgment and /about pages show them.
import { acknowledgmentSchema } from 'remote_shared/schemas';
import type { AnswerOf } from 'remote_shared/registry';
import { CrudScreen } from '../../crud/CrudScreen';
import { FileLink } from '../../crud/FileLink';
import { fileField, RESOURCES } from '../../crud/resources';
import { T } from '../../texts';

const A = T.acknowledgments;

export default function AcknowledgmentsScreen() {
  return (
    <CrudScreen<AnswerOf<'acknowledgments'>>
      title={T.screens.acknowledgments}
      resource={RESOURCES.acknowledgments}
      texts={A.toasts}
      emptyText={A.empty}
      rowName={(row) => row.title}
      columns={[
        { header: A.title, cell: (row) => row.title },
        { header: A.date, cell: (row) => row.date, className: 'dash-nowrap' },
        { header: A.file, cell: (row) => <FileLink url={row.image} name={row.title} /> },
      ]}
      form={{
        addLabel: A.add,
        addTitle: A.addTitle,
        editTitle: A.editTitle,
        schema: acknowledgmentSchema,
        multipart: true,
        method: 'PUT',
        fields: [
          { name: 'title', label: A.title, required: true, wide: true },
          { name: 'date', label: A.date, type: 'date', required: true },
          { ...fileField(RESOURCES.acknowledgments, 'image'), label: A.image, required: true, wide: true },
        ],
        fromRow: (row) => ({ title: row.title, date: row.date }),
      }}
    />
  );
}
