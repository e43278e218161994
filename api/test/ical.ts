// Reading an iCalendar answer as a calendar application does (RFC 5545): each physical line checked, then the
// content lines unfolded and the events taken apart. Used by the tests of /routine.ics and /calendar.ics.

/** The content lines of an iCalendar body, unfolded (RFC 5545 3.1), after checking every physical line. */
export function contentLines(body: string): string[] {
  expect(body.endsWith('\r\n')).toBe(true);
  const physical = body.slice(0, -2).split('\r\n');
  for (const line of physical) {
    expect(line).not.toMatch(/[\r\n]/); // no bare CR or LF anywhere
    expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  }
  return body.replace(/\r\n /g, '').slice(0, -2).split('\r\n');
}

/** The VEVENTs, each as its properties by name (the name with its parameters, `DTSTART;TZID=Asia/Dhaka`). */
export function events(lines: string[]): Record<string, string>[] {
  const found: Record<string, string>[] = [];
  let current: Record<string, string> | null = null;
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') current = {};
    else if (line === 'END:VEVENT') {
      found.push(current!);
      current = null;
    } else if (current) {
      const colon = line.indexOf(':');
      current[line.slice(0, colon)] = line.slice(colon + 1);
    }
  }
  return found;
}
