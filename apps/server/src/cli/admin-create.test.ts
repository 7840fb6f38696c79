import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { currentSchoolYear } from './admin-create';

describe('currentSchoolYear', () => {
  it('turns over in September', () => {
    expect(currentSchoolYear(new Date(2026, 7, 31))).toBe('2026-2027学年');
    expect(currentSchoolYear(new Date(2026, 6, 31))).toBe('2025-2026学年');
    expect(currentSchoolYear(new Date(2027, 0, 10))).toBe('2026-2027学年');
  });
});

describe.skipIf(!!process.env.DATABASE_URL)('npm run admin:create', () => {
  const script = path.resolve(import.meta.dirname, 'admin-create.ts');
  const run = (dataDir: string, args: string[]) =>
    execFileSync(process.execPath, ['--import', 'tsx', script, ...args], {
      env: { ...process.env, DATA_DIR: dataDir, SEED: 'none' },
      encoding: 'utf8',
      stdio: 'pipe',
    });

  it('creates a school and its administrator once, and refuses bad input', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zhijuan-cli-'));
    try {
      const out = run(dir, ['--school', '第一中学', '--username', 'wang', '--password', 'Secret123']);
      expect(out).toContain('已创建学校「第一中学」及管理员账号 wang');
      expect(() =>
        run(dir, ['--school', '第一中学', '--username', 'wang', '--password', 'Secret123']),
      ).toThrow(/用户名 wang 已存在/);
      expect(() => run(dir, ['--school', 'x', '--username', 'lisi', '--password', 'short'])).toThrow(
        /密码长度/,
      );
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
