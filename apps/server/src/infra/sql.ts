/** An ILIKE pattern matching `keyword` anywhere, with LIKE's wildcards taken literally. */
export const containing = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
