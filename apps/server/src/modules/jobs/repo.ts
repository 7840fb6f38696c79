import { and, asc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import { jobs } from '../../db/schema';
import type { Db } from '../../infra/db';

export type JobRow = typeof jobs.$inferSelect;

/** Queues a job unless one of that kind and key exists (queued, running or finished); returns the row. */
export async function enqueue(db: Db, kind: string, key: string, payload: Record<string, unknown>) {
  await db.insert(jobs).values({ kind, key, payload }).onConflictDoNothing();
  const [row] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.kind, kind), eq(jobs.key, key)));
  return row as JobRow;
}

export async function findJob(db: Db, kind: string, key: string): Promise<JobRow | null> {
  const [row] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.kind, kind), eq(jobs.key, key)));
  return row ?? null;
}

/** Puts a finished (or failed) job back in the queue, as for a retry. */
export async function requeue(db: Db, kind: string, key: string) {
  await db
    .update(jobs)
    .set({
      status: 'queued',
      error: null,
      attempts: 0,
      leaseUntil: null,
      finishedAt: null,
      updatedAt: new Date(),
    })
    .where(and(eq(jobs.kind, kind), eq(jobs.key, key)));
}

/**
 * Claims the oldest due job of the given kinds — queued, or running with a lease that ran out (its process
 * died) — for `leaseSeconds`. `FOR UPDATE SKIP LOCKED`: processes never claim the same row.
 */
export async function claim(db: Db, kinds: string[], leaseSeconds: number): Promise<JobRow | null> {
  if (!kinds.length) return null;
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        inArray(jobs.kind, kinds),
        or(eq(jobs.status, 'queued'), and(eq(jobs.status, 'running'), lt(jobs.leaseUntil, sql`now()`))),
      ),
    )
    .orderBy(asc(jobs.createdAt))
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db
    .update(jobs)
    .set({
      status: 'running',
      attempts: sql`${jobs.attempts} + 1`,
      leaseUntil: sql`now() + make_interval(secs => ${leaseSeconds})`,
      updatedAt: new Date(),
    })
    .where(inArray(jobs.id, due))
    .returning();
  return row ?? null;
}

export async function finish(
  db: Db,
  id: string,
  outcome: { status: 'done' | 'failed' | 'queued'; error?: string },
) {
  const now = new Date();
  await db
    .update(jobs)
    .set({
      status: outcome.status,
      error: outcome.error ?? null,
      leaseUntil: null,
      updatedAt: now,
      finishedAt: outcome.status === 'queued' ? null : now,
    })
    .where(eq(jobs.id, id));
}
