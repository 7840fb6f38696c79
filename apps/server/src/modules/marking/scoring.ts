import type { FrozenPaper, MarkingSettings, QuestionKind, ScoreColumn } from '@zhijuan/contracts';

/** An objective question (or objective part of a compound one) as scoring needs it. */
export interface ObjectiveItem {
  number: string;
  kind: Exclude<QuestionKind, 'subjective'>;
  answer: string[];
  score: number;
}

/** A 题块: one written answer region of the sheet, marked by people. */
export interface WrittenBlock {
  block: string;
  label: string;
  typeName: string;
  max: number;
  /** The questions it scores: one, or the choices of a 选做 group. */
  numbers: string[];
}

export interface ScoringPlan {
  objective: ObjectiveItem[];
  written: WrittenBlock[];
  /** Every column of a score sheet, in paper order. */
  columns: ScoreColumn[];
}

const half = (n: number) => Math.round(n * 2) / 2;

/**
 * What a frozen paper scores and how: its objective questions with their keys, and its written blocks —
 * a written question, the written parts of a compound question together (one region on the sheet), or a
 * 选做 group ("23/24", worth one of its questions) — in paper order.
 */
export function scoringPlan(paper: FrozenPaper, optionalGroups: { questions: string[] }[] = []): ScoringPlan {
  const objective: ObjectiveItem[] = [];
  const written: WrittenBlock[] = [];
  const columns: ScoreColumn[] = [];
  const groupOf = new Map(optionalGroups.flatMap((g) => g.questions.map((n) => [n, g] as const)));
  const placed = new Set<{ questions: string[] }>();
  for (const s of paper.sections) {
    for (const q of s.questions) {
      const parts = q.parts?.length ? q.parts : null;
      const objectiveParts = parts
        ? parts.filter((p) => p.kind !== 'subjective')
        : q.kind !== 'subjective'
          ? [q]
          : [];
      for (const p of objectiveParts) {
        const item = {
          number: p.number,
          kind: p.kind as ObjectiveItem['kind'],
          answer: p.answer,
          score: p.score,
        };
        objective.push(item);
        columns.push({ key: p.number, label: p.number, max: p.score, objective: true, section: s.title });
      }
      const hasWritten = parts ? parts.some((p) => p.kind === 'subjective') : q.kind === 'subjective';
      if (!hasWritten) continue;
      const max = parts
        ? parts.filter((p) => p.kind === 'subjective').reduce((t, p) => t + p.score, 0)
        : q.score;
      const group = groupOf.get(q.number);
      if (group) {
        if (placed.has(group)) continue;
        placed.add(group);
        const block = group.questions.join('/');
        const maxOf = Math.max(
          ...group.questions.map(
            (n) => paper.sections.flatMap((x) => x.questions).find((x) => x.number === n)?.score ?? 0,
          ),
        );
        written.push({
          block,
          label: `第${block}题（选做）`,
          typeName: q.typeName,
          max: maxOf,
          numbers: group.questions,
        });
        columns.push({ key: block, label: block, max: maxOf, objective: false, section: s.title });
        continue;
      }
      written.push({
        block: q.number,
        label: `第${q.number}题`,
        typeName: q.typeName,
        max,
        numbers: [q.number],
      });
      columns.push({ key: q.number, label: q.number, max, objective: false, section: s.title });
    }
  }
  return { objective, written, columns };
}

/**
 * One objective answer's score. Single choice and true/false: the key exactly. Multiple choice: any
 * option outside the key scores 0; the whole key scores full; a part of it scores by the exam's rule
 * (全对得分 nothing, 少选得一半 half, 少选按比例 the share of the key chosen, to half a point).
 */
export function scoreObjective(
  item: ObjectiveItem,
  given: string | undefined,
  rule: MarkingSettings['multipleRule'],
): number {
  const chosen = [...new Set((given ?? '').split(''))].filter(Boolean);
  if (chosen.length === 0 || item.answer.length === 0) return 0;
  const key = new Set(item.answer);
  if (chosen.some((c) => !key.has(c))) return 0;
  if (chosen.length === key.size) return item.score;
  if (item.kind !== 'multiple') return 0;
  if (rule === 'half') return half(item.score / 2);
  if (rule === 'ratio') return Math.floor(((item.score * chosen.length) / key.size) * 2) / 2;
  return 0;
}

export interface SheetScores {
  scores: Record<string, number>;
  objective: number;
  subjective: number;
  total: number;
  complete: boolean;
}

/** A sheet's scores: objective ones from its answers, written ones as marked (`marks`, final scores only). */
export function scoreSheet(
  plan: ScoringPlan,
  rule: MarkingSettings['multipleRule'],
  answers: Record<string, string>,
  marks: Record<string, number>,
): SheetScores {
  const scores: Record<string, number> = {};
  let objective = 0;
  for (const item of plan.objective) {
    const s = scoreObjective(item, answers[item.number], rule);
    scores[item.number] = s;
    objective += s;
  }
  let subjective = 0;
  let complete = true;
  for (const b of plan.written) {
    const m = marks[b.block];
    if (m === undefined) complete = false;
    else {
      scores[b.block] = m;
      subjective += m;
    }
  }
  return { scores, objective, subjective, total: objective + subjective, complete };
}

/**
 * The final score of a written answer from its markings: one marker's score; with 双评 the mean of two
 * scores within the threshold (to half a point, rounded up), else the arbitrator's; undefined while a
 * needed marking is missing. `needsArbitration` says the two are too far apart.
 */
export function finalScore(
  double: boolean,
  threshold: number,
  r1: number | null | undefined,
  r2: number | null | undefined,
  r3: number | null | undefined,
): { score: number | undefined; needsArbitration: boolean } {
  if (!double) return { score: r1 ?? undefined, needsArbitration: false };
  if (r1 == null || r2 == null) return { score: undefined, needsArbitration: false };
  if (Math.abs(r1 - r2) <= threshold) return { score: Math.ceil(r1 + r2) / 2, needsArbitration: false };
  return { score: r3 ?? undefined, needsArbitration: true };
}

/** Competition ranks (1, 2, 2, 4) of scores, highest first; null scores get no rank. */
export function ranks(scores: (number | null)[]): (number | null)[] {
  const sorted = scores.filter((s): s is number => s !== null).sort((a, b) => b - a);
  const firstAt = new Map<number, number>();
  sorted.forEach((s, i) => {
    if (!firstAt.has(s)) firstAt.set(s, i + 1);
  });
  return scores.map((s) => (s === null ? null : firstAt.get(s)!));
}
