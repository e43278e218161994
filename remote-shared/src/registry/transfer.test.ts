import { REGISTRY } from './index';
import { exportUrl, fillMessage, IMPORT_COLUMNS, IMPORT_MESSAGES, IMPORTABLE, readMessage, requiredImportColumns, templateFileName } from './transfer';

describe('import and export', () => {
  it('names only fields of each importable resource, every required one among them', () => {
    for (const key of IMPORTABLE) {
      const schema = REGISTRY[key].schema as Record<string, { required?: boolean }>;
      for (const column of IMPORT_COLUMNS[key]) expect(schema[column]).toBeDefined();
      const required = Object.keys(schema).filter((field) => schema[field].required);
      expect(requiredImportColumns(key).sort()).toEqual(required.sort());
    }
  });

  it('reads back which message a text is, with its values', () => {
    const text = fillMessage(IMPORT_MESSAGES.unknownClass, { value: 'দশম "ক"' });
    expect(text).toBe('No class is named "দশম "ক"".');
    expect(readMessage(text)).toEqual({ key: 'unknownClass', values: { value: 'দশম "ক"' } });
    expect(readMessage(IMPORT_MESSAGES.duplicateInDatabase)).toEqual({ key: 'duplicateInDatabase', values: {} });
    expect(readMessage('This field is required.')).toBeNull();
  });

  it('keeps the list query in an export URL, without its page', () => {
    expect(exportUrl('students', 'xlsx', { class_name: '3', search: 'রহিম', page: '2', section: undefined })).toBe(
      'students/export/?class_name=3&search=%E0%A6%B0%E0%A6%B9%E0%A6%BF%E0%A6%AE&format=xlsx',
    );
    expect(templateFileName('staff', 'csv')).toBe('staff-template.csv');
  });
});
