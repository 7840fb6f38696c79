import type { ImportRowError } from '@zhijuan/contracts';
import ExcelJS from 'exceljs';
import { AppError, badRequest } from '../../errors';
import { parseInWorker } from '../files';

export const MAX_XLSX_BYTES = 5 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 3000;
export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface SheetColumn {
  header: string;
  key: string;
  width: number;
  required?: boolean;
  note?: string;
}

/** A row of an uploaded sheet: its number as Excel shows it, and its cells by column key. */
export interface SheetRow {
  row: number;
  cells: Record<string, string>;
}

/** Reads the first sheet of an .xlsx, matching columns by their header text (a trailing * is ignored). */
export async function readSheet(bytes: Buffer, columns: SheetColumn[]): Promise<SheetRow[]> {
  if (bytes.length < 4 || bytes.readUInt32LE(0) !== 0x04034b50) {
    throw badRequest('无法读取该文件，请上传 .xlsx 格式的 Excel 文件（可先下载模板）');
  }
  // Parsed in a worker thread after the archive's inflated sizes are checked (docs/security.md).
  const parsed = await parseInWorker({ kind: 'xlsx', bytes, maxRows: MAX_IMPORT_ROWS });
  const byNumber = new Map(parsed.rows.map((r) => [r.row, r.cells]));
  const positions = new Map<string, number>();
  (byNumber.get(1) ?? []).forEach((cell, i) => {
    const text = cell
      .trim()
      .replace(/[*＊]$/, '')
      .trim();
    const column = columns.find((c) => c.header === text);
    if (column && !positions.has(column.key)) positions.set(column.key, i);
  });
  const missing = columns.filter((c) => c.required && !positions.has(c.key)).map((c) => c.header);
  if (missing.length) throw badRequest(`表头缺少列：${missing.join('、')}。请使用下载的模板填写`);

  const rows: SheetRow[] = [];
  for (const { row: r, cells: line } of parsed.rows) {
    if (r < 2) continue;
    const cells: Record<string, string> = {};
    let empty = true;
    for (const [key, col] of positions) {
      const text = (line[col] ?? '').trim();
      cells[key] = text;
      if (text) empty = false;
    }
    if (!empty) rows.push({ row: r, cells });
    if (rows.length > MAX_IMPORT_ROWS) throw badRequest(`一次最多导入 ${MAX_IMPORT_ROWS} 行，请分批导入`);
  }
  if (rows.length === 0) throw badRequest('表格中没有数据行');
  return rows;
}

/** Stops an import with every row error; the caller imports nothing. */
export function rejectRows(errors: ImportRowError[]): never {
  const shown = errors.slice(0, 200);
  const rows = new Set(errors.map((e) => e.row)).size;
  throw new AppError(422, `有 ${rows} 行数据有误，未导入任何数据，请修改后重新上传`, { errors: shown });
}

/** Writes one sheet with a bold, frozen header; a second sheet carries the filling instructions. */
export async function writeSheet(
  title: string,
  columns: SheetColumn[],
  rows: Record<string, string | number>[],
  instructions?: string[],
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = '智卷';
  const sheet = workbook.addWorksheet(title, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c) => ({
    header: c.required ? `${c.header}*` : c.header,
    key: c.key,
    width: c.width,
    style: { numFmt: '@' },
  }));
  const head = sheet.getRow(1);
  head.font = { bold: true };
  head.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE8F1FF' } };
  columns.forEach((c, i) => {
    if (c.note) head.getCell(i + 1).note = c.note;
  });
  for (const row of rows) sheet.addRow(row);
  if (instructions?.length) {
    const help = workbook.addWorksheet('填写说明');
    help.getColumn(1).width = 90;
    for (const line of instructions) help.addRow([line]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
