import fs from 'node:fs';
import { createRequire } from 'node:module';
import { parseSheetQrText, type SheetQrContent } from '@zhijuan/sheet';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import type { Pixels } from './gray';

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

/** Symbologies a 考号 sticker may carry (the sticker print screen offers these; CODE128 by default). */
const STICKER_FORMATS = ['Code128', 'Code39', 'EAN13', 'EAN8', 'UPCA', 'ITF'] as const;

/**
 * Reads a 考号 barcode sticker from image bytes (PNG) or pixels: the text of the one linear barcode found, or null when
 * there is none or there are two that disagree (a sticker pasted over another is for a person).
 */
export async function readStickerCode(image: Uint8Array | Pixels): Promise<string | null> {
  await prepareOmr();
  const results = await readBarcodes(image, {
    formats: [...STICKER_FORMATS],
    tryHarder: true,
    tryRotate: true,
    maxNumberOfSymbols: 2,
  });
  const texts = new Set(results.filter((r) => r.isValid && r.text).map((r) => r.text.trim()));
  return texts.size === 1 ? [...texts][0]! : null;
}

/** Reads our sheet QR code from image bytes (PNG) or pixels; null when there is none (or it is not ours). */
export async function readSheetQr(
  image: Uint8Array | Pixels,
): Promise<{ content: SheetQrContent; text: string } | null> {
  await prepareOmr();
  const results = await readBarcodes(image, { formats: ['QRCode'], tryHarder: true, maxNumberOfSymbols: 1 });
  for (const r of results) {
    const content = r.isValid ? parseSheetQrText(r.text) : null;
    if (content) return { content, text: r.text };
  }
  return null;
}
