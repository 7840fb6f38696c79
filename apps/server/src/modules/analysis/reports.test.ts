import { describe, expect, it } from 'vitest';
import { bandWidth, distribution } from './reports';

describe('score bands', () => {
  it('are whole or half points: a tenth of full marks when that is one, else rounded up', () => {
    expect(bandWidth(100)).toBe(10);
    expect(bandWidth(150)).toBe(15);
    expect(bandWidth(120)).toBe(12);
    expect(bandWidth(25)).toBe(2.5);
    expect(bandWidth(57)).toBe(6);
    expect(bandWidth(86)).toBe(9);
    expect(bandWidth(7)).toBe(1);
    expect(bandWidth(3)).toBe(0.5);
  });

  it('label a 57-point paper 0-6 … 54-57, never 0-5.7', () => {
    const d = distribution(57, []);
    expect(d.bands.map((b) => b.label)).toEqual([
      '0-6',
      '6-12',
      '12-18',
      '18-24',
      '24-30',
      '30-36',
      '36-42',
      '42-48',
      '48-54',
      '54-57',
    ]);
  });
});
