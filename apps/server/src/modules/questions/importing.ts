import { randomBytes } from 'node:crypto';
import type { ImportDraft, ImportPreview, SavedQuestionIds, SaveImportBody } from '@zhijuan/contracts';
import { type ParsedDraft, sanitizeQuestionHtml } from '@zhijuan/word-import';
import { AppError, badRequest, conflict, forbidden } from '../../errors';
import type { AppContext, Caller } from '../../http';
import { type ParsedImage, PENDING_IMAGE, parseInWorker } from '../files';
import { canSaveToSchoolBank, viewerOf } from './policy';
import * as repo from './repo';
import { questionsChanged } from './search-cache';
import { fingerprint, questionSearchText, tagNames, withAncestors } from './text';

export const MAX_DOCX_BYTES = 10 * 1024 * 1024;

function duplicatesOf(ctx: AppContext, caller: Caller, subjectId: string, stems: string[]) {
  const prints = [...new Set(stems.map(fingerprint).filter((f) => f.length >= 4))];
  if (prints.length === 0) return Promise.resolve(new Map<string, { id: string; stem: string }>());
  return repo.byFingerprint(ctx.database.db, viewerOf(caller), subjectId, prints);
}

/**
 * Word's pictures go to file storage and the drafts point at them (`/api/files/questions/…`, an
 * unguessable key, as avatars): as data URLs one ordinary figure overran the stem's 20,000 characters,
 * and every search page would have carried the pictures of its cards. Other formats (EMF, WMF, which
 * browsers cannot draw) are dropped by the sanitiser in the worker.
 */
async function storeImages(ctx: AppContext, drafts: ParsedDraft[], images: ParsedImage[]) {
  if (images.length === 0) return drafts;
  const srcs = await Promise.all(
    images.map(async (image) => {
      const key = `questions/${randomBytes(12).toString('hex')}.${image.type}`;
      await ctx.storage.put(key, Buffer.from(image.bytes));
      return `/api/files/${key}`;
    }),
  );
  const swap = (html: string) =>
    html.replace(
      new RegExp(`src="${PENDING_IMAGE}(\\d+)"`, 'g'),
      (_, i: string) => `src="${srcs[Number(i)]}"`,
    );
  return drafts.map((d) => ({
    ...d,
    stem: swap(d.stem),
    options: d.options.map(swap),
    answer: d.answer.map(swap),
    analysis: swap(d.analysis),
  }));
}

/** Reads a .docx of questions into drafts for review; nothing is saved yet. */
export async function previewWord(
  ctx: AppContext,
  caller: Caller,
  subjectId: string,
  bytes: Buffer,
): Promise<ImportPreview> {
  if (bytes.length < 4 || bytes.readUInt32LE(0) !== 0x04034b50) {
    throw badRequest('无法读取该文件，请上传 Word 的 .docx 格式（.doc 请先在 Word 或 WPS 中另存为 .docx）');
  }
  // Read, sanitised and split in a worker thread after the archive's inflated sizes are checked
  // (docs/security.md): a long document never holds the event loop.
  const parsed = await parseInWorker({ kind: 'docx-questions', bytes });
  const drafts = await storeImages(ctx, parsed.drafts, parsed.images);
  const { ignored } = parsed;
  if (drafts.length === 0)
    throw new AppError(422, '没有识别到试题：请按「1. 题干」「A. 选项」「【答案】」「【解析】」的格式排版');
  const dups = await duplicatesOf(
    ctx,
    caller,
    subjectId,
    drafts.map((d) => d.stem),
  );
  const out: ImportDraft[] = drafts.map((d) => ({
    ...d,
    duplicateOf: dups.get(fingerprint(d.stem)) ?? null,
  }));
  return { drafts: out, ignored };
}

/** Saves reviewed questions to the caller's own bank or the school's, refusing near-duplicates unless allowed. */
export async function saveImported(
  ctx: AppContext,
  caller: Caller,
  body: SaveImportBody,
): Promise<SavedQuestionIds> {
  const db = ctx.database.db;
  if (body.scope === 'school' && !canSaveToSchoolBank(caller))
    throw forbidden('您还没有加入学校，不能保存到校本题库');
  const typeIds = await repo.typeIdsOf(db, body.subjectId);
  const bad = body.questions.findIndex((q) => !typeIds.has(q.typeId));
  if (bad >= 0) throw badRequest(`第 ${bad + 1} 题的题型不属于该学科`);
  const clean = body.questions.map((q) => ({
    ...q,
    stem: sanitizeQuestionHtml(q.stem),
    options: q.options.map(sanitizeQuestionHtml),
    answer: q.answer.map(sanitizeQuestionHtml),
    analysis: sanitizeQuestionHtml(q.analysis),
  }));
  const dups = await duplicatesOf(
    ctx,
    caller,
    body.subjectId,
    clean.filter((q) => !q.allowDuplicate).map((q) => q.stem),
  );
  const seen = new Set<string>();
  const repeated = clean.findIndex((q) => {
    const f = fingerprint(q.stem);
    const again = seen.has(f);
    seen.add(f);
    return !q.allowDuplicate && (again || dups.has(f));
  });
  if (repeated >= 0) {
    const existing = dups.get(fingerprint(clean[repeated]!.stem));
    throw new AppError(409, `第 ${repeated + 1} 题与题库中已有的试题几乎相同`, {
      duplicateOf: existing ?? null,
      index: repeated,
    });
  }
  const tagged = clean.flatMap((q) => [
    ...withAncestors(q.knowledgeIds, 4),
    ...withAncestors(q.bookNodeIds, 5),
  ]);
  const names = await repo.curriculumNames(db, [...new Set(tagged)]);
  const rows = clean.map((q) => ({
    scope: body.scope,
    orgId: caller.user.orgId,
    ownerId: caller.user.id,
    stageId: body.subjectId.split('.')[0]!,
    subjectId: body.subjectId,
    typeId: q.typeId,
    difficulty: q.difficulty,
    stem: q.stem,
    options: q.options,
    answer: q.answer,
    analysis: q.analysis,
    knowledgeIds: q.knowledgeIds,
    knowledgeAll: withAncestors(q.knowledgeIds, 4),
    bookNodeIds: q.bookNodeIds,
    bookNodeAll: withAncestors(q.bookNodeIds, 5),
    score: q.score,
    searchText: questionSearchText(q, {
      names: tagNames([...withAncestors(q.knowledgeIds, 4), ...withAncestors(q.bookNodeIds, 5)], (id) =>
        names.get(id),
      ),
      analysis: q.analysis,
    }),
    fingerprint: fingerprint(q.stem),
  }));
  const ids = await repo.insertQuestions(db, rows);
  questionsChanged();
  if (ids.length !== rows.length) throw conflict('保存失败，请重试');
  return { ids };
}
