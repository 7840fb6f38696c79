import { describe, expect, it } from 'vitest';
import {
  grow,
  inside,
  MARK_KEEP_OUT_MM,
  MARK_MM,
  markBoxes,
  overlaps,
  PRINT_MARGIN_MM,
  QUESTIONS_PER_BLOCK,
  ROW_PITCH_MM,
  textWidthMm,
} from './geometry';
import { layoutSheet } from './layout';
import { paperSheet, sampleSheetSpec } from './sample-specs';
import { checkSheetSpec, SheetSpecError } from './spec';
import type { BoxMm, SheetElement, SheetLayout, SheetSpec } from './types';

const variants: [string, Partial<SheetSpec>][] = [
  ['A4', {}],
  ['B5, 12-digit 考号', { paper: 'B5', idDigits: 12 }],
  ['A3 two columns', { paper: 'A3', columns: 2 }],
  ['A3 three columns, barcode', { paper: 'A3', columns: 3, idMode: 'barcode' }],
  ['B4 two columns, no A/B', { paper: 'B4', columns: 2, paperTypeAB: false, idDigits: 4 }],
  ['8K three columns, 12-digit 考号', { paper: '8K', columns: 3, idDigits: 12 }],
  ['A4 barcode', { idMode: 'barcode' }],
];

function boxes(
  layout: SheetLayout,
  page: number,
  ...types: SheetElement['type'][]
): (BoxMm & { what: string })[] {
  return layout.pages[page]!.elements.flatMap((e) =>
    e.type !== 'line' && types.includes(e.type)
      ? [{ x: e.x, y: e.y, w: e.w, h: e.h, what: `${e.type}${'question' in e ? ` ${e.question}` : ''}` }]
      : [],
  );
}

function bigSpec(paper: SheetSpec['paper'], columns?: 1 | 2 | 3): SheetSpec {
  return sampleSheetSpec({
    paper,
    ...(columns ? { columns } : {}),
    sections: [
      {
        kind: 'objective',
        title: '一、选择题',
        questions: Array.from({ length: 63 }, (_, i) => ({
          number: String(i + 1),
          kind: i % 9 === 8 ? ('multiple' as const) : ('single' as const),
          options: 3 + (i % 5),
        })),
      },
      {
        kind: 'subjective',
        title: '二、解答题',
        questions: [
          { number: '64', heightMm: 300 },
          { number: '65', heightMm: 40 },
          { number: '66', heightMm: 250, scoreBox: true },
        ],
      },
      { kind: 'optional', title: '三、选做题', questions: ['67', '68', '69'], heightMm: 90 },
    ],
  });
}

describe('layoutSheet invariants', () => {
  const all: [string, SheetSpec][] = [
    ...variants.map(([name, o]) => [name, sampleSheetSpec(o)] as [string, SheetSpec]),
    ['A4 long sheet', bigSpec('A4')],
    ['A3 long sheet', bigSpec('A3', 2)],
    ['8K long sheet, 3 columns', bigSpec('8K', 3)],
    ['周测, A4 one side, packed', paperSheet('weekly')],
    ['单元测验, A4 two sides, packed', paperSheet('unit', { duplex: true })],
    ['期中, A3 two columns, two sides, packed', paperSheet('midterm', { duplex: true })],
    ['期中, A3 three columns, two sides, packed', paperSheet('midterm', { duplex: true, columns: 3 })],
    [
      '期中 on A4, packed, with a teacher’s height',
      paperSheet('midterm', { paper: 'A4', heights: { '20': 90 } }),
    ],
  ];

  for (const [name, spec] of all) {
    describe(name, () => {
      const layout = layoutSheet(spec);

      it('puts four solid marks in the corners of every page, with nothing else near them', () => {
        for (const [i, page] of layout.pages.entries()) {
          const marks = boxes(layout, i, 'mark');
          expect(marks).toHaveLength(4);
          expect(marks.map(({ what: _, ...b }) => b)).toEqual(markBoxes(page.widthMm, page.heightMm));
          const keepOut = marks.map((m) => grow(m, MARK_KEEP_OUT_MM));
          for (const e of page.elements) {
            if (e.type === 'mark') continue;
            const b = e.type === 'line' ? lineBox(e) : e;
            for (const k of keepOut)
              expect(overlaps(b, k), `${e.type} near a mark on page ${i + 1}`).toBe(false);
          }
        }
      });

      it('keeps everything inside the printable margins', () => {
        for (const page of layout.pages) {
          const printable = {
            x: PRINT_MARGIN_MM,
            y: PRINT_MARGIN_MM,
            w: page.widthMm - 2 * PRINT_MARGIN_MM,
            h: page.heightMm - 2 * PRINT_MARGIN_MM,
          };
          for (const e of page.elements) {
            const b = e.type === 'line' ? lineBox(e) : e;
            expect(inside(b, printable), `${e.type} outside the margins`).toBe(true);
          }
        }
      });

      it('never overlaps bubbles, regions, marks and QR codes', () => {
        for (let i = 0; i < layout.pages.length; i++) {
          const items = boxes(layout, i, 'bubble', 'region', 'mark', 'qr', 'sample');
          for (let a = 0; a < items.length; a++) {
            for (let b = a + 1; b < items.length; b++) {
              expect(overlaps(items[a]!, items[b]!), `${items[a]!.what} × ${items[b]!.what}`).toBe(false);
            }
          }
        }
      });

      it('gives every page one QR box clear of all text', () => {
        for (let i = 0; i < layout.pages.length; i++) {
          const [qr, ...more] = boxes(layout, i, 'qr');
          expect(more).toEqual([]);
          for (const t of boxes(layout, i, 'text')) expect(overlaps(qr!, t)).toBe(false);
        }
      });

      it('sizes text boxes for their text', () => {
        for (const page of layout.pages) {
          for (const e of page.elements) {
            if (e.type !== 'text') continue;
            // The estimate is generous for Latin; allow the wrap's one trailing punctuation mark.
            expect(textWidthMm(e.text, e.sizePt), e.text).toBeLessThanOrEqual(e.w + 3);
          }
        }
      });

      it('is deterministic', () => {
        expect(layoutSheet(structuredClone(spec))).toEqual(layout);
      });
    });
  }
});

describe('objective blocks', () => {
  const layout = layoutSheet(bigSpec('A4'));
  const bubbles = layout.pages.flatMap((p) =>
    p.elements.flatMap((e) => (e.type === 'bubble' && /^\d+$/.test(e.question) ? [e] : [])),
  );
  const rowOf = (q: number) => bubbles.find((b) => b.question === String(q))!;

  it('prints every option of every question once', () => {
    expect(bubbles.filter((b) => b.question === '5').map((b) => b.option)).toEqual([
      'A',
      'B',
      'C',
      'D',
      'E',
      'F',
      'G',
    ]);
    expect(new Set(bubbles.map((b) => `${b.question}${b.option}`)).size).toBe(bubbles.length);
  });

  it('groups five questions a block, rows 5 mm apart, options in one row', () => {
    for (let block = 0; block * QUESTIONS_PER_BLOCK < 63; block++) {
      const first = block * QUESTIONS_PER_BLOCK + 1;
      const rows = Array.from({ length: Math.min(QUESTIONS_PER_BLOCK, 63 - first + 1) }, (_, k) =>
        rowOf(first + k),
      );
      rows.forEach((r, k) => {
        expect(r.x).toBeCloseTo(rows[0]!.x, 6);
        expect(r.y - rows[0]!.y).toBeCloseTo(k * ROW_PITCH_MM, 6);
      });
      const next = first + QUESTIONS_PER_BLOCK <= 63 ? rowOf(first + QUESTIONS_PER_BLOCK) : undefined;
      if (next && next.y === rows[0]!.y) expect(next.x).toBeGreaterThan(rows[0]!.x);
    }
    for (const q of ['1', '9']) {
      const row = bubbles.filter((b) => b.question === q);
      expect(new Set(row.map((b) => b.y)).size).toBe(1);
    }
  });

  it('prints true/false as T and F', () => {
    const tf = layoutSheet(sampleSheetSpec())
      .pages[0]!.elements.filter((e) => e.type === 'bubble' && e.question === '15')
      .map((e) => (e.type === 'bubble' ? `${e.option}${e.label}` : ''));
    expect(tf).toEqual(['T√', 'F×']);
  });
});

describe('header and student block', () => {
  it('has a 考号 grid of N digits × 0–9, and the absent and A/B bubbles', () => {
    const layout = layoutSheet(sampleSheetSpec({ idDigits: 10 }));
    const first = layout.pages[0]!.elements;
    const id = first.filter((e) => e.type === 'bubble' && e.question.startsWith('id:'));
    expect(id).toHaveLength(100);
    expect(layout.fields.idBoxes).toHaveLength(10);
    const kinds = first.flatMap((e) =>
      e.type === 'bubble' && !/^(id:|\d)/.test(e.question) ? [e.question + e.option] : [],
    );
    expect(kinds).toEqual(['absentabsent', 'paperTypeA', 'paperTypeB']);
    expect(first.filter((e) => e.type === 'sample').map((e) => (e.type === 'sample' ? e.style : ''))).toEqual(
      ['filled', 'tick', 'cross', 'dot', 'half'],
    );
    const texts = first.flatMap((e) => (e.type === 'text' ? [e.text] : []));
    for (const t of [
      '姓名',
      '班级',
      '注意事项',
      '填涂样例',
      '正确填涂',
      '错误填涂',
      '缺考标记',
      '试卷类型',
    ]) {
      expect(texts).toContain(t);
    }
  });

  it('has a sticker area instead in barcode mode, and no A/B when off', () => {
    const layout = layoutSheet(sampleSheetSpec({ idMode: 'barcode', paperTypeAB: false }));
    const first = layout.pages[0]!.elements;
    expect(first.some((e) => e.type === 'bubble' && e.question.startsWith('id:'))).toBe(false);
    expect(first.some((e) => e.type === 'bubble' && e.question === 'paperType')).toBe(false);
    expect(layout.fields.sticker).toBeDefined();
    expect(first.some((e) => e.type === 'text' && e.text === '贴条形码区')).toBe(true);
  });
});

describe('subjective regions', () => {
  it('keeps each region whole when it fits a column, at the teacher’s height', () => {
    const layout = layoutSheet(sampleSheetSpec({ paper: 'A3', columns: 2 }));
    const regions = layout.pages.flatMap((p) => p.elements.filter((e) => e.type === 'region'));
    expect(regions.map((r) => (r.type === 'region' ? [r.question, r.part, r.h] : []))).toEqual([
      ['19', 1, 45],
      ['20', 1, 60],
      ['21', 1, 80],
      ['22', 1, 120],
      ['23/24', 1, 70],
    ]);
  });

  it('splits a region taller than a column into parts that add up to its height', () => {
    const layout = layoutSheet(bigSpec('A4'));
    const parts = layout.pages.flatMap((p) =>
      p.elements.flatMap((e) => (e.type === 'region' && e.question === '64' ? [e] : [])),
    );
    expect(parts.length).toBeGreaterThan(1);
    expect(parts.map((p) => p.part)).toEqual(parts.map((_, i) => i + 1));
    expect(parts.reduce((s, p) => s + p.h, 0)).toBeCloseTo(300, 6);
  });

  it('puts 选做题 selector bubbles right above the shared region', () => {
    const layout = layoutSheet(bigSpec('A3', 2));
    const all = layout.pages.flatMap((p) => p.elements);
    const choice = all.filter((e) => e.type === 'bubble' && e.question === 'choice:67/68/69');
    expect(choice.map((e) => (e.type === 'bubble' ? e.option : ''))).toEqual(['67', '68', '69']);
    const region = all.find((e) => e.type === 'region' && e.question === '67/68/69');
    expect(region).toBeDefined();
    expect(
      region!.type === 'region' && region!.y - (choice[0]!.type === 'bubble' ? choice[0]!.y : 0),
    ).toBeLessThan(10);
  });

  it('marks the unused foot of columns 请勿在此区域作答', () => {
    const layout = layoutSheet(sampleSheetSpec({ paper: 'A3', columns: 3 }));
    const notes = layout.pages.flatMap((p) =>
      p.elements.filter((e) => e.type === 'text' && e.text === '请勿在此区域作答'),
    );
    expect(notes.length).toBeGreaterThan(0);
  });
});

describe('footer', () => {
  const footers = (spec: SheetSpec) =>
    layoutSheet(spec).pages.map((p) => p.elements.find((e) => e.type === 'text' && e.text.startsWith('第'))!);
  it('numbers pages, and sheets with their sides when printed on both sides', () => {
    expect(footers(sampleSheetSpec()).map((e) => (e.type === 'text' ? e.text : ''))).toEqual([
      '第 1 页（共 3 页）',
      '第 2 页（共 3 页）',
      '第 3 页（共 3 页）',
    ]);
    expect(footers(sampleSheetSpec({ duplex: true })).map((e) => (e.type === 'text' ? e.text : ''))).toEqual([
      '第 1 张正面（共 3 页）',
      '第 1 张背面（共 3 页）',
      '第 2 张正面（共 3 页）',
    ]);
  });
});

describe('checkSheetSpec', () => {
  it('accepts the sample and rejects what cannot be printed, in Chinese', () => {
    expect(checkSheetSpec(sampleSheetSpec())).toEqual([]);
    expect(checkSheetSpec(sampleSheetSpec({ paper: 'A4', columns: 2 }))).toEqual(['A4 纸张只能排 1 栏']);
    expect(checkSheetSpec(sampleSheetSpec({ idDigits: 3 }))).toEqual(['考号位数应为 4–12 位']);
    expect(checkSheetSpec(sampleSheetSpec({ idDigits: 13 }))).toEqual(['考号位数应为 4–12 位']);
    const dup = sampleSheetSpec({
      sections: [
        { kind: 'objective', title: '一', questions: [{ number: '1', kind: 'single', options: 9 }] },
        { kind: 'subjective', title: '二', questions: [{ number: '1', heightMm: 5 }] },
      ],
    });
    expect(checkSheetSpec(dup)).toEqual([
      '第 1 题的选项数应为 2–8',
      '题号 1 重复',
      '第 1 题的作答区高度应在 10–800 毫米之间',
    ]);
    expect(() => layoutSheet(dup)).toThrow(SheetSpecError);
  });
});

function lineBox(e: Extract<SheetElement, { type: 'line' }>): BoxMm {
  return {
    x: Math.min(e.x1, e.x2),
    y: Math.min(e.y1, e.y2),
    w: Math.abs(e.x2 - e.x1),
    h: Math.abs(e.y2 - e.y1) || 1e-3,
  };
}

it('mark geometry constants are consistent', () => {
  expect(PRINT_MARGIN_MM + MARK_MM + MARK_KEEP_OUT_MM).toBeLessThan(20);
});
