import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syncQuestionBank } from '../src/seed/questions/load';
import { bearer, createTestApp, signIn, type TestApp } from './helpers';
import { BANK, K } from './question-fixtures';

let t: TestApp;
let teacher: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  await syncQuestionBank(t.ctx.database.db, BANK);
  teacher = bearer(await signIn(t.app, 'teacher'));
});
afterAll(() => t.close());

const assemble = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/teacher/paper/assemble', headers: teacher, payload });

const spec = {
  subjectId: 'cz.math',
  sections: [
    { typeId: 'cz.math.t1', count: 5, scoreEach: 3 },
    { typeId: 'cz.math.t4', count: 2, scoreEach: 4 },
    { typeId: 'cz.math.t6', count: 1, scoreEach: 10 },
  ],
  targetDifficulty: 0.55,
  tolerance: 0.03,
  knowledgeIds: [K.abs, K.opposite, K.add],
};

describe('intelligent assembly', () => {
  it('returns a paper that meets every constraint, ready to save', async () => {
    const res = await assemble(spec);
    expect(res.statusCode).toBe(200);
    const paper = res.json().data;
    expect(
      paper.sections.map((s: { title: string; questions: unknown[] }) => [s.title, s.questions.length]),
    ).toEqual([
      ['一、单选题', 5],
      ['二、填空题', 2],
      ['三、解答题', 1],
    ]);
    expect(paper.totalScore).toBe(33);
    expect(Math.abs(paper.difficulty - 0.55)).toBeLessThanOrEqual(0.03 + 1e-9);
    expect(paper.covered).toEqual(expect.arrayContaining([K.abs, K.opposite, K.add]));

    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/teacher/paper',
      headers: teacher,
      payload: { title: '智能组卷', subjectId: 'cz.math', sections: paper.sections },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.totalScore).toBe(33);
  });

  it('says in Chinese which constraint cannot be met', async () => {
    const res = await assemble({ ...spec, sections: [{ typeId: 'cz.math.t6', count: 10, scoreEach: 10 }] });
    expect(res.statusCode).toBe(422);
    expect(res.json().problems.join()).toContain('解答题');
    expect(res.json().message).toMatch(/需要 10 道/);
  });

  it('leaves out questions of my recent papers when asked', async () => {
    const res = await assemble({
      ...spec,
      sections: [{ typeId: 'cz.math.t6', count: 8, scoreEach: 10 }],
      knowledgeIds: [],
      targetDifficulty: 0.15,
      excludeRecent: true,
    });
    // The saved paper above used one 解答题, so only 7 remain.
    expect(res.statusCode).toBe(422);
  });

  it('refuses types of another subject', async () => {
    const res = await assemble({ ...spec, sections: [{ typeId: 'cz.physics.t1', count: 1, scoreEach: 3 }] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('题型不属于该学科');
  });
});
