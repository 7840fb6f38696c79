import type { RouteObject } from 'react-router';

/** Every concrete path of a route tree (index routes give their parent's path). */
export function routePaths(routes: RouteObject[], base = ''): string[] {
  const out: string[] = [];
  for (const route of routes) {
    const own = route.path
      ? route.path.startsWith('/')
        ? route.path
        : `${base === '/' ? '' : base}/${route.path}`
      : base;
    if (route.index) out.push(base);
    else if (route.path && route.path !== '*' && !route.children) out.push(own);
    if (route.children) out.push(...routePaths(route.children, own));
  }
  return [...new Set(out)].filter(Boolean);
}
