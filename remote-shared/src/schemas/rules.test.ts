import { calendarEventSchema, contactSchema, loginSchema, registerSchema, userRoleSchema } from './entities';
import { INTEGER_MAX, INTEGER_MIN, isEmail, MESSAGES, normalizePhone, normalizeTime, orderProblems, toBengaliDigits, toLatinDigits, validate, type Schema } from './rules';

const person = {
  full_name: { kind: 'string', required: true, maxLength: 10 },
  email: { kind: 'email' },
  phone: { kind: 'phone' },
  born: { kind: 'date' },
  starts: { kind: 'time' },
  roll: { kind: 'integer', min: 1 },
  designation: { kind: 'choice', choices: ['principal', 'vice_principal'] },
} satisfies Schema;

describe('validate: required fields', () => {
  it('reports a missing required field', () => {
    expect(validate(person, {}).errors).toEqual({ full_name: ['This field is required.'] });
  });

  it('reports a blank or whitespace-only required field', () => {
    expect(validate(person, { full_name: '' }).errors).toEqual({ full_name: ['This field may not be blank.'] });
    expect(validate(person, { full_name: '   ' }).errors).toEqual({ full_name: [MESSAGES.blank] });
  });

  it('reports a null required field', () => {
    expect(validate(person, { full_name: null }).errors).toEqual({ full_name: ['This field may not be null.'] });
  });

  it('trims text and answers the clean values with no errors', () => {
    expect(validate(person, { full_name: '  Rahim  ' })).toEqual({ values: { full_name: 'Rahim' }, errors: null });
  });

  it('rejects values that are neither text nor numbers', () => {
    expect(validate(person, { full_name: { a: 1 } }).errors).toEqual({ full_name: ['Not a valid string.'] });
    expect(validate(person, { full_name: ['a'] }).errors).toEqual({ full_name: ['Not a valid string.'] });
  });
});

describe('validate: kinds', () => {
  it('digits: a number kept as text (an EIIN), Bengali digits as Latin, leading zeros kept; nothing else', () => {
    const code = { eiin: { kind: 'digits', maxLength: 6 } } satisfies Schema;
    expect(validate(code, { eiin: ' ০১২৩৮৭ ' })).toEqual({ values: { eiin: '012387' }, errors: null });
    expect(validate(code, { eiin: 12387 }).values.eiin).toBe('12387');
    for (const bad of ['12A', '12.5', '-1', '১২ ৩']) expect(validate(code, { eiin: bad }).errors).toEqual({ eiin: [MESSAGES.digits] });
    expect(validate(code, { eiin: '1234567' }).errors).toEqual({ eiin: [MESSAGES.maxLength(6)] });
    expect(validate(code, { eiin: '' }).values.eiin).toBeNull();
  });

  it('latinDigits: text (a roll) stored with Bengali digits as Latin, leading zeros and other characters kept', () => {
    const roll = { roll: { kind: 'string', required: true, maxLength: 20, latinDigits: true } } satisfies Schema;
    expect(validate(roll, { roll: ' ০০৪৫ ' }).values.roll).toBe('0045');
    expect(validate(roll, { roll: 'ক-১২' }).values.roll).toBe('ক-12');
    expect(validate(roll, { roll: 45 }).values.roll).toBe('45');
    expect(validate(roll, { roll: '1\u0000' }).errors).toEqual({ roll: [MESSAGES.nullCharacter] });
  });

  it('email', () => {
    expect(validate(person, { full_name: 'A', email: 'a@example.com' }).values.email).toBe('a@example.com');
    for (const bad of ['plainaddress', 'a@b', 'a@@b.com', '@example.com', 'a b@example.com']) {
      expect(validate(person, { full_name: 'A', email: bad }).errors).toEqual({ email: ['Enter a valid email address.'] });
    }
    expect(isEmail('x@college.edu.bd')).toBe(true);
  });

  it('phone: 11 digits, Bengali or Latin, normalized to Latin digits', () => {
    expect(validate(person, { full_name: 'A', phone: '01712345678' }).values.phone).toBe('01712345678');
    expect(validate(person, { full_name: 'A', phone: '০১৭১২৩৪৫৬৭৮' }).values.phone).toBe('01712345678');
    expect(validate(person, { full_name: 'A', phone: '০১৭১2-345 678' }).values.phone).toBe('01712345678');
    for (const bad of ['0171234567', '017123456789', '0171234567a', '+8801712345678']) {
      expect(validate(person, { full_name: 'A', phone: bad }).errors).toEqual({ phone: [MESSAGES.phone] });
    }
    expect(MESSAGES.phone).toContain('11-digit');
    expect(normalizePhone('০১৯৯৯৯৯৯৯৯৯')).toBe('01999999999');
    expect(normalizePhone('123')).toBeNull();
  });

  it('date: YYYY-MM-DD of a real day', () => {
    expect(validate(person, { full_name: 'A', born: '2008-02-29' }).values.born).toBe('2008-02-29');
    for (const bad of ['2007-02-29', '2024-13-01', '2024-04-31', '01/02/2024', '2024-1-1']) {
      expect(validate(person, { full_name: 'A', born: bad }).errors).toEqual({ born: [MESSAGES.date] });
    }
  });

  it('time: HH:MM or HH:MM:SS, answered as HH:MM', () => {
    expect(validate(person, { full_name: 'A', starts: '09:30' }).values.starts).toBe('09:30');
    expect(validate(person, { full_name: 'A', starts: '23:59:59' }).values.starts).toBe('23:59');
    for (const bad of ['24:00', '9:30', '12:60', 'noon']) {
      expect(validate(person, { full_name: 'A', starts: bad }).errors).toEqual({ starts: [MESSAGES.time] });
    }
    expect(normalizeTime('07:05:00')).toBe('07:05');
  });

  it('integer: Latin or Bengali digits become a number, with a minimum', () => {
    expect(validate(person, { full_name: 'A', roll: '12' }).values.roll).toBe(12);
    expect(validate(person, { full_name: 'A', roll: '১২' }).values.roll).toBe(12);
    expect(validate(person, { full_name: 'A', roll: 7 }).values.roll).toBe(7);
    expect(validate(person, { full_name: 'A', roll: '1.5' }).errors).toEqual({ roll: ['A valid integer is required.'] });
    expect(validate(person, { full_name: 'A', roll: 'ten' }).errors).toEqual({ roll: [MESSAGES.integer] });
    expect(validate(person, { full_name: 'A', roll: '0' }).errors).toEqual({ roll: ['Ensure this value is greater than or equal to 1.'] });
  });

  it('integer: within the database integer range unless a field says less', () => {
    expect(validate(person, { full_name: 'A', roll: 2147483647 }).values.roll).toBe(2147483647);
    expect(validate(person, { full_name: 'A', roll: '2147483648' }).errors).toEqual({ roll: ['Ensure this value is less than or equal to 2147483647.'] });
    expect(validate(person, { full_name: 'A', roll: '1'.repeat(30) }).errors).toEqual({ roll: [MESSAGES.maxValue(INTEGER_MAX)] });
    const any = { n: { kind: 'integer' } } satisfies Schema;
    expect(validate(any, { n: -2147483648 }).values.n).toBe(-2147483648);
    expect(validate(any, { n: -2147483649 }).errors).toEqual({ n: [MESSAGES.minValue(INTEGER_MIN)] });
    expect(validate({ n: { kind: 'integer', max: 9 } }, { n: 10 }).errors).toEqual({ n: [MESSAGES.maxValue(9)] });
  });

  it('NUL characters: refused in text of every kind; a number or a choice with one is just invalid', () => {
    const nul = ['Null characters are not allowed.'];
    expect(validate(person, { full_name: 'A\u0000B', email: 'a\u0000@example.com', phone: '\u000001711223344' }).errors).toEqual({
      full_name: nul,
      email: nul,
      phone: nul,
    });
    expect(validate(loginSchema, { username: 'rahim', password: 'x\u0000' }).errors).toEqual({ password: nul });
    expect(validate(person, { full_name: 'A', roll: '1\u0000', designation: 'principal\u0000' }).errors).toEqual({
      roll: [MESSAGES.integer],
      designation: [MESSAGES.choice('principal\u0000')],
    });
  });

  it('choice: only the listed values', () => {
    expect(validate(person, { full_name: 'A', designation: 'principal' }).values.designation).toBe('principal');
    expect(validate(person, { full_name: 'A', designation: 'Principal' }).errors).toEqual({ designation: ['"Principal" is not a valid choice.'] });
    expect(validate(userRoleSchema, { role: 'Admin' }).errors).toBeNull();
    expect(validate(userRoleSchema, { role: 'Root' }).errors).toEqual({ role: ['"Root" is not a valid choice.'] });
  });

  it('maxLength counts the trimmed text', () => {
    expect(validate(person, { full_name: '  0123456789  ' }).errors).toBeNull();
    expect(validate(person, { full_name: '01234567890' }).errors).toEqual({ full_name: ['Ensure this field has no more than 10 characters.'] });
  });

  it('minLength applies to passwords, which are not trimmed', () => {
    const ok = validate(registerSchema, { username: 'u', full_name: 'U', phone: '01700000000', password: ' pass word ', confirm_password: 'x' });
    expect(ok.errors).toBeNull();
    expect(ok.values.password).toBe(' pass word ');
    expect(validate(registerSchema, { username: 'u', full_name: 'U', phone: '01700000000', password: 'short', confirm_password: 'x' }).errors).toEqual({
      password: ['Ensure this field has at least 8 characters.'],
    });
  });
});

describe('validate: modes and extra input', () => {
  it('partial mode checks only the fields given', () => {
    expect(validate(person, { email: 'a@example.com' }, { partial: true })).toEqual({ values: { email: 'a@example.com' }, errors: null });
    expect(validate(person, { email: 'nope' }, { partial: true }).errors).toEqual({ email: [MESSAGES.email] });
    expect(validate(person, { full_name: '' }, { partial: true }).errors).toEqual({ full_name: [MESSAGES.blank] });
  });

  it('ignores unknown fields', () => {
    const result = validate(person, { full_name: 'A', is_staff: true, role: 'Admin' });
    expect(result).toEqual({ values: { full_name: 'A' }, errors: null });
  });

  it('turns an optional empty field into null, and leaves absent fields out', () => {
    const result = validate(person, { full_name: 'A', email: '', phone: '  ', born: null, roll: undefined });
    expect(result.errors).toBeNull();
    expect(result.values).toEqual({ full_name: 'A', email: null, phone: null, born: null });
  });

  it('reports every invalid field at once', () => {
    expect(validate(registerSchema, { email: 'x', phone: '12' }).errors).toEqual({
      username: [MESSAGES.required],
      full_name: [MESSAGES.required],
      email: [MESSAGES.email],
      phone: [MESSAGES.phone],
      password: [MESSAGES.required],
      confirm_password: [MESSAGES.required],
    });
  });
});

describe('product schemas', () => {
  it('login needs username and password', () => {
    expect(validate(loginSchema, { username: '', password: '' }).errors).toEqual({ username: [MESSAGES.blank], password: [MESSAGES.blank] });
  });

  it('register: email optional, phone required and normalized', () => {
    const result = validate(registerSchema, { username: 'karim', full_name: 'Karim', email: '', phone: '০১৭০০০০০০০০', password: 'password1', confirm_password: 'password1' });
    expect(result.errors).toBeNull();
    expect(result.values).toMatchObject({ email: null, phone: '01700000000' });
  });

  it('contact: name and message required, email and phone optional', () => {
    expect(validate(contactSchema, { name: 'A', message: 'Hello' }).errors).toBeNull();
    expect(validate(contactSchema, { name: '', message: '' }).errors).toEqual({ name: [MESSAGES.blank], message: [MESSAGES.blank] });
  });
});

describe('boolean', () => {
  const schema = { is_read: { kind: 'boolean' } } satisfies Schema;
  it("takes DRF's BooleanField values and stores 1 or 0", () => {
    for (const yes of [true, 1, 'true', 'True', '1', 'yes', 'on']) expect(validate(schema, { is_read: yes }).values).toEqual({ is_read: 1 });
    for (const no of [false, 0, 'false', '0', 'no', 'off']) expect(validate(schema, { is_read: no }).values).toEqual({ is_read: 0 });
    expect(validate(schema, {}).values).toEqual({});
  });
  it('refuses anything else, null and blank included', () => {
    expect(validate(schema, { is_read: 'maybe' }).errors).toEqual({ is_read: [MESSAGES.boolean] });
    expect(validate(schema, { is_read: '' }).errors).toEqual({ is_read: [MESSAGES.boolean] });
    expect(validate(schema, { is_read: 2 }).errors).toEqual({ is_read: [MESSAGES.boolean] });
    expect(validate(schema, { is_read: null }).errors).toEqual({ is_read: [MESSAGES.notNull] });
  });
});

describe('digits', () => {
  it('converts Bengali digits to Latin and back', () => {
    expect(toLatinDigits('রোল ১২৩০')).toBe('রোল 1230');
    expect(toBengaliDigits(2025)).toBe('২০২৫');
    expect(toBengaliDigits('ক্লাস 10')).toBe('ক্লাস ১০');
  });
});

describe('lengths', () => {
  it('counts characters, not UTF-16 units: an emoji is one character', () => {
    const schema = { name: { kind: 'string', maxLength: 3 } } as const;
    expect(validate(schema, { name: '😀😀😀' }).errors).toBeNull();
    expect(validate(schema, { name: '😀😀😀😀' }).errors).toEqual({ name: [MESSAGES.maxLength(3)] });
  });
});

describe('tel', () => {
  it('accepts office numbers in Bengali or Latin digits and stores Latin digits', () => {
    const schema = { phone: { kind: 'tel' } } as const;
    expect(validate(schema, { phone: '০২-৫৮৮৮ ১২৩৪' }).values).toEqual({ phone: '02-5888 1234' });
    expect(validate(schema, { phone: '+880 1711-223344' }).values).toEqual({ phone: '+880 1711-223344' });
    expect(validate(schema, { phone: 'call me' }).errors).toEqual({ phone: [MESSAGES.tel] });
    expect(validate(schema, { phone: '12' }).errors).toEqual({ phone: [MESSAGES.tel] });
  });
});

describe('a date not before another (notBefore: an event\'s end and its start)', () => {
  const event = { title: 'টেস্ট পরীক্ষা', kind: 'exam', start_date: '2027-01-08' };

  it('refuses an end before the start on the end, and takes the same day or later, or no end', () => {
    expect(validate(calendarEventSchema, { ...event, end_date: '2027-01-07' }).errors).toEqual({ end_date: [MESSAGES.notBefore('start_date')] });
    expect(MESSAGES.notBefore('start_date')).toBe('Ensure this date is not before start_date.');
    for (const end_date of ['2027-01-08', '2027-02-01', '', undefined]) expect(validate(calendarEventSchema, { ...event, end_date }).errors).toBeNull();
  });

  it('compares only real dates both given: a wrong date is its own error, a PATCH of one date is left to the whole record', () => {
    expect(validate(calendarEventSchema, { ...event, end_date: '2027-13-01' }).errors).toEqual({ end_date: [MESSAGES.date] });
    expect(validate(calendarEventSchema, { end_date: '2020-01-01' }, { partial: true }).errors).toBeNull();
    expect(orderProblems(calendarEventSchema, { start_date: '2027-01-08', end_date: '2020-01-01' })).toEqual({ end_date: [MESSAGES.notBefore('start_date')] });
    expect(orderProblems(calendarEventSchema, { start_date: '2027-01-08', end_date: null })).toEqual({});
  });
});
