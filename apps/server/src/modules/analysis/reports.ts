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
/** Students with every answer final (a total). */
const scored = (lines: Line[]) => lines.filter((l) => l.status === 'scored');
/** Students with a sheet read, not 缺考: their objective answers are final. */
const scanned = (lines: Line[]) => lines.filter((l) => l.status === 'scored' || l.status === 'partial');
const orNull = (count: number, x: number) => (count === 0 ? null : x);

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
  const n = s.count;
  const read = scanned(lines);
  const objective = read.reduce((t, l) => t + (l.objective ?? 0), 0);
  return {
    id,
    name,
    students: lines.length,
    count: n,
    absent: lines.filter((l) => l.status === 'absent').length,
    scanned: lines.filter((l) => l.status !== 'missing').length,
    mean: orNull(n, s.mean),
    median: orNull(n, s.median),
    std: orNull(n, s.std),
    max: orNull(n, s.max),
    min: orNull(n, s.min),
    q1: orNull(n, s.q1),
    q3: orNull(n, s.q3),
    excellentRate: orNull(n, s.excellentRate),
    goodRate: orNull(n, s.goodRate),
    passRate: orNull(n, s.passRate),
    lowRate: orNull(n, s.lowRate),
    objectiveCount: read.length,
    objectiveMean: read.length ? objective / read.length : null,
    overMean: overall === null ? 0 : n === 0 || !overall ? null : overMeanRate(s.mean, overall),
    rank: null,
    teachers,
  };
}

/** The grade and each class; classes ranked by mean (ties share a rank). */
export function groups(data: ExamData, cutoffs: RateCutoffs) {
  const full = data.info.fullScore;
  const grade = groupStats(data.info.gradeId, data.info.gradeName, data.lines, full, cutoffs, null);
  const gradeMean = grade.count ? grade.mean : null;
  const classes = data.classes.map((c) =>
    groupStats(
      c.id,
      c.name,
      data.lines.filter((l) => l.classId === c.id),
      full,
      cutoffs,
      gradeMean ?? 0,
      c.teachers,
    ),
  );
  const order = ranks(classes.map((c) => (c.count ? c.mean : null)));
  classes.forEach((c, i) => {
    c.rank = order[i] ?? null;
  });
  return { grade, classes };
}

/**
 * The width of score bands: a tenth of full marks when that is a whole or half point (10 of 100, 15 of
 * 150, 2.5 of 25), else rounded up to a whole point (6 of 57, last band 54-57) — never 5.7.
 */
export function bandWidth(full: number): number {
  const tenth = full / 10;
  if (Number.isInteger(tenth * 2)) return tenth;
  return tenth >= 1 ? Math.ceil(tenth) : Math.ceil(tenth * 2) / 2;
}

/** About ten bands of whole or half points (bandWidth) with counts per group. */
export function distribution(
  full: number,
  groupsOf: { id: string; name: string; lines: Line[] }[],
): Distribution {
  const width = bandWidth(full);
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

/**
 * Per-question figures over some students (their rows of the exam). Discrimination needs totals, so it
 * is over the students with every answer final; count, mean, 得分率 and option shares are over every
 * final answer of the question — on an exam still being marked, the objective questions of every
 * scanned sheet and the written ones marked so far.
 */
export function questionStats(columns: Column[], lines: Line[]): QuestionStat[] {
  const rows = scored(lines);
  const items = itemsOf(columns);
  const stats = itemStats(
    rows.map((l) => l.scores),
    items,
    rows.map((l) => l.total),
  );
  const partial = lines.some((l) => l.status === 'partial');
  return columns.map((c, i) => {
    const answered = partial ? scanned(lines).filter((l) => l.scores[i] !== null) : rows;
    const s = partial
      ? {
          ...itemStats(
            answered.map((l) => [l.scores[i]!]),
            [items[i]!],
          )[0]!,
          discrimination: stats[i]!.discrimination,
          pointBiserial: stats[i]!.pointBiserial,
          quality: stats[i]!.quality,
        }
      : stats[i]!;
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
      discrimination: rows.length ? s.discrimination : null,
      pointBiserial: rows.length ? s.pointBiserial : null,
      quality: s.quality,
      difficultyName: difficultyBand(s.p).name,
      intended: c.intended,
      fullCount: s.fullCount,
      zeroCount: s.zeroCount,
      lost: (c.max - s.mean) * s.count,
      options: c.objective
        ? optionShares(
            answered.map((l) => l.answers[c.key] ?? ''),
            c.options,
            c.answer,
          )
        : [],
      answer: c.answer,
    };
  });
}

/** 题型统计: each type over the students whose answers of that type are all final. */
export function typeTable(columns: Column[], lines: Line[]): QuestionTypeRow[] {
  const read = scanned(lines);
  const names = [...new Set(columns.map((c) => c.typeName || '其他'))];
  return names.flatMap((name) => {
    const idx = columns.flatMap((c, i) => ((c.typeName || '其他') === name ? [i] : []));
    return questionTypeTable(
      read.map((l) => idx.map((i) => l.scores[i] ?? null)),
      idx.map((i) => ({ max: columns[i]!.max, objective: columns[i]!.objective, typeName: name })),
    );
  });
}

/** 信度 over the students with a final total; no value while there are none. */
export function examReliability(columns: Column[], lines: Line[]) {
  const rows = scored(lines);
  const r = reliability(
    rows.map((l) => l.scores),
    itemsOf(columns),
  );
  return { ...r, value: rows.length ? r.value : null };
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

/** A group's mastery of each point: Σ score ÷ Σ max over its final answers. */
export function groupMastery(columns: Column[], lines: Line[]) {
  const items = masteryItems(columns);
  return mergeMastery(scanned(lines).map((l) => mastery(items, l.scores)));
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
      classP: classStats[i]?.count ? classStats[i]!.p : null,
      gradeP: gradeStats[i]?.count ? gradeStats[i]!.p : null,
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
  const discrimination =
    questions.length && rows.length
      ? questions.reduce((t, q) => t + (q.discrimination ?? 0) * q.max, 0) / Math.max(1, full)
      : null;
  return {
    count: s.count,
    mean: orNull(s.count, s.mean),
    p: s.count && full ? s.mean / full : null,
    intended: weight ? weighted.reduce((t, c) => t + c.intended! * c.max, 0) / weight : null,
    discrimination,
    reliability: examReliability(data.columns, data.lines),
    questions,
    qualityCounts,
    difficultyCounts: [...difficulty].map(([name, d]) => ({ name, ...d })),
  };
}
