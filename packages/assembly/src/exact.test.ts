import { describe, expect, it } from 'vitest';
import { assemble } from './assemble';
import { checkPaper } from './draft';
import { FULL_POOL, selectPool } from './exact';
import { greedy } from './greedy';
import { assemblePaper } from './index';
import { prepare } from './prepare';
import { createRng } from './rng';
import { plantedSpec, syntheticBank } from './synthetic';
import { q, violations } from './test-support';
import type { AssemblySpec } from './types';

describe('exact phase', () => {
  /**
   * A set-covering trap. Two questions must cover k1…k6; only {b, c} does. Greedy takes x (3 new points,
   * exactly on the target), then y (2 new points, closer than b), leaving k3 uncovered; the only question
   * covering k3 is b, and b can replace neither x (sole cover of k1, k4, k5) nor y (sole cover of k2, k6).
   */
  const trapBank = [
    q('x', 's', 0.6, 'k1', 'k4', 'k5'),
    q('y', 's', 0.6, 'k2', 'k6'),
    q('b', 's', 0.62, 'k1', 'k2', 'k3'),
    q('c', 's', 0.58, 'k4', 'k5', 'k6'),
  ];
  const trapSpec: AssemblySpec = {
    sections: [{ typeId: 's', count: 2, scoreEach: 5 }],
    targetDifficulty: 0.6,
    knowledgeIds: ['k1', 'k2', 'k3', 'k4', 'k5', 'k6'],
    timeLimitMs: 5000,
  };

  it('greedy alone falls into the trap', () => {
    for (let seed = 0; seed < 10; seed++) {
      const p = prepare(trapBank, trapSpec);
      const draft = greedy(p, createRng(seed));
      expect(checkPaper(trapSpec, p.tol, draft.picked()).broken).toContain('knowledge k3 uncovered');
    }
  });

  it('the integer program finds the paper greedy cannot', async () => {
    const r = await assemblePaper(trapBank, trapSpec);
    expect(r).toMatchObject({ ok: true, method: 'exact' });
    if (!r.ok) return;
    expect([...r.sections[0]!.ids].sort()).toEqual(['b', 'c']);
    expect(violations(trapBank, trapSpec, r)).toEqual([]);
  });

  it('bounds the pool on a large bank and keeps covering questions', () => {
    const bank = syntheticBank({ size: 30_000, types: 8, knowledge: 100, seed: 3 });
    const spec: AssemblySpec = {
      sections: [
        { typeId: 't0', count: 10, scoreEach: 3 },
        { typeId: 't1', count: 5, scoreEach: 4 },
        { typeId: 't1', count: 2, scoreEach: 10 },
      ],
      targetDifficulty: 0.6,
      knowledgeIds: ['k3', 'k40', 'k77', 'k99'],
    };
    const p = prepare(bank, spec);
    expect(p.n).toBeGreaterThan(FULL_POOL);
    const { items, pruned } = selectPool(p);
    expect(pruned).toBe(true);
    expect(items.length).toBeLessThan(1000);
    expect(new Set(items.map((i) => bank[p.itemSrc[i]!]!.id)).size).toBe(items.length);
    for (let k = 0; k < p.kpIds.length; k++) {
      expect(items.some((i) => bank[p.itemSrc[i]!]!.knowledgeIds.includes(p.kpIds[k]!))).toBe(true);
    }
  });

  it('draws different papers for different seeds', async () => {
    const bank = syntheticBank({ size: 3000, types: 6, knowledge: 40, seed: 8 });
    const { spec } = plantedSpec(bank, createRng(4), { knowledge: [6, 6] });
    const papers = new Set<string>();
    for (let seed = 1; seed <= 5; seed++) {
      const s = { ...spec, seed, timeLimitMs: 5000 };
      const r = await assemble(bank, s, undefined, { exactOnly: true });
      expect(r).toMatchObject({ ok: true, method: 'exact' });
      expect(violations(bank, s, r)).toEqual([]);
      papers.add(JSON.stringify(r.ok && r.sections));
    }
    expect(papers.size).toBeGreaterThan(1);
  });
});
