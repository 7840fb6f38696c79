import { Flow } from './flow';
import {
  BUBBLE_H_MM,
  BUBBLE_PITCH_X_MM,
  BUBBLE_W_MM,
  QUESTIONS_PER_BLOCK,
  ROW_PITCH_MM,
  textWidthMm,
} from './geometry';
import { layoutHeader, wrap } from './header';
import { checkSheetSpec, OPTION_LETTERS, SheetSpecError } from './spec';
import type { ObjectiveQuestion, SheetLayout, SheetSpec, SubjectiveQuestion } from './types';

const SECTION_TITLE_MM = 7;
const NUMBER_W_MM = 7;
const BLOCK_GAP_MM = 5;
const LINE_GAP_MM = 3;
const REGION_GAP_MM = 2;
/** A region is split over columns only into parts at least this tall. */
const MIN_PART_MM = 20;

/**
 * Lays out an answer sheet in millimetres: the single source of the printed PDF (`renderSheetPdf`) and
 * of the recognition template (`sheetTemplate`). Pure and deterministic: the same spec gives the same
 * layout, to the hundredth of a millimetre.
 *
 * Page 1 starts with the header (title, QR code, 姓名/班级, 考号 block, 注意事项, 填涂样例, 缺考,
 * 试卷类型); sections follow in order, flowing down the columns and on to further pages. Objective
 * questions are grouped five to a block, blocks side by side; subjective questions get framed regions
 * of the teacher's height, split over columns only when taller than a column. Space left at the foot of
 * a column is marked 请勿在此区域作答.
 *
 * @throws SheetSpecError when `checkSheetSpec` finds problems.
 */
export function layoutSheet(spec: SheetSpec): SheetLayout {
  const problems = checkSheetSpec(spec);
  if (problems.length > 0) throw new SheetSpecError(problems);
  const flow = new Flow(spec);
  const fields = layoutHeader(flow);
  for (const section of spec.sections) {
    if (section.kind === 'objective') objectiveSection(flow, section.title, section.questions);
    else if (section.kind === 'subjective') subjectiveSection(flow, section.title, section.questions);
    else optionalSection(flow, section.title, section.questions, section.heightMm, section.scoreBox);
  }
  flow.finish();
  return { spec, columns: flow.columns, pages: flow.pages, fields };
}

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

function objectiveSection(flow: Flow, title: string, questions: ObjectiveQuestion[]): void {
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

function subjectiveSection(flow: Flow, title: string, questions: SubjectiveQuestion[]): void {
  sectionTitle(flow, title, questions[0] ? regionLead(flow, questions[0].heightMm) : 0);
  for (const q of questions) region(flow, q.number, q.heightMm, q.scoreBox ?? false, `${q.number}.`);
}

function optionalSection(
  flow: Flow,
  title: string,
  numbers: string[],
  heightMm: number,
  scoreBox = false,
): void {
  const group = numbers.join('/');
  const selectorH = 7;
  sectionTitle(flow, title, selectorH + regionLead(flow, heightMm));
  const top = flow.take(selectorH, regionLead(flow, heightMm));
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
  region(flow, group, heightMm, scoreBox, '选做题');
}

/**
 * Space a heading needs below it so that it stays with the region that follows: the whole region when
 * the region would rather move to the next column than split, else the smallest part.
 */
function regionLead(flow: Flow, heightMm: number): number {
  return heightMm + REGION_GAP_MM <= flow.bottom - flow.columnStart ? heightMm + REGION_GAP_MM : MIN_PART_MM;
}

/** One answer region, split over columns only when it cannot fit a fresh column whole. */
function region(flow: Flow, question: string, heightMm: number, scoreBox: boolean, label: string): void {
  let remaining = heightMm;
  let part = 1;
  while (remaining > 1e-9) {
    const room = flow.left - REGION_GAP_MM;
    let h: number;
    if (remaining <= room) h = remaining;
    else if (
      part === 1 &&
      !flow.columnEmpty &&
      (room < MIN_PART_MM || remaining <= flow.bottom - flow.columnStart)
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
    const box = { x: flow.x, y: top, w: flow.innerW, h };
    flow.add({ type: 'region', question, part, ...box });
    flow.add({ type: 'rect', ...box, lineMm: 0.4 });
    const text = part === 1 ? label : `${label.replace(/\.$/, '')}（续）`;
    flow.add({
      type: 'text',
      text,
      sizePt: 10,
      bold: true,
      align: 'left',
      x: box.x + 1.5,
      y: box.y + 1.5,
      w: 30,
      h: 5,
    });
    if (scoreBox && part === 1) {
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
    remaining -= h;
    part += 1;
  }
}
