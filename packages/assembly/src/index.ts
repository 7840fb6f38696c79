/**
 * 智能组卷: assembles an exam paper from candidate questions — per-section counts of each type, a target
 * score-weighted difficulty within a tolerance, and coverage of chosen knowledge points — by a greedy fill
 * with swap repair, falling back to an exact 0-1 program (HiGHS) when the greedy result breaks a
 * constraint. Pure: the caller passes the candidates (narrowed by SQL) in.
 */
import { assemble } from './assemble';
import { loadSolver } from './solver';
import type { AssemblyNames, AssemblyResult, AssemblySpec, Candidate } from './types';

export { DEFAULT_TIME_LIMIT_MS, DEFAULT_TOLERANCE } from './prepare';
export type { AssemblyNames, AssemblyResult, AssemblySpec, Candidate, SectionSpec } from './types';

/**
 * Assembles a paper. Never returns a paper that breaks a hard constraint: either `ok: true` with the
 * picks per section, or `ok: false` with Chinese problems saying which constraint fails and by how much.
 *
 * 1. Validates the spec and checks cheap necessary conditions (questions per type, a question for each
 *    knowledge point, enough room to cover them, the difficulty range reachable).
 * 2. Greedy: covers the knowledge points first, fills the remaining slots near the needed difficulty,
 *    repairs by swaps; answers at once (`method: 'greedy'`) when every constraint holds.
 * 3. Otherwise solves a 0-1 integer program with HiGHS over a bounded pool within `spec.timeLimitMs`
 *    (`method: 'exact'`), or reports infeasibility (with the closest achievable values) or the time-out.
 *
 * @param candidates eligible questions, already narrowed by the server; excluded ids are dropped here.
 * @param spec what the teacher asked for; `seed` makes the random choices repeatable.
 * @param names display names for types and knowledge points in problems (ids otherwise).
 */
export function assemblePaper(
  candidates: Candidate[],
  spec: AssemblySpec,
  names?: AssemblyNames,
): Promise<AssemblyResult> {
  return assemble(candidates, spec, names);
}

/** Loads the HiGHS solver ahead of the first exact solve (e.g. at server start); safe to call repeatedly. */
export async function preloadAssemblySolver(): Promise<void> {
  await loadSolver();
}
