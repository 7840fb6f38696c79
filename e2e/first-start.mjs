// The first start of a fresh server: the demo score history (docs/demo-data.md) is being made in the
// background, and a teacher signs in and works meanwhile. run.mjs runs this flow first, before it waits
// for the history. Every wait is the helpers' 15 s: the server froze for minutes while it marked.
import { expectTitle, signIn } from './helpers.mjs';

/** The history's state; a request that gets no answer in 10 s fails the flow. */
async function historyState(t) {
  const res = await fetch(`${t.base}/api/system/demo-history`, { signal: AbortSignal.timeout(10_000) });
  return (await res.json()).data;
}

/** Pages a teacher opens first, each with content that comes from the API. */
const PAGES = [
  {
    path: '/paperList',
    title: '作业列表',
    ready: (page) => page.locator('.ant-table-row', { hasText: '七年级数学第一单元测验' }).waitFor(),
  },
  {
    path: '/rehearse/SelectQuestionPaper',
    title: '选题组卷',
    ready: (page) => page.locator('.zj-q-total').waitFor(),
  },
  {
    path: '/cloudResources/personPaper',
    title: '我的试卷',
    ready: (page) => page.locator('.ant-table-row').first().waitFor(),
  },
  {
    path: '/rehearse/GoodsPaper',
    title: '精品试卷',
    ready: (page) => page.locator('.zj-lib-card').first().waitFor(),
  },
];

export const firstStartFlows = [
  {
    name: '首次启动：演示成绩生成期间，教师登录并打开作业列表、选题组卷、我的试卷、精品试卷',
    duringHistory: true,
    async run(t) {
      const { page } = t;
      const first = await historyState(t);
      // DEMO_HISTORY=off: nothing is made; the pages are opened all the same.
      const making = process.env.DEMO_HISTORY !== 'off';
      if (making) t.check(first.state === 'running', `演示成绩应正在生成，实际为 ${first.state}`);
      await page.goto(`${t.base}/`);
      await page.locator('.zj-hero-title').waitFor();
      await signIn(t, 'home-login', 'teacher', 'zhijuan123');
      await t.screenshot('history-running-paper-list');
      // Round after round until the history has been marking for a whole round (the part that froze
      // the server) or is done; at most five minutes.
      const until = Date.now() + 300_000;
      const slowest = { ms: 0, path: '' };
      let rounds = 0;
      let marked = false;
      for (;;) {
        const state = await historyState(t);
        const marking = state.exams?.some((e) => e.status === 'marking' || e.status === 'done');
        if (rounds > 0 && (!making || state.state !== 'running' || marked || Date.now() > until)) break;
        marked = marking;
        for (const p of PAGES) {
          const started = Date.now();
          await page.goto(`${t.base}${p.path}`);
          await expectTitle(t, p.title, { empty: false });
          await p.ready(page);
          const ms = Date.now() - started;
          if (ms > slowest.ms) Object.assign(slowest, { ms, path: p.path });
        }
        rounds += 1;
        console.log(
          `    第 ${rounds} 轮页面已打开（${state.message ?? state.state}），最慢 ${slowest.path} ${slowest.ms} ms`,
        );
      }
      await t.screenshot('history-running-goods-paper');
    },
  },
];
