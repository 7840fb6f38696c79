import { describe, expect, it } from 'vitest';
import { assemble } from './assemble';
import { assemblePaper } from './index';
import { createRng, randInt } from './rng';
import { plantedSpec, syntheticBank, syntheticNames } from './synthetic';
import { violations } from './test-support';
import type { AssemblySpec } from './types';

/** A few thousand questions: 8 types, 40 knowledge points. */
const bank = syntheticBank({ size: 4000, types: 8, knowledge: 40, seed: 2024 });

describe('never breaks a constraint', () => {
  it('100 random feasible specs: every one gets a paper that meets every constraint', async () => {
    const rng = createRng(1);
    const methods = { greedy: 0, exact: 0 };
    const failures: string[] = [];
    for (let i = 0; i < 100; i++) {
      const { spec } = plantedSpec(bank, rng);
      // Correctness, not speed, is under test here: a generous limit so a busy machine cannot time out.
      spec.timeLimitMs = 5000;
      const r = await assemblePaper(bank, spec, syntheticNames);
      if (!r.ok) {
        failures.push(`spec ${i}: ${r.problems.join('; ')}`);
        continue;
      }
      methods[r.method]++;
      const broken = violations(bank, spec, r);
      if (broken.length > 0) failures.push(`spec ${i}: ${broken.join('; ')}`);
    }
    expect(failures).toEqual([]);
    expect(methods.greedy + methods.exact).toBe(100);
  });

  it('the exact phase alone on 30 random feasible specs', async () => {
    const rng = createRng(2);
    const failures: string[] = [];
    for (let i = 0; i < 30; i++) {
      const { spec } = plantedSpec(bank, rng);
      spec.timeLimitMs = 5000;
      const r = await assemble(bank, spec, syntheticNames, { exactOnly: true });
      if (!r.ok) failures.push(`spec ${i}: ${r.problems.join('; ')}`);
      else if (r.method !== 'exact') failures.push(`spec ${i}: method ${r.method}`);
      else failures.push(...violations(bank, spec, r).map((v) => `spec ${i}: ${v}`));
    }
    expect(failures).toEqual([]);
  });

  it('random specs, feasible or not: a paper meets every constraint, otherwise there are problems', async () => {
    const rng = createRng(3);
    let papers = 0;
    for (let i = 0; i < 60; i++) {
      const spec: AssemblySpec = {
        sections: Array.from({ length: 1 + randInt(rng, 4) }, () => ({
          typeId: `t${randInt(rng, 9)}`, // t8 is not in the bank
          count: 1 + randInt(rng, 15),
          scoreEach: 1 + randInt(rng, 12),
        })),
        targetDifficulty: rng(),
        tolerance: [0, 0.01, 0.03, 0.1][randInt(rng, 4)]!,
        knowledgeIds: Array.from({ length: randInt(rng, 25) }, () => `k${randInt(rng, 45)}`),
        excludeIds: Array.from({ length: randInt(rng, 300) }, () => `q${randInt(rng, 4000)}`),
        timeLimitMs: 300,
        seed: i,
      };
      const r = await assemblePaper(bank, spec);
      if (r.ok) {
        papers++;
        expect(violations(bank, spec, r)).toEqual([]);
      } else {
        expect(r.problems.length).toBeGreaterThan(0);
      }
    }
    expect(papers).toBeGreaterThan(0);
  });
});
