import QRCode from 'qrcode';

/** What a sheet's QR code says: exam, sheet version, page, and the student on personalised sheets. */
export interface SheetQrContent {
  examId: string;
  sheetVersion: number;
  page: number;
  pages: number;
  studentId?: string;
}

const PREFIX = 'ZJS1';

/**
 * QR text of a sheet page, ASCII only: `ZJS1;e=<exam>;v=<version>;p=<page>/<pages>[;s=<student>]`, the
 * exam and student ids percent-encoded (encodeURIComponent).
 */
export function sheetQrText(c: SheetQrContent): string {
  const parts = [
    PREFIX,
    `e=${encodeURIComponent(c.examId)}`,
    `v=${c.sheetVersion}`,
    `p=${c.page}/${c.pages}`,
  ];
  if (c.studentId !== undefined) parts.push(`s=${encodeURIComponent(c.studentId)}`);
  return parts.join(';');
}

/** Reads a sheet QR text back; null when it is not one of ours. */
export function parseSheetQrText(text: string): SheetQrContent | null {
  const [prefix, ...fields] = text.split(';');
  if (prefix !== PREFIX) return null;
  const map = new Map(fields.map((f) => [f.slice(0, f.indexOf('=')), f.slice(f.indexOf('=') + 1)]));
  const page = /^(\d+)\/(\d+)$/.exec(map.get('p') ?? '');
  const version = Number(map.get('v'));
  const exam = map.get('e');
  if (!page || !exam || !Number.isInteger(version)) return null;
  try {
    const student = map.get('s');
    return {
      examId: decodeURIComponent(exam),
      sheetVersion: version,
      page: Number(page[1]),
      pages: Number(page[2]),
      ...(student !== undefined ? { studentId: decodeURIComponent(student) } : {}),
    };
  } catch {
    return null;
  }
}

/** A QR symbol: `size` × `size` modules, row by row, 1 = dark. */
export interface QrMatrix {
  size: number;
  dark: Uint8Array;
}

/** QR modules of the text in byte mode, error correction M, the smallest version that holds it. */
export function qrModules(text: string): QrMatrix {
  const { modules } = QRCode.create([{ data: Buffer.from(text, 'utf8'), mode: 'byte' }], {
    errorCorrectionLevel: 'M',
  });
  return { size: modules.size, dark: modules.data };
}
