import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useFollowValue } from './followValue';

/** A GET form as the public pages draw them: a search box and a select that show what the URL says. */
function Choice({ search, choice }: { search: string; choice: string }) {
  const box = useFollowValue<HTMLInputElement>(search);
  const select = useFollowValue<HTMLSelectElement>(choice);
  return (
    <form method="get" action="/notice">
      <input ref={box} name="search" type="search" defaultValue={search} />
      <select ref={select} name="class" required defaultValue={choice}>
        <option value="">বেছে নিন</option>
        <option value="1">XI</option>
        <option value="2">XII</option>
      </select>
      <button type="submit">খুঁজুন</button>
    </form>
  );
}

let container: HTMLDivElement;
let root: Root | undefined;
const field = (name: string) => container.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${name}"]`)!;

/** The server's drawing, changed by the visitor before the script arrives, then hydrated. */
async function hydrateAfter(visitor: () => void, props = { search: '', choice: '' }) {
  container = document.createElement('div');
  container.innerHTML = renderToString(<Choice {...props} />);
  document.body.append(container);
  visitor();
  const errors = jest.spyOn(console, 'error');
  await act(async () => {
    root = hydrateRoot(container, <Choice {...props} />);
  });
  expect(errors).not.toHaveBeenCalled(); // no hydration mismatch
  errors.mockRestore();
}

const rerender = (props: { search: string; choice: string }) => act(() => root!.render(<Choice {...props} />));

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
});

describe('useFollowValue', () => {
  it('keeps what was typed and chosen before hydration, focused or not, and the form sends it', async () => {
    await hydrateAfter(() => {
      field('search').value = 'ভর্তি';
      field('class').value = '2';
      field('search').focus();
      field('search').blur(); // a tap elsewhere
    });
    expect(field('search').value).toBe('ভর্তি');
    expect(field('class').value).toBe('2');
    expect(Object.fromEntries(new FormData(container.querySelector('form')!))).toEqual({ search: 'ভর্তি', class: '2' });
  });

  it('keeps a server-drawn value the visitor changed, even to nothing', async () => {
    await hydrateAfter(
      () => {
        field('search').value = '';
        field('class').value = '';
      },
      { search: 'পরীক্ষা', choice: '1' },
    );
    expect(field('search').value).toBe('');
    expect(field('class').value).toBe('');
  });

  it('shows a new value once hydrated (back and forward), but not in the control the visitor is typing in', async () => {
    await hydrateAfter(() => undefined);
    rerender({ search: 'ফলাফল', choice: '1' });
    expect(field('search').value).toBe('ফলাফল');
    expect(field('class').value).toBe('1');

    field('search').focus();
    field('search').value = 'ফলাফ';
    rerender({ search: 'অন্য কিছু', choice: '2' });
    expect(field('search').value).toBe('ফলাফ');
    expect(field('class').value).toBe('2');
  });

  it('leaves the visitor\'s outer spaces alone when the new value is the same text trimmed', async () => {
    await hydrateAfter(() => undefined);
    field('search').value = 'ভর্তি ';
    rerender({ search: 'ভর্তি', choice: '' });
    expect(field('search').value).toBe('ভর্তি ');
  });
});
