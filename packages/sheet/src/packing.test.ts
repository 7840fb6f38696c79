import { describe, expect, it } from 'vitest';
import { COLUMN_GAP_MM, COLUMN_PAD_MM, CONTENT_SIDE_MM, CONTENT_TOP_MM, PAPER_MM } from './geometry';
import { layoutSheet } from './layout';
import { paperSheet } from './sample-specs';
import type { SheetLayout, SheetSpec } from './types';

const regionsOf = (layout: SheetLayout) =>
  layout.pages.flatMap((p) =>
    p.elements.flatMap((e) => (e.type === 'region' ? [{ page: p.number, ...e }] : [])),
  );

/** How far above the foot of each column its lowest printed thing ends, per page and column. */
function emptyFeet(layout: SheetLayout): number[] {
  const paper = PAPER_MM[layout.spec.paper];
  const contentW = paper.w - 2 * CONTENT_SIDE_MM;
  const columnW = (contentW - (layout.columns - 1) * COLUMN_GAP_MM) / layout.columns;
  const bottom = paper.h - CONTENT_TOP_MM - COLUMN_PAD_MM;
  return layout.pages.flatMap((page) =>
    Array.from({ length: layout.columns }, (_, c) => {
      const left = CONTENT_SIDE_MM + c * (columnW + COLUMN_GAP_MM);
      const inColumn = page.elements.filter(
        (e) =>
          (e.type === 'region' || e.type === 'bubble' || e.type === 'qr') &&
          e.x >= left &&
          e.x + e.w <= left + columnW,
      );
      const end = Math.max(CONTENT_TOP_MM, ...inColumn.map((e) => (e.type === 'line' ? 0 : e.y + e.h)));
      return bottom - end;
    }),
  );
}

const noAnswer = (layout: SheetLayout) =>
  layout.pages.flatMap((p) => p.elements.filter((e) => e.type === 'text' && e.text === '请勿在此区域作答'));

describe('packed sheets of real papers', () => {
  const targets: [string, SheetSpec, number][] = [
    ['a 10-question 57-point 周测 on one A4 side', paperSheet('weekly'), 1],
    [
      'the 23-question 100-point 单元测验 on one A4 sheet, both sides',
      paperSheet('unit', { duplex: true }),
      2,
    ],
    [
      'a 150-point 期中 on one A3 sheet (two columns), both sides',
      paperSheet('midterm', { duplex: true }),
      2,
    ],
    [
      'a 150-point 期中 on one A3 sheet (three columns), both sides',
      paperSheet('midterm', { duplex: true, columns: 3 }),
      2,
    ],
  ];
  for (const [name, spec, pages] of targets) {
    it(`fits ${name}, every column full, nothing marked 请勿在此区域作答`, () => {
      const layout = layoutSheet(spec);
      expect(layout.pages).toHaveLength(pages);
      expect(noAnswer(layout)).toEqual([]);
      // No empty block: every column of every page is filled to within 3 mm of its foot.
      for (const gap of emptyFeet(layout)) expect(gap).toBeLessThan(3);
      // Every written question has its region, in paper order.
      const numbers = [...new Set(regionsOf(layout).map((r) => r.question))];
      const written = spec.sections.flatMap((s) =>
        s.kind === 'subjective' ? s.questions.map((q) => q.number) : [],
      );
      expect(numbers).toEqual(written);
    });
  }

  it('the sheets needed paper before: 3, 4 and 3 pages at the old fixed heights', () => {
    // The heights the sheet used to get (7 mm a point, 30–160 mm; a 填空 15 mm), laid out as before.
    const old = (spec: SheetSpec): SheetSpec => ({
      ...spec,
      sections: spec.sections.map((s) =>
        s.kind !== 'subjective'
          ? s
          : {
              ...s,
              questions: s.questions.map(({ number, grow, heightMm }) => ({
                number,
                heightMm: grow
                  ? Math.min(160, Math.max(30, Math.round((grow * 7) / 5) * 5))
                  : Math.max(15, heightMm),
              })),
            },
      ),
    });
    expect(layoutSheet(old(paperSheet('weekly'))).pages.length).toBeGreaterThan(1);
    expect(layoutSheet(old(paperSheet('unit', { duplex: true }))).pages.length).toBeGreaterThan(2);
  });

  it('sizes written answers by score: more points, more room; equal points alike in a column', () => {
    const layout = layoutSheet(paperSheet('weekly'));
    const h = (q: string) => regionsOf(layout).find((r) => r.question === q)!.h;
    // 7–10 are worth 8, 9, 10 and 10 points.
    expect(h('7')).toBeLessThan(h('8'));
    expect(h('8')).toBeLessThan(h('9'));
    expect(h('9')).toBeCloseTo(h('10'), 1);
    for (const q of ['7', '8', '9', '10']) expect(h(q)).toBeGreaterThanOrEqual(20);
  });

  it('puts 填空 answers side by side, four one-blank lines to an A4 row, 12 mm tall', () => {
    const layout = layoutSheet(paperSheet('unit', { duplex: true }));
    const blanks = regionsOf(layout).filter((r) => Number(r.question) >= 11 && Number(r.question) <= 16);
    expect(new Set(blanks.map((r) => r.y)).size).toBe(2);
    expect(blanks.filter((r) => r.y === blanks[0]!.y)).toHaveLength(4);
    for (const r of blanks) expect(r.h).toBe(12);
  });

  it('gives the foot of a column no written answer ends in to the 填空 lines above it', () => {
    // With 21 or more 填空 lines, page 1 holds only lines; its foot goes to them, never grey.
    const base = paperSheet('unit');
    for (let n = 16; n <= 30; n++) {
      const sections = base.sections.map((s) =>
        s.kind === 'subjective' && s.questions[0]!.number === '11'
          ? {
              ...s,
              questions: Array.from({ length: n }, (_, i) => ({
                number: `b${i + 1}`,
                heightMm: 12,
                minWidthMm: 40,
                grow: 0,
              })),
            }
          : s,
      );
      const layout = layoutSheet({ ...base, sections });
      expect(noAnswer(layout), `${n} 填空`).toEqual([]);
      for (const gap of emptyFeet(layout)) expect(gap, `${n} 填空`).toBeLessThan(3);
      const first = regionsOf(layout).find((r) => r.question === 'b1')!;
      if (n === 24) expect(first.h).toBeGreaterThan(14);
    }
  });

  it('keeps the teacher’s heights exactly and fits the rest around them', () => {
    const layout = layoutSheet(paperSheet('unit', { duplex: true, heights: { '17': 70, '23': 25 } }));
    const rs = regionsOf(layout);
    expect(rs.filter((r) => r.question === '17').reduce((n, r) => n + r.h, 0)).toBeCloseTo(70, 6);
    expect(rs.filter((r) => r.question === '23').reduce((n, r) => n + r.h, 0)).toBeCloseTo(25, 6);
    expect(layout.pages).toHaveLength(2);
  });

  it('adds a page only when the least heights do not fit, and fills a two-sided sheet’s back', () => {
    const one = layoutSheet(paperSheet('unit'));
    expect(one.pages).toHaveLength(2);
    // The 周测 fits one side; printed on both, it uses the back for more room rather than leaving it blank.
    const weekly = layoutSheet(paperSheet('weekly', { duplex: true }));
    expect(weekly.pages).toHaveLength(2);
    expect(noAnswer(weekly)).toEqual([]);
    const single = regionsOf(layoutSheet(paperSheet('weekly')));
    const both = regionsOf(weekly);
    expect(both.find((r) => r.question === '10')!.h).toBeGreaterThan(
      single.find((r) => r.question === '10')!.h,
    );
  });

  it('is deterministic', () => {
    const spec = paperSheet('midterm', { duplex: true, columns: 3 });
    expect(layoutSheet(structuredClone(spec))).toEqual(layoutSheet(spec));
  });
});
