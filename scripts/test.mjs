// `npm test`: unit, server and web tests (vitest), then the browser tests (skipped with one line when
// Chromium is missing). Ends with one summary line "N passed, N failed".
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const run = (cmd, args, opts = {}) => spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...opts });

const build = run(process.execPath, ['scripts/ensure-web-build.mjs']);
if (build.status !== 0) process.exit(build.status ?? 1);

const report = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'zhijuan-vitest-')), 'report.json');
const unit = run(process.execPath, [
  'node_modules/vitest/vitest.mjs',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${report}`,
]);
let passed = 0;
let failed = 0;
if (fs.existsSync(report)) {
  const r = JSON.parse(fs.readFileSync(report, 'utf8'));
  passed += r.numPassedTests;
  failed += r.numFailedTests;
}
if (unit.status !== 0 && failed === 0) failed += 1; // a crash or a failed suite without counted tests

const e2e = run(process.execPath, ['e2e/run.mjs'], {
  stdio: ['inherit', 'pipe', 'inherit'],
  encoding: 'utf8',
});
process.stdout.write(e2e.stdout ?? '');
const line = (e2e.stdout ?? '').match(/^(\d+) passed, (\d+) failed/m);
if (line) {
  passed += Number(line[1]);
  failed += Number(line[2]);
}
if (e2e.status !== 0 && !(line && Number(line[2]) > 0)) failed += 1;

console.log(`\ntotal: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
