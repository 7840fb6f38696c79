// The browser flows run by run.mjs. Each gets `t`: { base, config, page, context, screenshot, check }.

import { analysisFlows } from './analysis.mjs';
import { assignmentFlows } from './assignments.mjs';
import { dataCenterFlows } from './data-center.mjs';
import { firstStartFlows } from './first-start.mjs';
import { expectPath, expectTitle, PNG_1PX, signIn, signOut, slug, smsCodeFor } from './helpers.mjs';
import { lessonPrepFlows } from './lesson-prep.mjs';
import { libraryFlows } from './library.mjs';
import { markingFlows } from './marking.mjs';
import { mobileFlows } from './mobile.mjs';
import { printFlows } from './print.mjs';
import { questionFlows } from './questions.mjs';
import { resourceFlows } from './resources.mjs';
import { scanningFlows } from './scanning.mjs';
import { schoolFlows } from './school.mjs';

/** Left-navigation entries a teacher of the demo school sees (all feature flags on, not a director). */
const TEACHER_NAV = [
  { section: '作业列表', title: '作业列表', path: '/paperlist', empty: false },
  { section: '学情分析', child: '年级分析', title: '年级分析', path: '/analysis/grade' },
  { section: '学情分析', child: '班级分析', title: '班级分析', path: '/analysis/class' },
  { section: '学情分析', child: '个人分析', title: '个人分析', path: '/analysis/person' },
  { section: '组卷', child: '选题组卷', title: '选题组卷', path: '/rehearse/SelectQuestionPaper' },
  { section: '组卷', child: '智能组卷', title: '智能组卷', path: '/rehearse/intellectTestPaper' },
  { section: '组卷', child: '同步课堂', title: '同步课堂', path: '/rehearse/SynchronizationClass' },
  { section: '组卷', child: '精品试卷', title: '精品试卷', path: '/rehearse/GoodsPaper' },
  { section: '组卷', child: '错题练习', title: '错题练习', path: '/rehearse/MistakesExercise' },
  { section: '云资源', child: '平台共享', title: '平台共享', path: '/cloudResources/platformSharing' },
  { section: '云资源', child: '校本题库', title: '校本题库', path: '/cloudResources/schoolTestQuestions' },
  { section: '云资源', child: '校本试卷', title: '校本试卷', path: '/cloudResources/schoolPaper' },
  { section: '云资源', child: '我的试卷', title: '我的试卷', path: '/cloudResources/personPaper' },
  { section: '错题重练', title: '错题重练', path: '/rehearseCoustom' },
  { section: '备课中心', child: '数字教材', title: '数字教材', path: '/planCourseCenter/numberBook' },
  { section: '备课中心', child: '备课资源', title: '备课资源', path: '/planCourseCenter/planCourseResource' },
  { section: '备课中心', child: '我的备课', title: '我的备课', path: '/planCourseCenter/myPlanCourse' },
  { section: '学校管理', title: '教师管理', path: '/team/details', empty: false },
];

/**
 * Screens with content of their own (question list, assembly form, paper table, the 精品试卷 and
 * platform papers seeded with the demo bank): no empty state to wait for.
 */
const WITH_CONTENT = new Set([
  // The analysis screens open the newest exam of the demo score history.
  '/analysis/grade',
  '/analysis/class',
  '/analysis/person',
  // 错题重练 lists the mistakes of the demo score history.
  '/rehearseCoustom',
  '/rehearse/MistakesExercise',
  '/rehearse/SelectQuestionPaper',
  '/rehearse/intellectTestPaper',
  '/rehearse/GoodsPaper',
  '/cloudResources/platformSharing',
  '/cloudResources/personPaper',
  // 数字教材 shows the demo books once made; 我的备课 lists plans other flows made.
  '/planCourseCenter/numberBook',
  '/planCourseCenter/myPlanCourse',
]);

const DIRECTOR_DATA = [
  { child: '学科分析', path: '/dataCenter/subject' },
  { child: '批改得分', path: '/dataCenter/correctScore' },
  { child: '平均分对比', path: '/dataCenter/averageScore' },
];

/** Opens an entry of the collapsed navigation: a plain item is clicked, a section opens on hover. */
async function openCollapsedEntry(t, entry) {
  const { page } = t;
  if (!entry.child) {
    await page.locator('.zj-sider li.ant-menu-item', { hasText: entry.section }).click();
    return;
  }
  await page.locator('.zj-sider li.ant-menu-submenu', { hasText: entry.section }).hover();
  const popup = page.locator('.ant-menu-submenu-popup').filter({ visible: true });
  const item = popup.locator('li.ant-menu-item', { hasText: entry.child });
  await item.waitFor({ state: 'visible' });
  // Clicking while the pop-up still zooms in misses it; wait for the motion classes to go.
  await page.waitForFunction(() => !document.querySelector('.ant-menu-submenu-popup[class*="zoom-big-"]'));
  await item.click();
  await page.mouse.move(720, 400);
  await popup.waitFor({ state: 'hidden' });
}

export const flows = [
  // First: it runs while the demo score history is being made (run.mjs).
  ...firstStartFlows,
  {
    name: '未登录访问 /analysis/grade 被送到 /login',
    async run(t) {
      await t.page.goto(`${t.base}/analysis/grade`);
      await expectPath(t, '/login');
      await t.page.getByRole('heading', { name: '登录智卷' }).waitFor();
      await t.screenshot('login-page');
      await t.page.goto(`${t.base}/no-such-page`);
      await expectPath(t, '/');
      await t.page.goto(`${t.base}/404`);
      await t.page.getByText('页面不存在').first().waitFor();
      await t.screenshot('not-found');
    },
  },
  {
    name: '接口文档 /api/docs 列出接口',
    async run(t) {
      const { page } = t;
      await page.goto(`${t.base}/api/docs`);
      await page.getByText('智卷 API').first().waitFor();
      await page.locator('.opblock-summary-path', { hasText: '/api/health' }).first().waitFor();
      // Grouped by the first path segment; the filter box finds a group (the page draws the rest as
      // it is scrolled).
      await page.locator('.operation-filter-input').fill('question');
      await page.locator('.opblock-tag', { hasText: 'question' }).first().waitFor();
      await page.locator('.opblock-summary-path', { hasText: '/api/question/search' }).first().waitFor();
      const ops = await page.locator('.opblock').count();
      t.check(ops >= 7, `question 分组应列出试题接口，实际 ${ops} 个`);
      await t.screenshot('api-docs');
    },
  },
  {
    name: '教师登录、收起导航、逐个打开左侧导航、问题反馈、退出登录',
    async run(t) {
      const { page } = t;
      await page.goto(`${t.base}/`);
      await page.locator('.zj-hero-title').waitFor();
      await page.getByText('演示账号').first().waitFor();
      await t.screenshot('landing', { fullPage: true });

      await signIn(t, 'home-login', 'teacher', 'zhijuan123');
      await page.locator('.zj-year-select').getByText(/学年/).waitFor();
      await t.screenshot('paper-list');

      await page.locator('button[aria-label="收起导航"]').click();
      await page.locator('.zj-sider.ant-layout-sider-collapsed .ant-menu-inline-collapsed').waitFor();
      await page.waitForTimeout(400); // let the width animation finish before hovering
      await t.screenshot('nav-collapsed');

      for (const entry of TEACHER_NAV) {
        await openCollapsedEntry(t, entry);
        await expectPath(t, entry.path);
        await expectTitle(t, entry.title, { empty: entry.empty ?? !WITH_CONTENT.has(entry.path) });
        await t.screenshot(slug(entry.path));
      }

      const marking = page.locator('.zj-sider li.ant-menu-item', { hasText: '阅卷' });
      const [popup] = await Promise.all([t.context.waitForEvent('page'), marking.click()]);
      await popup.waitForLoadState();
      // Unset MARKING_SITE_URL: marking in the product itself, /correct, in the new window.
      const markingUrl = new URL(t.config.markingSiteUrl, t.base).href;
      t.check(
        t.config.markingSiteUrl === '/correct' && popup.url().startsWith(markingUrl),
        `阅卷入口应在新窗口打开本产品的 /correct，实际 ${popup.url()}（配置 ${t.config.markingSiteUrl}）`,
      );
      await popup.locator('.zj-page-title', { hasText: '阅卷批改' }).waitFor();
      await popup.close();

      await page.locator('button[aria-label="展开导航"]').click();
      await page.locator('.zj-nav-toggle', { hasText: '收起导航' }).waitFor();
      t.check(!(await page.locator('.zj-rightbar').isVisible()), '学校管理页面不应显示右侧工具栏');
      await page.locator('.zj-sider li.ant-menu-item', { hasText: '作业列表' }).click();
      await expectTitle(t, '作业列表', { empty: false });
      await page.locator('.ant-table-row', { hasText: '七年级数学第一单元测验' }).waitFor();

      await page.locator('.zj-rightbar').getByText('移动端').hover();
      await page.locator('.zj-qr svg').waitFor();
      await t.screenshot('mobile-qr');
      await page.mouse.move(600, 600);

      await page.locator('.zj-rightbar').getByText('问题反馈').click();
      await expectPath(t, '/userset');
      t.check(page.url().includes('nav=2'), '问题反馈应打开 /userset?nav=2');
      await page.getByPlaceholder(/请尽量写清楚/).fill('选题组卷页面希望能按难度筛选试题');
      await page.getByRole('button', { name: '提交反馈' }).click();
      await page.locator('.ant-table-row', { hasText: '选题组卷页面希望能按难度筛选试题' }).waitFor();
      await page.locator('.ant-table-row .ant-tag', { hasText: '待处理' }).first().waitFor();
      await t.screenshot('userset-feedback');

      await page.getByRole('tab', { name: '个人资料' }).click();
      await page.locator('.zj-profile-facts').getByText('用户名').waitFor();
      const school =
        (await page.locator('.zj-profile-facts .ant-descriptions-row').nth(1).textContent()) ?? '';
      t.check(!school.includes('尚未加入学校'), `演示教师应属于一所学校：${school}`);
      await t.screenshot('userset-profile');

      await signOut(t);
      await t.screenshot('signed-out');
      await page.goto(`${t.base}/paperList`);
      await expectPath(t, '/login');
    },
  },
  {
    name: '年级主任在登录页登录，看到数据中心',
    async run(t) {
      const { page } = t;
      await page.goto(`${t.base}/login`);
      await signIn(t, 'page-login', 'director', 'zhijuan123');
      await page.locator('.zj-sider li.ant-menu-submenu', { hasText: '数据中心' }).click();
      for (const entry of DIRECTOR_DATA) {
        await page.locator('.zj-sider li.ant-menu-item', { hasText: entry.child }).click();
        await expectPath(t, entry.path);
        await expectTitle(t, entry.child, { empty: false });
      }
      await t.screenshot('director-data-center');
      await signOut(t);
    },
  },
  {
    name: '已登录时的布局变体与跳转',
    async run(t) {
      const { page } = t;
      await page.goto(`${t.base}/login`);
      await signIn(t, 'page-login', 'teacher', 'zhijuan123');

      await page.goto(`${t.base}/`);
      await expectPath(t, '/paperList');
      await page.goto(`${t.base}/analysis`);
      await expectPath(t, '/analysis/grade');
      await expectTitle(t, '年级分析', { empty: false });

      // /write without an exam asks for one; its slim bar's 返回 goes to 阅卷批改.
      await page.goto(`${t.base}/write`);
      await page.getByText('请先选择要批阅的题目').waitFor();
      await page
        .locator('.zj-header-minimal')
        .getByRole('button', { name: /返\s*回/ })
        .waitFor();
      t.check((await page.locator('.zj-sider').count()) === 0, '/write 不应显示左侧导航');
      t.check((await page.locator('.zj-rightbar').count()) === 0, '/write 不应显示右侧工具栏');
      await t.screenshot('write-minimal');
      await page
        .locator('.zj-header-minimal')
        .getByRole('button', { name: /返\s*回/ })
        .click();
      await expectPath(t, '/correct');

      await page.goto(`${t.base}/paperset`);
      await expectTitle(t, '试卷设置');
      t.check(await page.locator('.zj-sider').isVisible(), '/paperset 应显示左侧导航');
      t.check((await page.locator('.zj-rightbar').count()) === 0, '/paperset 不应显示右侧工具栏');

      await page.goto(`${t.base}/printgrade`);
      await page.getByText('请从作业列表打开要打印成绩单的作业或考试').waitFor();
      t.check((await page.locator('.zj-sider').count()) === 0, '/printgrade 不应显示左侧导航');

      await page.goto(`${t.base}/aboutUs#exam`);
      await page.locator('#exam').getByText('理科考试系统').waitFor();
      await t.screenshot('about-us');
      await page.goto(`${t.base}/protocol`);
      await page.getByText('智卷隐私政策').waitFor();
      await t.screenshot('protocol');
    },
  },
];

flows.push(
  {
    name: '新老师注册、登录、上传头像',
    async run(t) {
      const { page } = t;
      const phone = `139${String(Date.now()).slice(-8)}`;
      await page.goto(`${t.base}/login`);
      await page.getByRole('tab', { name: '注册' }).click();
      await page.locator('#page-register_nickname').fill('赵老师');
      await page.locator('#page-register_phone').fill(phone);
      await page.getByRole('button', { name: '获取验证码' }).click();
      await page.getByRole('button', { name: /秒后重新获取/ }).waitFor();
      await page.locator('#page-register_smsCode').fill(await smsCodeFor(t, phone));
      await page.locator('#page-register_password').fill('teach2025');
      await page.locator('#page-register_password2').fill('teach2025');
      await page.locator('#page-register_agree').check();
      await t.screenshot('register');
      await page.locator('form#page-register button[type="submit"]').click();
      await page.getByRole('tab', { name: '账号登录', selected: true }).waitFor();
      const prefilled = await page.locator('#page-login_username').inputValue();
      t.check(prefilled === phone, `注册后登录框应填好手机号 ${phone}，实际为「${prefilled}」`);
      await page.locator('#page-login_password').fill('teach2025');
      await page.locator('form#page-login button[type="submit"]').click();
      await expectPath(t, '/paperList');
      await expectTitle(t, '作业列表');
      await page.locator('.zj-user-name', { hasText: '赵老师' }).waitFor();

      await page.goto(`${t.base}/userset`);
      await page.locator('.zj-avatar-editor input[type="file"]').setInputFiles({
        name: 'avatar.png',
        mimeType: 'image/png',
        buffer: PNG_1PX,
      });
      await page.getByText('头像已更新').waitFor();
      const src = await page.locator('.zj-user .ant-avatar img').getAttribute('src');
      t.check(Boolean(src) && !src.startsWith('blob:'), `顶栏头像应换成服务器地址，实际为 ${src}`);
      await t.screenshot('avatar-uploaded');
      await signOut(t);
    },
  },
  // Before the password change below: the SMS outbox is read with the admin's first password.
  ...schoolFlows,
  ...questionFlows,
  ...libraryFlows,
  ...lessonPrepFlows,
  ...resourceFlows,
  {
    name: '管理员修改密码后用新密码登录',
    async run(t) {
      const { page } = t;
      await page.goto(`${t.base}/login`);
      await signIn(t, 'page-login', 'admin', 'zhijuan123');
      await page.goto(`${t.base}/userset?nav=3`);
      await page.locator('#change-password_oldPassword').fill('zhijuan123');
      await page.locator('#change-password_password').fill('admin2025new');
      await page.locator('#change-password_password2').fill('admin2025new');
      await page.getByRole('button', { name: '修改密码' }).click();
      await page.getByText('密码已修改，其他设备需重新登录').waitFor();
      await page.getByRole('tab', { name: '短信发件箱' }).click();
      await page.getByText('当前未接入短信平台').waitFor();
      await page.locator('.ant-table').first().waitFor();
      // The new teacher's registration code went to no school: the outbox does not show it.
      const codes = await page.locator('.ant-table-row', { hasText: '139' }).count();
      t.check(codes === 0, `短信发件箱不应显示注册验证码，实际有 ${codes} 条`);
      await t.screenshot('sms-outbox');
      await signOut(t);
      await page.goto(`${t.base}/login`);
      await signIn(t, 'page-login', 'admin', 'admin2025new');
    },
  },
  // Reads the demo score history only.
  ...analysisFlows,
  // Reads only: the phone and tablet layouts, and the requests of a first visit.
  ...mobileFlows,
  // Last: they leave exams behind (the demo teacher's list holds the demo exam from the start).
  ...printFlows,
  ...assignmentFlows,
  ...scanningFlows,
  ...markingFlows,
  // After 阅卷: its big screen scans more students of the demo exam than the flows before use.
  ...dataCenterFlows,
);
