import {
  changedBy,
  changedTags,
  entryOf,
  FILE_TYPES,
  fileHint,
  fileRuleOf,
  fileText,
  fileTooLargeText,
  itemUrl,
  keyOfPath,
  LARGEST_UPLOAD_BYTES,
  listUrl,
  MB,
  PROFILE_PICTURE,
  REGISTRY,
  RESOURCE_KEYS,
  RESOURCE_TAGS,
} from './index';

describe('the registry', () => {
  it('has one entry per key, each with its own path and tag', () => {
    expect(Object.keys(REGISTRY).sort()).toEqual([...RESOURCE_KEYS].sort());
    const paths = RESOURCE_KEYS.map((key) => REGISTRY[key].path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(new Set(RESOURCE_TAGS).size).toBe(RESOURCE_KEYS.length);
    for (const key of RESOURCE_KEYS) expect(keyOfPath(REGISTRY[key].path)).toBe(key);
  });

  it('names only fields of the resource in its filters and distinct lists (search may name read-only fields)', () => {
    for (const key of RESOURCE_KEYS) {
      const entry = entryOf(key);
      const fields = Object.keys(entry.schema);
      for (const field of [...Object.keys(entry.filters ?? {}), ...(entry.distinct ?? [])]) {
        if (key === 'users') continue; // users are filtered by role, their one written field
        expect([key, fields.includes(field)]).toEqual([key, true]);
      }
      // Each listed value narrows the list by its filter: a choice (equals) or a suggestion (contains).
      for (const field of entry.distinct ?? []) expect([key, field, entry.filters?.[field]]).toEqual([key, field, expect.stringMatching(/^(equals|contains)$/)]);
    }
  });

  it('answers the tags a write changes, and the resources that change a list', () => {
    expect(changedTags('classes')).toEqual(['Class', 'Subject', 'Student', 'Routine', 'Result', 'RoutineFile']);
    expect(changedBy('results')).toEqual(['classes']);
    expect(changedTags('notices')).toEqual(['Notice']);
    expect(changedBy('routine')).toEqual(['teachers', 'classes', 'sections', 'subjects']);
    // A notice's preview card shows the college's name and logo.
    expect(changedTags('institutions')).toEqual(['Institution', 'Notice']);
    expect(changedBy('notices')).toEqual(['institutions']);
    expect(changedBy('gallery')).toEqual([]);
  });

  it('makes the API paths', () => {
    expect(listUrl('committee')).toBe('committee-members/');
    expect(itemUrl('routine', 7)).toBe('class-routine/7/');
  });
});

describe('file rules', () => {
  it('fill the size into their texts, in Latin or Bengali digits', () => {
    const rule = { type: 'image', maxMegabytes: 12, hint: 'সর্বোচ্চ {mb_bn}MB', tooLarge: 'at most {mb}MB' } as const;
    expect(fileHint(rule)).toBe('সর্বোচ্চ ১২MB');
    expect(fileTooLargeText(rule)).toBe('at most 12MB');
    expect(fileText('{mb} / {mb_bn}', { maxMegabytes: 5 })).toBe('5 / ৫');
    expect(fileHint({ type: 'pdf', maxMegabytes: 10 })).toBeUndefined();
  });

  it('give the dashboard\'s hints as they read', () => {
    expect(fileHint(fileRuleOf('teachers', 'photo'))).toBe('সর্বোচ্চ ২MB (JPG, PNG, WEBP)');
    expect(fileHint(fileRuleOf('principals', 'photo'))).toBe('সর্বোচ্চ ৫MB (JPG, PNG, WEBP)');
    expect(fileHint(fileRuleOf('institutions', 'institution_image'))).toBe('সর্বোচ্চ ৯MB (JPEG, PNG, JPG, WEBP)');
    expect(fileTooLargeText(fileRuleOf('institutions', 'logo'))).toBe('Logo must be less than 2MB');
    expect(fileHint(PROFILE_PICTURE)).toBe('JPEG, PNG or WebP, at most 2 MB');
  });

  it('refuse a field that is no file', () => {
    expect(() => fileRuleOf('teachers', 'full_name')).toThrow('teachers has no file field "full_name"');
  });

  it('take images and PDFs by their standard types, and cap uploads at the largest limit', () => {
    expect(FILE_TYPES.image.mimeTypes).toEqual(['image/jpeg', 'image/png', 'image/webp']);
    expect(FILE_TYPES.pdf.kinds).toEqual(['pdf']);
    expect(FILE_TYPES.document.kinds).toEqual(['jpeg', 'png', 'webp', 'pdf']);
    expect(FILE_TYPES.document.mimeTypes).toEqual(['image/jpeg', 'image/png', 'image/webp', 'application/pdf']);
    expect(fileHint(fileRuleOf('results', 'file'))).toBe('সর্বোচ্চ ১০MB (PDF, JPG, PNG, WEBP)');
    expect(LARGEST_UPLOAD_BYTES).toBe(10 * MB);
  });
});
