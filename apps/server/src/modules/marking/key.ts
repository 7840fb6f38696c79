import type { BlockKey, BlockKeyQuestion, FrozenQuestion } from '@zhijuan/contracts';
import type { AppContext, Caller } from '../../http';
import { recentMarkingExam } from './exam';
import * as repo from './repo';
import { blockOf } from './tasks';

/**
 * What /write shows beside an answer: the block's questions with their 参考答案, 解析 and the paper's
 * 评分标准. Anyone who may open the exam's marking may read its key; the questions are read by id from
 * the frozen paper (a colleague's personal question included), deleted ones with an empty stem.
 */
export async function blockKey(
  ctx: AppContext,
  caller: Caller,
  assignmentId: string,
  block: string,
): Promise<BlockKey> {
  const exam = await recentMarkingExam(ctx, caller, assignmentId);
  const b = blockOf(exam, block);
  const frozen = exam.row.paper.sections
    .flatMap((s) => s.questions)
    .filter((q): q is FrozenQuestion => b.numbers.includes(q.number));
  const rows = await repo.questionKeys(
    ctx.database.db,
    frozen.map((q) => q.questionId),
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  const list: BlockKeyQuestion[] = frozen.map((q) => {
    const row = byId.get(q.questionId);
    // A compound question's written parts are what this block marks; its choice parts are scored by the key.
    const written = new Set((q.parts ?? []).flatMap((p, i) => (p.kind === 'subjective' ? [i] : [])));
    return {
      number: q.number,
      typeName: q.typeName,
      score: q.parts?.length
        ? q.parts.filter((p) => p.kind === 'subjective').reduce((t, p) => t + p.score, 0)
        : q.score,
      stem: row?.stem ?? '',
      answer: row?.answer ?? [],
      analysis: row?.analysis ?? '',
      parts: (row?.parts ?? [])
        .map((p, i) => ({ i, stem: p.stem, answer: p.answer ?? [], analysis: p.analysis ?? '' }))
        .filter((p) => written.has(p.i))
        .map(({ stem, answer, analysis }) => ({ stem, answer, analysis })),
      rubric: q.rubric ?? [],
    };
  });
  return {
    block: b.block,
    label: b.label,
    maxScore: b.max,
    questions: list,
    open: caller.user.preferences.markingKeyOpen ?? true,
  };
}

/** Remembers whether the marker shows 参考答案 beside the answer, for every exam they mark. */
export async function setKeyPanel(
  ctx: AppContext,
  caller: Caller,
  open: boolean,
): Promise<{ open: boolean }> {
  await repo.mergePreferences(ctx.database.db, caller.user.id, { markingKeyOpen: open });
  return { open };
}
