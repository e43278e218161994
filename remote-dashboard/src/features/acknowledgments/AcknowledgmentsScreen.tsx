// Recognition and permission letters (issue 13): the college's teaching permission, recognition and their renewals,
import type { AnswerOf } from 'remote_shared/registry';
// each a scan (an image) or a PDF with its title and date, latest first (the server's order), as the public
// /acknowledgment and /about pages show them.
import { CrudScreen } from '../../crud/CrudScreen';
import { FileLink } from '../../crud/FileLink';
import { T } from '../../texts';

const A = T.acknowledgments;

export default function AcknowledgmentsScreen() {
  return (
    <CrudScreen<AnswerOf<'acknowledgments'>>
      columns={['title', 'date', { header: A.file, cell: (row) => <FileLink url={row.image} name={row.title} /> }]}
      form={{ fields: [{ name: 'title', wide: true }, 'date', { name: 'image', label: A.image }] }}
    />
  );
}
