// The school's teams (教研组) and their members.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { teamMembers, teams, users } from '../../../db/schema';
import type { Db, Tx } from '../../../infra/db';

export type TeamRow = typeof teams.$inferSelect;

export function listTeams(db: Db, orgId: string) {
  return db.select().from(teams).where(eq(teams.orgId, orgId)).orderBy(asc(teams.name));
}

export function teamMembersOf(db: Db, teamIds: string[]) {
  if (teamIds.length === 0) return Promise.resolve([]);
  return db
    .select({ teamId: teamMembers.teamId, id: users.id, nickname: users.nickname })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(inArray(teamMembers.teamId, teamIds))
    .orderBy(asc(users.nickname));
}

export const findTeam = (db: Db, orgId: string, id: string) =>
  db.query.teams.findFirst({ where: and(eq(teams.orgId, orgId), eq(teams.id, id)) });

export const teamIdsOfUser = (db: Db, userId: string) =>
  db.select({ teamId: teamMembers.teamId }).from(teamMembers).where(eq(teamMembers.userId, userId));

/** Creates a team, or renames an existing one and sets its leader; returns its id. */
export async function saveTeam(
  tx: Tx,
  orgId: string,
  id: string | null,
  v: { name: string; leaderId: string | null },
) {
  if (id) {
    await tx
      .update(teams)
      .set(v)
      .where(and(eq(teams.orgId, orgId), eq(teams.id, id)));
    return id;
  }
  const [row] = await tx
    .insert(teams)
    .values({ orgId, ...v })
    .returning({ id: teams.id });
  return row!.id;
}

export async function replaceTeamMembers(tx: Tx, teamId: string, userIds: string[]) {
  await tx.delete(teamMembers).where(eq(teamMembers.teamId, teamId));
  if (userIds.length) await tx.insert(teamMembers).values(userIds.map((userId) => ({ teamId, userId })));
}

/** Deletes a team of the school; false when there was none. */
export async function deleteTeam(db: Db, orgId: string, id: string) {
  const gone = await db
    .delete(teams)
    .where(and(eq(teams.orgId, orgId), eq(teams.id, id)))
    .returning({ id: teams.id });
  return gone.length > 0;
}
