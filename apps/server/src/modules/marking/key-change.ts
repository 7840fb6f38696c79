import type { KeyChange, UpdateKeyBody } from '@zhijuan/contracts';
import { badRequest, conflict } from '../../errors';
import type { AppContext, Caller } from '../../http';
import { forgetMarkingExam, markingExam } from './exam';
import * as repo from './repo';
import { rescoreSheets } from './rescore';
import { managedExam } from './service';

/**
 * A new key for one objective question (managers): the frozen paper changes, the key version moves on,
 * the change is recorded and every sheet of the exam is re-scored, in one transaction.
 */
export async function updateKey(
  ctx: AppContext,
  caller: Caller,
  id: string,
  body: UpdateKeyBody,
): Promise<KeyChange> {
  const db = ctx.database.db;
  const exam = await managedExam(ctx, caller, id);
  const item = exam.plan.objective.find((o) => o.number === body.number);
  if (!item) throw badRequest(`第 ${body.number} 题不是客观题`);
  const after = [...new Set(body.answer)].sort();
  const allowed = item.kind === 'trueFalse' ? ['T', 'F'] : null;
  const q = exam.row.paper.sections
    .flatMap((s) => s.questions.flatMap((x) => [x, ...(x.parts ?? [])]))
    .find((x) => x.number === body.number)!;
  const letters = allowed ?? Array.from({ length: q.options }, (_, i) => String.fromCharCode(65 + i));
  if (after.some((a) => !letters.includes(a)))
    throw badRequest(`第 ${body.number} 题的答案只能是 ${letters.join('、')}`);
  if (item.kind !== 'multiple' && after.length !== 1)
    throw badRequest(`第 ${body.number} 题只能有一个正确答案`);
  const before = item.answer;
  if (before.join() === after.join()) throw badRequest('答案没有变化');
  const paper = structuredClone(exam.row.paper);
  for (const s of paper.sections)
    for (const x of s.questions)
      for (const p of [x, ...(x.parts ?? [])]) if (p.number === body.number) p.answer = after;
  const change = await db.transaction(async (tx) => {
    const row = await repo.replaceKey(tx, id, paper, exam.row.keyVersion);
    if (!row) throw conflict('答案已被其他人修改，请刷新后再试');
    const sheets = await rescoreSheets(tx, row, exam.settings);
    const at = await repo.recordKeyChange(tx, {
      orgId: row.orgId,
      assignmentId: id,
      number: body.number,
      before,
      after,
      userId: caller.user.id,
      sheets,
    });
    return {
      number: body.number,
      before,
      after,
      userName: caller.user.nickname,
      at: at.toISOString(),
      sheets,
    };
  });
  forgetMarkingExam(id);
  return change;
}

export async function listKeyChanges(ctx: AppContext, caller: Caller, id: string): Promise<KeyChange[]> {
  await markingExam(ctx, caller, id);
  const rows = await repo.keyChangesOf(ctx.database.db, id);
  return rows.map(({ c, userName }) => ({
    number: c.number,
    before: c.before,
    after: c.after,
    userName,
    at: c.at.toISOString(),
    sheets: c.sheets,
  }));
}
