import {
  type ParsedDraft,
  paragraphsOf,
  parseQuestionParagraphs,
  sanitizeQuestionHtml,
} from '@zhijuan/word-import';
import { type ImageType, sniffImage } from './images';

/**
 * Parsing of uploaded Word and Excel files, run in a worker thread (parse-pool.ts) so that a slow or
 * hostile file never holds the event loop that answers everyone else. The archive's declared and
 * actual inflated sizes were checked before the file was handed over (parse-pool.ts).
 */
export type ParseInput =
  | { kind: 'docx-questions'; bytes: Uint8Array }
  | { kind: 'xlsx'; bytes: Uint8Array; maxRows: number };

/** Where a picture of the Word file stands in the drafts until it is stored: this and its index. */
export const PENDING_IMAGE = '/api/files/pending/';

/** A picture of the Word file that browsers can draw. */
export interface ParsedImage {
  type: ImageType;
  bytes: Uint8Array;
}

export type ParseOutput =
  | { ok: true; kind: 'docx-questions'; drafts: ParsedDraft[]; ignored: string[]; images: ParsedImage[] }
  | { ok: true; kind: 'xlsx'; rows: { row: number; cells: string[] }[] }
  | { ok: false; status: 400 | 413 | 422; message: string };

const DOCX_BROKEN = '无法读取该文件，请上传 Word 的 .docx 格式（.doc 请先在 Word 或 WPS 中另存为 .docx）';
const XLSX_BROKEN = '无法读取该文件，请上传 .xlsx 格式的 Excel 文件（可先下载模板）';

/** A Word file of questions: converted, sanitised and split into drafts (@zhijuan/word-import). */
async function docxQuestions(bytes: Uint8Array): Promise<ParseOutput> {
  const { default: mammoth } = await import('mammoth');
  const images: ParsedImage[] = [];
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const result = await mammoth.convertToHtml(
    { buffer },
    {
      convertImage: mammoth.images.imgElement(async (image) => {
        const data = await image.readAsBuffer();
        const type = sniffImage(data);
        // EMF, WMF and the like, which browsers cannot draw, become a data URL the sanitiser drops.
        if (!type) return { src: `data:${image.contentType};base64,` };
        images.push({ type, bytes: data });
        return { src: `${PENDING_IMAGE}${images.length - 1}` };
      }),
    },
  );
  const { drafts, ignored } = parseQuestionParagraphs(paragraphsOf(sanitizeQuestionHtml(result.value)));
  return { ok: true, kind: 'docx-questions', drafts, ignored, images };
}

async function xlsx(bytes: Uint8Array, maxRows: number): Promise<ParseOutput> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) return { ok: false, status: 400, message: '表格中没有工作表' };
  const rows: { row: number; cells: string[] }[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    if (rows.length > maxRows + 1) return;
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, col) => {
      cells[col - 1] = cell.text;
    });
    rows.push({ row: number, cells: Array.from(cells, (c) => c ?? '') });
  });
  return { ok: true, kind: 'xlsx', rows };
}

/** The worker's task: one file in, its content or a refusal (with a Chinese message) out. */
export async function parseUpload(input: ParseInput): Promise<ParseOutput> {
  const broken = input.kind === 'docx-questions' ? DOCX_BROKEN : XLSX_BROKEN;
  try {
    return input.kind === 'docx-questions'
      ? await docxQuestions(input.bytes)
      : await xlsx(input.bytes, input.maxRows);
  } catch {
    return { ok: false, status: 400, message: broken };
  }
}
