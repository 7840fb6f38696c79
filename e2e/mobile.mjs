// Browser flows of the phone and tablet layout (docs/web.md, 手机与平板) and of the first-load weight
// (docs/BENCHMARKS.md): 作业列表, the analysis reports, 讲评助手 and 扫描 at 390 and 768 px wide, the
// navigation drawer and the single tool button, the wide-screen notice, and the requests a cold visit
// makes to the sign-in page and to 作业列表.
import { api, expectPath, signIn } from './helpers.mjs';

const PHONE = { width: 390, height: 844 };
const TABLET = { width: 768, height: 1024 };

/** Screens a teacher uses away from the desk, with their titles. */
function screens(exam) {
  const q = exam ? `?examId=${exam.id}&classId=${exam.classes[0].id}` : '';
  return [
    { path: '/paperlist', title: '作业列表' },
    { path: `/analysis/grade${exam ? `?examId=${exam.id}` : ''}`, title: '年级分析', report: Boolean(exam) },
    { path: `/analysis/class${q}`, title: '班级分析', report: Boolean(exam) },
    { path: `/analysis/person${q}`, title: '个人分析' },
    { path: `/assistant/analysis${q}`, title: '讲评助手' },
    { path: '/scan', title: '扫描答题卡' },
  ];
}

/** The page itself must not scroll sideways: only tables may, inside their cards. */
async function fitsWidth(t, where) {
  const { scroll, inner } = await t.page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    inner: window.innerWidth,
  }));
  t.check(scroll <= inner, `${where}：页面宽 ${scroll}px，超出屏幕 ${inner}px`);
}

async function visit(t, screen, size) {
  const { page } = t;
  await page.goto(`${t.base}${screen.path}`);
  await page
    .locator('h3.zj-page-title')
    .filter({ hasText: new RegExp(`^${screen.title}$`) })
    .first()
    .waitFor({ timeout: 30_000 });
  if (screen.report) await page.locator('.zj-an-report').first().waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await fitsWidth(t, `${size.width}px ${screen.title}`);
  await t.screenshot(`${size.width}-${screen.path.split('?')[0].replace(/\W+/g, '-').replace(/^-/, '')}`, {
    fullPage: true,
  });
}

async function analysedExam(t) {
  const exams = await api(t, 'GET', '/teacher/analysis/exams');
  return exams.find((e) => e.classes?.length > 0 && e.status === 'done') ?? null;
}

export const mobileFlows = [
  {
    name: '手机与平板：作业列表、学情分析、讲评助手、扫描在 390 与 768 像素宽下可用',
    async run(t) {
      const { page } = t;
      await page.setViewportSize(PHONE);
      await page.goto(`${t.base}/login`);
      await fitsWidth(t, '390px 登录页');
      await signIn(t, 'page-login', 'teacher', 'zhijuan123');
      const exam = await analysedExam(t);

      // Phone: no side navigation, a menu button, one tool button in the corner.
      t.check((await page.locator('.zj-sider').count()) === 0, '手机上不应显示左侧导航栏');
      t.check((await page.locator('aside.zj-rightbar').count()) === 0, '手机上不应显示右侧工具栏');
      for (const screen of screens(exam)) await visit(t, screen, PHONE);

      // The drawer holds the whole menu and closes on choosing an entry.
      await page.goto(`${t.base}/paperlist`);
      await page.getByRole('button', { name: '打开导航' }).click();
      const drawer = page.locator('.zj-nav-drawer');
      await drawer.waitFor();
      await t.screenshot('390-nav-drawer');
      await drawer.getByRole('menuitem', { name: /学情分析/ }).click();
      await drawer.getByRole('menuitem', { name: '班级分析' }).click();
      await expectPath(t, '/analysis/class');
      await drawer.waitFor({ state: 'hidden' });

      // The tool bar is one button; it opens the tools as a sheet.
      await page.getByRole('button', { name: '工具栏' }).click();
      const tools = page.locator('.zj-tool-drawer');
      await tools.getByRole('button', { name: /使用说明/ }).waitFor();
      await t.screenshot('390-tools');
      await page.keyboard.press('Escape');
      await tools.waitFor({ state: 'hidden' });

      // The paper editor asks for a wide screen.
      await page.goto(`${t.base}/edit`);
      await page.getByRole('heading', { name: '请在电脑上使用此页面' }).waitFor();
      await fitsWidth(t, '390px 组卷中心提示');
      await t.screenshot('390-edit-notice');
      await page.getByRole('button', { name: '返回作业列表' }).click();
      await expectPath(t, '/paperlist');

      // Tablet in portrait: the side navigation is back and every screen still fits.
      await page.setViewportSize(TABLET);
      await page.goto(`${t.base}/paperlist`);
      await page.locator('.zj-sider').waitFor();
      for (const screen of screens(exam)) await visit(t, screen, TABLET);
    },
  },
  {
    name: '首次加载：登录页不超过 25 个请求且不取 antd，作业列表不超过 40 个请求',
    async run(t) {
      const { page, context } = t;
      const requests = [];
      page.on('request', (r) => requests.push(r.url()));
      await page.goto(`${t.base}/login`);
      await page.locator('#page-login_username').waitFor();
      await page.waitForLoadState('networkidle');
      const login = requests.splice(0);
      const files = (list) => list.filter((u) => !u.includes('/api/')).length;
      console.log(
        `    登录页：${login.length} 个请求（文件 ${files(login)}，接口 ${login.length - files(login)}）`,
      );
      t.check(
        login.length <= 25,
        `登录页首次加载发出 ${login.length} 个请求，应不超过 25：\n${login.join('\n')}`,
      );
      // antd, its icons and the signed-in shell load after sign-in (apps/web/build/chunking.ts names them).
      const heavy = login.filter((u) => /\/assets\/(base|antd-common|icons|shell|AntdShell)-/.test(u));
      t.check(heavy.length === 0, `登录页不应加载 antd 与已登录外壳：\n${heavy.join('\n')}`);

      await signIn(t, 'page-login', 'teacher', 'zhijuan123');
      // A cold visit to 作业列表: empty cache, no service worker, still signed in.
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.clearBrowserCache');
      for (const r of await context.serviceWorkers()) await r.evaluate(() => self.registration.unregister());
      await page.evaluate(async () => {
        for (const r of await navigator.serviceWorker.getRegistrations()) await r.unregister();
        for (const k of await caches.keys()) await caches.delete(k);
      });
      requests.splice(0);
      await page.goto(`${t.base}/paperlist`);
      await page.locator('.ant-table-row').first().waitFor({ timeout: 30_000 });
      await page.waitForLoadState('networkidle');
      const list = requests.splice(0);
      console.log(
        `    作业列表：${list.length} 个请求（文件 ${files(list)}，接口 ${list.length - files(list)}）`,
      );
      // Everything: the page, scripts, styles, images and the API calls.
      t.check(
        list.length <= 40,
        `作业列表首次加载发出 ${list.length} 个请求，应不超过 40：\n${list.join('\n')}`,
      );
    },
  },
];
