import type { QuestionSeed } from '@zhijuan/demo-bank';
import { expect } from 'vitest';
import { questions } from '../src/db/schema';
import { syncQuestionBank } from '../src/seed/questions/load';
import type { TestApp } from './helpers';
import { BANK, seed } from './question-fixtures';

export type Headers = Record<string, string>;

/**
 * What tests of assignments and their answer sheets share: the small bank plus a 判断题, a paper of
 * 2 单选, 1 判断, 1 填空 and 1 解答 (20 points), the classes a teacher may give work to, and giving it.
 * `more` questions join the bank.
 */
export async function assignmentKit(t: TestApp, more: QuestionSeed[] = []) {
  const db = t.ctx.database.db;
  await syncQuestionBank(db, [
    ...BANK,
    seed(300, { typeName: '判断题', stem: '<p>0 的绝对值是 0。</p>', options: [], answer: ['对'] }),
    ...more,
  ]);
  const q: Record<string, { id: string; typeId: string }> = {};
  for (const r of await db
    .select({ id: questions.id, key: questions.seedKey, typeId: questions.typeId })
    .from(questions))
    q[r.key!] = { id: r.id, typeId: r.typeId };

  const call = async (
    h: Headers,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) => {
    const res = await t.app.inject({ method, url, headers: h, ...(payload ? { payload } : {}) });
    const json = String(res.headers['content-type'] ?? '').includes('json');
    return { status: res.statusCode, body: json ? res.json() : null, raw: res };
  };

  async function paper(h: Headers) {
    const section = (title: string, keys: string[], score: number) => ({
      id: title,
      title,
      typeId: q[keys[0]!]!.typeId,
      questions: keys.map((k) => ({ questionId: q[k]!.id, score })),
    });
    const res = await call(h, 'POST', '/api/teacher/paper', {
      title: '有理数单元测试',
      subjectId: 'cz.math',
      sections: [
        section('选择题', ['test.1', 'test.2'], 3),
        section('判断题', ['test.300'], 2),
        section('填空题', ['test.100'], 4),
        section('解答题', ['test.200'], 8),
      ],
    });
    expect(res.status, res.body.message).toBe(200);
    return res.body.data as { id: string; version: number; sections: { id: string }[] };
  }

  async function classIds(h: Headers, names: string[]) {
    const res = await call(h, 'GET', '/api/teacher/assignment/classes?subjectId=cz.math');
    expect(res.status, res.body.message).toBe(200);
    return names.map(
      (n) =>
        res.body.data.find((c: { gradeName: string; name: string }) => `${c.gradeName}${c.name}` === n)?.id,
    );
  }

  const give = (h: Headers, body: object) => call(h, 'POST', '/api/teacher/assignment', body);
  return { q, call, paper, classIds, give };
}
