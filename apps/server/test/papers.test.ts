import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syncQuestionBank } from '../src/seed/questions/load';
import { bearer, createTestApp, signIn, type TestApp } from './helpers';
import { BANK } from './question-fixtures';

let t: TestApp;
let teacher: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  await syncQuestionBank(t.ctx.database.db, BANK);
  teacher = bearer(await signIn(t.app, 'teacher'));
});
afterAll(() => t.close());

const call = async (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  h = teacher,
) => {
  const res = await t.app.inject({ method, url, headers: h, ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.json() };
};

describe('from basket to 我的试卷 and back from the recycle bin', () => {
  it('saves the basket as a paper, edits it, deletes and restores it', async () => {
    const ids = (
      await call('GET', '/api/question/search?subjectId=cz.math&size=8&sort=hard')
    ).body.data.records.map((r: { id: string }) => r.id);
    const basket = (await call('POST', '/api/teacher/paper/info/addBasket', { questionIds: ids })).body.data;
    expect(basket.sumCount).toBe(8);

    const created = await call('POST', '/api/teacher/paper', {
      title: '七年级上册第一章 单元测试',
      fromBasketId: basket.paperInfo[0].id,
    });
    expect(created.status).toBe(200);
    const paper = created.body.data;
    expect(paper.sections.flatMap((s: { questions: unknown[] }) => s.questions)).toHaveLength(8);
    expect(paper.settings).toMatchObject({ layout: 'A4', examMinutes: 90 });
    expect((await call('GET', '/api/teacher/paper/info/getQuestionBasket')).body.data.sumCount).toBe(0);

    // Reorder the first section and rescore every question to 4 points.
    const sections = paper.sections.map((s: { questions: { questionId: string; score: number }[] }) => ({
      ...s,
      questions: [...s.questions].reverse().map((q) => ({ ...q, score: 4 })),
    }));
    const saved = await call('PUT', `/api/teacher/paper/${paper.id}`, {
      version: paper.version,
      title: paper.title,
      sections,
      settings: { layout: 'A3' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ version: 2, totalScore: 32, settings: { layout: 'A3' } });
    expect(saved.body.data.sections[0].questions[0].questionId).toBe(sections[0].questions[0].questionId);

    const stale = await call('PUT', `/api/teacher/paper/${paper.id}`, {
      version: 1,
      title: '旧标题',
      sections,
      settings: {},
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe('试卷已在其他窗口修改，请刷新后再编辑');
    expect((await call('GET', `/api/teacher/paper/${paper.id}`)).body.data.title).toBe(
      '七年级上册第一章 单元测试',
    );

    const list = (await call('GET', '/api/teacher/paper')).body.data;
    expect(
      list.records.map((r: { title: string; questionCount: number }) => [r.title, r.questionCount]),
    ).toEqual([['七年级上册第一章 单元测试', 8]]);

    expect((await call('DELETE', `/api/teacher/paper/${paper.id}`)).body.message).toBe(
      '试卷已移入回收站，30 天内可恢复',
    );
    expect((await call('GET', '/api/teacher/paper')).body.data.total).toBe(0);
    expect((await call('GET', '/api/teacher/paper?bin=recycle')).body.data.records[0].id).toBe(paper.id);
    expect((await call('POST', `/api/teacher/paper/${paper.id}/restore`)).status).toBe(200);
    expect((await call('GET', '/api/teacher/paper')).body.data.total).toBe(1);
  });

  it('refuses an empty paper, repeated questions, and bad scores, changing nothing', async () => {
    expect(
      (await call('POST', '/api/teacher/paper', { title: '空卷', subjectId: 'cz.math', sections: [] })).body
        .message,
    ).toBe('试卷中还没有试题');
    const [a] = (await call('GET', '/api/question/search?subjectId=cz.math&size=1')).body.data.records;
    const twice = [
      {
        id: 's1',
        title: '一、选择题',
        typeId: a.typeId,
        questions: [
          { questionId: a.id, score: 3 },
          { questionId: a.id, score: 3 },
        ],
      },
    ];
    expect(
      (await call('POST', '/api/teacher/paper', { title: '重复', subjectId: 'cz.math', sections: twice }))
        .body.message,
    ).toBe('同一道题在试卷中出现了多次');
    const bad = [
      { id: 's1', title: '一、选择题', typeId: a.typeId, questions: [{ questionId: a.id, score: 2.3 }] },
    ];
    expect(
      (await call('POST', '/api/teacher/paper', { title: '分值', subjectId: 'cz.math', sections: bad })).body
        .message,
    ).toBe('分值须为 0.5 的整数倍');
    expect((await call('GET', '/api/teacher/paper')).body.data.total).toBe(1);
  });

  it('keeps papers to their owner', async () => {
    const director = bearer(await signIn(t.app, 'director'));
    const mine = (await call('GET', '/api/teacher/paper')).body.data.records[0];
    expect((await call('GET', `/api/teacher/paper/${mine.id}`, undefined, director)).status).toBe(404);
    expect((await call('DELETE', `/api/teacher/paper/${mine.id}`, undefined, director)).status).toBe(404);
    expect((await call('GET', '/api/teacher/paper', undefined, director)).body.data.total).toBe(0);
  });
});

describe('/edit?subjectId=…&textbookId=… opens a new paper of that subject and textbook', () => {
  it('makes the basket of the subject with the textbook, which the saved paper keeps', async () => {
    const other = bearer(await signIn(t.app, 'director'));
    const opened = await call(
      'POST',
      '/api/teacher/paper/info/openBasket',
      {
        subjectId: 'cz.math',
        textbookId: 'cz.math.rj.8a',
      },
      other,
    );
    expect(opened.status).toBe(200);
    const { paperId } = opened.body.data;
    // Opening again finds the same draft; another textbook moves it there.
    const again = await call(
      'POST',
      '/api/teacher/paper/info/openBasket',
      {
        subjectId: 'cz.math',
        textbookId: 'cz.math.rj.7a',
      },
      other,
    );
    expect(again.body.data.paperId).toBe(paperId);

    const ids = (
      await call('GET', '/api/question/search?subjectId=cz.math&size=3', undefined, other)
    ).body.data.records.map((r: { id: string }) => r.id);
    const basket = (await call('POST', '/api/teacher/paper/info/addBasket', { questionIds: ids }, other)).body
      .data;
    expect(basket.paperInfo[0]).toMatchObject({ id: paperId, testPaperTextbook: '七年级上册' });
    const saved = await call('POST', '/api/teacher/paper', { title: '新试卷', fromBasketId: paperId }, other);
    expect(saved.body.data).toMatchObject({ subjectId: 'cz.math', textbookId: 'cz.math.rj.7a' });
  });

  it('refuses an unknown subject and a textbook of another subject, changing nothing', async () => {
    const unknown = await call('POST', '/api/teacher/paper/info/openBasket', { subjectId: 'cz.nothing' });
    expect(unknown).toMatchObject({ status: 404, body: { message: '学科不存在' } });
    const mismatch = await call('POST', '/api/teacher/paper/info/openBasket', {
      subjectId: 'cz.physics',
      textbookId: 'cz.math.rj.7a',
    });
    expect(mismatch).toMatchObject({ status: 400, body: { message: '教材不属于该学科' } });
    const baskets = (await call('GET', '/api/teacher/paper/info/getQuestionBasket')).body.data.paperInfo;
    expect(baskets.map((b: { subjectId: string }) => b.subjectId)).not.toContain('cz.physics');
  });
});
