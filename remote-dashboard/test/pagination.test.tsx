// The pagination of every list: 10 rows a page, at most five page numbers around the current one, pages outside
// the range ignored; and the list's URL (page, searches, filters) read and written in one canonical form.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { listQuery, parsePage, sameQuery } from '../src/crud/listState';
import { pageCountOf, pageNumbers, PAGE_SIZE, Pagination } from '../src/crud/pagination';

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

  it('counts 10 rows a page, at least one page', () => {
    expect(PAGE_SIZE).toBe(10);
    expect([0, 1, 10, 11, 25].map(pageCountOf)).toEqual([1, 1, 1, 2, 3]);
  });
});

describe('Pagination', () => {
  it('shows nothing for one page; asks only for pages inside the range', async () => {
    const goTo = jest.fn();
    const { rerender } = render(<Pagination page={1} pageCount={1} goTo={goTo} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    rerender(<Pagination page={3} pageCount={3} goTo={goTo} edges />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'পরের পৃষ্ঠা' }));
    await user.click(screen.getByRole('button', { name: 'শেষ পৃষ্ঠা' }));
    await user.click(screen.getByRole('button', { name: 'পৃষ্ঠা ৩' }));
    expect(goTo).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'আগের পৃষ্ঠা' }));
    await user.click(screen.getByRole('button', { name: 'প্রথম পৃষ্ঠা' }));
    expect(goTo.mock.calls).toEqual([[2], [1]]);
  });
});

describe('the list URL', () => {
  it('reads a page number in either script; anything else is page 1', () => {
    expect(['3', '৩', ' 12 ', null, '', '0', '-2', 'x', '2.5', '9999999'].map(parsePage)).toEqual([3, 3, 12, 1, 1, 1, 1, 1, 1, 1]);
  });

  it('writes the page first, then the searches and filters that say something, trimmed; other parameters kept', () => {
    const keys = ['search', 'class_name'];
    expect(listQuery(keys, { search: ' রহিম ', class_name: '2' }, 3)).toBe(`?page=3&search=${encodeURIComponent('রহিম')}&class_name=2`);
    expect(listQuery(keys, { search: '', class_name: '' }, 1)).toBe('');
    expect(listQuery(keys, { search: 'x' }, 1, new URLSearchParams('page=4&search=y&tab=a'))).toBe('?search=x&tab=a');
    expect(sameQuery('?search=x&page=2', 'page=2&search=x')).toBe(true);
    expect(sameQuery('?search=x&page=2', '?search=x')).toBe(false);
  });
});
