import type { Commentary, ExamDetails, ReportScope, WrongAnswer } from '@zhijuan/contracts';
import type { AppContext, Caller } from '../../http';
import { classScope } from '../school';
import type { ExamData, Line } from './data';
import { previousOf, readable, readableClass } from './exams';
import { canReadClass } from './policy';
import { questionStats, studentResults } from './reports';

const SAMPLES = 4;
const LOWEST = 5;

/** `GET /teacher/analysis/:id/commentary`: 讲评 — questions by points lost, with typical wrong answers. */
export async function commentary(
  ctx: AppContext,
  caller: Caller,
  id: string,
  classId?: string,
): Promise<Commentary> {
  const { data } = await readable(ctx, caller, id);
  const scope = await classScope(ctx, caller);
  if (classId) await readableClass(ctx, caller, data, classId);
  const lines = classId ? data.lines.filter((l) => l.classId === classId) : data.lines;
  const named = (l: Line) => canReadClass(scope, l.classId);
  const stats = questionStats(data.columns, lines);
  const questions = data.columns.map((c, i) => {
    const q = stats[i]!;
    // Final answers only: a written answer not marked yet is not wrong.
    const wrong = lines.filter((l) => l.scores[i] !== null && l.scores[i]! < c.max);
    let samples: WrongAnswer[];
    if (c.objective) {
      // The most chosen wrong answers, one student each.
      const byAnswer = new Map<string, Line[]>();
      for (const l of wrong) {
        const a = l.answers[c.key] ?? '';
        byAnswer.set(a, [...(byAnswer.get(a) ?? []), l]);
      }
      samples = [...byAnswer]
        .sort((a, b) => b[1].length - a[1].length)
        .slice(0, SAMPLES)
        .flatMap(([answer, ls]) => {
          const l = ls.find(named);
          return l ? [{ studentId: l.id, name: l.name, score: l.scores[i] ?? 0, answer, image: null }] : [];
        });
    } else {
      samples = [...wrong]
        .filter(named)
        .sort((a, b) => (a.scores[i] ?? 0) - (b.scores[i] ?? 0))
        .filter((_, k, arr) => k % Math.max(1, Math.floor(arr.length / SAMPLES)) === 0)
        .slice(0, SAMPLES)
        .map((l) => ({
          studentId: l.id,
          name: l.name,
          score: l.scores[i] ?? 0,
          answer: null,
          image: `/teacher/assignment/${data.info.id}/student/${l.id}/answer/${encodeURIComponent(c.key)}/0`,
        }));
    }
    const lowest = [...wrong]
      .filter(named)
      .sort((a, b) => (a.scores[i] ?? 0) - (b.scores[i] ?? 0))
      .slice(0, LOWEST)
      .map((l) => l.name);
    return { ...q, wrongCount: wrong.length, samples, students: lowest };
  });
  return {
    exam: data.info,
    scope: scopeOf(data, classId ? { classId } : null),
    questions: questions.sort((a, b) => b.lost - a.lost),
  };
}

/**
 * The students a report is about, counted the one way every screen counts them: one class, the classes
 * given (a teacher's readable ones: 任教班级), or all (全部班级).
 */
export function scopeOf(
  data: ExamData,
  pick: { classId: string } | { taught: string[] } | null,
): ReportScope {
  const ids =
    pick === null ? data.classes.map((c) => c.id) : 'classId' in pick ? [pick.classId] : pick.taught;
  const lines = data.lines.filter((l) => ids.includes(l.classId));
  const names = data.classes.filter((c) => ids.includes(c.id)).map((c) => c.name);
  const one = pick && 'classId' in pick ? data.classes.find((c) => c.id === pick.classId) : undefined;
  return {
    id: one?.id ?? data.info.gradeId,
    name: one
      ? one.name
      : pick
        ? `${data.info.gradeName}（任教班级：${names.join('、') || '无'}）`
        : `${data.info.gradeName}（全部班级）`,
    classIds: ids,
    students: lines.length,
    scanned: lines.filter((l) => l.status !== 'missing').length,
    absent: lines.filter((l) => l.status === 'absent').length,
    complete: lines.filter((l) => l.status === 'scored').length,
  };
}

/** `GET /teacher/analysis/:id/details`: every student × question of the readable classes. */
export async function details(
  ctx: AppContext,
  caller: Caller,
  id: string,
  classId?: string,
): Promise<ExamDetails> {
  const { exam, data } = await readable(ctx, caller, id);
  const scope = await classScope(ctx, caller);
  if (classId) await readableClass(ctx, caller, data, classId);
  const previous = await previousOf(ctx.database.db, data, exam.row);
  const taught = data.classes.filter((c) => canReadClass(scope, c.id)).map((c) => c.id);
  const listed = scopeOf(
    data,
    classId ? { classId } : taught.length === data.classes.length ? null : { taught },
  );
  const students = studentResults(data, previous?.ranks ?? null).filter((s) =>
    listed.classIds.includes(s.classId),
  );
  return {
    exam: data.info,
    scope: listed,
    columns: data.columns.map((c) => ({
      key: c.key,
      label: c.label,
      max: c.max,
      objective: c.objective,
      section: c.section,
      answer: c.answer,
    })),
    students,
  };
}
