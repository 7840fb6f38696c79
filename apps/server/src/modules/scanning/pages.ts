import type {
  RetriedScanPage,
  ScanPage,
  ScanPageDetail,
  ScanPageListQuery,
  ScanProblem,
  StoredPageResult,
} from '@zhijuan/contracts';
import { conflict, notFound } from '../../errors';
import type { AppContext, Caller } from '../../http';
import { visibleRow } from '../assignments';
import { orgOf } from '../school';
import { type Corrected, effectiveAnswers } from './judge';
import * as repo from './repo';
import type { ScanSignals } from './runner';

const PAGE_GONE = '扫描页不存在或已删除';

/** A person chose the page's exam (its QR code named none of the school's) and that choice stands. */
export const examChosen = (p: repo.PageRow) =>
  Boolean(p.corrected?.assignmentId) && p.assignmentId === p.corrected?.assignmentId;

function toScanPage(r: repo.PageLine): ScanPage {
  const result = r.p.result as StoredPageResult | null;
  const c = (r.p.corrected ?? {}) as Corrected;
  const { answers, flags, absent } = effectiveAnswers(result, c);
  return {
    id: r.p.id,
    batchId: r.p.batchId,
    fileName: r.p.fileName,
    status: r.p.status,
    problems: r.p.problems as ScanProblem[],
    detail: r.p.detail,
    assignmentId: r.p.assignmentId,
    student:
      r.p.studentId && r.studentName
        ? { id: r.p.studentId, name: r.studentName, studentNo: r.studentNo!, className: r.className ?? '' }
        : null,
    pageNo: r.p.pageNo,
    pages: result?.pages ?? null,
    studentNoRead: result?.studentNo ?? null,
    absent,
    answers,
    flags: flags as ScanPage['flags'],
    corrected: Object.keys(c.answers ?? {}),
    examChosen: examChosen(r.p),
    version: r.p.version,
    createdAt: r.p.createdAt.toISOString(),
    batchName: r.batchName,
  };
}

/** Pages of an exam, newest last, filtered by batch, state or problem, paged. */
export async function listPages(ctx: AppContext, caller: Caller, assignmentId: string, q: ScanPageListQuery) {
  await visibleRow(ctx, caller, assignmentId);
  const { rows, total } = await repo.pagesOf(ctx.database.db, assignmentId, q);
  return { records: rows.map(toScanPage), total, page: q.page, size: q.size };
}

/**
 * A page the caller may see and change: in their school, and uploaded for an exam they can see or
 * belonging to one (a QR code or a person sent it there from another exam's batch).
 */
export async function visiblePage(ctx: AppContext, caller: Caller, id: string) {
  const db = ctx.database.db;
  const orgId = orgOf(caller);
  const unsafe = await repo.unsafePage(db, orgId, id);
  if (!unsafe) throw notFound(PAGE_GONE);
  const batch = await repo.batchById(db, unsafe.p.batchId);
  const exams = [batch!.assignmentId, ...(unsafe.p.assignmentId ? [unsafe.p.assignmentId] : [])];
  const seen = await repo.visibleExams(db, caller, orgId, exams);
  if (seen.length === 0) throw notFound(PAGE_GONE);
  return {
    ...unsafe,
    batchAssignmentId: batch!.assignmentId,
    assignmentName: seen.find((e) => e.id === unsafe.p.assignmentId)?.name ?? null,
  };
}

export async function getPage(ctx: AppContext, caller: Caller, id: string): Promise<ScanPageDetail> {
  const r = await visiblePage(ctx, caller, id);
  const result = r.p.result as StoredPageResult | null;
  return {
    ...toScanPage(r),
    batchAssignmentId: r.batchAssignmentId,
    assignmentName: r.assignmentName,
    bubbles: (result?.bubbles ?? []).map(({ question, option, fill, decision }) => ({
      question,
      option,
      fill,
      decision,
    })),
    regions: (result?.regions ?? []).map(({ question, part }, index) => ({ index, question, part })),
    /** A stain over the bubbles: the questions under it (its zoom is `image?stain=1`). */
    stain: result?.stain ? { questions: result.stain.questions } : null,
  };
}

/** 重新识别: a page whose reading failed is queued again (after its cause, such as storage, is mended). */
export async function retryPage(
  ctx: AppContext,
  caller: Caller,
  id: string,
  signals?: ScanSignals,
): Promise<RetriedScanPage> {
  const r = await visiblePage(ctx, caller, id);
  if (r.p.status !== 'failed') throw conflict('只有识别失败的页面可以重新识别');
  await repo.requeuePage(ctx.database.db, id);
  signals?.wake();
  if (r.p.assignmentId) signals?.changed(r.p.assignmentId);
  return { id, assignmentId: r.p.assignmentId ?? null };
}
