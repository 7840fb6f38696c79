import type { Flow } from './flow';
import { BUBBLE_H_MM, BUBBLE_PITCH_X_MM, BUBBLE_W_MM, QR_MM, textWidthMm } from './geometry';
import type { BoxMm, SheetElement, StudentFields } from './types';

const ID_ROW_PITCH_MM = 4.5;
const NOTE_PT = 7.5;
const NOTE_LINE_MM = 3.4;
/** The notes panel goes beside the ID block when it gets at least this width, else below it. */
const NOTES_MIN_W_MM = 80;

/**
 * Lays out the first page's header into the flow: title and QR code, 姓名/班级 lines, the student
 * identification block (考号 bubble grid or barcode sticker area) and the notes panel (注意事项,
 * 填涂样例, 缺考, 试卷类型). Returns where a personalised print puts the student's details.
 */
export function layoutHeader(flow: Flow): StudentFields {
  const { spec } = flow;
  const x0 = flow.x;
  const w = flow.innerW;
  const qr = flow.qrBox();
  flow.add({ type: 'qr', ...qr });
  const titleBox = { x: x0 + QR_MM + 2, w: w - 2 * QR_MM - 4 };
  let y = qr.y;
  for (const t of titleLines(spec.examName, titleBox.w)) {
    flow.add({
      type: 'text',
      text: t.text,
      sizePt: t.sizePt,
      bold: true,
      align: 'center',
      ...titleBox,
      y,
      h: t.h,
    });
    y += t.h;
  }
  flow.add({ type: 'text', text: '答题卡', sizePt: 12, bold: true, align: 'center', ...titleBox, y, h: 5.5 });
  if (spec.subtitle) {
    const sizePt = Math.min(8, (8 * titleBox.w) / textWidthMm(spec.subtitle, 8));
    flow.add({ type: 'text', text: spec.subtitle, sizePt, align: 'center', ...titleBox, y: y + 5.5, h: 4 });
  }
  const lineY = qr.y + QR_MM + 2;
  const nameW = Math.min(45, (w - 30) / 2);
  const label = (text: string, x: number) =>
    flow.add({ type: 'text', text, sizePt: 10.5, align: 'left', x, y: lineY, w: 11, h: 7 });
  const name: BoxMm = { x: x0 + 12, y: lineY, w: nameW, h: 7 };
  const className: BoxMm = { x: name.x + nameW + 16, y: lineY, w: nameW, h: 7 };
  label('姓名', x0);
  label('班级', className.x - 12);
  for (const b of [name, className]) {
    flow.add({ type: 'line', x1: b.x, y1: b.y + b.h - 1, x2: b.x + b.w, y2: b.y + b.h - 1, lineMm: 0.25 });
  }
  flow.y = lineY + 9;

  const top = flow.y;
  const id = spec.idMode === 'bubbles' ? idGrid(x0, top, spec.idDigits) : sticker(x0, top);
  const sideBySide = w - id.box.w - 3 >= NOTES_MIN_W_MM;
  const notesX = sideBySide ? x0 + id.box.w + 3 : x0;
  const notesTop = sideBySide ? top : top + id.box.h + 3;
  const notes = notesPanel(notesX, notesTop, sideBySide ? w - id.box.w - 3 : w, flow);
  flow.add(...id.elements, ...notes.elements);
  const bottom = Math.max(top + id.box.h, notes.bottom);
  flow.y = bottom + 4;
  return { name, className, idBoxes: id.writeBoxes, sticker: id.sticker };
}

interface Block {
  box: BoxMm;
  elements: SheetElement[];
  writeBoxes: BoxMm[];
  sticker?: BoxMm;
}

/** 考号 grid: one column per digit, a write box on top, bubbles 0–9 below. */
function idGrid(x: number, y: number, digits: number): Block {
  const pitch = BUBBLE_PITCH_X_MM;
  const box = { x, y, w: digits * pitch + 4, h: 6 + 7 + 10 * ID_ROW_PITCH_MM + 2 };
  const elements: SheetElement[] = [
    { type: 'rect', ...box, lineMm: 0.3 },
    { type: 'text', text: '考  号', sizePt: 9, bold: true, align: 'center', x, y: y + 0.5, w: box.w, h: 5 },
  ];
  const writeBoxes: BoxMm[] = [];
  for (let d = 0; d < digits; d++) {
    const cx = x + 2 + d * pitch;
    const write = { x: cx + 0.25, y: y + 6, w: pitch - 0.5, h: 6 };
    writeBoxes.push(write);
    elements.push({ type: 'rect', ...write, lineMm: 0.2 });
    for (let digit = 0; digit <= 9; digit++) {
      elements.push({
        type: 'bubble',
        question: `id:${d + 1}`,
        option: String(digit),
        label: String(digit),
        x: cx + (pitch - BUBBLE_W_MM) / 2,
        y: y + 13 + digit * ID_ROW_PITCH_MM + (ID_ROW_PITCH_MM - BUBBLE_H_MM) / 2,
        w: BUBBLE_W_MM,
        h: BUBBLE_H_MM,
      });
    }
  }
  return { box, elements, writeBoxes };
}

/** Barcode sticker area with its dashed frame. */
function sticker(x: number, y: number): Block {
  const box = { x, y, w: 74, h: 36 };
  const area = { x: x + 2, y: y + 2, w: 70, h: 32 };
  return {
    box,
    sticker: area,
    writeBoxes: [],
    elements: [
      { type: 'rect', ...area, lineMm: 0.3, dash: true },
      {
        type: 'text',
        text: '贴条形码区',
        sizePt: 14,
        bold: true,
        align: 'center',
        gray: 0.4,
        ...area,
        y: y + 9,
        h: 8,
      },
      {
        type: 'text',
        text: '（正面朝上，切勿贴出虚线方框）',
        sizePt: 8,
        align: 'center',
        gray: 0.4,
        ...area,
        y: y + 19,
        h: 5,
      },
    ],
  };
}

function notesPanel(
  x: number,
  y: number,
  w: number,
  flow: Flow,
): { elements: SheetElement[]; bottom: number } {
  const { spec } = flow;
  const elements: SheetElement[] = [];
  const text = (t: string, tx: number, ty: number, tw: number, sizePt = NOTE_PT, bold = false) =>
    elements.push({
      type: 'text',
      text: t,
      sizePt,
      bold,
      align: 'left',
      x: tx,
      y: ty,
      w: tw,
      h: NOTE_LINE_MM,
    });
  const inner = w - 4;
  let cy = y + 1.5;
  text('注意事项', x + 2, cy, inner, 9, true);
  cy += NOTE_LINE_MM + 1.5;
  const idNote =
    spec.idMode === 'bubbles'
      ? '答题前，考生务必将姓名、班级填写清楚，并在考号栏内填写考号、用2B铅笔涂黑对应数字。'
      : '答题前，考生务必将姓名、班级填写清楚，并认真核对条形码上的姓名、考号。';
  const notes = [
    idNote,
    '选择题必须用2B铅笔填涂；非选择题必须用0.5毫米黑色签字笔书写，字体工整、笔迹清楚。',
    '请按题号顺序在各题的答题区域内作答，超出答题区域书写的答案无效；在草稿纸、试卷上答题无效。',
    '保持卡面清洁，不要折叠、弄破，不准使用涂改液、修正带、刮纸刀。',
  ];
  notes.forEach((note, i) => {
    for (const line of wrap(`${i + 1}. ${note}`, inner - 3, NOTE_PT)) {
      text(line, x + 2 + (line.startsWith(`${i + 1}. `) ? 0 : 3), cy, inner);
      cy += NOTE_LINE_MM;
    }
  });
  cy += 1;
  const row = (labelText: string, labelW: number) => {
    text(labelText, x + 2, cy + 0.8, labelW, 8, true);
    const at = x + 2 + labelW;
    cy += 5.5;
    return { at, top: cy - 5.5 + 1 };
  };
  const sample = row('填涂样例', 14);
  text('正确填涂', sample.at, sample.top - 0.2, 12, 7.5);
  const sampleBox = (style: 'filled' | 'tick' | 'cross' | 'dot' | 'half', sx: number) =>
    elements.push({ type: 'sample', style, x: sx, y: sample.top, w: BUBBLE_W_MM, h: BUBBLE_H_MM });
  sampleBox('filled', sample.at + 12);
  text('错误填涂', sample.at + 20, sample.top - 0.2, 12, 7.5);
  (['tick', 'cross', 'dot', 'half'] as const).forEach((style, i) => {
    sampleBox(style, sample.at + 32 + i * BUBBLE_PITCH_X_MM);
  });
  const absent = row('缺考标记', 14);
  elements.push({
    type: 'bubble',
    question: 'absent',
    option: 'absent',
    label: '',
    x: absent.at,
    y: absent.top,
    w: BUBBLE_W_MM,
    h: BUBBLE_H_MM,
  });
  text('考生禁填，由监考员填涂', absent.at + 8, absent.top - 0.2, inner - 24, 7.5);
  if (spec.paperTypeAB) {
    const ab = row('试卷类型', 14);
    ['A', 'B'].forEach((option, i) => {
      elements.push({
        type: 'bubble',
        question: 'paperType',
        option,
        label: option,
        x: ab.at + i * BUBBLE_PITCH_X_MM * 1.5,
        y: ab.top,
        w: BUBBLE_W_MM,
        h: BUBBLE_H_MM,
      });
    });
  }
  const box = { x, y, w, h: cy - y + 1 };
  elements.unshift({ type: 'rect', ...box, lineMm: 0.3 });
  return { elements, bottom: y + box.h };
}

/** The exam name on one line at 15 pt when it fits, else on two lines at up to 12 pt. */
function titleLines(title: string, widthMm: number): { text: string; sizePt: number; h: number }[] {
  if (textWidthMm(title, 15) <= widthMm) return [{ text: title, sizePt: 15, h: 8.5 }];
  let sizePt = 12;
  let lines = wrap(title, widthMm, sizePt);
  while (lines.length > 2 && sizePt > 6) {
    sizePt -= 0.5;
    lines = wrap(title, widthMm, sizePt);
  }
  return lines.map((text) => ({ text, sizePt, h: 5.25 }));
}

/** Breaks text into lines that fit `widthMm` at `sizePt` (by the estimated width). */
export function wrap(text: string, widthMm: number, sizePt: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const ch of text) {
    if (line && textWidthMm(line + ch, sizePt) > widthMm && !'，。；、）'.includes(ch)) {
      lines.push(line);
      line = '';
    }
    line += ch;
  }
  if (line) lines.push(line);
  return lines;
}
