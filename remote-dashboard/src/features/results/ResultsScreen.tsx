// Exam results (issue 13): each a sheet (a PDF or an image) of a year, a category (Public or Internal), a class and
// an exam, with the numbers who sat, passed and earned GPA 5 when given. Newest year first (the server's order),
// filtered by category, year and class (`?category=`, `?year=` from `?distinct=year`, `?class_name=`); the pass
// rate is shown where the counts are. The exam name suggests the usual exams of the chosen category.
import { EXAM_NAME_SUGGESTIONS, RESULT_CATEGORIES, resultCountProblems, type ResultCategory, toBengaliDigits } from 'remote_shared/schemas';
import type { AnswerOf } from 'remote_shared/registry';
import { CrudScreen } from '../../crud/CrudScreen';
import { FileLink } from '../../crud/FileLink';
import { useLookup, type NameRow } from '../../crud/lookups';
import { useDistinct } from '../../crud/records';
import { RESOURCES } from '../../crud/resources';
import { T } from '../../texts';

const R = T.results;

const CATEGORY_OPTIONS = RESULT_CATEGORIES.map((c) => ({ value: c, label: R.categories[c] }));

/** The share who passed, in Bengali digits with one decimal (৮১.৭%), or '' without both counts. */
export function passRate(result: Pick<AnswerOf<'results'>, 'examinees' | 'passed'>): string {
  if (result.examinees === null || result.passed === null || result.examinees === 0) return '';
  const rate = Math.round((result.passed / result.examinees) * 1000) / 10;
  return `${toBengaliDigits(rate)}%`;
}

const count = (n: number | null) => (n === null ? '' : toBengaliDigits(n));

export default function ResultsScreen() {
  const classes = useLookup<NameRow<'classes'>>(RESOURCES.classes, (c) => c.name);
  const years = useDistinct(RESOURCES.results, 'year').slice().reverse();
  const rowName = (row: AnswerOf<'results'>) => `${R.rowName(row.exam_name, row.year)} (${classes.nameOf(row.class_name)})`;
  return (
    <CrudScreen<AnswerOf<'results'>>
      rowName={rowName}
      filters={[
        { kind: 'select', key: 'category', label: R.categoryFilter, placeholder: R.allCategories, options: CATEGORY_OPTIONS },
        { kind: 'select', key: 'year', label: R.yearFilter, placeholder: R.allYears, options: years.map((y) => ({ value: y, label: toBengaliDigits(y) })) },
        { kind: 'select', key: 'class_name', label: R.classFilter, placeholder: R.allClasses, options: classes.options },
      ]}
      columns={[
        { header: R.year, cell: (row) => toBengaliDigits(row.year) },
        { header: R.category, cell: (row) => R.categories[row.category] ?? row.category },
        { header: T.fields.className, cell: (row) => classes.nameOf(row.class_name) },
        { header: R.exam, cell: (row) => row.exam_name },
        { header: R.examinees, cell: (row) => count(row.examinees) },
        { header: R.passed, cell: (row) => count(row.passed) },
        { header: R.gpa5, cell: (row) => count(row.gpa5) },
        { header: R.passRate, cell: (row) => passRate(row), className: 'dash-nowrap' },
        { header: R.file, cell: (row) => <FileLink url={row.file} name={rowName(row)} /> },
      ]}
      form={{
        invalidToast: R.invalid,
        fields: [
          'year',
          { name: 'category', label: R.category, options: CATEGORY_OPTIONS },
          { name: 'class_name', type: 'select', options: classes.options },
          {
            name: 'exam_name',
            hint: R.examHint,
            suggestions: (values) => EXAM_NAME_SUGGESTIONS[values.category as ResultCategory] ?? [...EXAM_NAME_SUGGESTIONS.Public, ...EXAM_NAME_SUGGESTIONS.Internal],
          },
          { name: 'examinees', label: R.examinees, hint: R.countHint },
          { name: 'passed', label: R.passed, hint: R.countHint },
          { name: 'gpa5', label: R.gpa5, hint: R.countHint },
          { name: 'file', label: R.file },
        ],
        check: (values) => {
          const problems = resultCountProblems(values);
          if (!problems) return null;
          return Object.fromEntries(Object.keys(problems).map((field) => [field, [field === 'passed' ? R.passedOver : R.gpa5Over]]));
        },
      }}
    />
  );
}
