// The college's date a page shows: the server's, carried by the drawn markup into the browser's take-over.
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { CollegeDayContext, useCollegeDay } from './collegeDay';
import { bangladeshToday } from './dates';

/** As the layout carries it: the day on the app's element, and a text that depends on it. */
function Page() {
  const day = useCollegeDay();
  return (
    <div className="pub-app" data-college-day={day}>
      <p>© {day.slice(0, 4)}</p>
    </div>
  );
}

afterEach(() => {
  document.body.innerHTML = '';
});

test("the browser takes over a drawn page with the server's day, whatever its own clock says", async () => {
  const drawn = renderToString(
    <CollegeDayContext.Provider value="2030-12-31">
      <Page />
    </CollegeDayContext.Provider>,
  );
  expect(drawn).toContain('data-college-day="2030-12-31"');
  const container = document.createElement('div');
  container.innerHTML = drawn;
  document.body.append(container);
  const mismatches: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, <Page />, { onRecoverableError: (error) => mismatches.push(error) });
  });
  expect(mismatches).toEqual([]);
  expect(container.textContent).toBe('© 2030');
  expect(container.firstElementChild!.getAttribute('data-college-day')).toBe('2030-12-31');
});

test("without a drawn page, or with a day that is no date, Bangladesh's date", () => {
  expect(renderToString(<Page />)).toContain(`data-college-day="${bangladeshToday()}"`);
  document.body.innerHTML = '<div data-college-day="tomorrow"></div>';
  expect(renderToString(<Page />)).toContain(`data-college-day="${bangladeshToday()}"`);
});
