import type { IdMode, PaperSize, SheetSection, SheetSpec } from './types';

/**
 * An exam's paper as it was given (structurally the contracts' FrozenPaper): numbered questions with
 * their sheet kind, option count, key and score.
 */
interface PaperPart {
  number: string;
  kind: 'single' | 'multiple' | 'trueFalse' | 'subjective';
  options: number;
  answer: string[];
  score: number;
}
export interface PaperQuestion extends PaperPart {
  typeName: string;
  parts?: PaperPart[] | undefined;
}
export interface GivenPaper {
  title: string;
  settings: { layout: string };
  sections: { title: string; questions: PaperQuestion[] }[];
}

/** The teacher's choices over the generated sheet (structurally the contracts' SheetOverrides). */
export interface SheetChoices {
  paper?: PaperSize | undefined;
  columns?: 1 | 2 | 3 | undefined;
  duplex?: boolean | undefined;
  idMode?: IdMode | undefined;
  idDigits?: number | undefined;
  paperTypeAB?: boolean | undefined;
  scoreBoxes?: boolean | undefined;
  heights?: Record<string, number> | undefined;
  /**
   * `fixed`: every written answer at its fixed default height, one to a row (`fixedHeightMm`) — the
   * layout of sheets printed before packing, kept for exams that had them. Default: packed.
   */
  sizing?: 'packed' | 'fixed' | undefined;
  optional?: { title: string; questions: string[] }[] | undefined;
}

/** What the sheet needs of an assignment besides its frozen paper. */
export interface SheetSource {
  id: string;
  name: string;
  paper: GivenPaper;
  sheetVersion: number;
}

const round = (mm: number) => Math.round(mm / 5) * 5;
const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

const isBlank = (typeName: string) => /填空|默写/.test(typeName);
const isEssay = (typeName: string) => /作文|习作|书面表达/.test(typeName);

/**
 * Least height of a written answer's region, from its type and score; unless the teacher set a height,
 * the layout grows it from there in proportion to the score until the sheet's pages are full.
 * 填空/默写: one 12 mm line for up to four blanks, 8 mm more for every four further blanks (at most
 * 60 mm); 作文/习作/书面表达: 5 mm per point (120–400 mm, steps of 5 mm); anything else 2.2 mm per point
 * (20–60 mm, whole millimetres).
 */
export function defaultHeightMm(q: Pick<PaperQuestion, 'typeName' | 'score' | 'answer'>): number {
  if (isBlank(q.typeName)) return Math.min(60, 12 + 8 * Math.ceil(Math.max(0, q.answer.length - 4) / 4));
  if (isEssay(q.typeName)) return clamp(round(q.score * 5), 120, 400);
  return clamp(Math.round(q.score * 2.2), 20, 60);
}

/**
 * Height of a written answer under the `fixed` sizing: 填空/默写 6 mm + 9 mm per blank (15–60 mm),
 * 作文/习作/书面表达 5 mm per point (120–400 mm), anything else 7 mm per point (30–160 mm), in 5 mm steps.
 */
export function fixedHeightMm(q: Pick<PaperQuestion, 'typeName' | 'score' | 'answer'>): number {
  if (isBlank(q.typeName)) return clamp(round(6 + 9 * Math.max(1, q.answer.length)), 15, 60);
  if (isEssay(q.typeName)) return clamp(round(q.score * 5), 120, 400);
  return clamp(round(q.score * 7), 30, 160);
}

/** 填空 regions share a row, each at least 40 mm wide per blank. */
const BLANK_W_MM = 40;

/** 考号 on the sheet: bubbles when every 考号 is at most 12 digits, else a barcode sticker area. */
export function idDefaults(studentNos: string[]): Pick<SheetSpec, 'idMode' | 'idDigits'> {
  const longest = Math.max(0, ...studentNos.map((n) => n.length));
  const numeric = studentNos.every((n) => /^\d+$/.test(n));
  return numeric && longest <= 12
    ? { idMode: 'bubbles', idDigits: clamp(longest, 4, 12) }
    : { idMode: 'barcode', idDigits: clamp(longest, 4, 12) };
}

const PAPER_OF_LAYOUT: Record<string, PaperSize> = { A4: 'A4', A3: 'A3', '8K': '8K' };

/** Every written question of the paper with its default region height, in paper order. */
export function writtenQuestions(paper: GivenPaper) {
  return paper.sections.flatMap((s) =>
    s.questions
      .filter(
        (q) => q.kind === 'subjective' && !(q.parts?.length && q.parts.every((p) => p.kind !== 'subjective')),
      )
      .map((q) => ({
        number: q.number,
        typeName: q.typeName,
        score: q.score,
        defaultHeightMm: defaultHeightMm(q),
      })),
  );
}

/**
 * The answer sheet of an assignment: each section of the paper in order — choice and true/false
 * questions as bubble rows (the objective parts of a compound question too), written answers as
 * regions — then the teacher's overrides: paper, columns, two-sided, 考号 mode and digits, A/B bubbles,
 * score boxes, region heights and 选做题 groups (which take their questions' regions into one shared
 * region with selector bubbles, where the first of them stood).
 */
export function sheetSpecOf(
  a: SheetSource,
  o: SheetChoices,
  ids: Pick<SheetSpec, 'idMode' | 'idDigits'>,
): SheetSpec {
  const paper = o.paper ?? PAPER_OF_LAYOUT[a.paper.settings.layout] ?? 'A4';
  const scoreBox = o.scoreBoxes ?? false;
  const heights = o.heights ?? {};
  const groups = o.optional ?? [];
  const groupOf = new Map(groups.flatMap((g) => g.questions.map((n) => [n, g] as const)));
  const placed = new Set<(typeof groups)[number]>();
  const sections: SheetSection[] = [];
  const fixed = o.sizing === 'fixed';
  const written = new Map(writtenQuestions(a.paper).map((w) => [w.number, w]));
  const questionOf = new Map(a.paper.sections.flatMap((s) => s.questions.map((q) => [q.number, q] as const)));
  const least = (n: string) => {
    const q = questionOf.get(n);
    return (fixed && q ? fixedHeightMm(q) : written.get(n)?.defaultHeightMm) ?? 40;
  };

  for (const s of a.paper.sections) {
    let objective: Extract<SheetSection, { kind: 'objective' }> | null = null;
    let subjective: Extract<SheetSection, { kind: 'subjective' }> | null = null;
    const flush = () => {
      if (objective?.questions.length) sections.push(objective);
      if (subjective?.questions.length) sections.push(subjective);
      objective = null;
      subjective = null;
    };
    for (const q of s.questions) {
      const choiceParts = q.parts?.length && q.parts.every((p) => p.kind !== 'subjective') ? q.parts : null;
      const bubbles = q.kind !== 'subjective' ? [q] : (choiceParts ?? []);
      if (bubbles.length) {
        if (subjective) flush();
        objective ??= { kind: 'objective', title: s.title, questions: [] };
        for (const b of bubbles)
          objective.questions.push({
            number: b.number,
            kind: b.kind as 'single' | 'multiple' | 'trueFalse',
            ...(b.kind === 'trueFalse' ? {} : { options: b.options }),
          });
        continue;
      }
      const group = groupOf.get(q.number);
      if (group) {
        if (placed.has(group)) continue;
        placed.add(group);
        flush();
        const h = Math.max(...group.questions.map((n) => heights[n] ?? least(n)));
        const set = fixed || group.questions.some((n) => heights[n] !== undefined);
        const grow = Math.max(...group.questions.map((n) => written.get(n)?.score ?? 0));
        sections.push({
          kind: 'optional',
          title: group.title,
          questions: group.questions,
          heightMm: h,
          ...(set || grow <= 0 ? {} : { grow }),
          scoreBox,
        });
        continue;
      }
      if (objective) flush();
      subjective ??= { kind: 'subjective', title: s.title, questions: [] };
      const w = written.get(q.number);
      const blanks = w && isBlank(w.typeName) && !fixed ? Math.max(1, q.answer.length) : 0;
      const set = heights[q.number] ?? (fixed ? least(q.number) : undefined);
      subjective.questions.push({
        number: q.number,
        heightMm: set ?? least(q.number),
        ...(blanks ? { minWidthMm: BLANK_W_MM * blanks } : {}),
        // A 填空 line does not grow with its score; it only takes room no written answer can.
        ...(set === undefined ? { grow: blanks ? 0 : Math.max(1, w?.score ?? 0) } : {}),
        scoreBox,
      });
    }
    flush();
  }
  return {
    examId: a.id,
    examName: a.name,
    ...(a.paper.title === a.name ? {} : { subtitle: a.paper.title }),
    sheetVersion: a.sheetVersion,
    paper,
    ...(o.columns ? { columns: o.columns } : {}),
    idMode: o.idMode ?? ids.idMode,
    idDigits: o.idDigits ?? ids.idDigits,
    paperTypeAB: o.paperTypeAB ?? false,
    duplex: o.duplex ?? false,
    sections,
  };
}

/** Problems of the 选做题 groups against the paper, in Chinese. */
export function optionalProblems(paper: GivenPaper, o: SheetChoices): string[] {
  const written = new Set(writtenQuestions(paper).map((w) => w.number));
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const g of o.optional ?? []) {
    for (const n of g.questions) {
      if (!written.has(n)) problems.push(`选做题「${g.title}」中的第 ${n} 题不是解答类试题`);
      if (seen.has(n)) problems.push(`第 ${n} 题在多个选做题中`);
      seen.add(n);
    }
  }
  return problems;
}
