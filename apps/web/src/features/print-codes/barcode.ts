import JsBarcode from 'jsbarcode';

/** Spec §9: JsBarcode's drawing defaults for student barcodes. */
export const BARCODE_DEFAULTS = {
  format: 'CODE128',
  width: 2,
  height: 100,
  fontSize: 20,
  margin: 10,
} as const;

export const BARCODE_FORMATS = ['CODE128', 'CODE39', 'EAN13', 'EAN8', 'UPC', 'ITF', 'pharmacode'] as const;
export type BarcodeFormat = (typeof BARCODE_FORMATS)[number];

export interface BarcodeOptions {
  format: BarcodeFormat;
  width: number;
  height: number;
  fontSize: number;
  margin: number;
  /** Print the value under the bars (default true). */
  displayValue?: boolean;
}

/** What each format accepts (spec §5: pharmacode 3–131070; EAN-13, EAN-8 and UPC check digits). */
const RULES: Partial<Record<BarcodeFormat, string>> = {
  pharmacode: 'Pharmacode 只能是 3 到 131070 之间的整数',
  EAN13: 'EAN-13 需要 12 位数字，或 13 位数字且最后一位校验码正确',
  EAN8: 'EAN-8 需要 7 位数字，或 8 位数字且最后一位校验码正确',
  UPC: 'UPC 需要 11 位数字，或 12 位数字且最后一位校验码正确',
  CODE39: 'CODE39 只能含大写字母、数字和 - . 空格 $ / + %',
  ITF: 'ITF 需要偶数位数字',
  CODE128: 'CODE128 只能含 ASCII 字符',
};

/** Spec §8's barcode errors, in Chinese. */
export const BARCODE_ERRORS = {
  InvalidInputException: '条码内容不符合所选编码规则',
  NoElementException: '没有可以绘制条码的元素',
  InvalidElementException: '不支持的条码绘制目标',
  CanvasNotSupported: '浏览器不支持 canvas，无法绘制条码',
} as const;

/**
 * Draws `value` as a barcode into `svg` (JsBarcode, vector bars). Returns null when drawn, else a
 * Chinese message saying why the value cannot be encoded in the format.
 */
export function drawBarcode(svg: SVGSVGElement, value: string, o: BarcodeOptions): string | null {
  if (!(BARCODE_FORMATS as readonly string[]).includes(o.format)) return `不支持的条码格式：${o.format}`;
  const invalid = `「${value}」${BARCODE_ERRORS.InvalidInputException}：${RULES[o.format] ?? ''}`;
  // JsBarcode reads a pharmacode with parseInt, so 「12a」 or 「3.5」 would print the bars of 12 or 3.
  if (o.format === 'pharmacode' && !/^\d+$/.test(value)) return invalid;
  let valid = true;
  try {
    JsBarcode(svg, value, { ...o, valid: (ok: boolean) => (valid = ok) });
  } catch (err) {
    const name = (err as { name?: string }).name as keyof typeof BARCODE_ERRORS | undefined;
    return (name && BARCODE_ERRORS[name]) || `条码绘制失败：${(err as Error).message}`;
  }
  return valid ? null : invalid;
}

/** Whether `value` can be encoded in `format`, without drawing anything visible. */
export function barcodeProblem(value: string, format: BarcodeFormat): string | null {
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  return drawBarcode(svg, value, { ...BARCODE_DEFAULTS, format, displayValue: false });
}
