// A sheet read in a worker thread crosses back packed (transfer/parse.ts packSheet) and is unpacked unchanged:
// every cell's text (Bengali, characters outside the BMP, empty cells, ragged rows) and every row's number.
import { packSheet, unpackSheet, type Sheet } from '../src/transfer/parse';

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
  const packed = structuredClone(packSheet(sheet));
  expect(unpackSheet(packed)).toEqual(sheet);
});
