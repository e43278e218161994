// Subjects (spec section 2): search by name (`?search=`), a clearable class filter (`?class_name=`), #, subject
// name, class, actions;
// first/previous/five numbers/next/last pagination; 'please enter subject name and select class'.
import { subjectSchema } from 'remote_shared/schemas';
import type { AnswerOf } from 'remote_shared/registry';
import { CrudScreen } from '../../crud/CrudScreen';
import { text, useLookup, type NameRow } from '../../crud/lookups';
import { RESOURCES } from '../../crud/resources';
import { T } from '../../texts';

const S = T.subjects;

export default function SubjectsScreen() {
  const classes = useLookup<NameRow<'classes'>>(RESOURCES.classes, (c) => c.name);
  return (
    <CrudScreen<AnswerOf<'subjects'>>
      title={T.screens['add-subject']}
      resource={RESOURCES.subjects}
      texts={S.toasts}
      emptyText={S.empty}
      rowName={(row) => row.name}
      paginationEdges
      filters={[
        { kind: 'search', key: 'search', label: S.search },
        { kind: 'select', key: 'class_name', label: S.classFilter, placeholder: S.allClasses, options: classes.options },
      ]}
      columns={[
        { header: S.name, cell: (row) => row.name },
        { header: T.fields.className, cell: (row) => classes.nameOf(row.class_name) },
      ]}
      form={{
        addLabel: S.add,
        addTitle: S.addTitle,
        editTitle: S.editTitle,
        schema: subjectSchema,
        method: 'PUT',
        invalidToast: S.invalid,
        fields: [
          { name: 'name', label: S.name, required: true },
          { name: 'class_name', label: T.fields.className, type: 'select', required: true, options: classes.options },
        ],
        fromRow: (row) => ({ name: row.name, class_name: text(row.class_name) }),
      }}
    />
  );
}
