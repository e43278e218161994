// A page is drawn for the college's date, in its TIME_ZONE by the server's clock (RenderRequest.today), not for
// the renderer process's own clock and zone: the calendar's coming events and the footer's year on a drawn page
// are those of the college's day, and the browser takes the page over with the same day. A kept page is drawn
// again when that day changes.
import { RENDERER, startStandInSite, type StandInSite } from './standInSite';

const HOST = 'localhost:8080';
/** The stand-in renderer, its page saying the day it was drawn for. */
const DAY_RENDERER = RENDERER.replace('exports.preparePage = async ({ url, get, origin, form }) => {', 'exports.preparePage = async ({ url, get, origin, form, today }) => {')
  .replace("version: url + ' ' +", "version: url + ' ' + today + ' ' +")
  .replace("'</h1><p>' + url + '</p>'", "'</h1><p>' + url + '</p><p id=\"day\">' + today + '</p>'");

let site: StandInSite;
const dayOf = async (url: string) => {
  const response = await site.t.app.inject({ method: 'GET', url, headers: { host: HOST, accept: 'text/html' } });
  expect(response.statusCode).toBe(200);
  return /<p id="day">([^<]*)<\/p>/.exec(response.body)?.[1];
};

afterEach(() => site.close());

test("the college's date in its time zone: past its midnight while UTC and Dhaka are still on the day before", async () => {
  // The test clock starts at 10:00 UTC on 1 March 2025: 16:00 in Dhaka, already 00:00 on the 2nd at UTC+14.
  site = await startStandInSite({ timeZone: 'Pacific/Kiritimati' }, DAY_RENDERER);
  expect(await dayOf('/about')).toBe('2025-03-02');
});

test('a kept page is drawn again for the next day, and the same day keeps it', async () => {
  site = await startStandInSite({}, DAY_RENDERER);
  expect(await dayOf('/about')).toBe('2025-03-01');
  const drawn = site.drawings();
  site.t.clock.advance(7 * 3600); // 17:00 UTC, 23:00 in Dhaka: the same day
  expect(await dayOf('/about')).toBe('2025-03-01');
  expect(site.drawings()).toBe(drawn);
  site.t.clock.advance(3600); // 00:00 in Dhaka
  expect(await dayOf('/about')).toBe('2025-03-02');
  expect(site.drawings()).toBe(drawn + 1);
});
