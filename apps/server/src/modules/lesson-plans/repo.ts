import type { PlanContent } from '@zhijuan/contracts';
import { and, desc, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import {
  bookNodes,
  lessonPlanComments,
  lessonPlanFavourites,
  lessonPlanShares,
  lessonPlans,
  questions,
  questionTypes,
  teamMembers,
  teams,
  textbooks,
  textbookVersions,
  users,
} from '../../db/schema';
import type { Db } from '../../infra/db';
import { containing } from '../../infra/sql';
import { type Viewer, visibleTo } from '../questions';

export type PlanRow = typeof lessonPlans.$inferSelect;

/** Teams of the school the user belongs to (as member or leader). */
export async function teamIdsOf(db: Db, orgId: string, userId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ id: teams.id })
    .from(teams)
    .leftJoin(teamMembers, eq(teamMembers.teamId, teams.id))
    .where(and(eq(teams.orgId, orgId), or(eq(teamMembers.userId, userId), eq(teams.leaderId, userId))));
  return rows.map((r) => r.id);
}

export const schoolTeams = (db: Db, orgId: string) =>
  db.select({ id: teams.id, name: teams.name }).from(teams).where(eq(teams.orgId, orgId)).orderBy(teams.name);

export async function findPlan(db: Db, orgId: string, id: string): Promise<PlanRow | undefined> {
  const [row] = await db
    .select()
    .from(lessonPlans)
    .where(and(eq(lessonPlans.id, id), eq(lessonPlans.orgId, orgId), isNull(lessonPlans.deletedAt)));
  return row;
}

export async function teamIdsOfPlan(db: Db, planId: string): Promise<string[]> {
  const rows = await db
    .select({ id: lessonPlanShares.teamId })
    .from(lessonPlanShares)
    .where(eq(lessonPlanShares.planId, planId));
  return rows.map((r) => r.id);
}

export async function nodeOf(db: Db, nodeId: string) {
  const [row] = await db
    .select({
      id: bookNodes.id,
      name: bookNodes.name,
      textbookId: bookNodes.textbookId,
      textbookName: textbooks.name,
      subjectId: textbookVersions.subjectId,
    })
    .from(bookNodes)
    .innerJoin(textbooks, eq(textbooks.id, bookNodes.textbookId))
    .innerJoin(textbookVersions, eq(textbookVersions.id, textbooks.versionId))
    .where(eq(bookNodes.id, nodeId));
  return row;
}

export async function insertPlan(db: Db, values: typeof lessonPlans.$inferInsert): Promise<string> {
  const [row] = await db.insert(lessonPlans).values(values).returning({ id: lessonPlans.id });
  return row!.id;
}

/** Saves when the plan is still at `version`; null when someone saved meanwhile. */
export async function savePlan(db: Db, id: string, version: number, title: string, content: PlanContent) {
  const [row] = await db
    .update(lessonPlans)
    .set({ title, content, version: version + 1, updatedAt: new Date() })
    .where(and(eq(lessonPlans.id, id), eq(lessonPlans.version, version), isNull(lessonPlans.deletedAt)))
    .returning({ version: lessonPlans.version, updatedAt: lessonPlans.updatedAt });
  return row ?? null;
}

export async function setSharing(db: Db, id: string, school: boolean, teamIds: string[]) {
  await db.transaction(async (tx) => {
    await tx.update(lessonPlans).set({ schoolShared: school }).where(eq(lessonPlans.id, id));
    await tx.delete(lessonPlanShares).where(eq(lessonPlanShares.planId, id));
    if (teamIds.length)
      await tx.insert(lessonPlanShares).values(teamIds.map((teamId) => ({ planId: id, teamId })));
  });
}

export async function softDelete(db: Db, id: string) {
  await db.update(lessonPlans).set({ deletedAt: new Date() }).where(eq(lessonPlans.id, id));
}

/** Which plans of the school a user may read: their own, shared with the school, or with one of their teams. */
export function readableWhere(orgId: string, userId: string, teamIds: string[]): SQL {
  return and(
    eq(lessonPlans.orgId, orgId),
    isNull(lessonPlans.deletedAt),
    or(eq(lessonPlans.ownerId, userId), eq(lessonPlans.schoolShared, true), teamsWhere(teamIds)),
  )!;
}

// A correlated sub-select: the plan is shared with one of the teams.
function sharedWithTeams(teamIds: string[]) {
  return sql`select 1 from ${lessonPlanShares} where ${lessonPlanShares.planId} = ${lessonPlans.id} and ${inArray(lessonPlanShares.teamId, teamIds)}`;
}

export async function listPlans(
  db: Db,
  where: SQL,
  userId: string,
  page: { page: number; size: number },
  favouriteOnly: boolean,
) {
  const fav = sql<boolean>`exists (select 1 from ${lessonPlanFavourites} where ${lessonPlanFavourites.planId} = ${lessonPlans.id} and ${lessonPlanFavourites.userId} = ${userId})`;
  const filter = favouriteOnly ? and(where, fav)! : where;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: lessonPlans.id,
        title: lessonPlans.title,
        ownerId: lessonPlans.ownerId,
        ownerName: users.nickname,
        textbookId: lessonPlans.textbookId,
        textbookName: textbooks.name,
        bookNodeId: lessonPlans.bookNodeId,
        nodeName: bookNodes.name,
        content: lessonPlans.content,
        schoolShared: lessonPlans.schoolShared,
        updatedAt: lessonPlans.updatedAt,
        favourite: fav,
        commentCount: sql<number>`(select count(*)::int from ${lessonPlanComments} where ${lessonPlanComments.planId} = ${lessonPlans.id})`,
        teamNames: sql<
          string[]
        >`coalesce((select array_agg(${teams.name} order by ${teams.name}) from ${lessonPlanShares} join ${teams} on ${teams.id} = ${lessonPlanShares.teamId} where ${lessonPlanShares.planId} = ${lessonPlans.id}), '{}')`,
      })
      .from(lessonPlans)
      .innerJoin(users, eq(users.id, lessonPlans.ownerId))
      .innerJoin(textbooks, eq(textbooks.id, lessonPlans.textbookId))
      .innerJoin(bookNodes, eq(bookNodes.id, lessonPlans.bookNodeId))
      .where(filter)
      .orderBy(desc(lessonPlans.updatedAt), desc(lessonPlans.id))
      .limit(page.size)
      .offset((page.page - 1) * page.size),
    db.select({ n: sql<number>`count(*)::int` }).from(lessonPlans).where(filter),
  ]);
  return { rows, total: Number(total!.n) };
}

export const keywordWhere = (keyword: string) => ilike(lessonPlans.title, containing(keyword));
export const ownerWhere = (userId: string) => eq(lessonPlans.ownerId, userId);
export const notOwnerWhere = (userId: string) => sql`${lessonPlans.ownerId} <> ${userId}`;
export const schoolWhere = () => eq(lessonPlans.schoolShared, true);
export const textbookWhere = (textbookId: string) => eq(lessonPlans.textbookId, textbookId);
export const teamsWhere = (teamIds: string[]) =>
  teamIds.length ? sql`exists (${sharedWithTeams(teamIds)})` : sql`false`;

export async function ownerName(db: Db, userId: string) {
  const [row] = await db.select({ name: users.nickname }).from(users).where(eq(users.id, userId));
  return row?.name ?? '';
}

export const comments = (db: Db, planId: string) =>
  db
    .select({
      id: lessonPlanComments.id,
      stepId: lessonPlanComments.stepId,
      authorId: lessonPlanComments.authorId,
      authorName: users.nickname,
      body: lessonPlanComments.body,
      createdAt: lessonPlanComments.createdAt,
    })
    .from(lessonPlanComments)
    .innerJoin(users, eq(users.id, lessonPlanComments.authorId))
    .where(eq(lessonPlanComments.planId, planId))
    .orderBy(lessonPlanComments.createdAt);

export async function insertComment(db: Db, values: typeof lessonPlanComments.$inferInsert) {
  await db.insert(lessonPlanComments).values(values);
}

export async function countComments(db: Db, planId: string) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(lessonPlanComments)
    .where(eq(lessonPlanComments.planId, planId));
  return Number(row!.n);
}

export async function isFavourite(db: Db, userId: string, planId: string) {
  const rows = await db
    .select({ id: lessonPlanFavourites.planId })
    .from(lessonPlanFavourites)
    .where(and(eq(lessonPlanFavourites.userId, userId), eq(lessonPlanFavourites.planId, planId)));
  return rows.length > 0;
}

export async function setFavourite(db: Db, userId: string, planId: string, on: boolean) {
  if (on) await db.insert(lessonPlanFavourites).values({ userId, planId }).onConflictDoNothing();
  else
    await db
      .delete(lessonPlanFavourites)
      .where(and(eq(lessonPlanFavourites.userId, userId), eq(lessonPlanFavourites.planId, planId)));
}

/** The questions of a plan the viewer may see, with their type names. */
export function planQuestions(db: Db, v: Viewer, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: questions.id,
      typeId: questions.typeId,
      typeName: questionTypes.name,
      stem: questions.stem,
      options: questions.options,
      answer: questions.answer,
      score: questions.score,
      subjectId: questions.subjectId,
    })
    .from(questions)
    .innerJoin(questionTypes, eq(questionTypes.id, questions.typeId))
    .where(and(visibleTo(v), inArray(questions.id, ids)));
}
