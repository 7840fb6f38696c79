// The teachers of bench/load.ts, in a process of their own: each sends its next request as soon as the
// previous one answered, drawn from the mix described there; the samples of `seconds` after `warmup` go
// back to the parent.
const { base, exam, sessions, seconds, warmup, think } = await new Promise((resolve) =>
  process.once('message', resolve),
);

const MATH = ['方程', '函数', '三角形', '有理数', '不等式', '平行线', '勾股定理', '因式分解', '概率', '圆'];
const PHYSICS = ['压强', '电阻', '浮力', '速度', '凸透镜', '电功率'];
const CHAPTERS = [
  ...[1, 2, 3, 4].map((n) => `cz.math.rj.7a.${n}`),
  ...[1, 2, 3, 4, 5].map((n) => `cz.math.rj.8a.${n}`),
  ...[1, 2, 3].map((n) => `cz.math.bsd.7a.${n}`),
];

let seed = 12345;
const random = () => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
};
const pick = (xs) => xs[Math.floor(random() * xs.length)];
const page = () => {
  const r = random();
  return r < 0.6 ? 1 : r < 0.85 ? 2 : 3;
};

const samples = [];
const errors = [];
let recording = false;
let running = true;

async function call(kind, session, method, url, body) {
  const t0 = performance.now();
  let ok = false;
  let data;
  try {
    const res = await fetch(base + url, {
      method,
      headers: {
        authorization: session.authorization,
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    const json = await res.json();
    ok = res.status === 200 && json.code === 200;
    data = json.data;
    if (!ok && errors.length < 20) errors.push(`${kind} ${res.status} ${JSON.stringify(json).slice(0, 160)}`);
  } catch (err) {
    if (errors.length < 20) errors.push(`${kind} ${err.message}`);
  }
  if (recording) samples.push({ kind, ms: performance.now() - t0, ok });
  return data;
}

async function teacher(session) {
  let seen = [];
  while (running) {
    if (think) await new Promise((resolve) => setTimeout(resolve, think * (0.5 + random())));
    const r = random();
    if (r < 0.35) {
      const physics = random() < 0.2;
      const keyword = encodeURIComponent(pick(physics ? PHYSICS : MATH));
      const data = await call(
        'search (keyword)',
        session,
        'GET',
        `/api/question/search?subjectId=cz.${physics ? 'physics' : 'math'}&keyword=${keyword}&page=${page()}&size=10`,
      );
      if (!physics && data?.records?.length) seen = data.records.map((q) => q.id);
    } else if (r < 0.5) {
      const data = await call(
        'search (chapter)',
        session,
        'GET',
        `/api/question/search?subjectId=cz.math&bookNodeId=${pick(CHAPTERS)}&page=${page()}&size=10`,
      );
      if (data?.records?.length) seen = data.records.map((q) => q.id);
    } else if (r < 0.65) {
      await call('basket', session, 'GET', '/api/teacher/paper/info/getQuestionBasket');
    } else if (r < 0.7 && seen.length) {
      await call('basket add', session, 'POST', '/api/teacher/paper/info/addBasket', {
        questionIds: [pick(seen)],
      });
    } else if (r < 0.85) {
      await call('papers list', session, 'GET', `/api/teacher/paper?subjectId=cz.math&page=1&size=10`);
    } else {
      const data = await call(
        'marking next',
        session,
        'POST',
        `/api/teacher/marking/${exam}/block/${session.block}/next`,
        {
          holding: [],
        },
      );
      const task = data?.task;
      if (task)
        await call('marking submit', session, 'PUT', `/api/teacher/marking/task/${task.id}`, {
          version: task.version,
          score: Math.floor(random() * 9),
        });
    }
  }
}

const all = Promise.all(sessions.map(teacher));
await new Promise((r) => setTimeout(r, warmup * 1000));
recording = true;
const t0 = performance.now();
await new Promise((r) => setTimeout(r, seconds * 1000));
recording = false;
const wall = (performance.now() - t0) / 1000;
running = false;
await all;
process.send({ samples, wall, errors }, () => process.exit(0));
