import type { SheetOverrides } from '@zhijuan/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { assignments } from '../../db/schema';
import type { Db } from '../../infra/db';

/**
 * The designer's choices saved over the version the client loaded, the version moved on; false when
 * another save came first.
 */
export async function saveOverrides(
  db: Db,
  id: string,
  overrides: SheetOverrides,
  loadedVersion: number,
): Promise<boolean> {
  const updated = await db
    .update(assignments)
    .set({ sheet: overrides, sheetVersion: sql`${assignments.sheetVersion} + 1`, updatedAt: new Date() })
    .where(and(eq(assignments.id, id), eq(assignments.sheetVersion, loadedVersion)))
    .returning({ id: assignments.id });
  return updated.length > 0;
}
