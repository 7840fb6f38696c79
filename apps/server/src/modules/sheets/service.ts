import { type SaveSheetBody, type SheetInfo, SheetOverrides, type SheetPdfBody } from '@zhijuan/contracts';
import {
  checkSheetSpec,
  idDefaults,
  layoutSheet,
  loadSheetFonts,
  optionalProblems,
  renderSheetPdf,
  type SheetFonts,
  type SheetStudent,
  sampleSheetSpec,
  sheetSpecOf,
  sheetTemplate,
  writtenQuestions,
} from '@zhijuan/sheet';
import { badRequest, conflict } from '../../errors';
import type { AppContext, Caller } from '../../http';
import type { Db } from '../../infra/db';
import {
  type AssignmentRow,
  assignmentStudents,
  editableRow,
  roster as rosterOf,
  scannedOf,
  visibleRow,
} from '../assignments';
import * as repo from './repo';

let fonts: Promise<SheetFonts> | null = null;
/** The two 10.5 MB fonts are read once per process, on the first print. */
const sheetFonts = () => {
  fonts ??= loadSheetFonts().catch((err) => {
    fonts = null;
    throw err;
  });
  return fonts;
};

/**
 * Reads the fonts and prints one blank sample sheet at start, so a teacher's first print finds
 * harfbuzz and pdf-lib warm: a grade's 900 personalised pages took 4–13 s in a cold process against
 * 3–6 s in a warm one on a shared 2-core machine (docs/BENCHMARKS.md).
 */
export async function preloadSheetPrinting(): Promise<void> {
  await renderSheetPdf(layoutSheet(sampleSheetSpec()), { fonts: await sheetFonts() });
}

const overridesOf = (row: { sheet: unknown }) => {
  const parsed = SheetOverrides.safeParse(row.sheet ?? {});
  return parsed.success ? parsed.data : {};
};

async function specFor(ctx: AppContext, caller: Caller, id: string) {
  const { row } = await visibleRow(ctx, caller, id);
  const roster = await assignmentStudents(ctx, caller, id);
  const overrides = overridesOf(row);
  const ids = idDefaults(roster.map((s) => s.studentNo));
  return { row, roster, overrides, ids, spec: sheetSpecOf(row, overrides, ids) };
}

export async function getSheet(ctx: AppContext, caller: Caller, id: string): Promise<SheetInfo> {
  const { row, roster, overrides, spec, ids } = await specFor(ctx, caller, id);
  const locked = row.status !== 'waiting' || (await scannedOf(ctx.database.db, id)) > 0;
  return {
    assignmentId: row.id,
    name: row.name,
    spec: spec as unknown as Record<string, unknown>,
    paper: row.paper,
    idDefaults: ids,
    overrides,
    sheetVersion: row.sheetVersion,
    regions: writtenQuestions(row.paper),
    locked,
    problems: [...optionalProblems(row.paper, overrides), ...checkSheetSpec(spec)],
    studentCount: roster.length,
  };
}

/**
 * Saves the designer's choices. The client sends the sheet version it loaded; a save over a newer one
 * (another tab, another teacher) is refused, and once sheets were scanned the layout is fixed. Each save
 * bumps the version printed in the QR codes, so a sheet printed before reads as the old layout.
 */
export async function saveSheet(
  ctx: AppContext,
  caller: Caller,
  id: string,
  body: SaveSheetBody,
): Promise<SheetInfo> {
  const db = ctx.database.db;
  const row = await editableRow(ctx, caller, id);
  if (row.status !== 'waiting' || (await scannedOf(db, id)) > 0)
    throw conflict('已有扫描的答题卡，答题卡版式不能再修改');
  const problems = optionalProblems(row.paper, body.overrides);
  const students = await assignmentStudents(ctx, caller, id);
  const spec = sheetSpecOf(
    { ...row, sheetVersion: row.sheetVersion + 1 },
    body.overrides,
    idDefaults(students.map((s) => s.studentNo)),
  );
  problems.push(...checkSheetSpec(spec));
  if (problems.length) throw badRequest(problems.join('；'));
  if (!(await repo.saveOverrides(db, id, body.overrides, body.sheetVersion)))
    throw conflict('答题卡已被修改，请刷新后再编辑');
  return getSheet(ctx, caller, id);
}

/** A blank sheet, or one per student of the chosen classes (class order, then 考号). */
export async function sheetPdf(ctx: AppContext, caller: Caller, id: string, body: SheetPdfBody) {
  const job = await sheetPrintJob(ctx, caller, id, body);
  const bytes = await renderSheetPdf(job.layout, {
    ...(job.students ? { students: job.students } : {}),
    fonts: await sheetFonts(),
    title: job.title,
  });
  return { bytes, fileName: job.fileName };
}

/**
 * What `sheetPdf` prints, checked, without printing it: the spec and its layout, the students of a
 * personalised print, the title. The demo score history prints from it off the main thread.
 */
export async function sheetPrintJob(ctx: AppContext, caller: Caller, id: string, body: SheetPdfBody) {
  const { row, roster, spec } = await specFor(ctx, caller, id);
  const problems = checkSheetSpec(spec);
  if (problems.length) throw badRequest(problems.join('；'));
  const layout = layoutSheet(spec);
  let students: SheetStudent[] | undefined;
  if (body.personalised) {
    const chosen = body.classIds?.length ? roster.filter((s) => body.classIds!.includes(s.classId)) : roster;
    if (chosen.length === 0) throw badRequest('所选班级没有学生，请先在学校管理中导入学生名单');
    const bad = chosen.find((s) => !/^\d+$/.test(s.studentNo) || s.studentNo.length > spec.idDigits);
    if (bad)
      throw badRequest(
        `学生 ${bad.name} 的考号「${bad.studentNo}」不是不超过 ${spec.idDigits} 位的数字，不能印在答题卡上`,
      );
    // Shorter 考号 are printed with leading zeros to fill the grid; scanning compares them the same way.
    students = chosen.map((s) => ({
      studentId: s.id,
      name: s.name,
      className: s.className,
      examNo: s.studentNo.padStart(spec.idDigits, '0'),
    }));
  }
  return {
    spec,
    layout,
    students,
    title: `${row.name} 答题卡`,
    fileName: `${row.name}${students ? `（${students.length} 人）` : ''}答题卡.pdf`,
  };
}

/** The recognition template (docs/answer-sheet.md) of the sheet as it prints now. */
export async function sheetTemplateOf(ctx: AppContext, caller: Caller, id: string) {
  const { row, spec } = await specFor(ctx, caller, id);
  const problems = checkSheetSpec(spec);
  if (problems.length) throw badRequest(problems.join('；'));
  return { template: sheetTemplate(layoutSheet(spec)), fileName: `${row.name}识别模板.json` };
}

/**
 * The template recognition reads an exam's scans with: the same spec as printing, built from the row
 * and its roster without a caller (the recognition worker has none; the batch was checked on upload).
 */
export async function templateOfRow(db: Db, row: AssignmentRow) {
  const students = await rosterOf(db, row.id);
  const spec = sheetSpecOf(row, overridesOf(row), idDefaults(students.map((s) => s.studentNo)));
  return sheetTemplate(layoutSheet(spec));
}
