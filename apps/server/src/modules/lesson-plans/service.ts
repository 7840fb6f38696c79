import {
  CommentPlanBody as CommentBody,
  type CommentPlanBody,
  type CreatePlanBody,
  PlanListQuery as ListQuery,
  PlanContent,
  type PlanCreated,
  type PlanDetail,
  type PlanHomeworkBody,
  type PlanHomeworkCreated,
  type PlanListQuery,
  type PlanPage,
  type PlanQuestion,
  type PlanResource,
  type PlanSaved,
  type PlanTeam,
  SavePlanBody as SaveBody,
  type SavePlanBody,
  type SharePlanBody,
} from '@zhijuan/contracts';
import { and } from 'drizzle-orm';
import { badRequest, conflict, forbidden, notFound } from '../../errors';
import type { AppContext, Caller } from '../../http';
import type { Db } from '../../infra/db';
import { createAssignment } from '../assignments';
import { bookPagesOfNode } from '../books';
import { createPaper, fileLoader } from '../papers';
import { viewerOf } from '../questions';
import { getResource } from '../resources';
import { orgOf } from '../school';
import { planDocx } from './docx';
import { canEditPlan, canReadPlan } from './policy';
import * as repo from './repo';

const PLAN_MISSING = '教案不存在或已删除';

const emptyContent = (): PlanContent => PlanContent.parse({});

/** Loads a plan the caller may read (404 otherwise: another school's or a plan not shared with them). */
async function readablePlan(db: Db, caller: Caller, id: string) {
  const orgId = orgOf(caller);
  const unsafePlan = await repo.findPlan(db, orgId, id);
  if (!unsafePlan) throw notFound(PLAN_MISSING);
  const teamIds = await repo.teamIdsOfPlan(db, id);
  const mine = await repo.teamIdsOf(db, orgId, caller.user.id);
  if (!canReadPlan(caller, { ...unsafePlan, teamIds }, mine)) throw notFound(PLAN_MISSING);
  return { plan: unsafePlan, teamIds };
}

async function ownPlan(db: Db, caller: Caller, id: string) {
  const found = await readablePlan(db, caller, id);
  if (!canEditPlan(caller, found.plan)) throw forbidden('只有教案的作者可以修改');
  return found;
}

/** 开始备课: a new plan on a book node, titled after it. */
export async function createPlan(
  ctx: AppContext,
  caller: Caller,
  body: CreatePlanBody,
): Promise<PlanCreated> {
  const db = ctx.database.db;
  const orgId = orgOf(caller);
  const node = await repo.nodeOf(db, body.bookNodeId);
  if (!node) throw badRequest('章节不存在');
  const id = await repo.insertPlan(db, {
    orgId,
    ownerId: caller.user.id,
    subjectId: node.subjectId,
    textbookId: node.textbookId,
    bookNodeId: node.id,
    title: body.title || `${node.name} 教案`,
    content: emptyContent(),
  });
  return { id };
}

/** 我的备课 tabs: mine, shared with my teams, shared with the school, my favourites. */
export async function listPlans(ctx: AppContext, caller: Caller, input: PlanListQuery): Promise<PlanPage> {
  const q = ListQuery.parse(input);
  const db = ctx.database.db;
  const orgId = orgOf(caller);
  const me = caller.user.id;
  const teamIds = await repo.teamIdsOf(db, orgId, me);
  const base = repo.readableWhere(orgId, me, teamIds);
  const tab = {
    mine: repo.ownerWhere(me),
    shared: and(repo.notOwnerWhere(me), repo.teamsWhere(teamIds)),
    school: and(repo.notOwnerWhere(me), repo.schoolWhere()),
    favourite: undefined,
  }[q.tab];
  const where = and(
    base,
    tab,
    q.textbookId ? repo.textbookWhere(q.textbookId) : undefined,
    q.keyword ? repo.keywordWhere(q.keyword) : undefined,
  )!;
  const { rows, total } = await repo.listPlans(db, where, me, q, q.tab === 'favourite');
  return {
    total,
    items: rows.map((r) => ({
      id: r.id,
      title: r.title,
      ownerName: r.ownerName,
      mine: r.ownerId === me,
      textbookId: r.textbookId,
      textbookName: r.textbookName,
      bookNodeId: r.bookNodeId,
      nodeName: r.nodeName,
      stepCount: r.content.steps.length,
      minutes: r.content.steps.reduce((s, x) => s + x.minutes, 0),
      schoolShared: r.schoolShared,
      teamNames: r.teamNames ?? [],
      commentCount: Number(r.commentCount),
      favourite: Boolean(r.favourite),
      updatedAt: new Date(r.updatedAt).toISOString(),
    })),
  };
}

function questionIdsOf(c: PlanContent): string[] {
  return [...new Set([...c.steps.flatMap((s) => s.questionIds), ...c.homework.questionIds])];
}

const resourceIdsOf = (c: PlanContent) => [...new Set(c.steps.flatMap((s) => s.resourceIds))];

/** The attached resources the caller may read, through the resources module's own rules. */
async function resourcesOf(ctx: AppContext, caller: Caller, c: PlanContent): Promise<PlanResource[]> {
  const found = await Promise.all(
    resourceIdsOf(c).map((id) =>
      getResource(ctx, caller, id).then(
        (r): PlanResource => ({ id: r.id, title: r.title, kind: r.kind, ext: r.ext }),
        () => null,
      ),
    ),
  );
  return found.filter((r): r is PlanResource => r !== null);
}

async function questionsOf(db: Db, caller: Caller, c: PlanContent): Promise<PlanQuestion[]> {
  const rows = await repo.planQuestions(db, viewerOf(caller), questionIdsOf(c));
  return rows.map((r) => ({ id: r.id, typeName: r.typeName, stem: r.stem, options: r.options }));
}

export async function getPlan(ctx: AppContext, caller: Caller, id: string): Promise<PlanDetail> {
  const db = ctx.database.db;
  const { plan, teamIds } = await readablePlan(db, caller, id);
  const [node, comments, favourite, ownerName, questions] = await Promise.all([
    repo.nodeOf(db, plan.bookNodeId),
    repo.comments(db, id),
    repo.isFavourite(db, caller.user.id, id),
    repo.ownerName(db, plan.ownerId),
    questionsOf(db, caller, plan.content),
  ]);
  const resources = await resourcesOf(ctx, caller, PlanContent.parse(plan.content));
  const content = PlanContent.parse(plan.content);
  return {
    id: plan.id,
    title: plan.title,
    version: plan.version,
    ownerName,
    mine: plan.ownerId === caller.user.id,
    subjectId: plan.subjectId,
    textbookId: plan.textbookId,
    textbookName: node?.textbookName ?? '',
    bookNodeId: plan.bookNodeId,
    nodeName: node?.name ?? '',
    book: await bookPagesOfNode(db, plan.orgId, plan.textbookId, plan.bookNodeId),
    content,
    questions,
    resources,
    schoolShared: plan.schoolShared,
    teamIds,
    comments: comments.map((c) => ({
      id: c.id,
      stepId: c.stepId,
      authorName: c.authorName,
      mine: c.authorId === caller.user.id,
      body: c.body,
      createdAt: c.createdAt.toISOString(),
    })),
    favourite,
    updatedAt: plan.updatedAt.toISOString(),
  };
}

/**
 * Autosave: the whole plan with the version it was loaded at. A save from an older version is refused
 * (409), like the paper editor's, so two tabs never overwrite each other silently. Questions must be ones
 * the caller may use.
 */
export async function savePlan(
  ctx: AppContext,
  caller: Caller,
  id: string,
  input: SavePlanBody,
): Promise<PlanSaved> {
  const body = SaveBody.parse(input);
  const db = ctx.database.db;
  const { plan } = await ownPlan(db, caller, id);
  const stepIds = body.content.steps.map((s) => s.id);
  if (new Set(stepIds).size !== stepIds.length) throw badRequest('教学环节编号重复');
  const ids = questionIdsOf(body.content);
  const found = await repo.planQuestions(db, viewerOf(caller), ids);
  if (found.length !== ids.length) throw badRequest('有试题不存在或无权使用');
  const resources = await resourcesOf(ctx, caller, body.content);
  if (resources.length !== resourceIdsOf(body.content).length) throw badRequest('有资源不存在或无权使用');
  if (plan.version !== body.version) throw conflict('教案已在其他窗口或设备上修改，请刷新后再编辑');
  const saved = await repo.savePlan(db, id, body.version, body.title, body.content);
  if (!saved) throw conflict('教案已在其他窗口或设备上修改，请刷新后再编辑');
  return { version: saved.version, updatedAt: saved.updatedAt.toISOString() };
}

/** Teams of the caller's school, to share a plan with. */
export async function planTeams(ctx: AppContext, caller: Caller): Promise<PlanTeam[]> {
  const db = ctx.database.db;
  const orgId = orgOf(caller);
  const [all, mine] = await Promise.all([
    repo.schoolTeams(db, orgId),
    repo.teamIdsOf(db, orgId, caller.user.id),
  ]);
  return all.map((t) => ({ ...t, member: mine.includes(t.id) }));
}

/** 集体备课: shares the plan with teams of the school and/or the whole school (replacing the last choice). */
export async function sharePlan(
  ctx: AppContext,
  caller: Caller,
  id: string,
  body: SharePlanBody,
): Promise<null> {
  const db = ctx.database.db;
  await ownPlan(db, caller, id);
  const teams = new Set((await repo.schoolTeams(db, orgOf(caller))).map((t) => t.id));
  const teamIds = [...new Set(body.teamIds)];
  if (teamIds.some((t) => !teams.has(t))) throw badRequest('教研组不存在');
  await repo.setSharing(db, id, body.school, teamIds);
  return null;
}

export async function commentPlan(
  ctx: AppContext,
  caller: Caller,
  id: string,
  input: CommentPlanBody,
): Promise<null> {
  const body = CommentBody.parse(input);
  const db = ctx.database.db;
  const { plan } = await readablePlan(db, caller, id);
  if (body.stepId && !plan.content.steps.some((s) => s.id === body.stepId))
    throw badRequest('教学环节不存在');
  if ((await repo.countComments(db, id)) >= 500) throw badRequest('评论已达上限');
  await repo.insertComment(db, {
    planId: id,
    stepId: body.stepId,
    authorId: caller.user.id,
    body: body.body,
  });
  return null;
}

/** Copies a plan the caller may read into their own plans (not shared, version 1). */
export async function copyPlan(ctx: AppContext, caller: Caller, id: string): Promise<PlanCreated> {
  const db = ctx.database.db;
  const { plan } = await readablePlan(db, caller, id);
  const newId = await repo.insertPlan(db, {
    orgId: plan.orgId,
    ownerId: caller.user.id,
    subjectId: plan.subjectId,
    textbookId: plan.textbookId,
    bookNodeId: plan.bookNodeId,
    title: plan.title,
    content: plan.content,
    sourcePlanId: plan.id,
  });
  return { id: newId };
}

export async function favouritePlan(ctx: AppContext, caller: Caller, id: string, on: boolean): Promise<null> {
  const db = ctx.database.db;
  await readablePlan(db, caller, id);
  await repo.setFavourite(db, caller.user.id, id, on);
  return null;
}

export async function deletePlan(ctx: AppContext, caller: Caller, id: string): Promise<null> {
  const db = ctx.database.db;
  await ownPlan(db, caller, id);
  await repo.softDelete(db, id);
  return null;
}

/** The plan as a .docx (any reader may download it). */
export async function planWord(ctx: AppContext, caller: Caller, id: string) {
  const detail = await getPlan(ctx, caller, id);
  const minutes = detail.content.steps.reduce((s, x) => s + x.minutes, 0);
  const bytes = await planDocx(
    {
      title: detail.title,
      subtitle: `${detail.textbookName} · ${detail.nodeName}　执教：${detail.ownerName}　课时：${minutes} 分钟`,
      content: detail.content,
      questions: new Map(detail.questions.map((q) => [q.id, q])),
    },
    fileLoader(ctx),
  );
  return { bytes, fileName: `${detail.title}.docx` };
}

/**
 * 课后作业 → 作业 in one step: its questions become a paper in 我的试卷 (one 大题 per question type, in
 * the plan's order), given to the classes as 作业 by the assignment flow; or the plan's paper is given.
 */
export async function assignHomework(
  ctx: AppContext,
  caller: Caller,
  id: string,
  body: PlanHomeworkBody,
): Promise<PlanHomeworkCreated> {
  const db = ctx.database.db;
  const { plan } = await ownPlan(db, caller, id);
  const hw = PlanContent.parse(plan.content).homework;
  let paperId = hw.paperId;
  if (hw.questionIds.length) {
    const rows = await repo.planQuestions(db, viewerOf(caller), hw.questionIds);
    const byId = new Map(rows.map((r) => [r.id, r]));
    const sections: {
      id: string;
      title: string;
      typeId: string;
      questions: { questionId: string; score: number }[];
    }[] = [];
    for (const qid of hw.questionIds) {
      const q = byId.get(qid);
      if (!q) continue;
      let section = sections.find((s) => s.typeId === q.typeId);
      if (!section) {
        section = { id: `s${sections.length + 1}`, title: q.typeName, typeId: q.typeId, questions: [] };
        sections.push(section);
      }
      section.questions.push({ questionId: q.id, score: q.score });
    }
    if (!sections.length) throw badRequest('课后作业中的试题已不可用');
    paperId = (await createPaper(ctx, caller, { title: body.name, subjectId: plan.subjectId, sections })).id;
  }
  if (!paperId) throw badRequest('课后作业中还没有试题');
  const assignment = await createAssignment(ctx, caller, {
    paperId,
    kind: 'homework',
    name: body.name,
    examDate: body.examDate,
    classIds: body.classIds,
  });
  return { assignmentId: assignment.id, paperId };
}
