/**
 * Test support: an independent check of an answer against the bank and the spec, written from the
 * definitions rather than from the engine's code.
 */
import type { AssemblyResult, AssemblySpec, Candidate } from './types';

/** Every hard constraint an ok answer breaks (empty when it meets them all, or when it is not ok). */
export function violations(bank: Candidate[], spec: AssemblySpec, result: AssemblyResult): string[] {
  if (!result.ok) return [];
  const out: string[] = [];
  const byId = new Map<string, Candidate>();
  for (const c of bank) if (c && !byId.has(c.id)) byId.set(c.id, c);
  const excluded = new Set(spec.excludeIds ?? []);
  const seen = new Set<string>();
  const touched = new Set<string>();
  let sum = 0;
  let total = 0;
  if (result.sections.length !== spec.sections.length) out.push('wrong number of sections');
  spec.sections.forEach((s, i) => {
    const got = result.sections[i];
    if (!got || got.typeId !== s.typeId) out.push(`section ${i}: wrong type`);
    const ids = got?.ids ?? [];
    if (ids.length !== s.count) out.push(`section ${i}: ${ids.length} questions, want ${s.count}`);
    for (const id of ids) {
      const c = byId.get(id);
      if (!c) {
        out.push(`${id}: not in the bank`);
        continue;
      }
      if (c.typeId !== s.typeId) out.push(`${id}: type ${c.typeId} in a ${s.typeId} section`);
      if (excluded.has(id)) out.push(`${id}: excluded`);
      if (seen.has(id)) out.push(`${id}: twice`);
      seen.add(id);
      for (const k of c.knowledgeIds) touched.add(k);
      sum += s.scoreEach * c.difficulty;
    }
    total += s.count * s.scoreEach;
  });
  for (const k of spec.knowledgeIds) if (!touched.has(k)) out.push(`knowledge ${k} not covered`);
  const difficulty = sum / total;
  const tol = spec.tolerance ?? 0.03;
  if (Math.abs(difficulty - spec.targetDifficulty) > tol + 1e-9) {
    out.push(`difficulty ${difficulty} outside ${spec.targetDifficulty} ± ${tol}`);
  }
  if (Math.abs(difficulty - result.difficulty) > 1e-9)
    out.push(`reported difficulty ${result.difficulty} ≠ ${difficulty}`);
  return out;
}

/** A bank question with less typing: id, type, difficulty, knowledge points. */
export function q(id: string, typeId: string, difficulty: number, ...knowledgeIds: string[]): Candidate {
  return { id, typeId, difficulty, knowledgeIds };
}
