import type { SheetTemplate } from '@zhijuan/sheet';
import { describe, expect, it } from 'vitest';
import { answerOf, type BubbleRead, type BubbleSample, decide, murky, standingOut } from './bubbles';
import { readSheet } from './read';

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

describe('a mark too faint for the sheet’s lines, alone in a question', () => {
  // The sheet's empty bubbles: ends 0.03; centres as usual for each letter (A's crossbar is dark).
  const usual: Record<string, number> = { A: 0.2, B: 0.1, C: 0, D: 0.12 };
  const sheet = { empty: 0.03, centreOf: (o: string) => usual[o] ?? 0 };
  const q = (cells: [number, number][]) =>
    cells.map(([fill, centre], i) => ({ option: 'ABCD'[i]!, fill, centre, decision: 'empty' as const }));

  it('picks out a tick whose ends stand out from the question’s other bubbles (seen on a dim photo)', () => {
    // Sheet 1679 of the accuracy set: a tick through D read 0.146 at the ends, the line at 0.154.
    expect(
      standingOut(
        q([
          [0.04, 0.236],
          [0.044, 0.151],
          [0.041, 0.01],
          [0.146, 0.284],
        ]),
        sheet,
      ),
    ).toEqual([3]);
  });

  it('picks out a small dot whose centre stands out (sheet 1541: centre 0.374, the dot line 0.421)', () => {
    expect(
      standingOut(
        q([
          [0.069, 0.221],
          [0.035, 0.106],
          [0.064, 0],
          [0.079, 0.374],
        ]),
        sheet,
      ),
    ).toEqual([3]);
  });

  it('leaves a truly blank question blank: letters differ at the centre, noise at the ends', () => {
    // An A's centre 0.2 above a C's is its letter, not a mark.
    expect(
      standingOut(
        q([
          [0.03, 0.21],
          [0.05, 0.12],
          [0.02, 0.0],
          [0.04, 0.13],
        ]),
        sheet,
      ),
    ).toEqual([]);
    // And says nothing where something was already read: the question is not blank.
    expect(
      standingOut(
        [
          { option: 'A', fill: 0.7, centre: 0.8, decision: 'filled' },
          { option: 'B', fill: 0.03, centre: 0.1, decision: 'empty' },
        ],
        sheet,
      ),
    ).toEqual([]);
  });
});

describe('surroundings, strokes and the 考号 by fill', () => {
  it('does not call a bubble filled when it is dark only against paper outside a stain beside it', () => {
    // Darker than the sheet's line against the lightest paper spot, not against the darkest: ambiguous.
    const { decisions } = decide([...emptySheet(), { fill: 0.32, fillLow: 0.08, centre: 0.3, uneven: true }]);
    expect(decisions.at(-1)).toBe('ambiguous');
    // A firm fill is filled against either.
    expect(
      decide([...emptySheet(), { fill: 0.8, fillLow: 0.7, centre: 0.8, uneven: true }]).decisions.at(-1),
    ).toBe('filled');
  });

  it('flags a question with a struck bubble 疑似改涂, whatever else it reads, and leaves that letter out', () => {
    const struck = { ...read('A', 0.85, 'filled'), struck: true };
    expect(answerOf('single', [struck, read('B', 0.02, 'empty'), read('C', 0.8, 'filled')])).toEqual({
      answer: 'C',
      flag: 'crossed',
    });
    expect(
      answerOf(
        'multiple',
        [read('A', 0.8, 'filled'), struck, read('C', 0.8, 'filled')].map((r, i) => ({
          ...r,
          option: 'ABC'[i]!,
        })),
      ),
    ).toEqual({
      answer: 'AC',
      flag: 'crossed',
    });
  });

  it('sends a multiple-choice mark far fainter or darker than the page’s other marks to a person', () => {
    const marks = [read('A', 0.3, 'filled'), read('B', 0.35, 'filled'), read('C', 0.02, 'empty')];
    // On a page whose marks are firm (0.75), two light ones are unlike the student's others.
    expect(answerOf('multiple', marks, 0.75).flag).toBe('ambiguous');
    expect(answerOf('multiple', marks, 0.4)).toEqual({ answer: 'AB', flag: null });
    expect(answerOf('multiple', [read('A', 0.95, 'filled'), read('B', 0.9, 'filled')], 0.5).flag).toBe(
      'ambiguous',
    );
  });
});

describe('the 考号 digit by digit', () => {
  const template = { idMode: 'bubbles', idDigits: 1, questions: [] } as unknown as SheetTemplate;
  const column = (over: Partial<BubbleRead>[]) =>
    over.map((o, i) => ({
      question: 'id:1',
      option: String(i),
      fill: 0.02,
      centre: 0.1,
      decision: 'empty' as const,
      ring: true,
      ...o,
    }));
  const lines = { low: 0.09, high: 0.27 };

  it('decides a digit by fill when an empty bubble of the column only failed its ring check', () => {
    const weakRing = { decision: 'ambiguous' as const, ring: false, fill: 0.03 };
    const c = column([{}, {}, weakRing, {}, {}, {}, {}, {}, { fill: 0.69, decision: 'filled' }, {}]);
    expect(readSheet(template, c, lines).studentNo).toBe('8');
    // The filled one's ring weak too, its fill clear: still 8.
    c[8] = { ...c[8]!, decision: 'ambiguous', ring: false };
    expect(readSheet(template, c, lines).studentNo).toBe('8');
  });

  it('keeps "?" for a marginal mark, two filled, or a column whose rings are mostly lost', () => {
    const eight = { fill: 0.69, decision: 'filled' as const };
    const faint = { decision: 'ambiguous' as const, ring: false, fill: 0.15 };
    expect(readSheet(template, column([faint, {}, {}, {}, {}, {}, {}, {}, eight, {}]), lines).studentNo).toBe(
      '?',
    );
    expect(
      readSheet(
        template,
        column([{ fill: 0.7, decision: 'filled' }, {}, {}, {}, {}, {}, {}, {}, eight, {}]),
        lines,
      ).studentNo,
    ).toBe('?');
    const lost = { decision: 'ambiguous' as const, ring: false, fill: 0.02 };
    expect(
      readSheet(template, column([lost, lost, lost, lost, {}, {}, {}, {}, eight, {}]), lines).studentNo,
    ).toBe('?');
  });
});
