// The class routine form (spec sections 2 and 5): class, section, subject, teacher, start and end time, all
// required, plus the optional day (none = every teaching day). The server refuses overlapping slots with a
// reason naming the teacher or the class, shown above the button.
import { type FormEvent } from 'react';
import { DAYS, routineSchema, routineTimeProblem } from 'remote_shared/schemas';
import type { AnswerFields, AnswerOf } from 'remote_shared/registry';
import { Spinner } from 'remote_shared/ui';
import { Field, FormFooter, type FieldSpec } from '../../crud/fields';
import { useRecordForm, type TextValues } from '../../crud/form';
import { text, useLookup, type NameRow } from '../../crud/lookups';
import { RESOURCES } from '../../crud/resources';
import { useWrites } from '../../crud/records';
import { T } from '../../texts';

const R = T.routine;
const EMPTY: TextValues = { classId: '', sectionId: '', subjectId: '', teacherId: '', day: '', startTime: '', endTime: '' };
/** The routine screen speaks English: every missing field reads the same. */
const REQUIRED = Object.fromEntries(Object.keys(EMPTY).map((name) => [name, R.required]));

/** The fields the selects need: a subject's class (the subjects of the chosen class), a teacher's name. */
const SUBJECT_KEYS = ['id', 'name', 'class_name'] as const;
export const SUBJECT_FIELDS = SUBJECT_KEYS.join(',');
const TEACHER_KEYS = ['id', 'name', 'full_name'] as const;
export const TEACHER_FIELDS = TEACHER_KEYS.join(',');

/** `onDone` ends the form (cancel, or a save without `onSaved`); `onSaved` comes after a save. Without either, a save clears it. */
export function RoutineForm({ row, onDone, onSaved }: { row?: AnswerOf<'routine'>; onDone?: () => void; onSaved?: () => void }) {
  const classes = useLookup<NameRow<'classes'>>(RESOURCES.classes, (c) => c.name);
  const sections = useLookup<NameRow<'sections'>>(RESOURCES.sections, (s) => s.name);
  const subjects = useLookup<AnswerFields<'subjects', typeof SUBJECT_KEYS>>(RESOURCES.subjects, (s) => s.name, SUBJECT_FIELDS);
  const teachers = useLookup<AnswerFields<'teachers', typeof TEACHER_KEYS>>(RESOURCES.teachers, (t) => t.name || t.full_name, TEACHER_FIELDS);
  const form = useRecordForm(
    row
      ? { classId: text(row.classId), sectionId: text(row.sectionId), subjectId: text(row.subjectId), teacherId: text(row.teacherId), day: text(row.day), startTime: row.startTime, endTime: row.endTime }
      : EMPTY,
  );
  const writes = useWrites(RESOURCES.routine, R.toasts);
  const classId = form.values.classId;
  const subjectOptions = subjects.rows.filter((s) => String(s.class_name) === classId).map((s) => ({ value: String(s.id), label: s.name }));

  const fields: FieldSpec[] = [
    { name: 'classId', label: R.className, type: 'select', required: true, options: classes.options, placeholder: R.selectClass, clears: ['subjectId'] },
    { name: 'sectionId', label: R.section, type: 'select', required: true, options: sections.options, placeholder: R.selectSection },
    { name: 'subjectId', label: R.subject, type: 'select', required: true, options: subjectOptions, placeholder: classId ? R.selectSubject : R.chooseClassFirst },
    { name: 'teacherId', label: R.teacher, type: 'select', required: true, options: teachers.options, placeholder: R.selectTeacher },
    { name: 'day', label: R.day, type: 'select', options: DAYS.map((d) => ({ value: d, label: R.days[d] })), placeholder: R.everyDay },
    { name: 'startTime', label: R.startTime, type: 'time', required: true },
    { name: 'endTime', label: R.endTime, type: 'time', required: true },
  ];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const values = form.check(routineSchema, REQUIRED);
    if (!values) return;
    const timeProblem = routineTimeProblem(values);
    if (timeProblem) {
      form.addErrors({ endTime: [timeProblem] });
      return;
    }
    const result = await writes.save(values, row?.id ?? null, 'PUT');
    if (!result.ok) {
      form.refused(result.error);
      return;
    }
    const after = onSaved ?? onDone;
    if (after) after();
    else form.reset();
  };

  // The selects are filled once their lists are here (an edited entry's values then show at once).
  if ([classes, sections, subjects, teachers].some((list) => list.isLoading)) return <Spinner label={T.loading} />;
  return (
    <form className="dash-form" onSubmit={submit} noValidate>
      <div className="dash-form__grid">
        {fields.map((field) => (
          <Field key={field.name} spec={field} form={form} />
        ))}
      </div>
      <FormFooter form={form} isSaving={writes.isSaving} submitLabel={row ? R.update : R.add} onCancel={onDone} />
    </form>
  );
}
