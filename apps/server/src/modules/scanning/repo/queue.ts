import { and, asc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import { scanBatches, scanPages } from '../../../db/schema';
import type { Db } from '../../../infra/db';

/** The recognition queue: pages claimed by a worker, put back, or given up on. */

/** How long a claimed page is a worker's; after that (the process died) any worker takes it again. */
const LEASE = sql`now() + interval '2 minutes'`;

/** Claims up to `n` pages: queued ones, and ones whose worker's lease ran out, in upload order. */
export async function claimPages(db: Db, n: number) {
  const due = db
    .select({ id: scanPages.id })
    .from(scanPages)
    .where(
      or(
        eq(scanPages.status, 'queued'),
        and(eq(scanPages.status, 'processing'), lt(scanPages.leaseUntil, sql`now()`)),
      ),
    )
    .orderBy(asc(scanPages.createdAt), asc(scanPages.fileName))
    .limit(n)
    .for('update', { skipLocked: true });
  return db
    .update(scanPages)
    .set({ status: 'processing', leaseUntil: LEASE, attempts: sql`${scanPages.attempts} + 1` })
    .where(inArray(scanPages.id, due))
    .returning({
      id: scanPages.id,
      orgId: scanPages.orgId,
      batchId: scanPages.batchId,
      storageKey: scanPages.storageKey,
      attempts: scanPages.attempts,
      assignmentId: sql<string>`(select ${scanBatches.assignmentId} from ${scanBatches} where ${scanBatches.id} = ${scanPages.batchId})`,
      /** The exam a person chose for the page (its QR code was not read), read instead of the batch's. */
      chosenId: sql<string | null>`${scanPages.corrected}->>'assignmentId'`,
    });
}

export type ClaimedPage = Awaited<ReturnType<typeof claimPages>>[number];

/** A page whose reading failed: given to a person with `detail` (`failed`), else queued to be read again. */
export async function failPage(db: Db, id: string, failed: { detail: string } | null) {
  await db
    .update(scanPages)
    .set(
      failed
        ? {
            status: 'failed',
            leaseUntil: null,
            problems: ['failed'],
            detail: failed.detail,
            processedAt: new Date(),
          }
        : { status: 'queued', leaseUntil: null },
    )
    .where(eq(scanPages.id, id));
}

/** Every page being read queued again (the embedded database's one process restarted). */
export async function requeueProcessing(db: Db) {
  await db
    .update(scanPages)
    .set({ status: 'queued', leaseUntil: null })
    .where(eq(scanPages.status, 'processing'));
}
