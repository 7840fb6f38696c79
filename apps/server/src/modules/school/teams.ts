import type { CreatedId, TeamBody, TeamItem } from '@zhijuan/contracts';
import { conflict, notFound } from '../../errors';
import type { AppContext, Caller } from '../../http';
import { managedOrg, orgOf } from './policy';
import * as repo from './repo';

async function toItems(ctx: AppContext, rows: repo.TeamRow[]): Promise<TeamItem[]> {
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
    const teamId = await repo.saveTeam(tx, orgId, id, { name: body.name, leaderId: body.leaderId ?? null });
    await repo.replaceTeamMembers(tx, teamId, memberIds);
    return { id: teamId };
  });
}

export async function deleteTeam(ctx: AppContext, caller: Caller, id: string) {
  const orgId = managedOrg(caller);
  if (!(await repo.deleteTeam(ctx.database.db, orgId, id))) throw notFound('教研组不存在');
}
