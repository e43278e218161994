// The college's date: what "today" is on a page (the calendar's coming events, the footer's year, the years since
// the college began). The server says it, in its TIME_ZONE, when it draws a page (RenderRequest.today); the drawn
// markup carries it (`data-college-day` on the layout), and the browser hydrates with the day the page was drawn
// on, so a page drawn in the evening before midnight is taken over with the same text after it. Without either (a
// page drawn in the browser only, or a server that does not say), Bangladesh's date.
import { createContext, useContext } from 'react';
import { bangladeshToday } from './dates';

/** The day the server draws the page for (YYYY-MM-DD), or null in the browser. */
export const CollegeDayContext = createContext<string | null>(null);

/** The attribute of the layout's element that carries the day a page was drawn on (Layout.tsx). */
const COLLEGE_DAY_ATTRIBUTE = 'data-college-day';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The day the page in the document was drawn on, if the server drew it. */
function drawnDay(): string | null {
  if (typeof document === 'undefined') return null;
  const day = document.querySelector(`[${COLLEGE_DAY_ATTRIBUTE}]`)?.getAttribute(COLLEGE_DAY_ATTRIBUTE);
  return day && DAY.test(day) ? day : null;
}

/** Today's date (YYYY-MM-DD) for the college: the server's, the drawn page's, or Bangladesh's. */
export function useCollegeDay(): string {
  const given = useContext(CollegeDayContext);
  return (given && DAY.test(given) ? given : null) ?? drawnDay() ?? bangladeshToday();
}
