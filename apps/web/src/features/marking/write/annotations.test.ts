import { describe, expect, it } from 'vitest';
import {
  addAnnotation,
  MAX_ANNOTATIONS,
  penStroke,
  stamp,
  textNote,
  toFraction,
  undoAnnotation,
} from './annotations';

const size = { width: 800, height: 400 };

describe('annotation model', () => {
  it('stores a ✓ where it was put, in fractions of the answer', () => {
    expect(stamp('tick', { x: 200, y: 100 }, size)).toEqual({ kind: 'tick', x: 0.25, y: 0.25 });
    expect(stamp('half', { x: 400, y: 300 }, size)).toEqual({ kind: 'half', x: 0.5, y: 0.75 });
  });

  it('keeps fractions inside the answer and to four decimals', () => {
    expect(toFraction({ x: -5, y: 900 }, size)).toEqual({ x: 0, y: 1 });
    expect(toFraction({ x: 1, y: 1 }, { width: 3, height: 3 })).toEqual({ x: 0.3333, y: 0.3333 });
  });

  it('turns a pen path into x, y pairs and drops points the pointer barely moved', () => {
    const a = penStroke(
      [
        { x: 0, y: 0 },
        { x: 1, y: 0 },
        { x: 80, y: 40 },
        { x: 160, y: 40 },
      ],
      size,
    );
    expect(a).toEqual({ kind: 'pen', points: [0, 0, 0.1, 0.1, 0.2, 0.1] });
  });

  it('does not make a line of a click, and thins long strokes to the contract’s 1,000 points', () => {
    expect(penStroke([{ x: 5, y: 5 }], size)).toBeNull();
    const path = Array.from({ length: 3000 }, (_, i) => ({ x: i * 3, y: 10 }));
    const a = penStroke(path, { width: 10_000, height: 100 });
    expect(a?.kind).toBe('pen');
    if (a?.kind !== 'pen') return;
    expect(a.points.length).toBeLessThanOrEqual(2000);
    expect(a.points.slice(-2)).toEqual([0.8997, 0.1]);
  });

  it('makes a text note of trimmed text, none of blank text', () => {
    expect(textNote({ x: 80, y: 200 }, '  步骤不全 ', size)).toEqual({
      kind: 'text',
      x: 0.1,
      y: 0.5,
      text: '步骤不全',
    });
    expect(textNote({ x: 80, y: 200 }, '   ', size)).toBeNull();
    expect(textNote({ x: 0, y: 0 }, '很'.repeat(80), size)).toMatchObject({ text: '很'.repeat(60) });
  });

  it('adds and undoes the last annotation', () => {
    let list = addAnnotation([], stamp('tick', { x: 8, y: 4 }, size));
    list = addAnnotation(list, textNote({ x: 8, y: 4 }, '好', size));
    list = addAnnotation(list, null);
    expect(list.map((a) => a.kind)).toEqual(['tick', 'text']);
    list = undoAnnotation(list);
    expect(list.map((a) => a.kind)).toEqual(['tick']);
    expect(undoAnnotation(undoAnnotation(list))).toEqual([]);
  });

  it('stops at the contract’s 200 annotations', () => {
    const full = Array.from({ length: MAX_ANNOTATIONS }, () => stamp('cross', { x: 1, y: 1 }, size));
    expect(addAnnotation(full, stamp('tick', { x: 1, y: 1 }, size))).toHaveLength(MAX_ANNOTATIONS);
  });
});
