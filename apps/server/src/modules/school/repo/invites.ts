// Invite links to join the school, and joining through one.
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { invites, orgs, schoolClasses, users } from '../../../db/schema';
import type { Db, Tx } from '../../../infra/db';

export type InviteRow = typeof invites.$inferSelect;

export function listInvites(db: Db, orgId: string) {
  return db
    .select({ invite: invites, createdBy: users.nickname })
    .from(invites)
    .innerJoin(users, eq(users.id, invites.createdBy))
    .where(eq(invites.orgId, orgId))
    .orderBy(sql`${invites.createdAt} desc`)
    .limit(100);
}

export async function findInviteByHash(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ invite: invites, orgName: orgs.name, inviter: users.nickname })
    .from(invites)
    .innerJoin(orgs, eq(orgs.id, invites.orgId))
    .innerJoin(users, eq(users.id, invites.createdBy))
    .where(eq(invites.tokenHash, tokenHash));
  return row;
}

export async function insertInvite(
  db: Db,
  v: {
    orgId: string;
    tokenHash: string;
    role: 'teacher' | 'administrator';
    createdBy: string;
    expiresAt: Date;
    maxUses: number;
  },
) {
  const [row] = await db.insert(invites).values(v).returning();
  return row!;
}

/** Revokes a live invite of the school; false when there was none. */
export async function revokeInvite(db: Db, orgId: string, id: string) {
  const rows = await db
    .update(invites)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(invites.orgId, orgId), eq(invites.id, id), isNull(invites.revokedAt)))
    .returning({ id: invites.id });
  return rows.length > 0;
}

/** Counts one use of a live invite with uses left, atomically; false when none was left. */
export async function countInviteUse(tx: Tx, id: string) {
  const used = await tx
    .update(invites)
    .set({ usedCount: sql`${invites.usedCount} + 1` })
    .where(and(eq(invites.id, id), isNull(invites.revokedAt), lt(invites.usedCount, invites.maxUses)))
    .returning({ id: invites.id });
  return used.length > 0;
}

/** Makes a user without a school a member of `orgId`, working in its newest school year. */
export async function joinSchool(tx: Tx, userId: string, orgId: string, isAdministrator: boolean) {
  const [year] = await tx
    .select({ id: schoolClasses.id })
    .from(schoolClasses)
    .where(and(eq(schoolClasses.orgId, orgId), eq(schoolClasses.type, 1)))
    .orderBy(sql`${schoolClasses.name} desc`)
    .limit(1);
  await tx
    .update(users)
    .set({ orgId, isAdministrator, defaultSchoolYearId: year?.id ?? null, updatedAt: new Date() })
    .where(and(eq(users.id, userId), isNull(users.orgId)));
}
