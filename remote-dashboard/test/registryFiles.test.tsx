// The dashboard's file fields are the registry's (remote_shared/registry): the hint, the size checked before
// sending and the too-large message follow a limit changed there, the same limit the server enforces
// (api/test/registry.test.ts shows the server's side).
import { fileHint, REGISTRY } from 'remote_shared/registry';
import { fileField, RESOURCES } from '../src/crud/resources';
import { fakeServer, renderScreen, uninstallFakeApi } from './screen';

const MB = 1024 * 1024;
const png = (name: string, size: number) => new File([new Uint8Array(size)], name, { type: 'image/png' });

describe('fileField', () => {
  it('reads each file field from the registry', () => {
    expect(fileField(RESOURCES.teachers, 'photo')).toEqual({ name: 'photo', type: 'image', maxMb: 2, hint: 'সর্বোচ্চ ২MB (JPG, PNG, WEBP)' });
    expect(fileField('principals', 'photo')).toMatchObject({ maxMb: 5, hint: 'সর্বোচ্চ ৫MB (JPG, PNG, WEBP)' });
    expect(fileField(RESOURCES.notices, 'pdf_file')).toEqual({ name: 'pdf_file', type: 'pdf', maxMb: 10 });
    expect(fileField(RESOURCES.gallery, 'image')).toMatchObject({ type: 'image', maxMb: 5, removable: false });
    expect(fileField('institutions', 'logo')).toMatchObject({ sizeMessage: 'Logo must be less than 2MB' });
    expect(fileField(RESOURCES.results, 'file')).toEqual({ name: 'file', type: 'document', maxMb: 10, hint: 'সর্বোচ্চ ১০MB (PDF, JPG, PNG, WEBP)', removable: false });
  });

  it('gives each resource its registry path, tag and the lists a write changes', () => {
    expect(RESOURCES.committee).toEqual({ path: 'committee-members', tag: 'Committee' });
    expect(RESOURCES.classes).toEqual({ path: 'classes', tag: 'Class', alsoChanges: ['Subject', 'Student', 'Routine', 'Result', 'RoutineFile'] });
    expect(RESOURCES.acknowledgments).toEqual({ path: 'acknowledgment', tag: 'Acknowledgment' });
    expect(RESOURCES.teachers.alsoChanges).toEqual(['Routine']);
  });
});

describe('a size limit changed in the registry', () => {
  const logo = REGISTRY.institutions.files.logo as { maxMegabytes: number };
  const original = logo.maxMegabytes;
  // Before the screen's module is first loaded (screens are lazy), as a build with the new limit would have it.
  beforeAll(() => {
    logo.maxMegabytes = 3;
  });
  afterAll(() => {
    logo.maxMegabytes = original;
  });
  afterEach(() => uninstallFakeApi());

  it('shows in the hint, the check before sending and its message', async () => {
    expect(fileHint(REGISTRY.institutions.files.logo)).toBe('সর্বোচ্চ ৩MB (JPEG, PNG, JPG, WEBP)');
    fakeServer();
    const { main, user } = renderScreen('college-info');
    const input = await main.findByLabelText('লোগো');
    expect(input).toHaveAccessibleDescription('সর্বোচ্চ ৩MB (JPEG, PNG, JPG, WEBP)');
    // Over the old 2 MB, within the new 3 MB: taken.
    await user.upload(input, png('medium.png', 2.5 * MB));
    expect(input).toHaveAccessibleDescription('সর্বোচ্চ ৩MB (JPEG, PNG, JPG, WEBP)');
    await user.upload(input, png('big.png', 3 * MB + 1));
    expect(input).toHaveAccessibleDescription('সর্বোচ্চ ৩MB (JPEG, PNG, JPG, WEBP) Logo must be less than 3MB');
  });
});
