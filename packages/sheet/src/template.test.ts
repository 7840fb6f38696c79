import { describe, expect, it } from 'vitest';
import { layoutSheet } from './layout';
import { parseSheetQrText, sheetQrText } from './qr';
import { sampleSheetSpec } from './sample-specs';
import { sheetTemplate, TEMPLATE_FORMAT, TEMPLATE_VERSION } from './template';

const BOX_KEYS = ['hMm', 'wMm', 'xMm', 'yMm'];

describe('sheetTemplate', () => {
  const layout = layoutSheet(sampleSheetSpec({ paper: 'A3', columns: 2, idDigits: 6 }));
  const template = sheetTemplate(layout);
  const json = JSON.parse(JSON.stringify(template));

  it('names its format and version, the exam and the sheet version', () => {
    expect(json).toMatchObject({
      format: TEMPLATE_FORMAT,
      version: TEMPLATE_VERSION,
      examId: 'exam-2026-g7-math-mid',
      sheetVersion: 1,
      paper: 'A3',
      columns: 2,
      idMode: 'bubbles',
      idDigits: 6,
      paperTypeAB: true,
      duplex: false,
    });
  });

  it('has per page its size, four marks, a QR box, bubbles and regions in millimetres', () => {
    expect(json.pages).toHaveLength(layout.pages.length);
    for (const page of json.pages) {
      expect(Object.keys(page).sort()).toEqual([
        'bubbles',
        'heightMm',
        'marks',
        'page',
        'qr',
        'regions',
        'widthMm',
      ]);
      expect([page.widthMm, page.heightMm]).toEqual([420, 297]);
      expect(page.marks).toHaveLength(4);
      for (const m of [...page.marks, page.qr]) expect(Object.keys(m).sort()).toEqual(BOX_KEYS);
      for (const b of page.bubbles) {
        expect(Object.keys(b).sort()).toEqual([...BOX_KEYS, 'option', 'question'].sort());
        expect(typeof b.question).toBe('string');
        expect(typeof b.option).toBe('string');
        for (const k of BOX_KEYS) expect(Number.isFinite(b[k])).toBe(true);
      }
      for (const r of page.regions)
        expect(Object.keys(r).sort()).toEqual([...BOX_KEYS, 'part', 'question'].sort());
    }
  });

  it('spells options as letters, T/F, digits for 考号 positions, and the special bubbles', () => {
    const bubbles = json.pages.flatMap((p: { bubbles: unknown[] }) => p.bubbles) as {
      question: string;
      option: string;
    }[];
    const of = (q: string) => bubbles.filter((b) => b.question === q).map((b) => b.option);
    expect(of('1')).toEqual(['A', 'B', 'C', 'D']);
    expect(of('12')).toEqual(['A', 'B', 'C', 'D', 'E']);
    expect(of('15')).toEqual(['T', 'F']);
    for (let d = 1; d <= 6; d++)
      expect(of(`id:${d}`)).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']);
    expect(of('id:7')).toEqual([]);
    expect(of('absent')).toEqual(['absent']);
    expect(of('paperType')).toEqual(['A', 'B']);
    expect(of('choice:23/24')).toEqual(['23', '24']);
  });

  it('lists the questions with their kinds, in paper order', () => {
    expect(json.questions.map((q: { question: string; kind: string }) => `${q.question}:${q.kind}`)).toEqual([
      ...Array.from({ length: 12 }, (_, i) => `${i + 1}:single`),
      '13:multiple',
      '14:multiple',
      '15:trueFalse',
      '16:trueFalse',
      '17:trueFalse',
      '18:trueFalse',
      '19:subjective',
      '20:subjective',
      '21:subjective',
      '22:subjective',
      '23/24:optional',
    ]);
    expect(json.questions.find((q: { question: string }) => q.question === '13').options).toEqual([
      'A',
      'B',
      'C',
      'D',
    ]);
    expect(json.questions.at(-1).choices).toEqual(['23', '24']);
  });

  it('gives the 贴条形码区 on page 1 in barcode mode only', () => {
    expect(template.pages.some((p) => p.sticker)).toBe(false);
    const barcode = layoutSheet(sampleSheetSpec({ paper: 'A4', idMode: 'barcode' }));
    const pages = sheetTemplate(barcode).pages;
    const s = barcode.fields.sticker!;
    expect(pages[0]!.sticker).toEqual({ xMm: s.x, yMm: s.y, wMm: s.w, hMm: s.h });
    expect(pages.slice(1).some((p) => p.sticker)).toBe(false);
  });

  it('matches the printed layout exactly and is stable', () => {
    const layoutBubbles = layout.pages[0]!.elements.filter((e) => e.type === 'bubble');
    expect(template.pages[0]!.bubbles).toHaveLength(layoutBubbles.length);
    expect(template.pages[0]!.bubbles[0]).toEqual({
      question: (layoutBubbles[0] as { question: string }).question,
      option: (layoutBubbles[0] as { option: string }).option,
      xMm: layoutBubbles[0]!.x,
      yMm: layoutBubbles[0]!.y,
      wMm: layoutBubbles[0]!.w,
      hMm: layoutBubbles[0]!.h,
    });
    expect(
      JSON.stringify(sheetTemplate(layoutSheet(sampleSheetSpec({ paper: 'A3', columns: 2, idDigits: 6 })))),
    ).toBe(JSON.stringify(template));
  });
});

describe('sheet QR text', () => {
  it('round-trips exam, version, page and student, ASCII only', () => {
    const content = { examId: '期中 exam/7', sheetVersion: 3, page: 2, pages: 4, studentId: 'stu;01=x' };
    const text = sheetQrText(content);
    expect(text).toMatch(/^[\x20-\x7e]+$/);
    expect(text.startsWith('ZJS1;')).toBe(true);
    expect(parseSheetQrText(text)).toEqual(content);
    const blank = { examId: 'e1', sheetVersion: 1, page: 1, pages: 1 };
    expect(sheetQrText(blank)).toBe('ZJS1;e=e1;v=1;p=1/1');
    expect(parseSheetQrText(sheetQrText(blank))).toEqual(blank);
    expect(parseSheetQrText('https://example.com')).toBeNull();
    expect(parseSheetQrText('ZJS1;e=%E0;v=1;p=1/1')).toBeNull();
  });
});
