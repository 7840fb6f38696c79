/** An ILIKE pattern matching `keyword` anywhere, with LIKE's wildcards taken literally. */
export const containing = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Rows of a raw query on either driver (node-postgres answers { rows }, PGlite too). */
export function rowsOf(result: unknown): unknown[] {
  return (result as { rows?: unknown[] }).rows ?? (result as unknown[]);
}
