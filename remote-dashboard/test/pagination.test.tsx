// The pagination of every list: 10 rows a page, at most five page numbers around the current one, pages outside
// the range ignored, back to page 1 when a filter changes, back into range when rows disappear.
import { act, renderHook } from '@testing-library/react';
import { pageNumbers, PAGE_SIZE, usePagination } from '../src/crud/pagination';

const rows = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('pageNumbers', () => {
  it.each([
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [1, 9, [1, 2, 3, 4, 5]],
    [4, 9, [2, 3, 4, 5, 6]],
    [8, 9, [5, 6, 7, 8, 9]],
    [9, 9, [5, 6, 7, 8, 9]],
  ])('page %i of %i shows %j', (page, count, expected) => {
    expect(pageNumbers(page, count)).toEqual(expected);
  });
});

describe('usePagination', () => {
  it('cuts 10 rows a page and ignores pages outside the range', () => {
    const { result } = renderHook(() => usePagination(rows(25), ''));
    expect(PAGE_SIZE).toBe(10);
    expect(result.current).toMatchObject({ page: 1, pageCount: 3, firstIndex: 0 });
    expect(result.current.pageRows).toEqual(rows(10));
    for (const outside of [0, -1, 4, 2.5, Number.NaN]) {
      act(() => result.current.goTo(outside));
      expect(result.current.page).toBe(1);
    }
    act(() => result.current.goTo(3));
    expect(result.current).toMatchObject({ page: 3, firstIndex: 20, pageRows: [21, 22, 23, 24, 25] });
  });

  it('goes back to page 1 when the filter changes, and into range when rows disappear', () => {
    const { result, rerender } = renderHook(({ list, key }) => usePagination(list, key), { initialProps: { list: rows(25), key: 'a' } });
    act(() => result.current.goTo(3));
    rerender({ list: rows(25), key: 'b' });
    expect(result.current.page).toBe(1);
    act(() => result.current.goTo(3));
    rerender({ list: rows(20), key: 'b' });
    expect(result.current).toMatchObject({ page: 2, pageRows: rows(20).slice(10) });
    rerender({ list: [], key: 'b' });
    expect(result.current).toMatchObject({ page: 1, pageCount: 1, pageRows: [] });
  });
});
