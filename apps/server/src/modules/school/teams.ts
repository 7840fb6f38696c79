import type { CreatedId, TeamBody, TeamItem } from '@zhijuan/contracts';
import { and, eq } from 'drizzle-orm';
import { teamMembers, teams } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import type { AppContext, Caller } from '../../http';
import { managedOrg, orgOf } from './policy';
import * as repo from './repo';

async function toItems(ctx: AppContext, rows: (typeof teams.$inferSelect)[]): Promise<TeamItem[]> {
  const members = await repo.teamMembersOf(
    ctx.database.db,
    rows.map((t) => t.id),
  );
  return rows.map((t) => {
    const own = members.filter((m) => m.teamId === t.id).map(({ id, nickname }) => ({ id, nickname }));
    const leader = own.find((m) => m.id === t.leaderId) ?? null;
    return { id: t.id, name: t.name, leader, members: own };
  });
}

/** Every team of the school (the admin view). */
export async function listTeams(ctx: AppContext, caller: Caller): Promise<TeamItem[]> {
  return toItems(ctx, await repo.listTeams(ctx.database.db, orgOf(caller)));
}

/** The teams the caller belongs to (the member view). */
export async function myTeams(ctx: AppContext, caller: Caller): Promise<TeamItem[]> {
  const orgId = orgOf(caller);
  const mine = new Set((await repo.teamIdsOfUser(ctx.database.db, caller.user.id)).map((r) => r.teamId));
  return toItems(
    ctx,
    (await repo.listTeams(ctx.database.db, orgId)).filter((t) => mine.has(t.id)),
  );
}

async function checkMembers(ctx: AppContext, orgId: string, body: TeamBody) {
  const ids = [...new Set([...body.memberIds, ...(body.leaderId ? [body.leaderId] : [])])];
  const found = await repo.membersByIds(ctx.database.db, orgId, ids);
  if (found.length !== ids.length) throw notFound('成员不是本校教师');
  return ids;
}

export async function saveTeam(
  ctx: AppContext,
  caller: Caller,
  id: string | null,
  body: TeamBody,
): Promise<CreatedId> {
  const db = ctx.database.db;
  const orgId = managedOrg(caller);
  if (id && !(await repo.findTeam(db, orgId, id))) throw notFound('教研组不存在');
  const memberIds = await checkMembers(ctx, orgId, body);
  const twin = (await repo.listTeams(db, orgId)).find((t) => t.name === body.name && t.id !== id);
  if (twin) throw conflict(`已存在同名教研组：${body.name}`);
  return db.transaction(async (tx) => {
    let teamId = id;
    if (teamId) {
      await tx
        .update(teams)
        .set({ name: body.name, leaderId: body.leaderId ?? null })
        .where(and(eq(teams.orgId, orgId), eq(teams.id, teamId)));
      await tx.delete(teamMembers).where(eq(teamMembers.teamId, teamId));
    } else {
      const [row] = await tx
        .insert(teams)
        .values({ orgId, name: body.name, leaderId: body.leaderId ?? null })
        .returning({ id: teams.id });
      teamId = row!.id;
    }
    if (memberIds.length)
      await tx.insert(teamMembers).values(memberIds.map((userId) => ({ teamId: teamId!, userId })));
    return { id: teamId };
  });
}

export async function deleteTeam(ctx: AppContext, caller: Caller, id: string) {
  const orgId = managedOrg(caller);
  const gone = await ctx.database.db
    .delete(teams)
    .where(and(eq(teams.orgId, orgId), eq(teams.id, id)))
    .returning({ id: teams.id });
  if (gone.length === 0) throw notFound('教研组不存在');
}
