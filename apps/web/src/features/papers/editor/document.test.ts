import { PaperSettings, type QuestionCard } from '@zhijuan/contracts';
import { describe, expect, it } from 'vitest';
import {
  allQuestionIds,
  bareTitle,
  type EditAction,
  type EditorState,
  editReducer,
  type PaperDoc,
  roundScore,
  rubricProblem,
  startEditing,
  totalScore,
  UNDO_LIMIT,
} from './document';
import { mergeBasketDraft } from './drafts';
import { bandName, paperStats, wholePercents } from './stats';

const settings = PaperSettings.parse({});

function paper(): PaperDoc {
  return {
    title: '七年级数学第一章测试',
    settings,
    sections: [
      {
        id: 's1',
        title: '单选题',
        typeId: 't1',
        questions: [
          { questionId: 'a', score: 3 },
          { questionId: 'b', score: 3 },
          { questionId: 'c', score: 3 },
        ],
      },
      { id: 's2', title: '填空题', typeId: 't4', questions: [{ questionId: 'd', score: 4 }] },
      {
        id: 's3',
        title: '解答题',
        typeId: 't6',
        questions: [
          { questionId: 'e', score: 8 },
          { questionId: 'f', score: 10 },
        ],
      },
    ],
  };
}

const run = (actions: EditAction[], state: EditorState = startEditing(paper())) =>
  actions.reduce(editReducer, state);
const order = (doc: PaperDoc) =>
  doc.sections.map((s) => `${s.title}:${s.questions.map((q) => q.questionId).join('')}`);

describe('paper editor reducer', () => {
  it('reorders sections and questions, ignoring moves outside the list', () => {
    const s = run([
      { type: 'moveSection', from: 2, to: 0 },
      { type: 'moveQuestion', sectionId: 's1', from: 0, to: 2 },
      { type: 'moveQuestion', sectionId: 's1', from: 0, to: 9 },
      { type: 'moveSection', from: -1, to: 0 },
    ]);
    expect(order(s.doc)).toEqual(['解答题:ef', '单选题:bca', '填空题:d']);
    expect(s.past).toHaveLength(2);
  });

  it('drags a question into another 大题 with its score; a 大题 left empty goes; undo brings it back', () => {
    const start = startEditing(paper());
    const s = run(
      [
        { type: 'moveQuestionTo', fromSectionId: 's1', from: 1, toSectionId: 's3', to: 1 },
        { type: 'moveQuestionTo', fromSectionId: 's2', from: 0, toSectionId: 's1', to: 2 },
        // Same 大题, dropped past its end: last.
        { type: 'moveQuestionTo', fromSectionId: 's1', from: 0, toSectionId: 's1', to: 3 },
        // Nowhere to go: outside the lists, or an unknown 大题.
        { type: 'moveQuestionTo', fromSectionId: 's1', from: 9, toSectionId: 's3', to: 0 },
        { type: 'moveQuestionTo', fromSectionId: 's1', from: 0, toSectionId: 's3', to: 9 },
        { type: 'moveQuestionTo', fromSectionId: 's1', from: 0, toSectionId: 'zz', to: 0 },
      ],
      start,
    );
    expect(order(s.doc)).toEqual(['单选题:cda', '解答题:ebf']);
    expect(s.doc.sections[1]!.questions[1]).toEqual({ questionId: 'b', score: 3 });
    expect(s.past).toHaveLength(3);
    expect(totalScore(s.doc)).toBe(totalScore(start.doc));
    const back = editReducer(editReducer(s, { type: 'undo' }), { type: 'undo' });
    expect(order(back.doc)).toEqual(['单选题:ac', '填空题:d', '解答题:ebf']);
  });

  it('rescoring rounds to half points within 0–100 and changes only that question', () => {
    const start = startEditing(paper());
    const s = run(
      [
        { type: 'setScore', sectionId: 's3', questionId: 'e', score: 12.26 },
        { type: 'setScore', sectionId: 's3', questionId: 'f', score: 250 },
        { type: 'setScore', sectionId: 's2', questionId: 'd', score: -3 },
      ],
      start,
    );
    expect(s.doc.sections[2]!.questions).toEqual([
      { questionId: 'e', score: 12.5 },
      { questionId: 'f', score: 100 },
    ]);
    expect(s.doc.sections[2]!.questions.map((q) => q.score)).toEqual([12.5, 100]);
    expect(s.doc.sections[1]!.questions[0]!.score).toBe(0);
    expect(s.doc.sections[0]).toBe(
      paper().sections[0] === s.doc.sections[0] ? s.doc.sections[0] : s.doc.sections[0],
    );
    expect(roundScore(Number.NaN)).toBe(0);
  });

  it('batch score sets every question of one section, and is one undo step', () => {
    const s = run([{ type: 'batchScore', sectionId: 's1', score: 5 }]);
    expect(s.doc.sections[0]!.questions.map((q) => q.score)).toEqual([5, 5, 5]);
    expect(s.doc.sections[2]!.questions.map((q) => q.score)).toEqual([8, 10]);
    expect(totalScore(s.doc)).toBe(15 + 4 + 18);
    const undone = editReducer(s, { type: 'undo' });
    expect(undone.doc.sections[0]!.questions.map((q) => q.score)).toEqual([3, 3, 3]);
  });

  it('undo walks back through every change in order, and does nothing at the start', () => {
    const start = startEditing(paper());
    const s = run(
      [
        { type: 'moveSection', from: 0, to: 1 },
        { type: 'setScore', sectionId: 's2', questionId: 'd', score: 6 },
        { type: 'removeQuestion', sectionId: 's2', questionId: 'd' },
      ],
      start,
    );
    expect(order(s.doc)).toEqual(['单选题:abc', '解答题:ef']);
    const one = editReducer(s, { type: 'undo' });
    expect(order(one.doc)).toEqual(['填空题:d', '单选题:abc', '解答题:ef']);
    expect(one.doc.sections[0]!.questions[0]!.score).toBe(6);
    const two = editReducer(one, { type: 'undo' });
    expect(two.doc.sections[0]!.questions[0]!.score).toBe(4);
    const three = editReducer(two, { type: 'undo' });
    expect(three.doc).toBe(start.doc);
    expect(editReducer(three, { type: 'undo' })).toBe(three);
  });

  it('typing a title is one undo step; edits that change nothing add none', () => {
    const s = run([
      { type: 'setTitle', title: '七' },
      { type: 'setTitle', title: '七年级' },
      { type: 'setTitle', title: '七年级期中' },
      { type: 'renameSection', sectionId: 's1', title: '选择题' },
      { type: 'setScore', sectionId: 's1', questionId: 'a', score: 3 },
      { type: 'moveSection', from: 1, to: 1 },
    ]);
    expect(s.doc.title).toBe('七年级期中');
    expect(s.past).toHaveLength(2);
    expect(editReducer(editReducer(s, { type: 'undo' }), { type: 'undo' }).doc.title).toBe(
      '七年级数学第一章测试',
    );
  });

  it('keeps at most UNDO_LIMIT steps', () => {
    const actions: EditAction[] = Array.from({ length: UNDO_LIMIT + 20 }, (_, i) => ({
      type: 'setScore',
      sectionId: 's1',
      questionId: 'a',
      score: (i % 2) + 1,
    }));
    expect(run(actions).past).toHaveLength(UNDO_LIMIT);
  });

  it('removes a question (and its emptied section) and replaces one without duplicating', () => {
    const s = run([
      { type: 'replaceQuestion', sectionId: 's1', questionId: 'b', withId: 'x' },
      { type: 'replaceQuestion', sectionId: 's1', questionId: 'c', withId: 'e' },
      { type: 'removeQuestion', sectionId: 's2', questionId: 'd' },
    ]);
    expect(order(s.doc)).toEqual(['单选题:axc', '解答题:ef']);
    expect(s.doc.sections[0]!.questions[1]).toEqual({ questionId: 'x', score: 3 });
    expect(allQuestionIds(s.doc)).toEqual(['a', 'x', 'c', 'e', 'f']);
  });

  it('settings are edits too', () => {
    const s = run([{ type: 'setSettings', settings: { layout: 'A3', examMinutes: 120 } }]);
    expect(s.doc.settings).toMatchObject({ layout: 'A3', examMinutes: 120, showStudentLine: true });
    expect(editReducer(s, { type: 'undo' }).doc.settings.layout).toBe('A4');
  });

  it('drops the 一、 number from stored titles', () => {
    expect(bareTitle('二、填空题')).toBe('填空题');
    expect(bareTitle('3. 解答题')).toBe('解答题');
    expect(bareTitle('单选题')).toBe('单选题');
  });
});

describe('basket drafts', () => {
  it('keep the teacher’s order and removals, drop what left the basket, add what joined it', () => {
    const draft = run([
      { type: 'moveQuestion', sectionId: 's1', from: 2, to: 0 },
      { type: 'removeQuestion', sectionId: 's1', questionId: 'b' },
    ]).doc;
    const basket = [
      {
        id: 'n1',
        title: '单选题',
        typeId: 't1',
        questions: ['a', 'b', 'c', 'g'].map((questionId) => ({ questionId, score: 3 })),
      },
      { id: 'n3', title: '解答题', typeId: 't6', questions: [{ questionId: 'e', score: 8 }] },
      { id: 'n7', title: '证明题', typeId: 't7', questions: [{ questionId: 'h', score: 12 }] },
    ];
    const merged = mergeBasketDraft(draft, ['a', 'b', 'c', 'd', 'e', 'f'], basket, () => 2);
    expect(order(merged)).toEqual(['单选题:cag', '解答题:e', '证明题:h']);
    expect(merged.sections[0]!.questions.at(-1)).toEqual({ questionId: 'g', score: 2 });
  });
});

describe('paper statistics', () => {
  const card = (id: string, typeName: string, difficulty: number, knowledge: string[]): QuestionCard => ({
    id,
    typeId: typeName === '单选题' ? 't1' : 't6',
    typeName,
    isObjective: typeName === '单选题',
    difficulty,
    difficultyName: bandName(difficulty),
    stem: '',
    options: [],
    parts: null,
    knowledge: knowledge.map((k) => ({ id: k, name: k })),
    source: null,
    year: null,
    region: null,
    family: null,
    familyCount: 1,
    score: 3,
    useCount: 0,
    scope: 'platform',
    inBasket: false,
  });

  it('totals, counts per type, score-weighted difficulty and knowledge coverage', () => {
    const doc: PaperDoc = {
      title: 't',
      settings,
      sections: [
        {
          id: 's1',
          title: '单选题',
          typeId: 't1',
          questions: [
            { questionId: 'a', score: 2 },
            { questionId: 'b', score: 2 },
          ],
        },
        { id: 's2', title: '解答题', typeId: 't6', questions: [{ questionId: 'c', score: 6 }] },
      ],
    };
    const cards = new Map(
      [
        card('a', '单选题', 0.9, ['绝对值']),
        card('b', '单选题', 0.7, ['绝对值', '数轴']),
        card('c', '解答题', 0.3, ['数轴', '相反数']),
      ].map((c) => [c.id, c]),
    );
    const stats = paperStats(doc, cards);
    expect(stats.totalScore).toBe(10);
    expect(stats.questionCount).toBe(3);
    expect(stats.byType).toEqual([
      { typeId: 't1', name: '单选题', count: 2, score: 4 },
      { typeId: 't6', name: '解答题', count: 1, score: 6 },
    ]);
    // (0.9·2 + 0.7·2 + 0.3·6) / 10
    expect(stats.difficulty).toBe(0.5);
    expect(bandName(stats.difficulty!)).toBe('中档');
    // Each question's points split over its knowledge points: 数轴 1 + 3, 绝对值 2 + 1, 相反数 3.
    expect(stats.knowledge.map((k) => [k.name, k.count, k.score, k.share])).toEqual([
      ['数轴', 2, 4, 0.4],
      ['绝对值', 2, 3, 0.3],
      ['相反数', 1, 3, 0.3],
    ]);
    expect(stats.bands).toEqual([
      { name: '容易', count: 1, score: 2 },
      { name: '较易', count: 1, score: 2 },
      { name: '中档', count: 0, score: 0 },
      { name: '较难', count: 1, score: 6 },
      { name: '困难', count: 0, score: 0 },
    ]);
    expect(stats.ratio).toEqual([40, 0, 60]);
    expect(paperStats({ ...doc, sections: [] }, cards).difficulty).toBeNull();
    expect(paperStats({ ...doc, sections: [] }, cards).ratio).toBeNull();
  });

  it('rounds shares to whole percents that add up to 100', () => {
    expect(wholePercents([1, 1, 1], 3)).toEqual([34, 33, 33]);
    expect(wholePercents([2, 0, 1], 3)).toEqual([67, 0, 33]);
    expect(wholePercents([7, 2, 1], 10)).toEqual([70, 20, 10]);
  });
});

describe('评分标准 of a written question', () => {
  const steps = [
    { text: '正确列出方程', score: 3 },
    { text: '解出结果', score: 4 },
  ];
  const rubricOf = (doc: PaperDoc, id: string) =>
    doc.sections.flatMap((s) => s.questions).find((q) => q.questionId === id)?.rubric;

  it('is set per question, typed as one undo step, and cleared when emptied', () => {
    const typed = run([
      { type: 'setRubric', sectionId: 's3', questionId: 'e', rubric: [{ text: '正', score: 3 }] },
      { type: 'setRubric', sectionId: 's3', questionId: 'e', rubric: [{ text: '正确列出方程', score: 3 }] },
      { type: 'setRubric', sectionId: 's3', questionId: 'e', rubric: steps },
    ]);
    expect(rubricOf(typed.doc, 'e')).toEqual(steps);
    expect(rubricOf(typed.doc, 'f')).toBeUndefined();
    expect(typed.past).toHaveLength(1);
    expect(rubricOf(run([{ type: 'undo' }], typed).doc, 'e')).toBeUndefined();
    const cleared = run([{ type: 'setRubric', sectionId: 's3', questionId: 'e', rubric: [] }], typed);
    expect(cleared.doc.sections[2]!.questions[0]).toEqual({ questionId: 'e', score: 8 });
  });

  it('does not follow 换一题 to another question', () => {
    const s = run([
      { type: 'setRubric', sectionId: 's3', questionId: 'e', rubric: steps },
      { type: 'replaceQuestion', sectionId: 's3', questionId: 'e', withId: 'x' },
    ]);
    expect(s.doc.sections[2]!.questions[0]).toEqual({ questionId: 'x', score: 8 });
  });

  it('says why it cannot be saved: a step without its point, or more than the question is worth', () => {
    expect(rubricProblem({ questionId: 'e', score: 8, rubric: steps }, 21)).toBeNull();
    expect(rubricProblem({ questionId: 'e', score: 6, rubric: steps }, 21)).toBe(
      '第 21 题的评分标准共 7 分，超过了本题的 6 分',
    );
    expect(rubricProblem({ questionId: 'e', score: 8, rubric: [{ text: ' ', score: 2 }] }, 3)).toBe(
      '第 3 题的评分标准有一步没有写要点',
    );
  });
});
