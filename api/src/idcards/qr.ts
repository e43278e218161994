// A QR code as the dark runs of each row, for drawing as vector rectangles: sharp at any print resolution and a
// few hundred bytes in the PDF, where an image would be blurred or large.
import QRCode from 'qrcode';

export interface QrRuns {
  /** Modules per side, without the quiet zone. */
  size: number;
  /** Dark modules, as [row, first column, length]. */
  runs: Array<[number, number, number]>;
}

/**
 * The modules of `text`'s QR code. Level M (15 % of the code may be lost) survives a scratched or dimly printed
 * card while keeping a verify URL at version 5 or 6, modules large enough for a phone at arm's length.
 */
export function qrRuns(text: string): QrRuns {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const runs: QrRuns['runs'] = [];
  for (let row = 0; row < modules.size; row++) {
    let start = -1;
    for (let column = 0; column <= modules.size; column++) {
      const dark = column < modules.size && modules.get(row, column);
      if (dark && start < 0) start = column;
      if (!dark && start >= 0) {
        runs.push([row, start, column - start]);
        start = -1;
      }
    }
  }
  return { size: modules.size, runs };
}
