import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questions, users } from '../src/db/schema';
import { questionRow, syncQuestionBank } from '../src/seed/questions/load';
import { bearer, createTestApp, signIn, type TestApp } from './helpers';
import { BANK, seed } from './question-fixtures';

let t: TestApp;
let teacher: Record<string, string>;
let platformIds: string[];
let othersOwn: string;
beforeAll(async () => {
  t = await createTestApp();
  const db = t.ctx.database.db;
  await syncQuestionBank(db, BANK);
  teacher = bearer(await signIn(t.app, 'teacher'));
  platformIds = (
    await db
      .select({ id: questions.id })
      .from(questions)
      .where(eq(questions.typeId, 'cz.math.t1'))
      .orderBy(questions.seedKey)
      .limit(5)
  ).map((r) => r.id);
  const other = await db.query.users.findFirst({ where: eq(users.username, 'zhaomin') });
  const [row] = await db
    .insert(questions)
    .values({
      ...questionRow(seed(900), 'cz.math.t1'),
      seedKey: null,
      scope: 'personal',
      ownerId: other!.id,
      orgId: other!.orgId,
    })
    .returning({ id: questions.id });
  othersOwn = row!.id;
});
afterAll(() => t.close());

const details = (ids: string[], headers = teacher) =>
  t.app.inject({ method: 'POST', url: '/api/question/details', headers, payload: { ids } });

describe('POST /api/question/details', () => {
  it('answers the visible questions in the order asked, with answers, leaving out the rest', async () => {
    const deleted = platformIds[4]!;
    await t.ctx.database.db.update(questions).set({ deletedAt: new Date() }).where(eq(questions.id, deleted));
    const missing = '00000000-0000-4000-8000-000000000000';
    const asked = [
      platformIds[2]!,
      othersOwn,
      platformIds[0]!,
      missing,
      deleted,
      platformIds[1]!,
      platformIds[0]!,
    ];
    const res = await details(asked);
    expect(res.statusCode).toBe(200);
    const list = res.json().data as { id: string; answer: string[]; analysis: string; typeName: string }[];
    expect(list.map((q) => q.id)).toEqual([platformIds[2], platformIds[0], platformIds[1]]);
    expect(list[0]).toMatchObject({ answer: ['A'], typeName: '单选题' });
    expect(list[0]!.analysis).toContain('绝对值');
  });

  it('refuses more than 200 ids, malformed ids and callers without a token', async () => {
    const many = Array.from({ length: 201 }, () => platformIds[0]!);
    const tooMany = await details(many);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toContain('一次最多读取 200 道题');
    const bad = await details(['not-a-uuid']);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('试题编号无效');
    expect((await details([platformIds[0]!], {})).statusCode).toBe(401);
  });
});
