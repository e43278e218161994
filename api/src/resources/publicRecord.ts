// The college's public record (issue 13): exam results (a sheet each, with optional counts), routines as files
// (the academic routine and exam routines of a class) and the recognition and permission letters. Anyone reads
// them; an Admin writes. Each file is a PDF or an image, checked by content (the registry's `document` type).
import { resultCountProblems } from 'remote_shared/schemas';
import { validationError } from '../errors';
import { defineResource } from './crud/define';

export const results = defineResource('results', {
  table: 'results',
  columns: { class_name: 'class_id' },
  folder: 'results',
  order: [
    ['year', 'desc'],
    ['id', 'desc'],
  ],
  references: { class_name: { table: 'classes' } },
  // Over the record as it will be, so a PATCH of one count is compared with the others it keeps.
  check: ({ record }) => {
    const problems = resultCountProblems(record);
    if (problems) throw validationError(problems);
  },
});

export const routineFiles = defineResource('routines', {
  table: 'routine_files',
  columns: { class_name: 'class_id' },
  folder: 'routines',
  order: [
    ['created_at', 'desc'],
    ['id', 'desc'],
  ],
  references: { class_name: { table: 'classes' } },
});

export const acknowledgments = defineResource('acknowledgments', {
  table: 'acknowledgments',
  folder: 'acknowledgments',
  order: [
    ['date', 'desc'],
    ['id', 'desc'],
  ],
  // The original's later client asks for /api/acknowledgment and /api/acknowledgment/<id> without the slash.
  withoutTrailingSlash: true,
});
