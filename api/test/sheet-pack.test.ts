// A sheet read in a worker thread crosses back packed (transfer/parse.ts packSheet) and is unpacked unchanged:
// every cell's text (Bengali, characters outside the BMP, empty cells, ragged rows) and every row's number.
import { packedMemory, packSheet, unpackSheet, type Sheet } from '../src/transfer/parse';

test('a sheet packed and unpacked is the same sheet', () => {
  const sheet: Sheet = {
    header: ['full_name', 'roll_number', 'class_name'],
    rows: [
      { row: 2, cells: ['রহিম উদ্দিন', '০০৪৫', 'একাদশ'] },
      { row: 4, cells: ['😀 𝐀 ক্ষ', '', 'দ্বাদশ', 'extra'] },
      { row: 7, cells: [''] },
      { row: 10_001, cells: ['"quoted", with, commas\r\nand a line', '1', ''] },
    ],
  };
  const packed = packSheet(sheet);
  // As it crosses from the worker: its memory handed over, not copied.
  const crossed = structuredClone(packed, { transfer: packedMemory(packed) });
  expect(packed.text.byteLength).toBe(0);
  expect(unpackSheet(crossed)).toEqual(sheet);
});

test('a sheet of thousands of rows comes back whole', () => {
  const sheet: Sheet = {
    header: ['নাম', 'রোল'],
    rows: Array.from({ length: 5000 }, (_, i) => ({ row: i + 2, cells: [`শিক্ষার্থী ${i} 😀`, String(i)] })),
  };
  const packed = packSheet(sheet);
  expect(unpackSheet(structuredClone(packed, { transfer: packedMemory(packed) }))).toEqual(sheet);
});

test('a row longer than the blocks the text is made into strings in comes back whole, and so do its neighbours', () => {
  const long = 'ক্ষ😀'.repeat(10_000); // 40,000 UTF-16 units in one cell
  const sheet: Sheet = {
    header: ['নাম', 'টীকা'],
    rows: [
      ...Array.from({ length: 600 }, (_, i) => ({ row: i + 2, cells: [`শিক্ষার্থী ${i}`, ''] })),
      { row: 700, cells: ['দীর্ঘ', long] },
      { row: 701, cells: ['পরে', '😀'] },
    ],
  };
  const packed = packSheet(sheet);
  expect(unpackSheet(structuredClone(packed, { transfer: packedMemory(packed) }))).toEqual(sheet);
});
