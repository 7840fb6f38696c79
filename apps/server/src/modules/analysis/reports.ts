import type {
  Distribution,
  GroupStats,
  KnowledgeHeatmap,
  PaperReport,
  PersonQuestion,
  QuestionStat,
  QuestionTypeRow,
  RateCutoffs,
  StudentResult,
} from '@zhijuan/contracts';
import {
  bands,
  difficultyBand,
  type ItemInfo,
  itemStats,
  mastery,
  mergeMastery,
  optionShares,
  overMeanRate,
  questionTypeTable,
  rankChange,
  ranks,
  reliability,
  standardScores,
  summarise,
} from '@zhijuan/stats';
import type { ClassInfo, Column, ExamData, Line } from './data';

/**
 * The figures of one exam, computed from its ExamData with packages/stats (docs/analysis.md). Pure: the
 * service loads the data and checks who may read what.
 */

const itemsOf = (columns: Column[]): ItemInfo[] =>
  columns.map((c) => ({ max: c.max, objective: c.objective }));
const scored = (lines: Line[]) => lines.filter((l) => l.status === 'scored');

/** A group's summary: count, mean … rates, and its 超均率 against `overall` (the grade's mean). */
export function groupStats(
  id: string,
  name: string,
  lines: Line[],
  full: number,
  cutoffs: RateCutoffs,
  overall: number | null,
  teachers: string[] = [],
): GroupStats {
  const s = summarise(
    lines.map((l) => l.total),
    full,
    cutoffs,
  );
  return {
    id,
    name,
    students: lines.length,
    count: s.count,
    absent: lines.filter((l) => l.status === 'absent').length,
    mean: s.mean,
    median: s.median,
    std: s.std,
    max: s.max,
    min: s.min,
    q1: s.q1,
    q3: s.q3,
    excellentRate: s.excellentRate,
    goodRate: s.goodRate,
    passRate: s.passRate,
    lowRate: s.lowRate,
    overMean: overall === null || s.count === 0 ? 0 : overMeanRate(s.mean, overall),
    rank: null,
    teachers,
  };
}

/** The grade and each class; classes ranked by mean (ties share a rank). */
export function groups(data: ExamData, cutoffs: RateCutoffs) {
  const full = data.info.fullScore;
  const grade = groupStats(data.info.gradeId, data.info.gradeName, data.lines, full, cutoffs, null);
  const classes = data.classes.map((c) =>
    groupStats(
      c.id,
      c.name,
      data.lines.filter((l) => l.classId === c.id),
      full,
      cutoffs,
      grade.mean,
      c.teachers,
    ),
  );
  const order = ranks(classes.map((c) => (c.count ? c.mean : null)));
  classes.forEach((c, i) => {
    c.rank = order[i] ?? null;
  });
  return { grade, classes };
}

/** 10-point bands (of a 100-point scale: width full/10) with counts per group. */
export function distribution(
  full: number,
  groupsOf: { id: string; name: string; lines: Line[] }[],
): Distribution {
  const width = full / 10;
  const template = bands([], full, width);
  return {
    bands: template.map((b) => ({ label: b.label, from: b.from, to: b.to })),
    rows: groupsOf.map((g) => ({
      id: g.id,
      name: g.name,
      counts: bands(
        g.lines.map((l) => l.total),
        full,
        width,
      ).map((b) => b.count),
    })),
  };
}

/** Per-question figures over some students (their rows of the exam). */
export function questionStats(columns: Column[], lines: Line[]): QuestionStat[] {
  const rows = scored(lines);
  const matrix = rows.map((l) => l.scores);
  const stats = itemStats(
    matrix,
    itemsOf(columns),
    rows.map((l) => l.total),
  );
  return columns.map((c, i) => {
    const s = stats[i]!;
    return {
      key: c.key,
      label: c.label,
      typeName: c.typeName,
      section: c.section,
      objective: c.objective,
      max: c.max,
      questionIds: c.questionIds,
      knowledge: c.knowledge,
      count: s.count,
      mean: s.mean,
      p: s.p,
      discrimination: s.discrimination,
      pointBiserial: s.pointBiserial,
      quality: s.quality,
      difficultyName: difficultyBand(s.p).name,
      intended: c.intended,
      fullCount: s.fullCount,
      zeroCount: s.zeroCount,
      lost: (c.max - s.mean) * s.count,
      options: c.objective
        ? optionShares(
            rows.map((l) => l.answers[c.key] ?? ''),
            c.options,
            c.answer,
          )
        : [],
      answer: c.answer,
    };
  });
}

export function typeTable(columns: Column[], lines: Line[]): QuestionTypeRow[] {
  const rows = scored(lines);
  return questionTypeTable(
    rows.map((l) => l.scores),
    columns.map((c) => ({ max: c.max, objective: c.objective, typeName: c.typeName || '其他' })),
  );
}

export function examReliability(columns: Column[], lines: Line[]) {
  return reliability(
    scored(lines).map((l) => l.scores),
    itemsOf(columns),
  );
}

const masteryItems = (columns: Column[]) =>
  columns.map((c) => ({ max: c.max, points: c.knowledge.map((k) => k.id) }));

/** Knowledge points of the exam, in paper order, with the marks that test each. */
export function pointsOf(columns: Column[]) {
  const out = new Map<string, { id: string; name: string; fullScore: number }>();
  for (const c of columns)
    for (const k of c.knowledge) {
      const p = out.get(k.id) ?? { ...k, fullScore: 0 };
      p.fullScore += c.max;
      out.set(k.id, p);
    }
  return [...out.values()];
}

/** A group's mastery of each point: Σ score ÷ Σ max over its scored students. */
export function groupMastery(columns: Column[], lines: Line[]) {
  const items = masteryItems(columns);
  return mergeMastery(scored(lines).map((l) => mastery(items, l.scores)));
}

/** Class × knowledge point mastery, then the grade's row. */
export function heatmap(data: ExamData, classes: ClassInfo[]): KnowledgeHeatmap {
  const points = pointsOf(data.columns);
  const row = (id: string, name: string, lines: Line[]) => {
    const m = groupMastery(data.columns, lines);
    return { id, name, values: points.map((p) => m.get(p.id)?.mastery ?? null) };
  };
  return {
    points,
    rows: [
      ...classes.map((c) =>
        row(
          c.id,
          c.name,
          data.lines.filter((l) => l.classId === c.id),
        ),
      ),
      row(data.info.gradeId, data.info.gradeName, data.lines),
    ],
  };
}

/**
 * Each student's line with class and grade ranks, z and T (over the grade), and the change of grade
 * rank since `previousRanks` (student id → grade rank in the previous exam).
 */
export function studentResults(
  data: ExamData,
  previousRanks: Map<string, number | null> | null,
): StudentResult[] {
  const totals = data.lines.map((l) => (l.status === 'scored' ? l.total : null));
  const gradeRanks = ranks(totals);
  const std = standardScores(totals);
  const classRank = new Map<number, number | null>();
  for (const c of data.classes) {
    const idx = data.lines.flatMap((l, i) => (l.classId === c.id ? [i] : []));
    const rs = ranks(idx.map((i) => totals[i]!));
    idx.forEach((i, k) => {
      classRank.set(i, rs[k] ?? null);
    });
  }
  return data.lines.map((l, i) => ({
    studentId: l.id,
    name: l.name,
    studentNo: l.studentNo,
    classId: l.classId,
    className: l.className,
    status: l.status,
    total: l.total,
    objective: l.objective,
    subjective: l.subjective,
    classRank: classRank.get(i) ?? null,
    gradeRank: gradeRanks[i] ?? null,
    rankChange: previousRanks ? rankChange(previousRanks.get(l.id), gradeRanks[i] ?? null) : null,
    z: std[i]?.z ?? null,
    t: std[i]?.t ?? null,
    scores: Object.fromEntries(data.columns.map((c, k) => [c.key, l.scores[k] ?? null])),
    answers: l.answers,
  }));
}

/** Grade ranks of an exam's students (for the next exam's rank changes). */
export function gradeRanksOf(data: ExamData): Map<string, number | null> {
  const rs = ranks(data.lines.map((l) => (l.status === 'scored' ? l.total : null)));
  return new Map(data.lines.map((l, i) => [l.id, rs[i] ?? null]));
}

/** By class rank; unscored students last, by 考号. */
export const byClassRank = (a: StudentResult, b: StudentResult) =>
  (a.classRank ?? Number.MAX_SAFE_INTEGER) - (b.classRank ?? Number.MAX_SAFE_INTEGER) ||
  a.studentNo.localeCompare(b.studentNo);

/** One student's result per question, beside the class's and the grade's 得分率. */
export function personQuestions(
  columns: Column[],
  line: Line,
  classStats: QuestionStat[],
  gradeStats: QuestionStat[],
): PersonQuestion[] {
  return columns.map((c, i) => {
    const score = line.scores[i] ?? null;
    const result =
      score === null ? 'none' : score >= c.max ? 'right' : score > 0 ? 'partial' : ('wrong' as const);
    return {
      key: c.key,
      label: c.label,
      typeName: c.typeName,
      objective: c.objective,
      max: c.max,
      score,
      result,
      answer: c.objective ? (line.answers[c.key] ?? '') : null,
      correctAnswer: c.answer,
      classP: classStats[i]?.p ?? 0,
      gradeP: gradeStats[i]?.p ?? 0,
      questionIds: c.questionIds,
      knowledge: c.knowledge,
    };
  });
}

/** The paper's quality over the whole exam: difficulty against intended, discrimination, reliability. */
export function paperQuality(data: ExamData): Omit<PaperReport, 'exam'> {
  const questions = questionStats(data.columns, data.lines);
  const rows = scored(data.lines);
  const full = data.info.fullScore;
  const s = summarise(
    rows.map((l) => l.total),
    full,
  );
  const weighted = data.columns.filter((c) => c.intended !== null);
  const weight = weighted.reduce((t, c) => t + c.max, 0);
  const qualityCounts = { excellent: 0, good: 0, fair: 0, poor: 0 };
  for (const q of questions) qualityCounts[q.quality]++;
  const difficulty = new Map<string, { count: number; score: number }>();
  for (const name of ['容易', '较易', '中档', '较难', '困难']) difficulty.set(name, { count: 0, score: 0 });
  for (const q of questions) {
    const d = difficulty.get(q.difficultyName)!;
    d.count++;
    d.score += q.max;
  }
  const discrimination = questions.length
    ? questions.reduce((t, q) => t + q.discrimination * q.max, 0) / Math.max(1, full)
    : 0;
  return {
    count: s.count,
    mean: s.mean,
    p: full ? s.mean / full : 0,
    intended: weight ? weighted.reduce((t, c) => t + c.intended! * c.max, 0) / weight : null,
    discrimination,
    reliability: examReliability(data.columns, data.lines),
    questions,
    qualityCounts,
    difficultyCounts: [...difficulty].map(([name, d]) => ({ name, ...d })),
  };
}
