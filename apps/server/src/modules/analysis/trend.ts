import type { TrendPoint } from '@zhijuan/contracts';
import { mergeMastery, ranks } from '@zhijuan/stats';
import type { Db } from '../../infra/db';
import { type ExamData, once, stampsOf } from './data';
import { examDataOf } from './exams';
import type { ExamRow } from './repo';
import * as repo from './repo';
import { groupMastery } from './reports';

const TREND = 20;

/** Per exam, once: each student's total and ranks, and the grade's and classes' means. */
function rankSummary(data: ExamData) {
  return once(data, 'ranks', () => {
    const totals = data.lines.map((l) => (l.status === 'scored' ? l.total : null));
    const grade = ranks(totals);
    const classRank = new Map<string, number | null>();
    const classes = new Map<string, { mean: number | null; count: number }>();
    for (const c of data.classes) {
      const idx = data.lines.flatMap((l, i) => (l.classId === c.id ? [i] : []));
      const rs = ranks(idx.map((i) => totals[i]!));
      idx.forEach((i, k) => {
        classRank.set(data.lines[i]!.id, rs[k] ?? null);
      });
      const got = idx.map((i) => totals[i]).filter((x): x is number => x !== null && x !== undefined);
      classes.set(c.id, {
        mean: got.length ? got.reduce((a, b) => a + b, 0) / got.length : null,
        count: got.length,
      });
    }
    const got = totals.filter((x): x is number => x !== null);
    return {
      index: new Map(data.lines.map((l, i) => [l.id, i])),
      grade,
      classRank,
      classes,
      gradeMean: got.length ? got.reduce((a, b) => a + b, 0) / got.length : null,
      gradeCount: got.length,
    };
  });
}

/**
 * A student's exams of the subject (their class took part, finished — and this one, finished or not), at
 * most 20 up to this one, oldest first, with each exam's data: one statement finds them, one stamps them all, and the
 * data comes from the cache unless a score changed.
 */
export async function historyOf(db: Db, row: ExamRow, studentId: string): Promise<ExamData[]> {
  const rows = await repo.studentHistory(db, row, studentId, TREND);
  const stamps = await stampsOf(
    db,
    rows.map((r) => r.row),
  );
  const out: ExamData[] = [];
  for (const r of rows.reverse()) out.push(await examDataOf(db, r.row, r, stamps.get(r.row.id)));
  return out;
}

/** The student's line of each exam: total, ranks and the means beside it. */
export function trendFrom(history: ExamData[], studentId: string): TrendPoint[] {
  return history.flatMap((d) => {
    const r = rankSummary(d);
    const i = r.index.get(studentId);
    if (i === undefined) return [];
    const line = d.lines[i]!;
    const c = r.classes.get(line.classId);
    return [
      {
        examId: d.info.id,
        name: d.info.name,
        examDate: d.info.examDate,
        fullScore: d.info.fullScore,
        examStatus: d.info.status,
        status: line.status,
        total: line.total,
        classRank: r.classRank.get(studentId) ?? null,
        gradeRank: r.grade[i] ?? null,
        classMean: c?.mean ?? null,
        gradeMean: r.gradeMean,
        classCount: c?.count ?? 0,
        gradeCount: r.gradeCount,
      },
    ];
  });
}

/** A 20-exam trend of a student (for the person report and the benchmark). */
export async function trendOf(db: Db, row: ExamRow, studentId: string): Promise<TrendPoint[]> {
  return trendFrom(await historyOf(db, row, studentId), studentId);
}

/** A student's mastery over their scored exams of the history. */
export function masteryOver(history: ExamData[], studentId: string) {
  const parts = history.flatMap((d) => {
    const line = d.lines.find((l) => l.id === studentId);
    return line?.status === 'scored' ? [groupMastery(d.columns, [line])] : [];
  });
  return mergeMastery(parts);
}
