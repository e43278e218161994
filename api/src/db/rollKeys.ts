// A student's roll number is text, kept as sent (`0045`), but compared and sorted as a number where it is one:
// `0045` and `45` are the same roll in a class and section. students.roll_key holds the comparable form, under
// the unique index of (class, section, roll_key), and the list is sorted by it.

/** The longest roll number (the students.roll_number and roll_key columns). */
export const ROLL_MAX_LENGTH = 20;

/**
 * A numeric roll as its value in ROLL_MAX_LENGTH digits (`0045` and `45` -> `000…045`), so equal numbers are one
 * key and keys sort as numbers; any other roll as it is (it holds a non-digit, so it never equals a number's key).
 */
export function rollKey(roll: string): string {
  return /^\d+$/.test(roll) ? roll.replace(/^0+/, '').padStart(ROLL_MAX_LENGTH, '0') : roll;
}
