#!/usr/bin/env node
// The server's module boundaries, checked on every `npm run lint` (docs/development.md, "How a module is
// shaped"):
//   deep    a file outside modules/<m>/ imports a file of <m> other than its index.ts
//   schema  a file other than a repo (modules/<m>/repo.ts or modules/<m>/repo/*), db/ itself, infra/db.ts
//           and the demo-data loader (seed/) imports db/schema
//   sql     a module file other than its repo writes raw SQL (imports `sql` from drizzle-orm)
//   cycle   a module imports, directly or through others, a module that imports it back; every module
//           edge inside such a circle is reported
// Today's violations are listed in scripts/module-shape/imports.allow, one line each. The check fails on
// a violation not in the list and on a line of the list that is no longer a violation, so the list can
// only shrink. It also reports how many routes still have no response schema
// (scripts/module-shape/routes.allow, kept exact by apps/server/test/route-contracts.test.ts).
// `node scripts/check-imports.mjs --write` rewrites the list from the code (to remove fixed lines).
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const src = path.join(root, 'apps/server/src');
const allowFile = path.join(root, 'scripts/module-shape/imports.allow');
const routesFile = path.join(root, 'scripts/module-shape/routes.allow');

/** Every source file of the server, tests beside the code excluded (a test may reach into its module). */
function sourceFiles(dir) {
  const out = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name === 'migrations' || entry.name === 'node_modules') continue;
      out.push(...sourceFiles(full));
    } else if (/\.(ts|mts|mjs|js)$/.test(entry.name) && !/\.test\.[a-z]+$/.test(entry.name)) {
      out.push(full);
    }
  }
  return out;
}

const IMPORT_RE =
  /(?:^|[\s;])(?:import|export)\s+(?:type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|new URL\(\s*['"](\.[^'"]+)['"]\s*,\s*import\.meta\.url/g;

function stripComments(text) {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

function resolve(fromFile, spec) {
  if (!spec.startsWith('.')) return null;
  const base = path.resolve(path.dirname(fromFile), spec);
  const candidates = [
    base,
    `${base}.ts`,
    `${base}.mts`,
    `${base}.mjs`,
    `${base}.js`,
    path.join(base, 'index.ts'),
    base.replace(/\.js$/, '.ts'),
  ];
  for (const c of candidates) if (fs.existsSync(c) && fs.statSync(c).isFile()) return c;
  return base;
}

const rel = (file) => path.relative(src, file).split(path.sep).join('/');
const moduleOf = (relPath) => relPath.match(/^modules\/([^/]+)\//)?.[1] ?? null;
const isSchema = (relPath) => /^db\/schema(\.ts|\/)/.test(relPath);
const mayImportSchema = (relPath) =>
  /^modules\/[^/]+\/(repo\.ts|repo\/)/.test(relPath) ||
  relPath.startsWith('db/') ||
  relPath === 'infra/db.ts' ||
  relPath.startsWith('seed/');

const RAW_SQL_RE = /import\s*(?:type\s*)?\{[^}]*\bsql\b[^}]*\}\s*from\s*'drizzle-orm'/;
const violations = new Set();
const edges = new Map(); // module -> Set(module)
for (const file of sourceFiles(src)) {
  const from = rel(file);
  const fromModule = moduleOf(from);
  const text = stripComments(fs.readFileSync(file, 'utf8'));
  if (fromModule && !mayImportSchema(from) && RAW_SQL_RE.test(text)) violations.add(`sql ${from}`);
  for (const m of text.matchAll(IMPORT_RE)) {
    const target = resolve(file, m[1] ?? m[2] ?? m[3]);
    if (!target?.startsWith(src)) continue;
    const to = rel(target);
    const toModule = moduleOf(to);
    if (toModule && toModule !== fromModule && to !== `modules/${toModule}/index.ts`) {
      violations.add(`deep ${from} -> ${to}`);
    }
    if (isSchema(to) && !mayImportSchema(from)) violations.add(`schema ${from}`);
    if (fromModule && toModule && fromModule !== toModule) {
      if (!edges.has(fromModule)) edges.set(fromModule, new Set());
      edges.get(fromModule).add(toModule);
    }
  }
}

// Strongly connected components (Tarjan); every edge inside a component of two or more is in a circle.
let counter = 0;
const index = new Map();
const low = new Map();
const stack = [];
const onStack = new Set();
const component = new Map();
function connect(v) {
  index.set(v, counter);
  low.set(v, counter);
  counter++;
  stack.push(v);
  onStack.add(v);
  for (const w of edges.get(v) ?? []) {
    if (!index.has(w)) {
      connect(w);
      low.set(v, Math.min(low.get(v), low.get(w)));
    } else if (onStack.has(w)) {
      low.set(v, Math.min(low.get(v), index.get(w)));
    }
  }
  if (low.get(v) === index.get(v)) {
    const members = [];
    let w;
    do {
      w = stack.pop();
      onStack.delete(w);
      members.push(w);
    } while (w !== v);
    for (const m of members) component.set(m, members.length > 1 ? v : null);
  }
}
for (const v of edges.keys()) if (!index.has(v)) connect(v);
for (const [from, tos] of edges) {
  for (const to of tos) {
    if (component.get(from) && component.get(from) === component.get(to))
      violations.add(`cycle ${from} -> ${to}`);
  }
}

const found = [...violations].sort();
const readList = (file) =>
  fs.existsSync(file)
    ? fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .map((l) => l.trim())
        .filter((l) => l && !l.startsWith('#'))
    : [];

const header = `# Module-boundary violations still to fix (scripts/check-imports.mjs; docs/development.md).
# One line each; remove a line when you fix it — the check fails on lines no longer needed.
`;
if (process.argv.includes('--write')) {
  fs.mkdirSync(path.dirname(allowFile), { recursive: true });
  fs.writeFileSync(allowFile, `${header}${found.join('\n')}\n`);
  console.log(`已写入 ${path.relative(root, allowFile)}：${found.length} 条`);
  process.exit(0);
}

const allowed = new Set(readList(allowFile));
const fresh = found.filter((v) => !allowed.has(v));
const stale = [...allowed].filter((v) => !violations.has(v));
const routesLeft = readList(routesFile).length;
for (const v of fresh) console.error(`新的模块边界违规：${v}`);
for (const v of stale) {
  console.error(`已修复，请从 ${path.relative(root, allowFile)} 删除这一行：${v}`);
}
const kinds = (k) => found.filter((v) => v.startsWith(`${k} `)).length;
console.log(
  `模块边界：待修复 ${found.length} 条（deep ${kinds('deep')}，schema ${kinds('schema')}，sql ${kinds('sql')}，cycle ${kinds('cycle')}）；无响应契约的路由 ${routesLeft} 个`,
);
if (fresh.length || stale.length) process.exit(1);
