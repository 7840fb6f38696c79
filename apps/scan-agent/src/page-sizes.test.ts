import { describe, expect, it } from 'vitest';
import { PAGE_SIZE_CODES, pageSize, pageSizeMm } from './page-sizes';

describe('page sizes', () => {
  it('resizes to the spec’s pixel sizes when adaptive is off', () => {
    expect(pageSize(1)).toMatchObject({ name: 'A4', width: 2480, height: 3507 });
    expect(pageSize(0)).toMatchObject({ name: '16k', width: 2184, height: 3072 });
    expect(pageSize(2)).toMatchObject({ name: 'B5', width: 2079, height: 2954 });
  });

  it('gives every code a portrait size near its paper in millimetres', () => {
    const expected: Record<number, [number, number]> = {
      1: [210, 297],
      11: [297, 420],
      2: [176, 250],
      6: [257, 364],
      0: [185, 260],
    };
    for (const code of PAGE_SIZE_CODES) {
      const mm = pageSizeMm(code);
      expect(Math.abs(mm.width - expected[code]![0])).toBeLessThan(1);
      expect(Math.abs(mm.height - expected[code]![1])).toBeLessThan(1);
    }
  });
});
