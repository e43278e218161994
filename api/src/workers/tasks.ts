// The tasks of the API's worker threads (worker.ts serves them, `app.workers` runs them): reading what users
// upload. Their bytes arrive by structured clone as a plain Uint8Array; each task reads them as a Buffer again (a
// view, not a copy).
import { packedMemory, packSheet, readSheet } from '../transfer/parse';
import { readPhotoZip, type PhotoZipInput } from '../transfer/photoZip';
import { Transfer } from './pool';

const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

export const TASKS = {
  /** An uploaded spreadsheet's header and rows (transfer/parse.ts), packed for the way back (unpackSheet), its memory handed over. */
  readSheet: async (data: Uint8Array) => {
    const packed = packSheet(await readSheet(asBuffer(data)));
    return new Transfer(packed, packedMemory(packed));
  },
  /** A ZIP of students' photos, unpacked and each image checked (transfer/photoZip.ts). */
  readPhotoZip: (input: PhotoZipInput) => readPhotoZip({ ...input, data: asBuffer(input.data) }),
};

export type ApiTasks = typeof TASKS;
