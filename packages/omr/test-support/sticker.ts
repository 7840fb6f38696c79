/**
 * 考号 barcode stickers and a barcode-mode sheet with a 选做题 group, for tests (not part of the
 * engine). The bars come from zxing-wasm's writer, loaded from the package's own .wasm file.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { SheetSpec, SheetTemplate } from '@zhijuan/sheet';
import { prepareZXingModule, writeBarcode } from 'zxing-wasm/writer';
import { DPI, SPEC } from './synthetic';

const PX = DPI / 25.4;

/**
 * The test sheet with a 贴条形码区 instead of the 考号 grid, a shorter question 16 and 选做题 17/18
 * after it, all on page 1.
 */
export const BARCODE_SPEC: SheetSpec = {
  ...SPEC,
  examId: 'exam-omr-barcode',
  idMode: 'barcode',
  sections: [
    ...SPEC.sections.filter((s) => s.kind === 'objective'),
    { kind: 'subjective', title: '四、解答题', questions: [{ number: '16', heightMm: 20 }] },
    { kind: 'optional', title: '五、选做题', questions: ['17', '18'], heightMm: 30 },
  ],
};

let ready: Promise<unknown> | null = null;
function prepareWriter() {
  ready ??= (() => {
    const bytes = fs.readFileSync(
      createRequire(import.meta.url).resolve('zxing-wasm/writer/zxing_writer.wasm'),
    );
    const wasmBinary = bytes.buffer.slice(
      bytes.byteOffset,
      bytes.byteOffset + bytes.byteLength,
    ) as ArrayBuffer;
    return prepareZXingModule({ overrides: { wasmBinary }, fireImmediately: true });
  })();
  return ready;
}

export interface Sticker {
  text: string;
  /** Pasted crooked by this many degrees. */
  angleDeg?: number;
  /** Pasted off the area's centre by this much. */
  dxMm?: number;
  dyMm?: number;
  /** Width of the narrowest bar; label printers give 0.25–0.4 mm. */
  moduleMm?: number;
}

/**
 * A white 50 × 22 mm label with the text as a CODE128 barcode (12 mm bars) and printed under it,
 * as SVG over the page's 贴条形码区.
 */
export async function stickerShape(template: SheetTemplate, s: Sticker): Promise<string> {
  await prepareWriter();
  const area = template.pages[0]!.sticker;
  if (!area) throw new Error('the sheet has no sticker area');
  const code = await writeBarcode(s.text, { format: 'Code128', scale: 1 });
  if (code.error) throw new Error(code.error);
  const row = code.symbol.data.slice(0, code.symbol.width);
  const moduleMm = s.moduleMm ?? 0.33;
  const w = 50;
  const h = 22;
  const barsW = row.length * moduleMm;
  const bars: string[] = [];
  row.forEach((v, i) => {
    if (v < 128)
      bars.push(
        `<rect x="${((w - barsW) / 2 + i * moduleMm) * PX}" y="${3 * PX}" width="${moduleMm * PX}" height="${12 * PX}" fill="black"/>`,
      );
  });
  const cx = (area.xMm + area.wMm / 2 + (s.dxMm ?? 0)) * PX;
  const cy = (area.yMm + area.hMm / 2 + (s.dyMm ?? 0)) * PX;
  return (
    `<g transform="translate(${cx} ${cy}) rotate(${s.angleDeg ?? 0}) translate(${(-w / 2) * PX} ${(-h / 2) * PX})">` +
    `<rect width="${w * PX}" height="${h * PX}" fill="white" stroke="#bbb" stroke-width="2"/>${bars.join('')}` +
    `<text x="${(w / 2) * PX}" y="${19.5 * PX}" font-size="${3 * PX}" text-anchor="middle" font-family="monospace">${s.text}</text></g>`
  );
}
