import { NOT_FOUND_PATH, pageUrl } from './pageUrl';

describe('the address a page is drawn and kept under', () => {
  test('keeps only the parameters the page reads, in a fixed order', () => {
    expect(pageUrl('/notice?utm_source=fb&page=2&search=%E0%A6%AD%E0%A6%B0%E0%A7%8D%E0%A6%A4%E0%A6%BF&fbclid=IwAR0x')).toBe(
      `/notice?${new URLSearchParams({ search: 'ভর্তি', page: '2' })}`,
    );
    expect(pageUrl('/notice?page=2&search=a')).toBe(pageUrl('/notice?search=a&page=2'));
    expect(pageUrl('/facnstaff?page=2&tab=staff&x=1')).toBe('/facnstaff?tab=staff&page=2');
    expect(pageUrl('/result?page=3&category=Public')).toBe('/result?category=Public&page=3');
    expect(pageUrl('/routine?section=%E0%A6%95&class=4&gclid=1')).toBe(`/routine?${new URLSearchParams({ class: '4', section: 'ক' })}`);
    expect(pageUrl('/login?mode=register&next=/x')).toBe('/login?mode=register');
  });

  test('a page that reads no parameter is its path alone', () => {
    expect(pageUrl('/notice/42?fbclid=IwAR0x&utm_medium=social')).toBe('/notice/42');
    expect(pageUrl('/?page=2')).toBe('/');
    expect(pageUrl('/about?utm_campaign=admission')).toBe('/about');
  });

  test('every unknown path is the one 404 page', () => {
    expect(pageUrl('/wp-login')).toBe(NOT_FOUND_PATH);
    expect(pageUrl('/no/such/page?x=1')).toBe(NOT_FOUND_PATH);
    expect(pageUrl(NOT_FOUND_PATH)).toBe(NOT_FOUND_PATH);
    // A notice path that is no notice is drawn by the notice page (its own 404), under its own path.
    expect(pageUrl('/notice/abc?fbclid=1')).toBe('/notice/abc');
  });
});
