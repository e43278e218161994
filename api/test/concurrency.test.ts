// Two conflicting writes sent at the same moment: exactly one is taken (201) and the other refused (409), never
// both. On PostgreSQL the two run on separate connections at once (the case that matters); on SQLite they are
// serialized by the driver, and the test still holds.
import type { LightMyRequestResponse } from 'fastify';
import { startTestApp, type TestContext, adminAuth } from './helpers';

let context: TestContext;
let auth: Record<string, string>;
const ids = { classId: 0, sectionId: 0, otherSectionId: 0, subjectId: 0, teacherId: 0, otherTeacherId: 0 };
const ROUNDS = 5;

function post(url: string, payload: object): Promise<LightMyRequestResponse> {
  return context.app.inject({ method: 'POST', url: `/api/${url}`, headers: auth, payload });
}

async function create(url: string, payload: object): Promise<number> {
  const response = await post(url, payload);
  if (response.statusCode !== 201) throw new Error(`POST ${url}: ${response.statusCode} ${response.body}`);
  return response.json().id;
}

async function count(url: string): Promise<number> {
  return (await context.app.inject({ method: 'GET', url: `/api/${url}`, headers: auth })).json().length;
}

/** The statuses of two requests sent at once, sorted. */
async function both(first: () => Promise<LightMyRequestResponse>, second: () => Promise<LightMyRequestResponse>): Promise<LightMyRequestResponse[]> {
  const answers = await Promise.all([first(), second()]);
  return answers.sort((a, b) => a.statusCode - b.statusCode);
}

beforeAll(async () => {
  context = await startTestApp();
  auth = await adminAuth(context);
  ids.classId = await create('classes/', { name: 'একাদশ' });
  ids.sectionId = await create('sections/', { name: 'ক' });
  ids.otherSectionId = await create('sections/', { name: 'খ' });
  ids.subjectId = await create('subjects/', { name: 'রসায়ন', class_name: ids.classId });
  ids.teacherId = await create('teachers/', { full_name: 'মোছাঃ নাসরিন সুলতানা' });
  ids.otherTeacherId = await create('teachers/', { full_name: 'মোঃ কামরুল হাসান' });
});
afterAll(() => context.close());

test('two overlapping routine entries at once (same class and section, or same teacher): one 201, one 409', async () => {
  for (let round = 0; round < ROUNDS; round++) {
    const start = `${String(8 + round).padStart(2, '0')}:00`;
    const end = `${String(8 + round).padStart(2, '0')}:45`;
    const base = { classId: ids.classId, subjectId: ids.subjectId, startTime: start, endTime: end, day: 'sun' };
    // The same class and section by two teachers…
    const section = await both(
      () => post('class-routine/', { ...base, sectionId: ids.sectionId, teacherId: ids.teacherId }),
      () => post('class-routine/', { ...base, sectionId: ids.sectionId, teacherId: ids.otherTeacherId, startTime: `${start.slice(0, 2)}:15` }),
    );
    expect({ round, statuses: section.map((r) => r.statusCode) }).toEqual({ round, statuses: [201, 409] });
    expect(section[1].json()).toEqual({ detail: expect.stringMatching(/already has a class on Sunday/) });
    // …and one teacher in two sections, on Monday.
    const teacher = await both(
      () => post('class-routine/', { ...base, day: 'mon', sectionId: ids.sectionId, teacherId: ids.teacherId }),
      () => post('class-routine/', { ...base, day: 'mon', sectionId: ids.otherSectionId, teacherId: ids.teacherId }),
    );
    expect({ round, statuses: teacher.map((r) => r.statusCode) }).toEqual({ round, statuses: [201, 409] });
  }
  expect(await count('class-routine/')).toBe(2 * ROUNDS);
});

test('two classes of the same name at once (differing only in case and spaces): one 201, one 409', async () => {
  for (let round = 0; round < ROUNDS; round++) {
    const name = `Class ${round}`;
    const answers = await both(
      () => post('classes/', { name }),
      () => post('classes/', { name: `  ${name.toUpperCase()} ` }),
    );
    expect({ round, statuses: answers.map((r) => r.statusCode) }).toEqual({ round, statuses: [201, 409] });
    expect(answers[1].json().detail).toEqual(expect.stringMatching(/^A class named ".+" already exists\.$|^This record conflicts with an existing one\.$/));
  }
  expect(await count('classes/')).toBe(1 + ROUNDS);
});
