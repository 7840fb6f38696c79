#!/usr/bin/env node
// No source file over 400 lines, checked on every `npm run lint` (docs/development.md, "File size"): a
// file that long holds several jobs, and is split by job (the same exports through an index or the old
// file name). Counted: .ts, .tsx and .mjs under apps/, packages/, scripts/, bench/ and e2e/.
// Not counted:
//   - generated code: a file whose first line says `@generated`, build output (dist/, build output folders
//     ignored by git) and node_modules;
//   - migrations (apps/server/src/db/migrations, written by drizzle-kit);
//   - demo-bank data: the question generators and hand-written questions of each subject
//     (packages/demo-bank/src/questions/<subject>/, one family of templates per file) and the curriculum
//     trees (packages/demo-bank/src/curriculum/). They are lists, read one entry at a time; their
//     shared code (questions/lib/, latex-eval.ts) is counted like any other.
// Today's longer files are listed in scripts/module-shape/size.allow, one path a line. The check fails
// on a file over the limit not in the list and on a line of the list no longer needed (the file is
// short enough or gone), so the list can only shrink.
import fs from 'node:fs';
import path from 'node:path';

const LIMIT = 400;
const root = path.resolve(import.meta.dirname, '..');
const allowFile = path.join(root, 'scripts/module-shape/size.allow');
const ROOTS = ['apps', 'packages', 'scripts', 'bench', 'e2e'];
const SKIP_DIRS = new Set(['node_modules', 'dist', 'data', 'screenshots', '.tmp', 'coverage']);

/** Why a path is not counted, or null when it is. */
function exemption(relPath) {
  if (relPath.startsWith('apps/server/src/db/migrations/')) return 'migration';
  if (/^packages\/demo-bank\/src\/questions\/(?!lib\/)[^/]+\//.test(relPath)) return 'demo-bank questions';
  if (relPath.startsWith('packages/demo-bank/src/curriculum/')) return 'demo-bank curriculum';
  return null;
}

function sourceFiles(dir) {
  const out = [];
  if (!fs.existsSync(dir)) return out;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIP_DIRS.has(entry.name)) out.push(...sourceFiles(full));
    } else if (/\.(ts|tsx|mjs)$/.test(entry.name) && !entry.name.endsWith('.d.ts')) {
      out.push(full);
    }
  }
  return out;
}

const lineCount = (text) => text.split('\n').length - (text.endsWith('\n') ? 1 : 0);

const long = new Map(); // relative path -> lines
for (const top of ROOTS) {
  for (const file of sourceFiles(path.join(root, top))) {
    const rel = path.relative(root, file).split(path.sep).join('/');
    if (exemption(rel)) continue;
    const text = fs.readFileSync(file, 'utf8');
    if (/@generated/.test(text.slice(0, text.indexOf('\n') + 1 || text.length))) continue;
    const lines = lineCount(text);
    if (lines > LIMIT) long.set(rel, lines);
  }
}

const readList = (file) =>
  fs.existsSync(file)
    ? fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .map((l) => l.trim())
        .filter((l) => l && !l.startsWith('#'))
    : [];

const header = `# Source files still over ${LIMIT} lines (scripts/check-file-size.mjs; docs/development.md "File size").
# One path a line; remove the line when the file is split — the check fails on lines no longer needed.
`;
const found = [...long.keys()].sort();
if (process.argv.includes('--write')) {
  fs.writeFileSync(allowFile, `${header}${found.join('\n')}${found.length ? '\n' : ''}`);
  console.log(`已写入 ${path.relative(root, allowFile)}：${found.length} 个文件`);
  process.exit(0);
}

const allowed = new Set(readList(allowFile));
const fresh = found.filter((f) => !allowed.has(f));
const stale = [...allowed].filter((f) => !long.has(f));
for (const f of fresh) console.error(`文件超过 ${LIMIT} 行，请按职责拆分：${f}（${long.get(f)} 行）`);
for (const f of stale)
  console.error(`已不超过 ${LIMIT} 行，请从 ${path.relative(root, allowFile)} 删除这一行：${f}`);
console.log(`文件长度：超过 ${LIMIT} 行的待拆分 ${found.length} 个`);
if (fresh.length || stale.length) process.exit(1);
