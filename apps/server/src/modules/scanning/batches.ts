import type { CreateScanBatchBody, ScanBatch, UploadedScan } from '@zhijuan/contracts';
import { notFound } from '../../errors';
import type { AppContext, Caller } from '../../http';
import { assertVisible, visibleRow } from '../assignments';
import { orgOf } from '../school';
import { scanImagesOf } from './ingest';
import * as repo from './repo';
import type { ScanSignals } from './runner';

const BATCH_GONE = '扫描批次不存在';

export async function createBatch(
  ctx: AppContext,
  caller: Caller,
  body: CreateScanBatchBody,
): Promise<ScanBatch> {
  const { row } = await visibleRow(ctx, caller, body.assignmentId);
  const now = new Date();
  const name =
    body.name ||
    `${now.toLocaleString('zh-CN', { timeZone: 'Asia/Shanghai', month: 'numeric', day: 'numeric', hour: '2-digit', minute: '2-digit' })} 扫描`;
  const batch = await repo.insertBatch(ctx.database.db, {
    orgId: row.orgId,
    assignmentId: row.id,
    createdBy: caller.user.id,
    source: body.source,
    toSubjectTeachers: body.toSubjectTeachers,
    name,
  });
  return {
    id: batch.id,
    assignmentId: row.id,
    assignmentName: row.name,
    name,
    source: batch.source,
    toSubjectTeachers: batch.toSubjectTeachers,
    createdBy: caller.user.nickname || caller.user.username,
    createdAt: batch.createdAt.toISOString(),
    counts: { pages: 0, queued: 0, done: 0, problems: 0 },
  };
}

/** A batch the caller may add to: in their school, of an exam they can see (404 otherwise). */
async function visibleBatch(ctx: AppContext, caller: Caller, id: string) {
  const unsafe = await repo.unsafeBatch(ctx.database.db, orgOf(caller), id);
  if (!unsafe) throw notFound(BATCH_GONE);
  await assertVisible(ctx, caller, unsafe.assignmentId);
  return unsafe;
}

export async function listBatches(
  ctx: AppContext,
  caller: Caller,
  assignmentId: string,
): Promise<ScanBatch[]> {
  const { row } = await visibleRow(ctx, caller, assignmentId);
  const rows = await repo.batchesOf(ctx.database.db, assignmentId);
  return rows.map((r) => ({
    id: r.b.id,
    assignmentId,
    assignmentName: row.name,
    name: r.b.name,
    source: r.b.source,
    toSubjectTeachers: r.b.toSubjectTeachers,
    createdBy: r.by || r.username,
    createdAt: r.b.createdAt.toISOString(),
    counts: repo.toCounts(r),
  }));
}

/**
 * Stores the pages of one uploaded file and queues them for recognition. Idempotent per image: a page
 * whose bytes this school already uploaded is answered with the page it already is, so re-sending a
 * file after a lost connection or a reload never doubles a sheet.
 */
export async function uploadScan(
  ctx: AppContext,
  caller: Caller,
  batchId: string,
  fileName: string,
  bytes: Uint8Array,
  unpackBudget: number,
  signals?: ScanSignals,
): Promise<UploadedScan> {
  const batch = await visibleBatch(ctx, caller, batchId);
  const { images, skipped } = await scanImagesOf(fileName, bytes, unpackBudget);
  const db = ctx.database.db;
  const pages: UploadedScan['pages'] = [];
  for (const img of images) {
    const key = `scans/${batch.orgId}/pages/${img.sha256}.${img.ext}`;
    const known = await repo.pageByHash(db, batch.orgId, img.sha256);
    if (known?.status === 'failed') {
      // Sent again after a failure (say, a storage fault since mended): stored again and read again.
      await ctx.storage.put(key, img.bytes);
      await repo.requeuePage(db, known.id);
      pages.push({ id: known.id, duplicate: false });
      continue;
    }
    if (known) {
      pages.push({ id: known.id, duplicate: true });
      continue;
    }
    // The file first: a row never points at bytes that are not there. Same bytes, same key.
    await ctx.storage.put(key, img.bytes);
    const row = await repo.insertPage(db, {
      orgId: batch.orgId,
      batchId: batch.id,
      sha256: img.sha256,
      storageKey: key,
      fileName: img.name.slice(0, 200),
      byteSize: img.bytes.byteLength,
    });
    if (row) pages.push({ id: row.id, duplicate: false });
    else {
      const again = await repo.pageByHash(db, batch.orgId, img.sha256);
      pages.push({ id: again!.id, duplicate: true });
    }
  }
  // This process's runner reads them now rather than at its next poll.
  if (pages.some((p) => !p.duplicate)) signals?.wake();
  return { fileName, pages, skipped };
}

/** Which of these content hashes this school already has: the client skips them when resuming. */
export async function knownHashes(ctx: AppContext, caller: Caller, batchId: string, hashes: string[]) {
  const batch = await visibleBatch(ctx, caller, batchId);
  if (hashes.length === 0) return [];
  return repo.knownHashes(ctx.database.db, batch.orgId, hashes);
}
