// The small rules of the public record's pages: numbers in Bengali, files by their kind, the views' URLs.
import { findNamed, facultySearch, parseFacultyTab, parseId, parseResultCategory, resultSearch } from '../page/recordParams';
import { downloadHref, isImageFile } from './files';
import { bn, countOf, percentText } from './numbers';

describe('numbers', () => {
  it('writes Bengali digits, and a share as a percentage with at most one decimal', () => {
    expect(bn(2025)).toBe('২০২৫');
    expect(percentText(191, 200)).toBe('৯৫.৫%');
    expect(percentText(150, 150)).toBe('১০০%');
    expect(percentText(1, 3)).toBe('৩৩.৩%');
    expect(percentText(0, 12)).toBe('০%');
  });

  it('tells no rate when a count is missing, zero examinees, or more passed than sat', () => {
    expect(percentText(null, 200)).toBeNull();
    expect(percentText(10, null)).toBeNull();
    expect(percentText(0, 0)).toBeNull();
    expect(percentText(201, 200)).toBeNull();
    expect(countOf('12')).toBe(12);
    expect(countOf(-1)).toBeNull();
    expect(countOf('১২')).toBeNull();
  });
});

describe('files', () => {
  it('knows a picture from a PDF by its name, absolute URL or not, whatever its query', () => {
    expect(isImageFile('https://college.example/media/acknowledgments/a.JPG')).toBe(true);
    expect(isImageFile('/media/a.webp?x=1')).toBe(true);
    expect(isImageFile('/media/a.pdf')).toBe(false);
    expect(isImageFile('/media/results/jpg')).toBe(false);
    expect(isImageFile(null)).toBe(false);
  });

  it('downloads through ?download=1, kept beside a query the URL has', () => {
    expect(downloadHref('https://college.example/media/a.pdf')).toBe('https://college.example/media/a.pdf?download=1');
    expect(downloadHref('/media/a.pdf?v=2')).toBe('/media/a.pdf?v=2&download=1');
  });
});

describe('the views in the URL', () => {
  it('reads a result category in any case, and tells an unknown one apart from none', () => {
    expect(parseResultCategory(null)).toBeNull();
    expect(parseResultCategory(' ')).toBeNull();
    expect(parseResultCategory('public')).toBe('Public');
    expect(parseResultCategory('INTERNAL')).toBe('Internal');
    expect(parseResultCategory('Board')).toBeUndefined();
    expect(resultSearch('Public', 2)).toBe('?category=Public&page=2');
    expect(resultSearch(null, 1)).toBe('');
  });

  it("reads the faculty page's tab", () => {
    expect(parseFacultyTab(null)).toBe('teachers');
    expect(parseFacultyTab('Staff')).toBe('staff');
    expect(parseFacultyTab('students')).toBeUndefined();
    expect(facultySearch('teachers', 1)).toBe('');
    expect(facultySearch('staff', 3)).toBe('?tab=staff&page=3');
  });

  it('finds a class or section by id or by name, digits of either script alike', () => {
    const items = [
      { id: 1, name: 'ক' },
      { id: 2, name: 'Section 10' },
      { id: 3, name: '7' },
    ];
    expect(findNamed(items, '2')).toBe(items[1]);
    expect(findNamed(items, '২')).toBe(items[1]);
    expect(findNamed(items, ' ক ')).toBe(items[0]);
    expect(findNamed(items, 'section ১০')).toBe(items[1]);
    // Not an id of the list: a name.
    expect(findNamed(items, '7')).toBe(items[2]);
    expect(findNamed(items, 'খ')).toBeNull();
    expect(findNamed(items, '')).toBeNull();
    expect(parseId('০০৪')).toBe(4);
    expect(parseId('4a')).toBeNull();
  });
});
