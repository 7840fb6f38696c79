import type { AnalysisExam, FrozenPaper, IdName, SheetState } from '@zhijuan/contracts';
import { boundedMap } from '../../infra/cache';
import type { Db } from '../../infra/db';
import { rosterWithSheets } from '../assignments';
import type { MarkingExam } from '../marking';
import { progressOf } from '../marking';
import type { ExamRow } from './repo';
import * as repo from './repo';

/** One score column of an exam as analysis needs it: what it scores, its key and its bank questions. */
export interface Column {
  key: string;
  label: string;
  typeName: string;
  section: string;
  objective: boolean;
  max: number;
  questionIds: string[];
  knowledge: IdName[];
  /** The bank's difficulty (0–1, higher = easier), score-weighted over its questions; null if unknown. */
  intended: number | null;
  /** The key of a choice question; empty for a written block. */
  answer: string[];
  /** The letters a student could choose (A–D…, or T/F); empty for a written block. */
  options: string[];
}

export type SheetStatus = SheetState;

/**
 * A student of the exam's classes and their sheet, final figures only: a written answer's score once
 * marked, the objective scores once scanned, the total once every answer is final ('scored').
 */
export interface Line {
  id: string;
  name: string;
  studentNo: string;
  classId: string;
  className: string;
  status: SheetStatus;
  total: number | null;
  objective: number | null;
  subjective: number | null;
  /** Aligned with the columns; null where not final (a written answer not marked yet), all null unless scanned. */
  scores: (number | null)[];
  answers: Record<string, string>;
}

export interface ClassInfo {
  id: string;
  name: string;
  teachers: string[];
}

/** Everything the reports of one exam are computed from; kept until one of its scores changes. */
export interface ExamData {
  info: AnalysisExam;
  columns: Column[];
  classes: ClassInfo[];
  /** Class order, then 考号. */
  lines: Line[];
}

const LETTERS = 'ABCDEFGHIJ';

/** Number → the bank question and type it belongs to (a part belongs to its compound question). */
function ownersOf(paper: FrozenPaper) {
  const owner = new Map<string, { questionId: string; typeName: string; options: number; kind: string }>();
  for (const s of paper.sections)
    for (const q of s.questions) {
      owner.set(q.number, {
        questionId: q.questionId,
        typeName: q.typeName,
        options: q.options,
        kind: q.kind,
      });
      for (const p of q.parts ?? [])
        owner.set(p.number, {
          questionId: q.questionId,
          typeName: q.typeName,
          options: p.options,
          kind: p.kind,
        });
    }
  return owner;
}

async function columnsOf(db: Db, exam: MarkingExam): Promise<Column[]> {
  const owner = ownersOf(exam.row.paper);
  const plan = exam.plan;
  const objective = new Map(plan.objective.map((o) => [o.number, o]));
  const written = new Map(plan.written.map((w) => [w.block, w]));
  const drafts = plan.columns.map((c) => {
    if (c.objective) {
      const o = objective.get(c.key)!;
      const own = owner.get(c.key);
      const options =
        o.kind === 'trueFalse' ? ['T', 'F'] : [...LETTERS.slice(0, Math.max(own?.options ?? 4, 2))];
      return {
        c,
        label: `第${c.key}题`,
        typeName: own?.typeName ?? '',
        questionIds: own ? [own.questionId] : [],
        answer: o.answer,
        options,
      };
    }
    const w = written.get(c.key)!;
    const ids = [...new Set(w.numbers.map((n) => owner.get(n)?.questionId).filter((x): x is string => !!x))];
    return { c, label: w.label, typeName: w.typeName, questionIds: ids, answer: [], options: [] };
  });
  const ids = [...new Set(drafts.flatMap((d) => d.questionIds))];
  const facts = await repo.questionFacts(db, ids);
  const factOf = new Map(facts.map((f) => [f.id, f]));
  const pointIds = [...new Set(facts.flatMap((f) => f.knowledgeIds))];
  const points = await repo.knowledgeNames(db, pointIds);
  const pointName = new Map(points.map((p) => [p.id, p.name]));
  return drafts.map((d) => {
    const known = d.questionIds.map((id) => factOf.get(id)).filter((f) => f !== undefined);
    const knowledge = [...new Set(known.flatMap((f) => f.knowledgeIds))]
      .filter((id) => pointName.has(id))
      .map((id) => ({ id, name: pointName.get(id)! }));
    return {
      key: d.c.key,
      label: d.label,
      typeName: d.typeName,
      section: d.c.section,
      objective: d.c.objective,
      max: d.c.max,
      questionIds: d.questionIds,
      knowledge,
      intended: known.length ? known.reduce((t, f) => t + f.difficulty, 0) / known.length : null,
      answer: d.answer,
      options: d.options,
    };
  });
}

async function classesOf(db: Db, exam: MarkingExam): Promise<ClassInfo[]> {
  const rows = await repo.classTeachers(db, exam.row);
  const out = new Map<string, ClassInfo>();
  for (const r of rows) {
    const c = out.get(r.id) ?? { id: r.id, name: r.name, teachers: [] };
    if (r.teacher && !c.teachers.includes(r.teacher)) c.teachers.push(r.teacher);
    out.set(r.id, c);
  }
  return [...out.values()];
}

async function linesOf(db: Db, exam: MarkingExam, columns: Column[]): Promise<Line[]> {
  const rows = await rosterWithSheets(db, exam.row.id);
  return rows.map(({ sheet, ...r }) => {
    // Objective scores come with the scan and are final; a written answer is final once marked; the
    // total only when every answer is (docs/analysis.md: an unfinished exam counts only what is final).
    const status: SheetStatus = !sheet
      ? 'missing'
      : sheet.absent
        ? 'absent'
        : sheet.totalScore === null
          ? 'missing'
          : sheet.complete
            ? 'scored'
            : 'partial';
    const scored = status === 'scored';
    const scanned = scored || status === 'partial';
    return {
      id: r.id,
      name: r.name,
      studentNo: r.studentNo,
      classId: r.classId,
      className: r.className,
      status,
      total: scored ? (sheet?.totalScore ?? null) : null,
      objective: scanned ? (sheet?.objectiveScore ?? null) : null,
      subjective: scored ? (sheet?.subjectiveScore ?? null) : null,
      scores: columns.map((c) => {
        if (!scanned) return null;
        const v = sheet?.scores[c.key];
        if (v !== undefined) return v;
        return scored || c.objective ? 0 : null;
      }),
      answers: sheet?.answers ?? {},
    };
  });
}

type StampedRow = Pick<ExamRow, 'id' | 'updatedAt' | 'keyVersion' | 'marking'>;

/**
 * What changes when a score, the key, the roster or the exam changes, for several exams in one
 * statement: sheets (count and latest change — re-scoring touches `updated_at`), roster size, and the
 * exam row's own version.
 */
export async function stampsOf(db: Db, rows: StampedRow[]): Promise<Map<string, string>> {
  if (rows.length === 0) return new Map();
  const found = await repo.sheetStamps(
    db,
    rows.map((r) => r.id),
  );
  const byId = new Map(found.map((f) => [String(f.id), f]));
  return new Map(
    rows.map((r) => {
      const f = byId.get(r.id);
      const rule = (r.marking as { multipleRule?: string } | null)?.multipleRule ?? 'half';
      return [r.id, `${f?.n}:${f?.at}:${f?.roster}:${r.updatedAt.getTime()}:${r.keyVersion}:${rule}`];
    }),
  );
}

interface Entry {
  stamp: string;
  data: Promise<ExamData>;
}
const cache = boundedMap<string, Entry>(200);

/**
 * An exam's analysis data, loaded once and kept while its stamp holds (stampsOf): a changed score,
 * sheet, roster, key or exam loads it afresh. Pass the stamp when several exams were stamped at once.
 */
export async function examData(db: Db, exam: MarkingExam, stamp?: string): Promise<ExamData> {
  const now = stamp ?? (await stampsOf(db, [exam.row])).get(exam.row.id)!;
  const hit = cache.get(exam.row.id);
  if (hit && hit.stamp === now) return hit.data;
  const data = loadExamData(db, exam);
  data.catch(() => cache.delete(exam.row.id));
  cache.set(exam.row.id, { stamp: now, data });
  return data;
}

/** Figures of an exam worked out once per loaded ExamData (the reports, rank summaries). */
const derived = new WeakMap<ExamData, Map<string, unknown>>();
export function once<T>(data: ExamData, key: string, make: () => T): T {
  let m = derived.get(data);
  if (!m) {
    m = new Map();
    derived.set(data, m);
  }
  if (!m.has(key)) m.set(key, make());
  return m.get(key) as T;
}

async function loadExamData(db: Db, exam: MarkingExam): Promise<ExamData> {
  const columns = await columnsOf(db, exam);
  const [classes, lines, progress] = await Promise.all([
    classesOf(db, exam),
    linesOf(db, exam, columns),
    progressOf(db, exam.row),
  ]);
  const r = exam.row;
  return {
    info: {
      id: r.id,
      name: r.name,
      kind: r.kind,
      examDate: r.examDate,
      status: r.status,
      subjectId: r.subjectId,
      subjectName: exam.subjectName,
      gradeId: r.gradeId,
      gradeName: exam.gradeName,
      schoolYearId: r.schoolYearId,
      fullScore: r.paper.totalScore,
      classes: classes.map((c) => ({ id: c.id, name: c.name })),
      studentCount: lines.length,
      scoredCount: lines.filter((l) => l.status === 'scored').length,
      progress,
    },
    columns,
    classes,
    lines,
  };
}
