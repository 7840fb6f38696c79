import type {
  CreatedPractice,
  CreatePracticeBody,
  MissedQuestion,
  MistakeClass,
  MistakeOverview,
  MistakeQuery,
  PracticeDetail,
  PracticeListQuery,
  PracticePage,
  PracticeSummary,
} from '@zhijuan/contracts';
import { badRequest, forbidden, notFound } from '../../errors';
import type { AppContext, Caller } from '../../http';
import { visibleWhere } from '../assignments';
import { planOf } from '../marking';
import { buildDocument, createPaper, type PaperSection, sectionNumber } from '../papers';
import * as questionRepo from '../questions';
import { classesOfCurrentYear, classScope, orgOf } from '../school';
import { missedOn, type PaperQuestion, scoreUnits } from './compute';
import { canReadClassMistakes } from './policy';
import * as repo from './repo';

const CLASS_NOT_FOUND = '班级不存在或已删除';

/** Classes of the current school year whose students the caller may read. */
export async function mistakeClasses(ctx: AppContext, caller: Caller): Promise<MistakeClass[]> {
  const [classes, scope] = await Promise.all([classesOfCurrentYear(ctx, caller), classScope(ctx, caller)]);
  return classes
    .filter((c) => canReadClassMistakes(scope, c.id))
    .map((c) => ({ id: c.id, name: c.name, gradeName: c.gradeName }));
}

/** A class of the caller's school they may read; another school's reads as missing. */
async function readableClass(ctx: AppContext, caller: Caller, classId: string) {
  const unsafeClass = await repo.findClass(ctx.database.db, orgOf(caller), classId);
  if (!unsafeClass) throw notFound(CLASS_NOT_FOUND);
  if (!canReadClassMistakes(await classScope(ctx, caller), unsafeClass.id))
    throw forbidden('只能查看您任教（或您负责年级）的班级');
  return unsafeClass;
}

interface Analysis {
  overview: MistakeOverview;
  subjectIds: Set<string>;
  /** Per student, the questions they lost points on, most recent exam first, paper order within. */
  byStudent: Map<string, string[]>;
  /** Full score of each question as frozen in its (latest) exam. */
  scoreOf: Map<string, number>;
  typeOf: Map<string, { typeId: string; typeName: string }>;
  roster: { id: string; name: string; studentNo: string }[];
}

async function analyse(
  ctx: AppContext,
  caller: Caller,
  q: {
    classId: string;
    dateFrom?: string | undefined;
    dateTo?: string | undefined;
    ids?: string[] | undefined;
  },
): Promise<Analysis> {
  const db = ctx.database.db;
  const orgId = orgOf(caller);
  await readableClass(ctx, caller, q.classId);
  const exams = await repo.scoredExams(db, {
    visible: visibleWhere(caller, orgId),
    classId: q.classId,
    dateFrom: q.dateFrom,
    dateTo: q.dateTo,
    ids: q.ids,
  });
  const [sheets, roster] = await Promise.all([
    repo.classSheets(
      db,
      orgId,
      q.classId,
      exams.map((e) => e.id),
    ),
    repo.classStudents(db, orgId, q.classId),
  ]);
  const byStudent = new Map<string, string[]>();
  const sheetsOf = new Map<string, number>();
  const scoreOf = new Map<string, number>();
  const typeOf = new Map<string, { typeId: string; typeName: string }>();
  const rows: (Omit<MissedQuestion, 'knowledge'> & { examDate: string })[] = [];
  const examSummaries = [];
  for (const exam of exams) {
    const { questions, units } = scoreUnits(exam.paper, planOf(exam));
    const mine = sheets.filter((s) => s.assignmentId === exam.id);
    const wrong = new Map<string, number>();
    for (const s of mine) {
      const missed = missedOn(units, s.scores);
      sheetsOf.set(s.studentId, (sheetsOf.get(s.studentId) ?? 0) + 1);
      const list = byStudent.get(s.studentId) ?? [];
      for (const pq of questions)
        if (missed.has(pq.questionId)) {
          wrong.set(pq.questionId, (wrong.get(pq.questionId) ?? 0) + 1);
          if (!list.includes(pq.questionId)) list.push(pq.questionId);
        }
      byStudent.set(s.studentId, list);
    }
    examSummaries.push({
      id: exam.id,
      name: exam.name,
      kind: exam.kind,
      subjectId: exam.subjectId,
      examDate: exam.examDate,
      sheetCount: mine.length,
    });
    for (const pq of questions as PaperQuestion[]) {
      if (!scoreOf.has(pq.questionId)) scoreOf.set(pq.questionId, pq.score);
      if (!typeOf.has(pq.questionId)) typeOf.set(pq.questionId, { typeId: pq.typeId, typeName: pq.typeName });
      const n = wrong.get(pq.questionId) ?? 0;
      if (n === 0 || mine.length === 0) continue;
      rows.push({
        assignmentId: exam.id,
        examName: exam.name,
        examDate: exam.examDate,
        questionId: pq.questionId,
        number: pq.number,
        typeId: pq.typeId,
        typeName: pq.typeName,
        wrong: n,
        sheetCount: mine.length,
        rate: Math.round((n / mine.length) * 1000) / 1000,
      });
    }
  }
  rows.sort((a, b) => b.rate - a.rate || b.wrong - a.wrong || b.examDate.localeCompare(a.examDate));
  const facts = await repo.questionFacts(db, [...new Set(rows.map((r) => r.questionId))]);
  const kpIds = [...new Set(facts.flatMap((f) => f.knowledgeIds))];
  const kpName = new Map((await questionRepo.knowledgeNames(db, kpIds)).map((k) => [k.id, k.name]));
  const kps = new Map(
    facts.map((f) => [f.id, f.knowledgeIds.map((k) => kpName.get(k) ?? '').filter(Boolean)]),
  );
  return {
    overview: {
      exams: examSummaries,
      questions: rows.map(({ examDate: _d, ...r }) => ({ ...r, knowledge: kps.get(r.questionId) ?? [] })),
      students: roster.map((s) => ({
        studentId: s.id,
        name: s.name,
        studentNo: s.studentNo,
        mistakes: byStudent.get(s.id)?.length ?? 0,
        sheets: sheetsOf.get(s.id) ?? 0,
      })),
    },
    subjectIds: new Set(exams.map((e) => e.subjectId)),
    byStudent,
    scoreOf,
    typeOf,
    roster,
  };
}

/** The class's scored exams in the range, its most-missed questions and each student's mistake count. */
export async function getMistakes(
  ctx: AppContext,
  caller: Caller,
  q: MistakeQuery,
): Promise<MistakeOverview> {
  return (
    await analyse(ctx, caller, {
      classId: q.classId,
      dateFrom: q.dateFrom,
      dateTo: q.dateTo,
      ids: q.assignmentIds,
    })
  ).overview;
}

/** 同类题 for each mistake: same type, sharing a knowledge point, not already on the student's list. */
async function similarFor(ctx: AppContext, caller: Caller, ids: string[], per: number) {
  const found = new Map<string, string[]>();
  if (per === 0) return found;
  const viewer = { userId: caller.user.id, orgId: caller.user.orgId };
  for (const f of await repo.questionFacts(ctx.database.db, ids)) {
    const rows = await questionRepo.similar(ctx.database.db, viewer, f, per + 8);
    found.set(
      f.id,
      rows.map((r) => r.id),
    );
  }
  return found;
}

/** 班级错题卷 (saved to 我的试卷) or 个人错题卷 (per student), recorded as a practice set. */
export async function createPractice(
  ctx: AppContext,
  caller: Caller,
  body: CreatePracticeBody,
): Promise<CreatedPractice> {
  const orgId = orgOf(caller);
  const a = await analyse(ctx, caller, { classId: body.classId, ids: body.assignmentIds });
  if (a.overview.exams.length === 0) throw badRequest('所选考试还没有已评分的答题卡');
  if (a.subjectIds.size > 1) throw badRequest('所选考试须属于同一学科');
  if (a.overview.questions.length === 0) throw badRequest('所选考试中没有错题');
  const source = {
    assignmentIds: a.overview.exams.map((e) => e.id),
    topN: body.topN,
    similarPerMistake: body.similarPerMistake,
  };
  const base = { orgId, ownerId: caller.user.id, classId: body.classId, title: body.title, source };
  if (body.mode === 'class') {
    const picked = [...new Set(a.overview.questions.map((q) => q.questionId))].slice(0, body.topN);
    const sections: PaperSection[] = [];
    for (const id of picked) {
      const type = a.typeOf.get(id)!;
      let section = sections.find((s) => s.typeId === type.typeId);
      if (!section) {
        section = { id: `s${sections.length + 1}`, title: type.typeName, typeId: type.typeId, questions: [] };
        sections.push(section);
      }
      section.questions.push({ questionId: id, score: a.scoreOf.get(id) ?? 0 });
    }
    const paper = await createPaper(ctx, caller, {
      title: body.title,
      subjectId: [...a.subjectIds][0]!,
      sections,
    });
    const id = await repo.insertSet(ctx.database.db, {
      ...base,
      mode: 'class',
      paperId: paper.id,
      items: [],
    });
    return { id, paperId: paper.id };
  }
  const mistakeIds = [...new Set([...a.byStudent.values()].flat())];
  const similar = await similarFor(ctx, caller, mistakeIds, body.similarPerMistake);
  const items = a.roster
    .filter((s) => a.byStudent.get(s.id)?.length)
    .map((s) => {
      const mistakes = a.byStudent.get(s.id)!;
      const taken = new Set(mistakes);
      const extra: string[] = [];
      for (const m of mistakes)
        for (const c of (similar.get(m) ?? [])
          .filter((c) => !taken.has(c))
          .slice(0, body.similarPerMistake)) {
          taken.add(c);
          extra.push(c);
        }
      return { studentId: s.id, mistakes, similar: extra };
    });
  const id = await repo.insertSet(ctx.database.db, { ...base, mode: 'personal', paperId: null, items });
  return { id, paperId: null };
}

type SetRow = NonNullable<Awaited<ReturnType<typeof repo.findOwnSet>>>;
const toSummary = (r: SetRow): PracticeSummary => ({
  id: r.id,
  title: r.title,
  mode: r.mode,
  classId: r.classId,
  className: r.className,
  paperId: r.paperId,
  studentCount: r.items.length,
  createdAt: r.createdAt.toISOString(),
});

export async function listPractice(
  ctx: AppContext,
  caller: Caller,
  q: PracticeListQuery,
): Promise<PracticePage> {
  const { records, total } = await repo.ownSetsPage(
    ctx.database.db,
    orgOf(caller),
    caller.user.id,
    q.page,
    q.size,
  );
  return { records: records.map(toSummary), total, page: q.page, size: q.size };
}

/** A set of the caller's, with each student's printable sheet: 一、错题 then 二、同类题. */
export async function getPractice(ctx: AppContext, caller: Caller, id: string): Promise<PracticeDetail> {
  const db = ctx.database.db;
  const set = await repo.findOwnSet(db, orgOf(caller), caller.user.id, id);
  if (!set) throw notFound('错题练习不存在或已删除');
  const roster = new Map((await repo.classStudents(db, orgOf(caller), set.classId)).map((s) => [s.id, s]));
  const facts = await repo.questionFacts(db, [
    ...new Set(set.items.flatMap((i) => [...i.mistakes, ...i.similar])),
  ]);
  const score = new Map(facts.map((f) => [f.id, f.score]));
  const students = [];
  for (const item of set.items) {
    const s = roster.get(item.studentId);
    let n = 0;
    const numbered = (ids: string[]) =>
      ids.map((questionId) => ({ questionId, score: score.get(questionId) ?? 0, number: String(++n) }));
    const document = await buildDocument(
      db,
      { title: `${s?.name ?? ''} · ${set.title}`, settings: {}, kind: null },
      [
        { title: `${sectionNumber(0)}、错题`, questions: numbered(item.mistakes) },
        { title: `${sectionNumber(1)}、同类题`, questions: numbered(item.similar) },
      ],
    );
    students.push({
      studentId: item.studentId,
      name: s?.name ?? '（已转出）',
      studentNo: s?.studentNo ?? '',
      mistakeCount: item.mistakes.length,
      similarCount: item.similar.length,
      document,
    });
  }
  return { ...toSummary(set), students };
}
