import type { SheetTemplate } from '@zhijuan/sheet';
import { type AnswerFlag, answerOf, type BubbleRead, median } from './bubbles';

/**
 * Why a question needs a look: `blank` nothing marked, `multiple` more than one on a one-answer
 * question, `ambiguous` a marginal mark, `crossed` a mark with a stroke through it (疑似改涂).
 */
export type QuestionFlag = AnswerFlag;

/** What the decided bubbles of one page say. */
export interface SheetReading {
  answers: Record<string, string>;
  flags: Record<string, QuestionFlag>;
  /** 考号 from the digit columns, "?" for a digit not read clearly; null without a grid on the page. */
  studentNo: string | null;
  absent: boolean;
  paperType: string | null;
  choices: Record<string, string>;
  choiceFlags: Record<string, QuestionFlag>;
}

const byQuestion = (bubbles: BubbleRead[]) => {
  const map = new Map<string, BubbleRead[]>();
  for (const b of bubbles) map.set(b.question, [...(map.get(b.question) ?? []), b]);
  return map;
};

/**
 * Turns one page's bubble decisions into answers per objective question, the 考号 of the bubble grid,
 * 缺考, 试卷类型 and the 选做题 chosen in each group — each with a flag where a person must look.
 */
export function readSheet(
  template: SheetTemplate,
  bubbles: BubbleRead[],
  lines: { low: number; high: number } = { low: 0.07, high: 0.25 },
): SheetReading {
  const reads = byQuestion(bubbles);
  // The page's usual fill: the median of its filled answer bubbles (not the 考号's, filled alike on
  // every sheet), when there are enough of them to say.
  const filled = bubbles
    .filter((b) => b.decision === 'filled' && !b.struck && !/:|^paperType$|^absent$/.test(b.question))
    .map((b) => b.fill)
    .sort((p, q) => p - q);
  const typicalFill = filled.length >= 5 ? filled[Math.floor(filled.length / 2)] : undefined;
  const answers: Record<string, string> = {};
  const flags: Record<string, QuestionFlag> = {};
  const choices: Record<string, string> = {};
  const choiceFlags: Record<string, QuestionFlag> = {};
  for (const q of template.questions) {
    if (q.kind === 'subjective') continue;
    if (q.kind === 'optional') {
      const selectors = reads.get(`choice:${q.question}`);
      if (!selectors) continue;
      // One choice expected, like a single-choice question: two filled is 'multiple', none 'blank'.
      const { answer, flag } = answerOf('single', selectors);
      choices[q.question] = flag ? '' : answer;
      if (flag) choiceFlags[q.question] = flag;
      continue;
    }
    const options = reads.get(q.question);
    if (!options) continue;
    const { answer, flag } = answerOf(q.kind, options, typicalFill);
    answers[q.question] = answer;
    if (flag) flags[q.question] = flag;
  }
  const types = (reads.get('paperType') ?? []).filter((r) => r.decision === 'filled');
  return {
    answers,
    flags,
    studentNo: template.idMode === 'bubbles' ? idFromGrid(template.idDigits, reads, lines) : null,
    absent: reads.get('absent')?.some((r) => r.decision === 'filled') ?? false,
    paperType: types.length === 1 ? types[0]!.option : null,
    choices,
    choiceFlags,
  };
}

/** How much darker than its digit's usual middle a 考号 bubble's middle must be to be a pencil dot. */
const PRINTED_DOT = 0.15;

/**
 * The 考号 digit by digit: a column's digit is its one filled bubble when every other is empty. A
 * bubble made ambiguous only because its ring check was weak (a phone photo's blur, a shadow) still
 * counts by its fill when that is clear — filled at the sheet's filled line on even paper, or empty
 * at most at its empty line and no dot — as long as most of the column's rings were found. A bubble
 * taken for a dot only by its middle, no darker there than its digit is across the grid, is the
 * printed digit (a 4 on a 150-dpi photo) and empty. Anything else — a marginal mark, two filled, a
 * stroke through one — is "?".
 */
function idFromGrid(
  digits: number,
  reads: Map<string, BubbleRead[]>,
  lines: { low: number; high: number },
): string | null {
  if (!reads.has('id:1')) return null;
  // Each digit's usual centre over the grid's columns: the printed 4 or 8 darkens a bubble's middle,
  // on a coarse photo as much as a pencil dot does on a blank one.
  const centres = new Map<string, number[]>();
  for (let d = 1; d <= digits; d++)
    for (const r of reads.get(`id:${d}`) ?? [])
      centres.set(r.option, [...(centres.get(r.option) ?? []), r.centre]);
  const usual = new Map([...centres].map(([option, v]) => [option, median(v)]));
  // A "dot" whose ends are empty and whose middle is no darker than that digit's usually is on this
  // sheet is the printed digit, not a pencil dot (with fewer than four columns nothing is usual).
  const printedDot = (r: BubbleRead) =>
    digits >= 4 &&
    r.dot === true &&
    r.fill <= lines.low &&
    !r.uneven &&
    !r.struck &&
    r.centre < (usual.get(r.option) ?? 0) + PRINTED_DOT;
  let studentNo = '';
  for (let d = 1; d <= digits; d++) {
    const column = reads.get(`id:${d}`) ?? [];
    const ringsFound = column.filter((r) => r.ring !== false).length;
    const byFill = (r: BubbleRead) =>
      r.decision === 'ambiguous' && printedDot(r)
        ? 'empty'
        : r.decision !== 'ambiguous' || r.ring !== false || ringsFound < column.length * 0.7 || r.struck
          ? r.decision
          : r.fill >= lines.high && !r.uneven
            ? 'filled'
            : r.fill <= lines.low && !r.dot && !r.uneven
              ? 'empty'
              : 'ambiguous';
    const decided = column.map(byFill);
    const chosen = column.filter((_, i) => decided[i] === 'filled');
    studentNo +=
      chosen.length === 1 && !decided.includes('ambiguous') && !column.some((r) => r.struck)
        ? chosen[0]!.option
        : '?';
  }
  return studentNo;
}
