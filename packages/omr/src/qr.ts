import fs from 'node:fs';
import { createRequire } from 'node:module';
import { parseSheetQrText, type SheetQrContent } from '@zhijuan/sheet';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';

let ready: Promise<unknown> | null = null;

/**
 * Loads the QR reader from the package's own .wasm file (zxing-wasm would fetch it from a CDN
 * otherwise). Once per process.
 */
export function prepareOmr(): Promise<unknown> {
  ready ??= (async () => {
    const wasmPath = createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm');
    const bytes = fs.readFileSync(wasmPath);
    const wasmBinary = bytes.buffer.slice(
      bytes.byteOffset,
      bytes.byteOffset + bytes.byteLength,
    ) as ArrayBuffer;
    return prepareZXingModule({ overrides: { wasmBinary }, fireImmediately: true });
  })();
  return ready;
}

/** Reads our sheet QR code from PNG bytes; null when there is none (or it is not ours). */
export async function readSheetQr(
  png: Uint8Array,
): Promise<{ content: SheetQrContent; text: string } | null> {
  await prepareOmr();
  const results = await readBarcodes(png, { formats: ['QRCode'], tryHarder: true, maxNumberOfSymbols: 1 });
  for (const r of results) {
    const content = r.isValid ? parseSheetQrText(r.text) : null;
    if (content) return { content, text: r.text };
  }
  return null;
}
