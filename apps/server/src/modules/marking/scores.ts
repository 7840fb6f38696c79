import type { Annotation, MarkedSheet, ScoreRow, ScoreSheet, ScoreSheetQuery } from '@zhijuan/contracts';
import ExcelJS from 'exceljs';
import { notFound } from '../../errors';
import type { AppContext, Caller } from '../../http';
import { rosterWithSheets } from '../assignments';
import { markingExam } from './exam';
import * as repo from './repo';
import { ranks, scoreObjective } from './scoring';
import { imageParts } from './tasks';

/**
 * The score sheet (成绩单) of an exam or one of its classes: objective, subjective and total per student,
 * each column's score, class and exam ranks. 缺考 and 未扫描 students are listed without a score.
 */
export async function scoreSheet(
  ctx: AppContext,
  caller: Caller,
  id: string,
  q: ScoreSheetQuery,
): Promise<ScoreSheet> {
  const exam = await markingExam(ctx, caller, id);
  const all = await rosterWithSheets(ctx.database.db, exam.row.id);
  const totals = all.map((r) => (r.sheet && !r.sheet.absent ? r.sheet.totalScore : null));
  const examRanks = ranks(totals);
  const classRanks = new Map<number, number | null>();
  for (const classId of new Set(all.map((r) => r.classId))) {
    const idx = all.flatMap((r, i) => (r.classId === classId ? [i] : []));
    const rs = ranks(idx.map((i) => totals[i]!));
    idx.forEach((i, k) => {
      classRanks.set(i, rs[k]!);
    });
  }
  const columns = exam.plan.columns;
  const rows: ScoreRow[] = [];
  all.forEach((r, i) => {
    if (q.classId && r.classId !== q.classId) return;
    const s = r.sheet;
    const status = !s ? 'missing' : s.absent ? 'absent' : 'scored';
    rows.push({
      studentId: r.id,
      name: r.name,
      studentNo: r.studentNo,
      classId: r.classId,
      className: r.className,
      status,
      objective: status === 'scored' ? s!.objectiveScore : null,
      subjective: status === 'scored' ? s!.subjectiveScore : null,
      total: totals[i]!,
      classRank: classRanks.get(i) ?? null,
      rank: examRanks[i]!,
      scores: Object.fromEntries(
        columns.map((c) => [c.key, status === 'scored' ? (s!.scores[c.key] ?? null) : null]),
      ),
      complete: status !== 'scored' || s!.complete,
    });
  });
  const classes = [...new Map(all.map((r) => [r.classId, { id: r.classId, name: r.className }])).values()];
  return {
    assignmentId: id,
    name: exam.row.name,
    kind: exam.row.kind,
    examDate: exam.row.examDate,
    subjectName: exam.subjectName,
    totalScore: exam.row.paper.totalScore,
    columns,
    rows,
    classes,
    complete: all.every((r) => !r.sheet || r.sheet.absent || r.sheet.complete) && all.some((r) => r.sheet),
  };
}

const STATUS_TEXT = { scored: '', absent: '缺考', missing: '未扫描' } as const;

/** The whole exam's scores as an Excel workbook: one sheet for all students, one per class. */
export async function scoreWorkbook(ctx: AppContext, caller: Caller, id: string) {
  const sheet = await scoreSheet(ctx, caller, id, {});
  // 大题 subtotals, in paper order.
  const sections: { title: string; keys: string[]; max: number }[] = [];
  for (const c of sheet.columns) {
    let x = sections.find((y) => y.title === c.section);
    if (!x) {
      x = { title: c.section, keys: [], max: 0 };
      sections.push(x);
    }
    x.keys.push(c.key);
    x.max += c.max;
  }
  const subtotal = (r: ScoreRow, keys: string[]) =>
    r.status !== 'scored' || keys.some((k) => r.scores[k] == null)
      ? null
      : keys.reduce((t, k) => t + r.scores[k]!, 0);
  const book = new ExcelJS.Workbook();
  book.creator = '智卷';
  const header = [
    '班级',
    '姓名',
    '考号',
    '客观题',
    '主观题',
    '总分',
    '班级排名',
    '年级排名',
    ...sections.map((x) => `${x.title}（${x.max}分）`),
    ...sheet.columns.map((c) => `${c.objective ? '' : '主观'}${c.label}（${c.max}分）`),
    '备注',
  ];
  const fill = (ws: ExcelJS.Worksheet, rows: ScoreRow[]) => {
    ws.addRow(header).font = { bold: true };
    for (const r of rows)
      ws.addRow([
        r.className,
        r.name,
        r.studentNo,
        r.objective,
        r.subjective,
        r.total,
        r.classRank,
        r.rank,
        ...sections.map((x) => subtotal(r, x.keys)),
        ...sheet.columns.map((c) => r.scores[c.key] ?? null),
        STATUS_TEXT[r.status] || (r.complete ? '' : '未阅完'),
      ]);
    ws.views = [{ state: 'frozen', xSplit: 3, ySplit: 1 }];
    ws.getColumn(3).numFmt = '@';
    ws.columns.forEach((col, i) => {
      col.width = i < 3 ? 12 : 10;
    });
  };
  fill(book.addWorksheet('全部学生'), sheet.rows);
  for (const c of sheet.classes)
    fill(
      book.addWorksheet(c.name.slice(0, 31)),
      sheet.rows.filter((r) => r.classId === c.id),
    );
  const bytes = Buffer.from(await book.xlsx.writeBuffer());
  return { bytes, fileName: `${sheet.name}成绩.xlsx` };
}

/** One student's marked sheet: objective answers against the key, written answers with their marks. */
export async function markedSheet(
  ctx: AppContext,
  caller: Caller,
  id: string,
  studentId: string,
): Promise<MarkedSheet> {
  const db = ctx.database.db;
  const exam = await markingExam(ctx, caller, id);
  const [r] = (await rosterWithSheets(db, exam.row.id)).filter((x) => x.id === studentId);
  if (!r) throw notFound('这名学生不在这次考试的班级中');
  const s = r.sheet;
  const status = !s ? 'missing' : s.absent ? 'absent' : 'scored';
  const sheetKey = { orgId: exam.row.orgId, assignmentId: id, studentId };
  const tasks = s ? await repo.studentMarkings(db, id, studentId) : [];
  const parts = new Map(
    await Promise.all(
      exam.plan.written.map(
        async (w) => [w.block, (await imageParts(db, { ...sheetKey, block: w.block })).length] as const,
      ),
    ),
  );
  return {
    student: { id: r.id, name: r.name, studentNo: r.studentNo, className: r.className },
    assignmentName: exam.row.name,
    totalScore: exam.row.paper.totalScore,
    status,
    total: status === 'scored' ? s!.totalScore : null,
    objective:
      status === 'scored'
        ? exam.plan.objective.map((o) => ({
            number: o.number,
            answer: s!.answers[o.number] ?? '',
            key: o.answer.join(''),
            score: scoreObjective(o, s!.answers[o.number], exam.settings.multipleRule),
            max: o.score,
          }))
        : [],
    written:
      status === 'scored'
        ? exam.plan.written.map((w) => {
            // The marking shown is the last that counts: the arbitration, else the first marking.
            const mine = tasks.filter((t) => t.block === w.block);
            const shown = mine.find((t) => t.round === 3) ?? mine[0];
            return {
              block: w.block,
              label: w.label,
              score: s!.scores[w.block] ?? null,
              max: w.max,
              images: Array.from(
                { length: parts.get(w.block) ?? 0 },
                (_, n) =>
                  `/teacher/assignment/${id}/student/${studentId}/answer/${encodeURIComponent(w.block)}/${n}`,
              ),
              annotations: (shown?.annotations ?? []) as Annotation[],
            };
          })
        : [],
  };
}

/** A written answer of a student's sheet, for anyone who can see the exam (the marked sheet). */
export async function answerImage(
  ctx: AppContext,
  caller: Caller,
  id: string,
  studentId: string,
  block: string,
  n: number,
) {
  const exam = await markingExam(ctx, caller, id);
  const part = (
    await imageParts(ctx.database.db, { orgId: exam.row.orgId, assignmentId: id, studentId, block })
  )[n];
  const bytes = part ? await ctx.storage.get(part.key) : null;
  if (!bytes) throw notFound('答题图像不存在');
  return bytes;
}
