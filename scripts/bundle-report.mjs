// First-load weight of the web app, read from the build's manifest (apps/web/dist/.vite/manifest.json):
// for the sign-in route and a few working screens, the files a browser fetches before the screen can
// draw (index.html, its script, the chunks that script imports, the lazy screen's chunk and its imports,
// their CSS) with their gzip sizes. API calls and images are not in the manifest: the browser test
// counts every request (e2e/perf.mjs).
//
//   node scripts/bundle-report.mjs           table
//   node scripts/bundle-report.mjs --json    the same as JSON
//   node scripts/bundle-report.mjs --check   exits 1 when a route is over its budget
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');
const dist = process.env.WEB_DIST ? path.resolve(process.env.WEB_DIST) : path.join(root, 'apps/web/dist');

/**
 * The lazy screen each route loads besides the entry (apps/web/src/app/routes.tsx), and whether it
 * draws the shell (top bar, navigation, tool bar: lazy parts of apps/web/src/app/shell/AppShell.tsx).
 */
const SHELL = ['src/app/shell/FullShell.tsx', 'src/app/shell/RightBar.tsx'];
/** antd and the shell around every screen but the sign-in page (lazy in apps/web/src/app/RootLayout.tsx). */
const ANTD_SHELL = 'src/app/AntdShell.tsx';
// The sign-in route's ceiling: what it weighs today (no antd, ~190 KB, 10 files) plus a small margin, well
// under the goal of 300 KB and 25 requests (docs/BENCHMARKS.md), so a change that brings antd or another
// large library back to the first visit fails apps/web/src/app/bundleBudget.test.ts.
export const ROUTES = {
  '/login': {
    page: 'src/features/public/LoginPage.tsx',
    shell: false,
    budget: { gzipKB: 210, requests: 12 },
  },
  // Working screens: 40 requests in all, API calls included (the browser flow counts those); the files
  // are held to 30, leaving room for the screen's calls.
  '/paperlist': { page: 'src/features/assignments/PaperListPage.tsx', shell: true, budget: { requests: 30 } },
  '/analysis/grade': { page: 'src/features/analysis/GradePage.tsx', shell: true, budget: { requests: 30 } },
  '/scan': { page: 'src/features/scan/ScanPage.tsx', shell: true, budget: { requests: 30 } },
};

function readManifest() {
  const file = path.join(dist, '.vite/manifest.json');
  if (!fs.existsSync(file)) throw new Error(`缺少 ${path.relative(root, file)}：请先运行 npm run build`);
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

const gzipCache = new Map();
function gzipBytes(file) {
  if (!gzipCache.has(file)) {
    const bytes = fs.readFileSync(path.join(dist, file));
    gzipCache.set(file, { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length });
  }
  return gzipCache.get(file);
}

/** Files of a manifest key and everything it imports statically (what the browser fetches with it). */
function closure(manifest, keys) {
  const js = new Set();
  const css = new Set();
  const names = new Set();
  const stack = [...keys];
  const seen = new Set();
  while (stack.length > 0) {
    const key = stack.pop();
    if (seen.has(key)) continue;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`清单里没有 ${key}`);
    if (chunk.file.endsWith('.js')) js.add(chunk.file);
    if (chunk.name) names.add(chunk.name);
    else if (chunk.file.endsWith('.css')) css.add(chunk.file);
    for (const c of chunk.css ?? []) css.add(c);
    stack.push(...(chunk.imports ?? []));
  }
  return { js, css, names };
}

export function report() {
  const manifest = readManifest();
  const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const html = gzipBytes('index.html');
  return Object.entries(ROUTES).map(([route, { page, shell, budget }]) => {
    // A shell part that is not a chunk of its own is inside the entry (builds before it was split off).
    const lazyShell = shell ? [ANTD_SHELL, ...SHELL].filter((k) => manifest[k]) : [];
    const { js, css, names } = closure(manifest, [entry, ...lazyShell, page]);
    const files = ['index.html', ...js, ...css];
    const sizes = files.map((f) => gzipBytes(f));
    const gzip = sizes.reduce((s, x) => s + x.gzip, 0);
    const raw = sizes.reduce((s, x) => s + x.raw, 0);
    const result = {
      route,
      requests: files.length,
      js: js.size,
      css: css.size,
      gzipKB: Math.round(gzip / 102.4) / 10,
      rawKB: Math.round(raw / 102.4) / 10,
      chunks: [...names].sort(),
      budget,
    };
    const over = [];
    if (budget.gzipKB !== undefined && result.gzipKB > budget.gzipKB)
      over.push(`${result.gzipKB} KB > ${budget.gzipKB} KB`);
    if (budget.requests !== undefined && result.requests > budget.requests) {
      over.push(`${result.requests} 个请求 > ${budget.requests}`);
    }
    return { ...result, over, html: html.gzip };
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = report();
  if (process.argv.includes('--json')) console.log(JSON.stringify(rows, null, 2));
  else {
    console.log('route              files  js  css   gzip KB    raw KB   budget');
    for (const r of rows) {
      const budget = [
        r.budget.gzipKB ? `≤ ${r.budget.gzipKB} KB` : '',
        r.budget.requests ? `≤ ${r.budget.requests} files` : '',
      ]
        .filter(Boolean)
        .join(', ');
      console.log(
        `${r.route.padEnd(18)} ${String(r.requests).padStart(5)} ${String(r.js).padStart(3)} ${String(r.css).padStart(4)} ${String(r.gzipKB).padStart(9)} ${String(r.rawKB).padStart(9)}   ${budget}${r.over.length ? `  超出：${r.over.join('；')}` : ''}`,
      );
    }
  }
  if (process.argv.includes('--check') && rows.some((r) => r.over.length > 0)) process.exit(1);
}
