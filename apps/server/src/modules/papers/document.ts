import type { FrozenPaper, PrintDocument, PrintQuestion } from '@zhijuan/contracts';
import { PaperSettings } from '@zhijuan/contracts';
import { notFound } from '../../errors';
import type { AppContext, Caller } from '../../http';
import type { Db } from '../../infra/db';
import { isSafeKey } from '../../infra/storage';
import { visibleRow } from '../assignments';
import { type DocxKind, paperDocx } from './docx';
import { canPrintPaper } from './policy';
import type { PaperSection } from './repo';
import * as repo from './repo';
import { sectionNumber } from './sections';

const NUMBERED = /^[一二三四五六七八九十]+、/;
const points = (n: number) => `${Number.isInteger(n) ? n : n.toFixed(1)} 分`;

/** 「（每题 3 分，共 6 分）」 when the scores are equal, else 「（共 3 题，共 14 分）」. */
export function sectionNote(scores: number[]): string {
  const total = scores.reduce((t, s) => t + s, 0);
  const same = scores.length > 1 && scores.every((s) => s === scores[0]);
  return same
    ? `（每题 ${points(scores[0]!)}，共 ${points(total)}）`
    : `（共 ${scores.length} 题，共 ${points(total)}）`;
}

async function contents(db: Db, ids: string[]) {
  if (ids.length === 0) return new Map();
  const rows = await repo.printContents(db, ids);
  return new Map(rows.map((r) => [r.id, r]));
}

export interface Numbered {
  title: string;
  questions: { questionId: string; score: number; number: string }[];
}

/**
 * The printable document of numbered sections. Questions are read by id: whoever may print the paper
 * or the assignment may print its questions. One deleted from the bank since prints as a note.
 */
export async function buildDocument(
  db: Db,
  head: { title: string; settings: unknown; kind: PrintDocument['kind'] },
  sections: Numbered[],
): Promise<PrintDocument> {
  const settings = PaperSettings.parse(head.settings);
  const found = await contents(
    db,
    sections.flatMap((s) => s.questions.map((q) => q.questionId)),
  );
  let total = 0;
  let count = 0;
  const printed = sections
    .filter((s) => s.questions.length)
    .map((s, i) => ({
      heading: NUMBERED.test(s.title) ? s.title : `${sectionNumber(i)}、${s.title}`,
      note: sectionNote(s.questions.map((q) => q.score)),
      questions: s.questions.map((q): PrintQuestion => {
        total += q.score;
        count++;
        const c = found.get(q.questionId);
        const live = c && !c.deletedAt;
        return {
          number: q.number,
          questionId: q.questionId,
          typeName: c?.typeName ?? '',
          score: q.score,
          stem: live ? c.stem : '',
          options: live ? c.options : [],
          answer: live ? c.answer : [],
          analysis: live ? c.analysis : '',
          parts: live
            ? (c.parts ?? []).map(
                (
                  p: { stem: string; options?: string[]; answer: string[]; analysis: string; score: number },
                  k: number,
                ) => ({
                  number: `(${k + 1})`,
                  stem: p.stem,
                  options: p.options ?? [],
                  answer: p.answer,
                  analysis: p.analysis,
                  score: p.score,
                }),
              )
            : [],
          missing: !live,
        };
      }),
    }));
  return {
    title: head.title,
    subtitle: settings.subtitle,
    settings,
    totalScore: total,
    questionCount: count,
    kind: head.kind,
    sections: printed,
  };
}

const numberPaper = (sections: PaperSection[]): Numbered[] => {
  let n = 0;
  return sections.map((s) => ({
    title: s.title,
    questions: s.questions.map((q) => ({ ...q, number: String(++n) })),
  }));
};

const numberFrozen = (paper: FrozenPaper): Numbered[] =>
  paper.sections.map((s) => ({
    title: s.title,
    questions: s.questions.map((q) => ({ questionId: q.questionId, score: q.score, number: q.number })),
  }));

/** A paper of 我的试卷, or a school or platform paper the caller may read; anything else is 404. */
export async function paperDocument(ctx: AppContext, caller: Caller, id: string): Promise<PrintDocument> {
  const db = ctx.database.db;
  const unsafePaper = await repo.unsafeFindPaper(db, id);
  if (!unsafePaper || !canPrintPaper(caller, unsafePaper)) throw notFound('试卷不存在或已删除');
  return buildDocument(
    db,
    { title: unsafePaper.title, settings: unsafePaper.settings, kind: null },
    numberPaper(unsafePaper.sections),
  );
}

/** The paper of an assignment as it was given: frozen numbering and scores. */
export async function assignmentDocument(
  ctx: AppContext,
  caller: Caller,
  id: string,
): Promise<PrintDocument> {
  const { row } = await visibleRow(ctx, caller, id);
  return buildDocument(
    ctx.database.db,
    { title: row.paper.title, settings: row.paper.settings, kind: row.kind },
    numberFrozen(row.paper),
  );
}

/** Our own file URLs (`/api/files/<key>`) as bytes, for images in exported documents. */
export const fileLoader = (ctx: AppContext) => async (src: string) => {
  const key = src.match(/^\/api\/files\/(.+)$/)?.[1];
  if (!key || !isSafeKey(key)) return null;
  return ctx.storage.get(key);
};

const WORD_NAMES = { paper: '', answer: '（答案）', analysis: '（答案与解析）' } as const;

/** The document as a .docx download: bytes and the file name. */
export async function documentDocx(ctx: AppContext, doc: PrintDocument, kind: DocxKind) {
  const bytes = await paperDocx(doc, kind, fileLoader(ctx));
  return { bytes, fileName: `${doc.title}${WORD_NAMES[kind]}.docx` };
}
