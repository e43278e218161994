// Integrity rules of API.md: one institution, one record per designation, unique names and rolls, records still
// in use refuse deletion (409, nothing cascaded), and the class routine's timetable checks.
import type { LightMyRequestResponse } from 'fastify';
import { ROUTINE_END_MESSAGE } from 'remote_shared/schemas';
import { startTestApp, type TestContext, adminAuth } from './helpers';

let context: TestContext;
let auth: Record<string, string>;

beforeAll(async () => {
  context = await startTestApp();
  auth = await adminAuth(context);
});
afterAll(() => context.close());

async function send(method: 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'GET', url: string, payload?: object): Promise<LightMyRequestResponse> {
  return context.app.inject({ method, url: `/api/${url}`, headers: auth, payload });
}

async function create(url: string, payload: object): Promise<{ id: number } & Record<string, unknown>> {
  const response = await send('POST', url, payload);
  if (response.statusCode !== 201) throw new Error(`POST ${url}: ${response.statusCode} ${response.body}`);
  return response.json();
}

describe('one of a kind', () => {
  test('a second institution is a 409 and the first stays', async () => {
    await create('institutions/', { name: 'চন্দ্রপুর সরকারি কলেজ' });
    const second = await send('POST', 'institutions/', { name: 'অন্য কলেজ' });
    expect(second.statusCode).toBe(409);
    expect(second.json().detail).toMatch(/already exists/);
    const list = (await send('GET', 'institutions/')).json();
    expect(list.map((i: { name: string }) => i.name)).toEqual(['চন্দ্রপুর সরকারি কলেজ']);
  });

  test('one principal and one vice-principal record', async () => {
    await create('principal-vice-principal/', { designation: 'principal', full_name: 'ড. রফিকুল ইসলাম' });
    const vice = await create('principal-vice-principal/', { designation: 'vice_principal', full_name: 'নাসরিন আক্তার' });
    const again = await send('POST', 'principal-vice-principal/', { designation: 'principal', full_name: 'আরেকজন' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: expect.stringMatching(/principal record already exists/), designation: [expect.any(String)] });
    // Turning the vice-principal into a second principal is refused as well.
    const turned = await send('PATCH', `principal-vice-principal/${vice.id}/`, { designation: 'principal' });
    expect(turned.statusCode).toBe(409);
    // Editing a record keeps its own designation without conflicting with itself.
    expect((await send('PATCH', `principal-vice-principal/${vice.id}/`, { message: 'শুভেচ্ছা' })).statusCode).toBe(200);
  });
});

describe('unique names', () => {
  test('class names are unique after trimming, ignoring case', async () => {
    const xi = await create('classes/', { name: 'XI' });
    for (const name of ['XI', ' xi ', 'Xi']) {
      const response = await send('POST', 'classes/', { name });
      expect(response.statusCode).toBe(409);
      expect(response.json().name).toEqual([expect.stringContaining('already exists')]);
    }
    const other = await create('classes/', { name: 'XII' });
    expect((await send('PATCH', `classes/${other.id}/`, { name: 'xi' })).statusCode).toBe(409);
    expect((await send('PATCH', `classes/${xi.id}/`, { name: 'xi' })).statusCode).toBe(200); // its own name, recased
    await send('PATCH', `classes/${xi.id}/`, { name: 'XI' });
  });

  test('section names are unique', async () => {
    await create('sections/', { name: 'ক' });
    expect((await send('POST', 'sections/', { name: ' ক ' })).statusCode).toBe(409);
  });

  test('a subject name is unique within its class only', async () => {
    const [xi, xii] = (await send('GET', 'classes/')).json();
    await create('subjects/', { name: 'পদার্থবিজ্ঞান', class_name: xi.id });
    expect((await send('POST', 'subjects/', { name: 'পদার্থবিজ্ঞান', class_name: xi.id })).statusCode).toBe(409);
    expect((await send('POST', 'subjects/', { name: 'পদার্থবিজ্ঞান', class_name: xii.id })).statusCode).toBe(201);
  });
});

describe('students', () => {
  let classId: number;
  // A student's section is free text (the original's model).
  const sectionA = 'বিজ্ঞান';
  const sectionB = 'মানবিক';

  beforeAll(async () => {
    classId = (await create('classes/', { name: 'Degree 1' })).id;
  });

  test('a roll number is unique within a class and section', async () => {
    await create('students/', { full_name: 'সাকিব হাসান', roll_number: 7, class_name: classId, section: sectionA });
    const clash = await send('POST', 'students/', { full_name: 'তানভীর আহমেদ', roll_number: '৭', class_name: classId, section: sectionA });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().roll_number).toEqual(['Roll number 7 is already taken in this class and section.']);
    expect((await send('POST', 'students/', { full_name: 'তানভীর আহমেদ', roll_number: 7, class_name: classId, section: sectionB })).statusCode).toBe(201);
  });

  test('students without a section share one roll sequence', async () => {
    await create('students/', { full_name: 'রুমানা আক্তার', roll_number: 30, class_name: classId });
    expect((await send('POST', 'students/', { full_name: 'মিতু', roll_number: 30, class_name: classId })).statusCode).toBe(409);
  });

  test('the digital ID is generated from class and roll, and unique', async () => {
    const student = await create('students/', { full_name: 'আরিফ', roll_number: 12, class_name: classId, section: sectionA });
    expect(student.digital_id_code).toMatch(new RegExp(`^DID-${classId}-12-[0-9A-Z]+$`));
    const copy = await send('POST', 'students/', {
      full_name: 'নকল',
      roll_number: 13,
      class_name: classId,
      digital_id_code: student.digital_id_code,
    });
    expect(copy.statusCode).toBe(409);
    expect(copy.json().digital_id_code).toHaveLength(1);
  });

  test('an unknown class is a 400 naming the field', async () => {
    const response = await send('POST', 'students/', { full_name: 'কেউ', roll_number: 1, class_name: 9999, section: 'ক' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ class_name: ['Invalid pk "9999" - object does not exist.'] });
  });
});

describe('the class routine', () => {
  let ids: { cls: number; otherCls: number; sec: number; otherSec: number; subject: number; otherSubject: number; teacher: number; otherTeacher: number };

  beforeAll(async () => {
    const cls = (await create('classes/', { name: 'HSC 1st year' })).id;
    const otherCls = (await create('classes/', { name: 'HSC 2nd year' })).id;
    ids = {
      cls,
      otherCls,
      sec: (await create('sections/', { name: 'Section R' })).id,
      otherSec: (await create('sections/', { name: 'Section S' })).id,
      subject: (await create('subjects/', { name: 'রসায়ন', class_name: cls })).id,
      otherSubject: (await create('subjects/', { name: 'গণিত', class_name: otherCls })).id,
      teacher: (await create('teachers/', { full_name: 'মো. কামরুল হাসান' })).id,
      otherTeacher: (await create('teachers/', { full_name: 'শারমিন সুলতানা' })).id,
    };
  });

  const slot = (over: object = {}) => ({
    classId: ids.cls,
    sectionId: ids.sec,
    subjectId: ids.subject,
    teacherId: ids.teacher,
    startTime: '09:00',
    endTime: '09:45',
    ...over,
  });

  test('every id must exist', async () => {
    const response = await send('POST', 'class-routine/', slot({ classId: 9999, sectionId: 9998, subjectId: 9997, teacherId: 9996 }));
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json()).sort()).toEqual(['classId', 'sectionId', 'subjectId', 'teacherId']);
  });

  test('the subject must belong to the class', async () => {
    const response = await send('POST', 'class-routine/', slot({ subjectId: ids.otherSubject }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ subjectId: ['This subject is not taught in the chosen class.'] });
  });

  test('the end comes after the start', async () => {
    for (const endTime of ['09:00', '08:59']) {
      const response = await send('POST', 'class-routine/', slot({ endTime }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ endTime: [ROUTINE_END_MESSAGE] });
    }
  });

  test('overlaps for a teacher or a class and section are refused, saying which', async () => {
    const first = await create('class-routine/', slot({ day: 'sun' }));
    expect(first).toMatchObject({ className: 'HSC 1st year', sectionName: 'Section R', subjectName: 'রসায়ন', teacherName: 'মো. কামরুল হাসান' });

    const sameTeacher = await send('POST', 'class-routine/', slot({ sectionId: ids.otherSec, startTime: '09:30', endTime: '10:15', day: 'sun' }));
    expect(sameTeacher.statusCode).toBe(409);
    expect(sameTeacher.json().detail).toBe('মো. কামরুল হাসান already has a class on Sunday from 09:00 to 09:45.');

    const sameSection = await send('POST', 'class-routine/', slot({ teacherId: ids.otherTeacher, startTime: '09:15', endTime: '09:30', day: 'sun' }));
    expect(sameSection.statusCode).toBe(409);
    expect(sameSection.json().detail).toBe('Class HSC 1st year, section Section R already has a class on Sunday from 09:00 to 09:45.');

    // No day means every teaching day (Sunday to Thursday), so it meets Sunday's slot too…
    expect((await send('POST', 'class-routine/', slot({ startTime: '09:40', endTime: '10:00' }))).statusCode).toBe(409);
    // …but not a Friday slot, another day, or a slot that starts when the other ends.
    expect((await send('POST', 'class-routine/', slot({ day: 'mon' }))).statusCode).toBe(201);
    expect((await send('POST', 'class-routine/', slot({ startTime: '09:45', endTime: '10:30', day: 'sun' }))).statusCode).toBe(201);
    expect((await send('POST', 'class-routine/', slot({ day: 'fri', startTime: '09:00', endTime: '09:45' }))).statusCode).toBe(201);

    // Editing an entry does not conflict with itself; moving it onto another is refused.
    expect((await send('PUT', `class-routine/${first.id}/`, slot({ day: 'sun', endTime: '09:40' }))).statusCode).toBe(200);
    expect((await send('PUT', `class-routine/${first.id}/`, slot({ day: 'mon' }))).statusCode).toBe(409);
  });

  test('a subject in use by routine entries cannot move to another class (409 naming them); a rename or an unused subject can', async () => {
    const subject = (await create('subjects/', { name: 'জীববিজ্ঞান', class_name: ids.cls })).id;
    const entry = (over: object) => create('class-routine/', slot({ subjectId: subject, teacherId: ids.otherTeacher, ...over }));
    await entry({ day: 'tue', startTime: '12:00', endTime: '12:45' });
    await entry({ sectionId: ids.otherSec, startTime: '11:00', endTime: '11:45' });
    const before = await send('GET', `subjects/${subject}/`);

    const put = await send('PUT', `subjects/${subject}/`, { name: 'জীববিজ্ঞান', class_name: ids.otherCls });
    expect(put.statusCode).toBe(409);
    expect(put.json()).toEqual({
      detail:
        'This subject cannot move to another class: it is still in use by 2 routine entries of its class ' +
        '(class HSC 1st year, section Section S on every teaching day from 11:00 to 11:45; ' +
        'class HSC 1st year, section Section R on Tuesday from 12:00 to 12:45). Delete or change those first.',
    });
    const patch = await send('PATCH', `subjects/${subject}/`, { class_name: ids.otherCls });
    expect(patch.statusCode).toBe(409);
    expect(patch.json().detail).toMatch(/^This subject cannot move to another class: it is still in use by 2 routine entries/);
    expect((await send('GET', `subjects/${subject}/`)).json()).toEqual(before.json());
    // The routine still shows it in its class.
    const routine = (await send('GET', `class-routine/?classId=${ids.cls}`)).json<{ subjectId: number; classId: number }[]>();
    expect(routine.filter((r) => r.subjectId === subject).map((r) => r.classId)).toEqual([ids.cls, ids.cls]);

    // Staying in its class is fine; so is moving a subject no routine entry uses.
    const renamed = await send('PUT', `subjects/${subject}/`, { name: 'জীববিজ্ঞান ১ম পত্র', class_name: ids.cls });
    expect(renamed.statusCode).toBe(200);
    const unused = (await create('subjects/', { name: 'ভূগোল', class_name: ids.cls })).id;
    const moved = await send('PATCH', `subjects/${unused}/`, { class_name: ids.otherCls });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().class_name).toBe(ids.otherCls);
  });
});

describe('records still in use', () => {
  test('a class, section, subject or teacher in use cannot be deleted, and nothing is cascaded; a section is in use by routine entries only', async () => {
    const cls = (await create('classes/', { name: 'Honours' })).id;
    const sec = (await create('sections/', { name: 'Section H' })).id;
    const subject = (await create('subjects/', { name: 'হিসাববিজ্ঞান', class_name: cls })).id;
    const teacher = (await create('teachers/', { full_name: 'জাহিদ হোসেন' })).id;
    const student = (await create('students/', { full_name: 'নুসরাত জাহান', roll_number: 1, class_name: cls, section: 'Section H' })).id;
    const entry = (await create('class-routine/', { classId: cls, sectionId: sec, subjectId: subject, teacherId: teacher, startTime: '11:00', endTime: '11:45' })).id;

    const classDelete = await send('DELETE', `classes/${cls}/`);
    expect(classDelete.statusCode).toBe(409);
    expect(classDelete.json().detail).toBe('This record is still in use by 1 subject, 1 student and 1 routine entry. Delete or change those first.');
    // Students hold a section's text, not its id: only the routine entry counts.
    expect((await send('DELETE', `sections/${sec}/`)).json().detail).toBe('This record is still in use by 1 routine entry. Delete or change those first.');
    expect((await send('DELETE', `subjects/${subject}/`)).json().detail).toMatch(/1 routine entry/);
    expect((await send('DELETE', `teachers/${teacher}/`)).statusCode).toBe(409);
    for (const url of [`classes/${cls}/`, `sections/${sec}/`, `subjects/${subject}/`, `teachers/${teacher}/`, `students/${student}/`, `class-routine/${entry}/`]) {
      expect((await send('GET', url)).statusCode).toBe(200);
    }

    // Once the users are gone, each goes.
    expect((await send('DELETE', `class-routine/${entry}/`)).statusCode).toBe(204);
    expect((await send('DELETE', `students/${student}/`)).statusCode).toBe(204);
    for (const url of [`subjects/${subject}/`, `classes/${cls}/`, `sections/${sec}/`, `teachers/${teacher}/`]) {
      expect((await send('DELETE', url)).statusCode).toBe(204);
    }
  });
});
