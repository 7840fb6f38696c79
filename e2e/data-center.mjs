// Browser flows of 数据中心 and the big screens: the grade director reads 学科分析, 批改得分 and 平均分对比 of
// the demo score history with their charts; a teacher has no menu and is refused at the address; the big
// screen follows a batch of the demo exam being recognised, and shows the latest results, at 1920 × 1080.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { api, expectPath, expectTitle, signIn, signOut } from './helpers.mjs';
import { token } from './scanning.mjs';

const root = path.resolve(import.meta.dirname, '..');
const EXAM = '七年级数学第一单元测验';
const SCREENS = [
  { child: '学科分析', path: '/dataCenter/subject' },
  { child: '批改得分', path: '/dataCenter/correctScore' },
  { child: '平均分对比', path: '/dataCenter/averageScore' },
];

async function chartsDrawn(t, n) {
  await t.page.waitForFunction(
    (min) => document.querySelectorAll('[data-chart=echarts] svg').length >= min,
    n,
    { timeout: 30_000 },
  );
}

/**
 * Pencilled sheets of students the other flows do not scan (the 6th to the 9th of the exam's first
 * class), with no faint mark, so nothing goes to 异常处理.
 */
async function laterStudents(t, examId) {
  const auth = { Authorization: `Bearer ${await token(t)}` };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zhijuan-e2e-screen-'));
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
  const args = ['--template', path.join(dir, 'template.json'), '--out', out, '--students', '9'];
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/fill-sheets.ts', ...args, '--faint', '0', path.join(dir, 'sheets.pdf')],
    { cwd: root, encoding: 'utf8' },
  );
  if (run.status !== 0) throw new Error(`fill-sheets 失败：${run.stderr}`);
  const truth = JSON.parse(fs.readFileSync(path.join(out, 'answers.json'), 'utf8'));
  const perStudent = JSON.parse(fs.readFileSync(path.join(dir, 'template.json'), 'utf8')).pages.length;
  return { auth, files: truth.slice(5 * perStudent).map((x) => path.join(out, x.file)) };
}

export const dataCenterFlows = [
  {
    name: '数据中心：年级主任看学科分析、批改得分、平均分对比的图表；教师没有菜单，直接打开地址只看到拒绝的提示',
    async run(t) {
      const { page } = t;
      await page.goto(`${t.base}/login`);
      await signIn(t, 'page-login', 'director', 'zhijuan123');
      await page.locator('.zj-sider li.ant-menu-submenu', { hasText: '数据中心' }).click();
      for (const s of SCREENS) {
        await page.locator('.zj-sider li.ant-menu-item', { hasText: s.child }).click();
        await expectPath(t, s.path);
        await expectTitle(t, s.child, { empty: false });
        await chartsDrawn(t, 1);
        await page.locator('.zj-dc .ant-table-row').first().waitFor();
        await t.screenshot(`data-center-${s.path.split('/').pop()}`, { fullPage: true });
      }
      // 平均分对比: the three exams of the history, each with a mean and a rank per class.
      const heads = await page.locator('.zj-dc-exam-head').allInnerTexts();
      t.check(heads.length >= 3, `平均分对比应列出历次考试，实际 ${heads.length} 次`);
      // 批改得分: the grade row after the classes, and the CSV.
      await page.goto(`${t.base}/dataCenter/correctScore`);
      await expectTitle(t, '批改得分', { empty: false });
      const gradeRow = page.locator('.zj-dc-rates tr.zj-dc-grade-row');
      await gradeRow.waitFor();
      t.check((await gradeRow.innerText()).includes('七年级'), '得分率表的最后一行应为年级');
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: '导出 CSV' }).first().click(),
      ]);
      t.check(download.suggestedFilename().endsWith('.csv'), `导出的文件名：${download.suggestedFilename()}`);
      await signOut(t);

      await page.goto(`${t.base}/login`);
      await signIn(t, 'page-login', 'teacher', 'zhijuan123');
      t.check(
        (await page.locator('.zj-sider', { hasText: '数据中心' }).count()) === 0,
        '普通教师不应看到数据中心菜单',
      );
      const refusal = await api(t, 'GET', '/teacher/data-center/overview').then(
        () => null,
        (err) => err.message,
      );
      t.check(Boolean(refusal), '普通教师读取数据中心应被拒绝');
      await page.goto(`${t.base}/dataCenter/subject`);
      const result = page.locator('.ant-result-403 .ant-result-title');
      await result.waitFor();
      t.check(refusal.includes(await result.innerText()), `应显示服务器的提示「${refusal}」`);
      t.check((await page.locator('.zj-dc-filters').count()) === 0, '被拒绝时不应显示筛选');
      t.check((await page.locator('.ant-notification-notice').count()) === 0, '被拒绝时不应再弹出提示');
      await t.screenshot('data-center-refused');
    },
  },
  {
    name: '大屏：演示考试识别时实时进度随刷新变化，并显示最近考试的成绩；教室大屏轮播',
    async run(t) {
      const { page } = t;
      await page.goto(`${t.base}/login`);
      await signIn(t, 'page-login', 'director', 'zhijuan123');
      const list = await api(
        t,
        'GET',
        `/teacher/assignment?keyword=${encodeURIComponent(EXAM)}&page=1&size=5`,
      );
      const examId = list.records[0]?.id;
      t.check(Boolean(examId), `年级主任应能看到 ${EXAM}`);
      const { auth, files } = await laterStudents(t, examId);

      await page.setViewportSize({ width: 1920, height: 1080 });
      await page.goto(`${t.base}/bigData`);
      const live = page.locator(`.zj-bs-live-item[data-exam="${EXAM}"]`);
      await live.waitFor({ timeout: 30_000 });
      await chartsDrawn(t, 5);
      const scanned = () =>
        live.locator('[role=progressbar][aria-label=已扫描]').getAttribute('aria-valuenow');
      const seen = [Number(await scanned())];

      // The teacher's scan of four more students, one page at a time; the page polls by itself.
      const batch = await api(t, 'POST', '/teacher/scan/batch', { assignmentId: examId, source: 'files' });
      for (const file of files) {
        const form = new FormData();
        form.append('file', new Blob([fs.readFileSync(file)], { type: 'image/jpeg' }), path.basename(file));
        const res = await fetch(`${t.base}/api/teacher/scan/batch/${batch.id}/pages`, {
          method: 'POST',
          headers: auth,
          body: form,
        });
        t.check(res.ok, `上传 ${path.basename(file)} 失败：${res.status}`);
        const now = Number(await scanned());
        if (now !== seen.at(-1)) seen.push(now);
      }
      const until = Date.now() + 180_000;
      while (seen.at(-1) < seen[0] + 4) {
        t.check(Date.now() < until, `大屏的已扫描人数没有跟上：${seen.join(' → ')}`);
        await page.waitForTimeout(1000);
        const now = Number(await scanned());
        if (now !== seen.at(-1)) seen.push(now);
      }
      t.check(seen.length >= 2, `已扫描人数应在页面刷新中变化：${seen.join(' → ')}`);
      t.check(
        (await page.locator('.zj-bs-fresh', { hasText: '实时' }).count()) === 1,
        '进行中时应显示「实时」',
      );
      await t.screenshot('big-screen-live');

      // The latest exam's results: its grade mean and every chart.
      const mean = await page.locator('[data-kpi=mean]').innerText();
      // Averages have at most two decimals on every report screen (docs/analysis.md).
      t.check(/^\d+(\.\d{1,2})? \/ \d+$/.test(mean.trim()), `年级平均分：${mean}`);
      const overflow = await page.evaluate(() => document.querySelector('.zj-bs').scrollHeight - innerHeight);
      t.check(overflow <= 0, `大屏应正好占满窗口，多出 ${overflow}px`);

      await page.goto(`${t.base}/largescreen`);
      await page.locator('.zj-bs-hall-main').waitFor();
      t.check((await page.locator('.zj-rightbar').count()) === 0, '/largescreen 不显示右侧工具栏');
      const first = await page.locator('.zj-bs-hall-main h2').innerText();
      await page.locator('.zj-bs-dot').nth(1).click();
      const second = await page.locator('.zj-bs-hall-main h2').innerText();
      t.check(first !== second, `轮播应换到下一块：${first} / ${second}`);
      await chartsDrawn(t, 2);
      await t.screenshot('large-screen');
    },
  },
];
