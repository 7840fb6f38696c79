/**
 * Route paths are matched case-insensitively (react-router's default), so the
 * guard and layout tables compare lower-cased paths without a trailing slash.
 */
export function normalisePath(path: string): string {
  const withoutQuery = path.split(/[?#]/)[0] ?? '/';
  const trimmed = withoutQuery.length > 1 ? withoutQuery.replace(/\/+$/, '') : withoutQuery;
  return (trimmed || '/').toLowerCase();
}

export function pathIn(list: readonly string[], path: string): boolean {
  const target = normalisePath(path);
  return list.some((p) => normalisePath(p) === target);
}
