#!/usr/bin/env node
// The web app's feature boundaries, checked on every `npm run lint` (docs/development.md, "How the web
// app is shaped"):
//   door     every folder under apps/web/src/features/ has an index.ts
//   deep     a file outside features/<f>/ imports a file of <f> other than its index.ts (a module, a
//            component or a stylesheet); the same for src/session/, whose index.ts is its only door
// One exception: the routes table (src/app/routes.tsx) loads screens with `import()` straight from their
// files, so that each screen stays a chunk of its own. Tests are held to the same rule. There is no
// allow-list: the check fails on every violation.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const src = path.join(root, 'apps/web/src');
const ROUTES = 'app/routes.tsx';

function sourceFiles(dir) {
  const out = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...sourceFiles(full));
    else if (/\.(ts|tsx|mts|js|jsx)$/.test(entry.name)) out.push(full);
  }
  return out;
}

// Static imports and re-exports (`import x from`, `import type { x } from`, `export * from`, bare
// `import './x.css'`), dynamic `import('…')` and `vi.mock('…')`.
const STATIC_RE = /(?:^|[\s;])(?:import|export)\s+(?:type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?['"]([^'"]+)['"]/g;
const DYNAMIC_RE = /(?:import|vi\.mock|vi\.importActual)\(\s*['"]([^'"]+)['"]/g;

function stripComments(text) {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
}

function resolve(fromFile, spec) {
  if (!spec.startsWith('.')) return null;
  const base = path.resolve(path.dirname(fromFile), spec);
  for (const ext of ['', '.ts', '.tsx', '.js', '/index.ts', '/index.tsx']) {
    const c = base + ext;
    if (fs.existsSync(c) && fs.statSync(c).isFile()) return c;
  }
  return base;
}

const rel = (file) => path.relative(src, file).split(path.sep).join('/');
/** The walled area a file belongs to: `features/<name>` or `session`, else null. */
const areaOf = (relPath) => relPath.match(/^(features\/[^/]+|session)\//)?.[1] ?? null;
const isDoor = (relPath, area) => relPath === `${area}/index.ts` || relPath === `${area}/index.tsx`;

const problems = [];
const featuresDir = path.join(src, 'features');
for (const entry of fs.readdirSync(featuresDir, { withFileTypes: true })) {
  if (!entry.isDirectory()) continue;
  const dir = path.join(featuresDir, entry.name);
  if (!fs.existsSync(path.join(dir, 'index.ts')) && !fs.existsSync(path.join(dir, 'index.tsx'))) {
    problems.push(`功能模块缺少入口 index.ts：features/${entry.name}（其他模块只能经由它导入）`);
  }
}

let imports = 0;
for (const file of sourceFiles(src)) {
  const from = rel(file);
  const fromArea = areaOf(from);
  const text = stripComments(fs.readFileSync(file, 'utf8'));
  const found = [
    ...[...text.matchAll(STATIC_RE)].map((m) => ({ spec: m[1], dynamic: false })),
    ...[...text.matchAll(DYNAMIC_RE)].map((m) => ({ spec: m[1], dynamic: true })),
  ];
  for (const { spec, dynamic } of found) {
    const target = resolve(file, spec);
    if (!target?.startsWith(src + path.sep)) continue;
    const to = rel(target);
    const toArea = areaOf(to);
    if (!toArea || toArea === fromArea) continue;
    imports++;
    if (isDoor(to, toArea)) continue;
    if (dynamic && from === ROUTES) continue;
    problems.push(`跨模块深层导入：${from} → ${to}（请经由 ${toArea}/index.ts 导入）`);
  }
}

for (const p of problems) console.error(p);
console.log(`前端模块边界：跨模块导入 ${imports} 处，违规 ${problems.length} 处`);
if (problems.length) process.exit(1);
