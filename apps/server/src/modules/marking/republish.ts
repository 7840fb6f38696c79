import type { AssignmentDetail } from '@zhijuan/contracts';
import { conflict, forbidden } from '../../errors';
import type { AppContext, Caller } from '../../http';
import { editableRow, freezeOwnPaper, getAssignment, scannedOf, sheetShape } from '../assignments';
import { forgetMarkingExam, settingsOf } from './exam';
import * as repo from './repo';
import { rescoreSheets } from './rescore';

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
    const updated = await repo.replacePaper(tx, id, frozen, paper.version);
    if (scanned && updated) await rescoreSheets(tx, updated, await settingsOf(tx, updated));
  });
  forgetMarkingExam(id);
  return getAssignment(ctx, caller, id);
}
