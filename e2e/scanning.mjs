// Browser flows of 扫描与识别: the teacher scans the demo exam's answer sheets — first as files (filled
// by the drawing script, like students with a 2B pencil), then through the scan agent from a
// simulated eSCL scanner — watches them recognised, fixes a flagged sheet on 异常处理 with the
// keyboard, and sees every student's objective answers stored.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expectPath, expectTitle, signIn } from './helpers.mjs';

const root = path.resolve(import.meta.dirname, '..');
const EXAM = '七年级数学第一单元测验';

export async function token(t) {
  const basic = `Basic ${Buffer.from('zhijuan-web:zhijuan-web-secret').toString('base64')}`;
  const res = await fetch(`${t.base}/api/oauth/oauth/token`, {
    method: 'POST',
    headers: { Authorization: basic, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username: 'teacher', password: 'zhijuan123' }),
  });
  return (await res.json()).data.access_token;
}

/** The exam's template and personalised sheets of its first class, filled by `npm run fill-sheets`. */
export async function filledScans(t, examId, students) {
  const auth = { Authorization: `Bearer ${await token(t)}` };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zhijuan-e2e-scan-'));
  const template = await fetch(`${t.base}/api/teacher/assignment/${examId}/sheet/template`, {
    method: 'POST',
    headers: auth,
  });
  fs.writeFileSync(path.join(dir, 'template.json'), Buffer.from(await template.arrayBuffer()));
  const info = await (await fetch(`${t.base}/api/teacher/assignment/${examId}`, { headers: auth })).json();
  const pdf = await fetch(`${t.base}/api/teacher/assignment/${examId}/sheet/pdf`, {
    method: 'POST',
    headers: { ...auth, 'Content-Type': 'application/json' },
    body: JSON.stringify({ personalised: true, classIds: [info.data.classes[0].id] }),
  });
  fs.writeFileSync(path.join(dir, 'sheets.pdf'), Buffer.from(await pdf.arrayBuffer()));
  const out = path.join(dir, 'scans');
  const run = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      'scripts/fill-sheets.ts',
      '--template',
      path.join(dir, 'template.json'),
      '--out',
      out,
      '--students',
      String(students),
      '--faint',
      '1',
      path.join(dir, 'sheets.pdf'),
    ],
    { cwd: root, encoding: 'utf8' },
  );
  if (run.status !== 0) throw new Error(`fill-sheets 失败：${run.stderr}`);
  const truth = JSON.parse(fs.readFileSync(path.join(out, 'answers.json'), 'utf8'));
  const perStudent = JSON.parse(fs.readFileSync(path.join(dir, 'template.json'), 'utf8')).pages.length;
  return { dir, out, truth, perStudent };
}

const counter = (page, title) =>
  page.locator('.zj-scan-counters .ant-statistic', { hasText: title }).locator('.ant-statistic-content');

async function waitCounts(t, scanned, timeout = 120_000) {
  await t.page.waitForFunction(
    ([n]) => {
      const stats = [...document.querySelectorAll('.zj-scan-counters .ant-statistic')];
      const value = (title) =>
        stats.find((s) => s.textContent.includes(title))?.querySelector('.ant-statistic-content')
          ?.textContent ?? '';
      return value('已扫学生').startsWith(`${n}`) && value('识别中').trim() === '0';
    },
    [scanned],
    { timeout },
  );
}

export const scanningFlows = [
  {
    name: '教师扫描演示考试的答题卡：上传文件、实时识别、在异常处理中用键盘改正一张、看到学生的客观题答案；再用扫描代理从模拟扫描仪扫描',
    async run(t) {
      const { page } = t;
      // A visit to /scan must not reach for the scan agent (no agent runs yet): the browser logs every
      // refused localhost request as an error, whatever the page does with it.
      const agentNoise = [];
      page.on('console', (msg) => {
        const where = `${msg.text()} ${msg.location().url ?? ''}`;
        if (/ERR_CONNECTION_REFUSED|127\.0\.0\.1:17890/.test(where)) agentNoise.push(where);
      });
      await page.goto(`${t.base}/login`);
      await signIn(t, 'page-login', 'teacher', 'zhijuan123');
      const row = page.locator('.ant-table-row', { hasText: EXAM });
      await row.waitFor();
      await row.locator('button', { hasText: '扫描' }).click();
      await expectPath(t, '/scan');
      await expectTitle(t, '扫描答题卡', { empty: false });
      await page.waitForTimeout(2000);
      t.check(agentNoise.length === 0, `打开扫描页不应去连扫描代理：${agentNoise.join(' | ')}`);
      const examId = new URL(page.url()).searchParams.get('assignmentId');
      t.check(Boolean(examId), '扫描页地址应带考试编号');

      const { out, truth, perStudent, dir } = await filledScans(t, examId, 5);
      const files = truth.map((x) => path.join(out, x.file));
      const viaFiles = files.slice(0, 3 * perStudent);
      const viaAgent = path.join(dir, 'agent');
      fs.mkdirSync(viaAgent);
      for (const f of files.slice(3 * perStudent)) fs.copyFileSync(f, path.join(viaAgent, path.basename(f)));

      await page.locator('.zj-scan-toolbar input[type=file]').first().setInputFiles(viaFiles);
      await waitCounts(t, 3);
      t.check(
        (await counter(page, '已上传页').innerText()).trim() === String(viaFiles.length),
        '已上传页数应等于文件数',
      );
      await t.screenshot('scan-uploaded');

      // The lightly marked question is flagged; B on the keyboard, Enter saves.
      const problems = page.locator('.zj-scan-exception-list .ant-list-item');
      await problems.first().waitFor();
      t.check((await problems.count()) === 1, `应有一张需处理的答题卡，实际 ${await problems.count()}`);
      const fix = page.locator('.zj-scan-fix.is-active');
      await fix.waitFor();
      await fix.locator('img').first().waitFor();
      const question = (await fix.locator('.zj-scan-fix-head strong').innerText()).match(/\d+/)[0];
      const faintAt = truth.findIndex((x) => x.faint);
      t.check(
        truth[faintAt]?.faint.question === question,
        `应标出第 ${truth[faintAt]?.faint.question} 题，实际第 ${question} 题`,
      );
      await t.screenshot('scan-exception');
      await page.keyboard.press('b');
      await fix.locator('button.ant-btn-primary', { hasText: /^B$/ }).waitFor();
      await page.keyboard.press('Enter');
      await page
        .locator('.zj-scan-exceptions .ant-empty-description', { hasText: '没有需要处理的答题卡' })
        .waitFor();

      await page.locator('.ant-tabs-tab', { hasText: '识别结果' }).click();
      const rows = page.locator('.zj-scan .ant-table-row:visible');
      await rows.nth(2).waitFor();
      // Each student's choices as drawn (rows in 考号 order, as the sheets were printed), and the
      // corrected question of the flagged one.
      for (let s = 0; s < 3; s++) {
        const cells = await rows.nth(s).locator('td').allInnerTexts();
        const drawn = truth[s * perStudent].answers;
        for (let q = 1; q <= 10; q++) {
          const fixed = faintAt === s * perStudent && String(q) === question;
          const want = fixed ? 'B' : drawn[q] || '—';
          t.check(
            cells[3 + q]?.trim() === want,
            `第 ${s + 1} 名学生第 ${q} 题应为 ${want}，实际 ${cells[3 + q]}`,
          );
        }
      }
      await t.screenshot('scan-results');

      // The scan agent with a simulated eSCL scanner feeding the other two students' pages.
      const agent = spawn(
        process.execPath,
        ['--import', 'tsx', 'apps/scan-agent/src/main.ts', '--simulate', viaAgent],
        {
          cwd: root,
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      try {
        await new Promise((resolve, reject) => {
          let log = '';
          const timer = setTimeout(() => reject(new Error(`扫描代理没有启动：${log}`)), 30_000);
          const onData = (d) => {
            log += d;
            if (log.includes('智卷扫描代理已启动')) {
              clearTimeout(timer);
              resolve();
            }
          };
          agent.stdout.on('data', onData);
          agent.stderr.on('data', onData);
        });
        await page.reload();
        await expectTitle(t, '扫描答题卡', { empty: false });
        await page.locator('button', { hasText: '扫描设置' }).click();
        const dialog = page.locator('.ant-modal', { hasText: '扫描设置' });
        await dialog.waitFor();
        await page.keyboard.press('Escape');
        t.check(await dialog.isVisible(), 'Esc 不应关闭扫描设置');
        // Pick the simulated scanner; on a busy machine the first click can land while the list is
        // still opening, so choose until the field shows a scanner.
        for (let tries = 0; tries < 3; tries++) {
          await dialog.locator('.ant-select').click();
          const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option').first();
          await option.waitFor();
          await page.waitForTimeout(300);
          await option.click();
          const chosen = await page
            .waitForFunction(
              () => !document.querySelector('.ant-modal .ant-select')?.textContent?.includes('请选择扫描仪'),
              null,
              { timeout: 3000 },
            )
            .then(
              () => true,
              () => false,
            );
          if (chosen) break;
        }
        await dialog.locator('label', { hasText: '否' }).first().click();
        await dialog.locator('label', { hasText: 'A4' }).waitFor();
        await t.screenshot('scan-settings');
        await dialog.locator('button', { hasText: /^保\s?存$/ }).click();
        await dialog.waitFor({ state: 'hidden' });
        const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('zhijuan')).state);
        t.check(
          saved.scannerModel === 0 && saved.radioType === 2 && saved.pageSize === 1,
          `扫描设置应保存在本地：${JSON.stringify(saved)}`,
        );
        await page.locator('button', { hasText: '扫描仪扫描' }).click();
        await waitCounts(t, 5);
        await page.locator('.ant-tabs-tab', { hasText: '扫描批次' }).click();
        await page.locator('.zj-scan .ant-table-row:visible', { hasText: '扫描仪' }).waitFor();
        await t.screenshot('scan-agent');
      } finally {
        agent.kill('SIGTERM');
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  },
];
