import { describe, expect, it } from 'vitest';
import { columnHeightMm, columnWidthMm, optionsPerLine, pageGeometry, paginate } from './paginate';

describe('print pagination', () => {
  it('gives A4 one column and A3/8K two, with room for the sealing strip', () => {
    const a4 = pageGeometry('A4', false);
    expect(columnWidthMm(a4)).toBe(174);
    expect(columnWidthMm(pageGeometry('A4', true))).toBe(162);
    const a3 = pageGeometry('A3', false);
    expect(a3.columns).toBe(2);
    expect(columnWidthMm(a3)).toBe(186);
    expect(columnHeightMm(a3)).toBe(259);
  });

  it('packs short options four to a line, middling two, long ones one', () => {
    expect(optionsPerLine(20, 174)).toBe(4);
    expect(optionsPerLine(60, 174)).toBe(2);
    expect(optionsPerLine(100, 174)).toBe(1);
  });

  it('fills columns in order, keeps a heading with its first question, and counts pages', () => {
    const blocks = [
      { key: 'h', heightMm: 40 },
      { key: 's1', heightMm: 8, keepWithNext: true },
      { key: 'q1', heightMm: 30 },
      { key: 'q2', heightMm: 30 },
      { key: 's2', heightMm: 8, keepWithNext: true },
      { key: 'q3', heightMm: 30 },
      { key: 'q4', heightMm: 200 },
    ];
    // Column of 110 mm: h s1 q1 (78) + q2 = 108; s2 + q3 would not fit → next column.
    expect(paginate(blocks, 1, 110)).toEqual([[['h', 's1', 'q1', 'q2']], [['s2', 'q3']], [['q4']]]);
    expect(paginate(blocks, 2, 110)).toEqual([
      [
        ['h', 's1', 'q1', 'q2'],
        ['s2', 'q3'],
      ],
      [['q4'], []],
    ]);
  });
});
