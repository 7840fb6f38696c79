import { describe, expect, it } from 'vitest';
import { answerOf, type BubbleRead, type BubbleSample, decide, murky } from './bubbles';

/** A sheet's worth of empty bubbles: little darkness at the ends, centres darker or lighter by letter. */
function emptySheet(n = 120): BubbleSample[] {
  return Array.from({ length: n }, (_, i) => ({
    fill: 0.01 + ((i * 7) % 11) * 0.002,
    centre: 0.15 + ((i * 5) % 9) * 0.03,
  }));
}

const read = (option: string, fill: number, decision: BubbleRead['decision'], dot = false): BubbleRead => ({
  question: '1',
  option,
  fill,
  centre: fill,
  decision,
  ...(dot ? { dot } : {}),
});

describe('deciding bubbles against the sheet', () => {
  it('calls a dot in the middle of an empty bubble ambiguous, not empty', () => {
    const { decisions, dots } = decide([...emptySheet(), { fill: 0.012, centre: 0.7 }]);
    expect(decisions.at(-1)).toBe('ambiguous');
    expect(dots.at(-1)).toBe(true);
    expect(decisions.slice(0, -1).every((d) => d === 'empty')).toBe(true);
  });

  it('keeps an erased mark (darkness 0.1–0.2) from being filled, and reads light and firm fills', () => {
    const marks = [0.1, 0.2, 0.3, 0.45, 0.75].map((d) => ({ fill: 0.015 + d, centre: 0.3 + d }));
    const { decisions } = decide([...emptySheet(), ...marks]);
    expect(decisions.slice(-5)).toEqual(['ambiguous', 'ambiguous', 'filled', 'filled', 'filled']);
  });
});

describe('a page read off its bubbles', () => {
  it('is murky when many bubbles are half dark, not when a student marks lightly', () => {
    const light = [...emptySheet(), ...Array.from({ length: 25 }, () => ({ fill: 0.35, centre: 0.5 }))];
    expect(murky(light)).toBe(false);
    const off = emptySheet().map((s, i) => (i % 3 ? { ...s, fill: 0.15 } : s));
    expect(murky(off)).toBe(true);
  });
});

describe('answers of one question', () => {
  it('reads a firm mark beside an erased one on a single choice, flags it on multiple choice', () => {
    const reads = [read('A', 0.7, 'filled'), read('B', 0.2, 'ambiguous'), read('C', 0.01, 'empty')];
    expect(answerOf('single', reads)).toEqual({ answer: 'A', flag: null });
    expect(answerOf('multiple', reads)).toEqual({ answer: 'A', flag: 'ambiguous' });
  });

  it('flags, on multiple choice, a filled mark far lighter than the firmest beside it', () => {
    const reads = [read('A', 0.8, 'filled'), read('B', 0.28, 'filled'), read('C', 0.6, 'filled')];
    expect(answerOf('multiple', reads)).toEqual({ answer: 'AC', flag: 'ambiguous' });
    const light = [read('A', 0.5, 'filled'), read('B', 0.3, 'filled')];
    expect(answerOf('multiple', light)).toEqual({ answer: 'AB', flag: null });
  });

  it('flags a dot beside a firm mark on a single choice: it may be a second answer', () => {
    const reads = [read('A', 0.7, 'filled'), read('B', 0.01, 'ambiguous', true)];
    expect(answerOf('single', reads).flag).toBe('ambiguous');
  });
});
