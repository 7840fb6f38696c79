import type {
  CorrectScanPageBody,
  ScanCorrection,
  ScanPageDetail,
  StoredPageResult,
} from '@zhijuan/contracts';
import { badRequest, conflict } from '../../errors';
import type { AppContext, Caller } from '../../http';
import { assertVisible, assignmentStudents } from '../assignments';
import type { Corrected } from './judge';
import { examChosen, getPage, visiblePage } from './pages';
import * as repo from './repo';
import type { ScanSignals } from './runner';
import { lockExams, settlePage } from './state';

/**
 * A person's decision on a page (exceptions screen): which exam and whose sheet it is, what was
 * marked, absent, or set aside. Choosing the exam of a page whose QR code was not read queues it to be
 * read again with that exam's sheet. Refused when the page changed since it was loaded; every change
 * is recorded.
 */
export async function correctPage(
  ctx: AppContext,
  caller: Caller,
  id: string,
  body: CorrectScanPageBody,
  signals?: ScanSignals,
): Promise<ScanPageDetail> {
  const r = await visiblePage(ctx, caller, id);
  const db = ctx.database.db;
  const page = r.p;
  if (page.status === 'queued' || page.status === 'processing') throw conflict('这一页还在识别中，请稍候');
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  const next: Corrected = { ...((page.corrected ?? {}) as Corrected) };
  const reread = body.assignmentId !== undefined;
  if (body.assignmentId !== undefined) {
    if (page.status === 'discarded') throw badRequest('这一页已作废，不能再选择考试');
    if (!page.problems.includes('unidentified') && !examChosen(page))
      throw badRequest('只有未识别考试的答题卡才能选择考试');
    if (body.answers || body.discard !== undefined)
      throw badRequest('选择考试后这一页要重新识别，请识别完成后再修改答案或作废');
    await assertVisible(ctx, caller, body.assignmentId);
    before.assignmentId = page.assignmentId;
    after.assignmentId = body.assignmentId;
    next.assignmentId = body.assignmentId;
    // The answers a person fixed and the student they named were of the sheet read before.
    delete next.answers;
    delete next.studentId;
    if (page.studentId && body.studentId === undefined) {
      before.studentId = page.studentId;
      after.studentId = null;
    }
  }
  if (body.studentId !== undefined) {
    const roster = await assignmentStudents(
      ctx,
      caller,
      body.assignmentId ?? page.assignmentId ?? r.batchAssignmentId,
    );
    if (!roster.some((s) => s.id === body.studentId)) throw badRequest('这名学生不在这次考试的班级中');
    before.studentId = page.studentId;
    after.studentId = body.studentId;
    next.studentId = body.studentId;
  }
  if (body.answers) {
    const result = page.result as StoredPageResult | null;
    const questions = new Set(Object.keys(result?.answers ?? {}));
    const options = new Map<string, Set<string>>();
    for (const b of result?.bubbles ?? []) {
      if (!options.has(b.question)) options.set(b.question, new Set());
      options.get(b.question)!.add(b.option);
    }
    next.answers = { ...(next.answers ?? {}) };
    for (const [q, a] of Object.entries(body.answers)) {
      if (!questions.has(q)) throw badRequest(`这一页没有第 ${q} 题`);
      if ([...a].some((x) => !options.get(q)?.has(x))) throw badRequest(`第 ${q} 题没有选项 ${a}`);
      before[`answer:${q}`] = page.corrected?.answers?.[q] ?? result?.answers[q] ?? '';
      after[`answer:${q}`] = a;
      next.answers[q] = a;
    }
  }
  if (body.absent !== undefined) {
    before.absent =
      (page.corrected as Corrected | null)?.absent ?? (page.result as StoredPageResult | null)?.absent;
    after.absent = body.absent;
    next.absent = body.absent;
  }
  let status = page.status;
  if (body.discard !== undefined) {
    before.discarded = page.status === 'discarded';
    after.discarded = body.discard;
    status = body.discard ? 'discarded' : page.result ? 'done' : 'failed';
  }
  if (Object.keys(after).length === 0) throw badRequest('没有要修改的内容');
  const updated = await db.transaction(async (tx) => {
    // The exams before the page, in the order settling takes them.
    await lockExams(tx, id, [
      (page.result as StoredPageResult | null)?.examId ?? null,
      next.assignmentId ?? null,
    ]);
    const stored = await repo.storeCorrection(tx, {
      page,
      version: body.version,
      userId: caller.user.id,
      corrected: next,
      status,
      reread,
      before,
      after,
    });
    if (stored) await settlePage(tx, id);
    return stored;
  });
  if (!updated) throw conflict('这一页已被其他人修改，请刷新后再处理');
  const detail = await getPage(ctx, caller, id);
  // A page given its exam is read again now; the exams' live counts show the change at once.
  if (detail.status === 'queued') signals?.wake();
  for (const a of new Set([detail.batchAssignmentId, detail.assignmentId])) if (a) signals?.changed(a);
  return detail;
}

export async function corrections(ctx: AppContext, caller: Caller, id: string): Promise<ScanCorrection[]> {
  await visiblePage(ctx, caller, id);
  return repo.correctionsOf(ctx.database.db, id);
}
