/**
 * The sections of an answer sheet as `layoutSheet` places them down the columns: objective blocks
 * (five questions to a block, blocks side by side), subjective regions (framed, sharing rows when
 * short, split over columns when taller than one), 选做 groups, and their titles.
 */
import type { Flow } from './flow';
import {
  BUBBLE_H_MM,
  BUBBLE_PITCH_X_MM,
  BUBBLE_W_MM,
  QUESTIONS_PER_BLOCK,
  ROW_PITCH_MM,
  textWidthMm,
} from './geometry';
import { wrap } from './header';
import { OPTION_LETTERS } from './spec';
import type { ObjectiveQuestion, SubjectiveQuestion } from './types';

const SECTION_TITLE_MM = 7;
const NUMBER_W_MM = 7;
const BLOCK_GAP_MM = 5;
const LINE_GAP_MM = 3;
const REGION_GAP_MM = 2;
/** Between regions sharing a row. */
const ROW_GAP_MM = 3;
/** A region is split over columns only into parts at least this tall. */
const MIN_PART_MM = 20;
/**
 * A growing region starts in a column that has no growing region yet (whose foot nothing else could
 * take) and continues in the next, rather than leaving this much or more empty.
 */
const FILL_PART_MM = 30;

/** Heights the layout chose for growing regions, by question number (or 选做 group). */
export type Sizes = Map<string, number>;

function sectionTitle(flow: Flow, title: string, keepWith: number): void {
  const lines = wrap(title, flow.innerW, 10);
  const h = Math.max(SECTION_TITLE_MM, lines.length * 5 + 2);
  const top = flow.take(h, keepWith);
  lines.forEach((line, i) => {
    flow.add({
      type: 'text',
      text: line,
      sizePt: 10,
      bold: i === 0,
      align: 'left',
      x: flow.x,
      y: top + 1 + i * 5,
      w: flow.innerW,
      h: 5,
    });
  });
}

function optionCount(q: ObjectiveQuestion): number {
  return q.kind === 'trueFalse' ? 2 : (q.options ?? 4);
}

function optionsOf(q: ObjectiveQuestion): { option: string; label: string }[] {
  if (q.kind === 'trueFalse') {
    return [
      { option: 'T', label: '√' },
      { option: 'F', label: '×' },
    ];
  }
  return [...OPTION_LETTERS.slice(0, optionCount(q))].map((l) => ({ option: l, label: l }));
}

export function objectiveSection(flow: Flow, title: string, questions: ObjectiveQuestion[]): void {
  const blocks: ObjectiveQuestion[][] = [];
  for (let i = 0; i < questions.length; i += QUESTIONS_PER_BLOCK) {
    blocks.push(questions.slice(i, i + QUESTIONS_PER_BLOCK));
  }
  const blockW = (b: ObjectiveQuestion[]) =>
    NUMBER_W_MM + Math.max(...b.map(optionCount)) * BUBBLE_PITCH_X_MM;
  const lines: ObjectiveQuestion[][][] = [];
  let line: ObjectiveQuestion[][] = [];
  let used = 0;
  for (const b of blocks) {
    const w = blockW(b);
    if (line.length > 0 && used + BLOCK_GAP_MM + w > flow.innerW) {
      lines.push(line);
      line = [];
      used = 0;
    }
    used += (line.length > 0 ? BLOCK_GAP_MM : 0) + w;
    line.push(b);
  }
  if (line.length > 0) lines.push(line);
  const lineH = (l: ObjectiveQuestion[][]) =>
    Math.max(...l.map((b) => b.length)) * ROW_PITCH_MM + LINE_GAP_MM;
  sectionTitle(flow, title, lines[0] ? lineH(lines[0]) : 0);
  for (const l of lines) {
    const top = flow.take(lineH(l));
    let x = flow.x;
    for (const b of l) {
      b.forEach((q, row) => {
        const y = top + row * ROW_PITCH_MM;
        flow.add({
          type: 'text',
          text: q.number,
          sizePt: 9,
          align: 'right',
          x,
          y: y + 0.5,
          w: NUMBER_W_MM - 1.5,
          h: 4,
        });
        optionsOf(q).forEach(({ option, label }, k) => {
          flow.add({
            type: 'bubble',
            question: q.number,
            option,
            label,
            x: x + NUMBER_W_MM + k * BUBBLE_PITCH_X_MM,
            y: y + (ROW_PITCH_MM - BUBBLE_H_MM) / 2,
            w: BUBBLE_W_MM,
            h: BUBBLE_H_MM,
          });
        });
      });
      x += blockW(b) + BLOCK_GAP_MM;
    }
  }
}

export function subjectiveSection(
  flow: Flow,
  title: string,
  questions: SubjectiveQuestion[],
  sizes: Sizes,
): void {
  const height = (q: SubjectiveQuestion) => sizes.get(q.number) ?? q.heightMm;
  // Short answers side by side while the row has room for each one's least width.
  const rows: SubjectiveQuestion[][] = [];
  for (const q of questions) {
    const row = rows.at(-1);
    if (q.minWidthMm && row?.[0]?.minWidthMm && rowWidths([...row, q], flow.innerW)) row.push(q);
    else rows.push([q]);
  }
  const lead = (row: SubjectiveQuestion[] | undefined) =>
    !row
      ? 0
      : row.length > 1
        ? Math.max(...row.map(height)) + REGION_GAP_MM
        : regionLead(flow, height(row[0]!), (row[0]!.grow ?? 0) > 0);
  sectionTitle(flow, title, lead(rows[0]));
  for (const row of rows) {
    if (row.length === 1) {
      const q = row[0]!;
      region(flow, q.number, height(q), q.scoreBox ?? false, `${q.number}.`, (q.grow ?? 0) > 0);
      continue;
    }
    const h = Math.max(...row.map(height));
    const top = flow.take(h + REGION_GAP_MM);
    let x = flow.x;
    rowWidths(row, flow.innerW)!.forEach((w, i) => {
      const q = row[i]!;
      drawRegion(flow, { x, y: top, w, h }, q.number, 1, `${q.number}.`, q.scoreBox ?? false);
      x += w + ROW_GAP_MM;
    });
  }
}

/** Widths of regions sharing a row (in proportion to their least widths), or null when they do not fit. */
function rowWidths(row: SubjectiveQuestion[], innerW: number): number[] | null {
  const least = row.map((q) => Math.min(q.minWidthMm ?? innerW, innerW));
  const free = innerW - (row.length - 1) * ROW_GAP_MM;
  const sum = least.reduce((a, b) => a + b, 0);
  if (sum > free + 1e-9) return null;
  return least.map((w) => (w * free) / sum);
}

export function optionalSection(
  flow: Flow,
  title: string,
  numbers: string[],
  heightMm: number,
  scoreBox = false,
  growing = false,
): void {
  const group = numbers.join('/');
  const selectorH = 7;
  sectionTitle(flow, title, selectorH + regionLead(flow, heightMm, growing));
  const top = flow.take(selectorH, regionLead(flow, heightMm, growing));
  const room = flow.innerW - numbers.length * 9 - 1;
  const long = `请从第 ${numbers.join('、')} 题中任选一题作答，并用2B铅笔涂黑所选题号：`;
  const prompt = textWidthMm(long, 8) + 2 <= room ? long : '请用2B铅笔涂黑所选题号：';
  const promptW = textWidthMm(prompt, 8) + 2;
  flow.add({
    type: 'text',
    text: prompt,
    sizePt: 8,
    align: 'left',
    x: flow.x,
    y: top + 1.5,
    w: promptW,
    h: 4,
  });
  numbers.forEach((n, i) => {
    flow.add({
      type: 'bubble',
      question: `choice:${group}`,
      option: n,
      label: n,
      x: flow.x + promptW + 1 + i * 9,
      y: top + 2,
      w: 7,
      h: BUBBLE_H_MM,
    });
  });
  region(flow, group, heightMm, scoreBox, '选做题', growing);
}

/**
 * Space a heading needs below it so that it stays with the region that follows: the whole region when
 * the region would rather move to the next column than split, else the smallest part.
 */
function regionLead(flow: Flow, heightMm: number, growing: boolean): number {
  if (growing && !flow.columnGrows && heightMm > FILL_PART_MM) return FILL_PART_MM + REGION_GAP_MM;
  return heightMm + REGION_GAP_MM <= flow.bottom - flow.columnStart ? heightMm + REGION_GAP_MM : MIN_PART_MM;
}

/**
 * One answer region, split over columns only when it cannot fit a fresh column whole — or, for a
 * growing region, to fill a column no other growing region could fill.
 */
function region(
  flow: Flow,
  question: string,
  heightMm: number,
  scoreBox: boolean,
  label: string,
  growing: boolean,
): void {
  let remaining = heightMm;
  let part = 1;
  while (remaining > 1e-9) {
    const room = flow.left - REGION_GAP_MM;
    let h: number;
    if (remaining <= room) h = remaining;
    else if (
      part === 1 &&
      !flow.columnEmpty &&
      (room < MIN_PART_MM || remaining <= flow.bottom - flow.columnStart) &&
      !(growing && !flow.columnGrows && room >= FILL_PART_MM)
    ) {
      // Whole in the next column rather than split, when this column has already been started.
      flow.nextColumn();
      continue;
    } else if (room >= MIN_PART_MM || flow.columnEmpty) h = Math.max(room, 1);
    else {
      flow.nextColumn();
      continue;
    }
    const top = flow.take(h + REGION_GAP_MM);
    drawRegion(flow, { x: flow.x, y: top, w: flow.innerW, h }, question, part, label, scoreBox);
    if (growing) flow.columnGrows = true;
    remaining -= h;
    part += 1;
  }
}

/** A framed answer region with its question number (「（续）」 on later parts) and optional 得分 box. */
function drawRegion(
  flow: Flow,
  box: { x: number; y: number; w: number; h: number },
  question: string,
  part: number,
  label: string,
  scoreBox: boolean,
): void {
  flow.add({ type: 'region', question, part, ...box });
  flow.add({ type: 'rect', ...box, lineMm: 0.4 });
  const withScore = scoreBox && part === 1 && box.w >= 40;
  const text = part === 1 ? label : `${label.replace(/\.$/, '')}（续）`;
  flow.add({
    type: 'text',
    text,
    sizePt: 10,
    bold: true,
    align: 'left',
    x: box.x + 1.5,
    y: box.y + 1.5,
    w: Math.min(30, box.w - 3 - (withScore ? 23 : 0)),
    h: 5,
  });
  if (withScore) {
    flow.add({ type: 'rect', x: box.x + box.w - 22, y: box.y, w: 22, h: 7, lineMm: 0.25 });
    flow.add({
      type: 'text',
      text: '得分',
      sizePt: 8,
      align: 'left',
      gray: 0.3,
      x: box.x + box.w - 21,
      y: box.y + 1.5,
      w: 8,
      h: 4,
    });
  }
}
