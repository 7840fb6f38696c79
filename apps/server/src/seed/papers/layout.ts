/** Section layouts of the seeded papers: which types, how many, how many points each. */

export type PaperKind = '单元测试' | '期中' | '期末';

/** A section of the layout: `scores` per question, in order. */
export interface PlannedSection {
  typeName: string;
  title: string;
  scores: number[];
}

interface TypeRule {
  typeName: string;
  title: string;
}

/** Layout rules per subject: the choice and blank sections have fixed scores, the rest share what is left. */
const LAYOUTS: Record<
  string,
  {
    blankEach: number;
    fixed?: TypeRule & { want: number; each: number };
    long: (TypeRule & { cap: number })[];
  }
> = {
  'cz.math': {
    blankEach: 3,
    long: [
      { typeName: '计算题', title: '计算题', cap: 3 },
      { typeName: '解答题', title: '解答题', cap: 99 },
      { typeName: '证明题', title: '证明题', cap: 3 },
    ],
  },
  'cz.physics': {
    blankEach: 2,
    fixed: { typeName: '作图题', title: '作图题', want: 2, each: 3 },
    long: [
      { typeName: '实验题', title: '实验探究题', cap: 3 },
      { typeName: '计算题', title: '计算题', cap: 3 },
      { typeName: '综合能力题', title: '综合能力题', cap: 1 },
    ],
  },
};

/**
 * The section layout of a paper from how many questions of each type the bank has for it, in the usual
 * Chinese exam order (选择题, 填空题, then the worked questions with rising scores), summing exactly to
 * `fullScore`; null when the bank has too few questions for a real paper.
 */
export function planSections(
  subjectId: string,
  available: Map<string, number>,
  fullScore: number,
  kind: PaperKind,
): PlannedSection[] | null {
  const layout = LAYOUTS[subjectId];
  if (!layout) return null;
  const has = (t: string) => available.get(t) ?? 0;
  const big = fullScore >= 120;
  const choice = Math.min(has('单选题'), big ? 12 : 10);
  const longTotal = layout.long.reduce((n, r) => n + Math.min(has(r.typeName), r.cap), 0);
  const minLong = kind === '单元测试' ? 3 : 5;
  if (longTotal < minLong) return null;
  const withChoice = choice >= 6;
  if (!withChoice && (kind !== '单元测试' || has('填空题') < 8)) return null;
  let blanks = Math.min(has('填空题'), withChoice ? 6 : 10);
  if (blanks < 4) return null;

  const sections: PlannedSection[] = [];
  if (withChoice) sections.push({ typeName: '单选题', title: '选择题', scores: Array(choice).fill(3) });
  const fixed = layout.fixed && Math.min(has(layout.fixed.typeName), layout.fixed.want);
  let rest = fullScore - (withChoice ? choice * 3 : 0) - (fixed ? fixed * layout.fixed!.each : 0);
  // A worked question is worth 6–12 points: take more blanks while the rest would weigh too much on
  // each, and give up on a paper whose few worked questions would still carry more.
  let longCount = Math.min(
    longTotal,
    Math.max(3, Math.min(9, Math.round((rest - blanks * layout.blankEach) / 8))),
  );
  while ((rest - blanks * layout.blankEach) / longCount > 12 && blanks < Math.min(has('填空题'), 12))
    blanks++;
  if ((rest - blanks * layout.blankEach) / longCount > 12) return null;
  sections.push({ typeName: '填空题', title: '填空题', scores: Array(blanks).fill(layout.blankEach) });
  rest -= blanks * layout.blankEach;
  if (fixed)
    sections.push({
      typeName: layout.fixed!.typeName,
      title: layout.fixed!.title,
      scores: Array(fixed).fill(layout.fixed!.each),
    });

  // Round-robin over the worked types so each appears, within its cap.
  const counts = layout.long.map(() => 0);
  for (let placed = 0; placed < longCount; ) {
    let progressed = false;
    layout.long.forEach((r, i) => {
      if (placed < longCount && counts[i]! < Math.min(has(r.typeName), r.cap)) {
        counts[i]!++;
        placed++;
        progressed = true;
      }
    });
    if (!progressed) longCount = placed;
  }
  const base = Math.floor(rest / longCount);
  const extra = rest - base * longCount;
  let k = 0;
  layout.long.forEach((r, i) => {
    if (!counts[i]) return;
    const scores = Array.from({ length: counts[i]! }, () => base + (k++ >= longCount - extra ? 1 : 0));
    sections.push({ typeName: r.typeName, title: r.title, scores });
  });
  return sections;
}
