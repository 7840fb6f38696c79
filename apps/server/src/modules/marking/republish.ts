import type { AssignmentDetail, FrozenPaper } from '@zhijuan/contracts';
import { eq, sql } from 'drizzle-orm';
import { assignments } from '../../db/schema';
import { conflict, forbidden } from '../../errors';
import type { AppContext, Caller } from '../../http';
import type { Tx } from '../../infra/db';
import { editableRow, freezeOwnPaper, getAssignment, scannedOf, sheetShape } from '../assignments';
import { forgetMarkingExam, settingsOf } from './exam';
import { rescoreSheets } from './rescore';

/** The exam's frozen paper replaced by a new freeze; the key version moves on. The row as it is now. */
async function replacePaper(tx: Tx, id: string, paper: FrozenPaper, paperVersion: number) {
  const [updated] = await tx
    .update(assignments)
    .set({
      paper,
      paperVersion,
      keyVersion: sql`${assignments.keyVersion} + 1`,
      keyPublishedAt: new Date(),
      updatedAt: new Date(),
    })
    .where(eq(assignments.id, id))
    .returning();
  return updated;
}

/**
 * 重新发布答案: freezes the paper again as it is now. Once sheets were scanned, only the key and scores
 * may change — not the questions' numbering or their kind on the sheet — and the scanned sheets score
 * by the new key at once.
 */
export async function republishKey(ctx: AppContext, caller: Caller, id: string): Promise<AssignmentDetail> {
  const db = ctx.database.db;
  const row = await editableRow(ctx, caller, id);
  if (row.ownerId !== caller.user.id) throw forbidden('只有布置者可以重新发布答案');
  const { paper, frozen } = await freezeOwnPaper(ctx, caller, row.paperId);
  const scanned = row.status !== 'waiting' || (await scannedOf(db, id)) > 0;
  if (scanned && sheetShape(frozen) !== sheetShape(row.paper))
    throw conflict('已扫描的答题卡与修改后的试卷题目不一致（题号或题型变了），只能修改答案和分值');
  await db.transaction(async (tx) => {
    const updated = await replacePaper(tx, id, frozen, paper.version);
    if (scanned && updated) await rescoreSheets(tx, updated, await settingsOf(tx, updated));
  });
  forgetMarkingExam(id);
  return getAssignment(ctx, caller, id);
}
