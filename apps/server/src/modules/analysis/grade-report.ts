import type { GradeReport, PaperReport, RateCutoffs } from '@zhijuan/contracts';
import type { AppContext, Caller } from '../../http';
import { type ExamData, once } from './data';
import { readable } from './exams';
import {
  distribution,
  examReliability,
  groups,
  heatmap,
  paperQuality,
  questionStats,
  typeTable,
} from './reports';
import { cutoffsOf } from './settings';

/** `GET /teacher/analysis/:id/grade`. */
export async function gradeReport(ctx: AppContext, caller: Caller, id: string): Promise<GradeReport> {
  const { data } = await readable(ctx, caller, id);
  const cutoffs = await cutoffsOf(ctx, caller);
  // Worked out once per loaded exam data and cut-offs: a changed score loads new data.
  return once(data, `grade:${JSON.stringify(cutoffs)}`, () => gradeFigures(data, cutoffs));
}

function gradeFigures(data: ExamData, cutoffs: RateCutoffs): GradeReport {
  const { grade, classes } = groups(data, cutoffs);
  return {
    exam: data.info,
    cutoffs,
    grade,
    classes,
    distribution: distribution(data.info.fullScore, [
      { id: grade.id, name: grade.name, lines: data.lines },
      ...data.classes.map((c) => ({
        id: c.id,
        name: c.name,
        lines: data.lines.filter((l) => l.classId === c.id),
      })),
    ]),
    questions: questionStats(data.columns, data.lines),
    questionTypes: typeTable(data.columns, data.lines),
    reliability: examReliability(data.columns, data.lines),
    knowledge: heatmap(data, data.classes),
  };
}

/** `GET /teacher/analysis/:id/paper-report`. */
export async function paperReport(ctx: AppContext, caller: Caller, id: string): Promise<PaperReport> {
  const { data } = await readable(ctx, caller, id);
  return { exam: data.info, ...paperQuality(data) };
}
