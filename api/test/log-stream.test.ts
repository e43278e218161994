// How the log's lines are gathered into writes (logStream.ts): whole lines, never more than a pipe takes at once
// (counted in bytes, Bengali three to a letter), a longer line alone, and nothing held back once flushed. The log as
// it reaches stdout, from server processes: access-log.test.ts.
import { LineGatherer } from '../src/logStream';

function gatherer(maxWrite: number, gather: number) {
  const writes: string[] = [];
  return { writes, lines: new LineGatherer(() => ({ write: (text) => writes.push(text) }), maxWrite, gather) };
}

test('lines go in writes of whole lines once enough have gathered, each within the most a write holds, in bytes', () => {
  const { writes, lines } = gatherer(100, 80);
  const english = `${'a'.repeat(29)}\n`; // 30 bytes
  const bengali = `${'ক'.repeat(13)}\n`; // 13 letters of 3 bytes: 40 bytes
  for (const line of [english, english, bengali, english, bengali, bengali]) lines.write(line);
  // 30 + 30 + 40 = 100 reaches 80: written. Then 30 + 40 = 70; the next 40 would make 110 > 100: 70 goes alone.
  expect(writes).toEqual([english + english + bengali, english + bengali]);
  lines.flush();
  expect(writes).toEqual([english + english + bengali, english + bengali, bengali]);
  expect(writes.every((text) => Buffer.byteLength(text) <= 100 && text.endsWith('\n'))).toBe(true);
  lines.flush(); // nothing waiting: no empty write
  expect(writes).toHaveLength(3);
});

test('a line longer than a write holds goes whole, alone, after the lines before it', () => {
  const { writes, lines } = gatherer(100, 80);
  const short = `${'b'.repeat(19)}\n`;
  const long = `${'c'.repeat(249)}\n`;
  lines.write(short);
  lines.write(long);
  lines.write(short);
  lines.flush();
  expect(writes).toEqual([short, long, short]);
});
