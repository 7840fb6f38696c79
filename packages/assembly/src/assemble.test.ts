import { describe, expect, it } from 'vitest';
import { assemblePaper } from './index';
import { createRng } from './rng';
import { syntheticBank } from './synthetic';
import { q, violations } from './test-support';
import type { AssemblySpec, Candidate } from './types';

const ok = async (bank: Candidate[], spec: AssemblySpec) => {
  const r = await assemblePaper(bank, spec);
  if (!r.ok) throw new Error(r.problems.join('\n'));
  expect(violations(bank, spec, r)).toEqual([]);
  return r;
};

describe('small banks with known answers', () => {
  it('takes every question when the bank holds exactly what the paper needs', async () => {
    const bank = [q('a', 'single', 0.8, 'k1'), q('b', 'single', 0.6, 'k2'), q('c', 'fill', 0.5, 'k3')];
    const spec: AssemblySpec = {
      sections: [
        { typeId: 'single', count: 2, scoreEach: 3 },
        { typeId: 'fill', count: 1, scoreEach: 4 },
      ],
      targetDifficulty: (3 * 0.8 + 3 * 0.6 + 4 * 0.5) / 10,
      knowledgeIds: ['k1', 'k3'],
    };
    const r = await ok(bank, spec);
    expect(r.sections.map((s) => [...s.ids].sort())).toEqual([['a', 'b'], ['c']]);
    expect(r.difficulty).toBeCloseTo(0.62, 10);
    expect(r.method).toBe('greedy');
    expect(r.covered).toEqual(['k1', 'k3', 'k2']); // required first, then the others
  });

  it('finds the only pair that reaches the target', async () => {
    const bank = [0.2, 0.5, 0.8, 0.9, 0.35, 0.45].map((d, i) => q(`q${i}`, 'single', d));
    const r = await ok(bank, {
      sections: [{ typeId: 'single', count: 2, scoreEach: 5 }],
      targetDifficulty: 0.85,
      tolerance: 0.01,
      knowledgeIds: [],
    });
    expect([...r.sections[0]!.ids].sort()).toEqual(['q2', 'q3']);
  });

  it('picks the one question that covers a rare knowledge point', async () => {
    const bank = [
      ...Array.from({ length: 30 }, (_, i) => q(`c${i}`, 'single', 0.5 + (i % 5) * 0.02, 'common')),
      q('rare', 'single', 0.55, 'rare', 'common'),
    ];
    const r = await ok(bank, {
      sections: [{ typeId: 'single', count: 5, scoreEach: 3 }],
      targetDifficulty: 0.55,
      knowledgeIds: ['rare'],
    });
    expect(r.sections[0]!.ids).toContain('rare');
  });

  it('weights by score: two sections of one type get the right questions and never the same one', async () => {
    const bank = [q('easy', 'essay', 0.9), q('hard', 'essay', 0.2)];
    const spec: AssemblySpec = {
      sections: [
        { typeId: 'essay', count: 1, scoreEach: 1 },
        { typeId: 'essay', count: 1, scoreEach: 9 },
      ],
      targetDifficulty: 0.83, // 0.1·0.2 + 0.9·0.9
      tolerance: 0.005,
      knowledgeIds: [],
    };
    const r = await ok(bank, spec);
    expect(r.sections).toEqual([
      { typeId: 'essay', ids: ['hard'] },
      { typeId: 'essay', ids: ['easy'] },
    ]);
  });

  it('never picks an excluded question', async () => {
    const bank = [q('a', 's', 0.6, 'k'), q('b', 's', 0.6, 'k'), q('c', 's', 0.6)];
    const r = await ok(bank, {
      sections: [{ typeId: 's', count: 1, scoreEach: 2 }],
      targetDifficulty: 0.6,
      knowledgeIds: ['k'],
      excludeIds: ['a'],
    });
    expect(r.sections[0]!.ids).toEqual(['b']);
  });

  it('ignores other types, invalid difficulties, null entries and second copies of an id', async () => {
    const bank = [
      null as unknown as Candidate,
      q('x', 's', 0.5),
      q('x', 's', 0.5),
      q('nan', 's', Number.NaN),
      q('big', 's', 1.5),
      q('other', 'f', 0.5),
      q('y', 's', 0.5),
    ];
    const r = await ok(bank, {
      sections: [{ typeId: 's', count: 2, scoreEach: 2 }],
      targetDifficulty: 0.5,
      knowledgeIds: [],
    });
    expect([...r.sections[0]!.ids].sort()).toEqual(['x', 'y']);
  });

  it('a tolerance of 0 is met exactly', async () => {
    const bank = [0.3, 0.4, 0.5, 0.6, 0.7].map((d, i) => q(`q${i}`, 's', d));
    const r = await ok(bank, {
      sections: [{ typeId: 's', count: 2, scoreEach: 4 }],
      targetDifficulty: 0.45,
      tolerance: 0,
      knowledgeIds: [],
    });
    expect(r.difficulty).toBeCloseTo(0.45, 12);
  });
});

describe('randomness', () => {
  const bank = syntheticBank({ size: 5000, types: 6, knowledge: 60, seed: 11 });
  const spec: AssemblySpec = {
    sections: [
      { typeId: 't0', count: 10, scoreEach: 3 },
      { typeId: 't2', count: 4, scoreEach: 5 },
      { typeId: 't4', count: 3, scoreEach: 10 },
    ],
    targetDifficulty: 0.62,
    knowledgeIds: ['k1', 'k5', 'k9', 'k20', 'k33'],
  };

  it('the same seed gives the same paper', async () => {
    const a = await ok(bank, { ...spec, seed: 42 });
    const b = await ok(bank, { ...spec, seed: 42 });
    expect(b.sections).toEqual(a.sections);
  });

  it('different seeds give different papers', async () => {
    const papers = new Set<string>();
    for (let seed = 1; seed <= 6; seed++) {
      const r = await ok(bank, { ...spec, seed });
      papers.add(JSON.stringify(r.sections));
    }
    expect(papers.size).toBe(6);
  });

  it('without a seed, two calls differ', async () => {
    const a = await ok(bank, spec);
    const b = await ok(bank, spec);
    expect(JSON.stringify(a.sections)).not.toBe(JSON.stringify(b.sections));
  });

  it('the generator is repeatable', () => {
    const a = createRng(5);
    const b = createRng(5);
    expect([a(), a(), a()]).toEqual([b(), b(), b()]);
  });
});
