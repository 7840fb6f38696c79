import type { ClassReport } from '@zhijuan/contracts';
import type { AppContext, Caller } from '../../http';
import { previousOf, readable, readableClass } from './exams';
import {
  byClassRank,
  distribution,
  groups,
  heatmap,
  questionStats,
  studentResults,
  typeTable,
} from './reports';
import { cutoffsOf } from './settings';

const MOVERS = 5;

/** `GET /teacher/analysis/:id/class/:classId`. */
export async function classReport(
  ctx: AppContext,
  caller: Caller,
  id: string,
  classId: string,
): Promise<ClassReport> {
  const { exam, data } = await readable(ctx, caller, id);
  const c = await readableClass(ctx, caller, data, classId);
  const cutoffs = await cutoffsOf(ctx, caller);
  const { grade, classes } = groups(data, cutoffs);
  const previous = await previousOf(ctx.database.db, data, exam.row);
  const all = studentResults(data, previous?.ranks ?? null);
  const mine = all.filter((s) => s.classId === classId).sort(byClassRank);
  const lines = data.lines.filter((l) => l.classId === classId);
  const gradeQs = questionStats(data.columns, data.lines);
  const moved = mine.filter((s) => s.rankChange !== null);
  return {
    exam: data.info,
    cutoffs,
    classStats: classes.find((x) => x.id === classId)!,
    grade,
    distribution: distribution(data.info.fullScore, [
      { id: c.id, name: c.name, lines },
      { id: grade.id, name: grade.name, lines: data.lines },
    ]),
    students: mine,
    previous: previous?.exam ?? null,
    risers: [...moved]
      .filter((s) => s.rankChange! > 0)
      .sort((a, b) => b.rankChange! - a.rankChange!)
      .slice(0, MOVERS),
    fallers: [...moved]
      .filter((s) => s.rankChange! < 0)
      .sort((a, b) => a.rankChange! - b.rankChange!)
      .slice(0, MOVERS),
    questionTypes: typeTable(data.columns, lines),
    questions: questionStats(data.columns, lines).map((q, i) => ({ ...q, gradeP: gradeQs[i]?.p ?? 0 })),
    // The class beside the grade, per knowledge point.
    knowledge: heatmap(data, [c]),
  };
}
