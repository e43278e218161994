// Subjects (spec section 2): search by name (`?search=`), a clearable class filter (`?class_name=`), #, subject
import type { AnswerOf } from 'remote_shared/registry';
// name, class, actions;
// first/previous/five numbers/next/last pagination; 'please enter subject name and select class'.
import { CrudScreen } from '../../crud/CrudScreen';
import { useLookup, type NameRow } from '../../crud/lookups';
import { RESOURCES } from '../../crud/resources';
import { T } from '../../texts';

const S = T.subjects;

export default function SubjectsScreen() {
  const classes = useLookup<NameRow<'classes'>>(RESOURCES.classes, (c) => c.name);
  return (
    <CrudScreen<AnswerOf<'subjects'>>
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
        invalidToast: S.invalid,
        fields: [
          { name: 'name', label: S.name },
          { name: 'class_name', type: 'select', options: classes.options },
        ],
      }}
    />
  );
}
