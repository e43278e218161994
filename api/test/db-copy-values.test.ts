// db:copy's conversions (db/copy.ts) of what SQLite kept into what each PostgreSQL column type takes, and the
// foreign-key order it copies tables in. The whole copy, on the demo college, is db-copy.pg.test.ts.
import { CopyRefusedError, dependencyOrder, type TargetColumn, toPostgresValue } from '../src/db/copy';

const column = (type: string, maxLength: number | null = null): TargetColumn => ({ name: 'c', type, maxLength });

test('booleans stored as 0/1 become booleans; anything else is named', () => {
  expect([1, 0, '1', '0', 'true', 'false'].map((v) => toPostgresValue(v, column('boolean')))).toEqual([true, false, true, false, true, false]);
  expect(() => toPostgresValue(2, column('boolean'))).toThrow('"2" is not a boolean (0 or 1)');
});

test('integers as numbers or digit text; text that is not one is named', () => {
  expect(toPostgresValue(42, column('integer'))).toBe(42);
  expect(toPostgresValue(' 0045 ', column('integer'))).toBe('0045');
  expect(toPostgresValue(9007199254740993n, column('bigint'))).toBe('9007199254740993');
  expect(() => toPostgresValue('৪২', column('integer'))).toThrow('"৪২" is not an integer');
  expect(() => toPostgresValue(1.5, column('integer'))).toThrow('"1.5" is not an integer');
});

test('timestamps: ISO text kept as it is, Unix seconds turned into ISO, anything else named', () => {
  expect(toPostgresValue('2025-03-01T10:00:00.000Z', column('timestamp with time zone'))).toBe('2025-03-01T10:00:00.000Z');
  expect(toPostgresValue(1740823200, column('timestamp with time zone'))).toBe('2025-03-01T10:00:00.000Z');
  expect(toPostgresValue('1999-12-31', column('date'))).toBe('1999-12-31');
  expect(() => toPostgresValue('yesterday', column('date'))).toThrow('"yesterday" is not a date or time');
});

test('JSON text is checked before it is sent', () => {
  expect(toPostgresValue('{"title":{"before":"ক"}}', column('jsonb'))).toBe('{"title":{"before":"ক"}}');
  expect(() => toPostgresValue('{"title":', column('json'))).toThrow('is not JSON: "{"title":"');
});

test('text: numbers become text, lengths are counted in characters as PostgreSQL does, NUL and bytes are refused', () => {
  expect(toPostgresValue(12, column('character varying', 10))).toBe('12');
  expect(toPostgresValue('অধ্যক্ষ', column('character varying', 7))).toBe('অধ্যক্ষ');
  expect(() => toPostgresValue('অধ্যক্ষ', column('character varying', 6))).toThrow('is 7 characters long, the column holds 6');
  expect(() => toPostgresValue('a\u0000b', column('text'))).toThrow('holds a NUL character');
  expect(() => toPostgresValue(Buffer.from('x'), column('text'))).toThrow('holds bytes, the text column takes none');
  expect(toPostgresValue(Buffer.from('x'), column('bytea'))).toEqual(Buffer.from('x'));
  expect(toPostgresValue(null, column('integer'))).toBeNull();
});

test('tables come after the tables their foreign keys name; a cycle is refused', () => {
  const order = dependencyOrder(
    ['students', 'classes', 'class_routines', 'teachers', 'subjects', 'audit_entries'],
    [
      { table: 'students', references: 'classes' },
      { table: 'subjects', references: 'classes' },
      { table: 'class_routines', references: 'subjects' },
      { table: 'class_routines', references: 'teachers' },
      { table: 'class_routines', references: 'class_routines' },
    ],
  );
  expect(order).toHaveLength(6);
  const before = (a: string, b: string) => expect(order.indexOf(a)).toBeLessThan(order.indexOf(b));
  before('classes', 'students');
  before('classes', 'subjects');
  before('subjects', 'class_routines');
  before('teachers', 'class_routines');
  expect(() => dependencyOrder(['a', 'b'], [{ table: 'a', references: 'b' }, { table: 'b', references: 'a' }])).toThrow(CopyRefusedError);
});
