import type { StoredPageResult } from '@zhijuan/contracts';
import { describe, expect, it } from 'vitest';
import { type ExamSeen, judgePage } from './judge';

const exam: ExamSeen = {
  id: '11111111-1111-4111-8111-111111111111',
  sheetVersion: 1,
  idDigits: 4,
  roster: [{ id: 'stu-1', studentNo: '0001' }],
};

const read = (over: Partial<StoredPageResult>): StoredPageResult => ({
  page: 1,
  pages: 1,
  examId: exam.id,
  studentIdFromQr: null,
  sheetVersion: 1,
  rotated180: false,
  marksFound: 4,
  residualPx: 0.5,
  width: 800,
  height: 1100,
  scale: 3,
  answers: { '1': 'A' },
  flags: {},
  bubbles: [],
  studentNo: '0001',
  absent: false,
  paperType: null,
  regions: [],
  problem: null,
  timings: {},
  ...over,
});

describe('judging a page', () => {
  it('reads a page of the batch’s exam by its QR code and its 考号', () => {
    const j = judgePage(read({}), null, exam, exam);
    expect(j).toMatchObject({ assignmentId: exam.id, studentId: 'stu-1', problems: [] });
  });

  it('asks which exam a sheet is when its code was not read and the batch’s layout does not fit it', () => {
    const misread = read({ examId: null, problem: '答题卡定位不准', marksFound: 4 });
    const j = judgePage(misread, null, exam, null);
    expect(j.problems).toEqual(['unidentified', 'unreadable']);
    expect(j.detail).toMatch(/选择它所属的考试/);
    // Read again with a chosen exam's layout and still not fitting: unreadable as it is.
    const again = judgePage(misread, { assignmentId: exam.id }, exam, null, exam);
    expect(again.problems).toEqual(['unreadable']);
    expect(again.detail).toBe('答题卡定位不准');
  });

  it('calls a page without marks, or of another school’s exam, unreadable', () => {
    expect(
      judgePage(read({ examId: null, marksFound: 0, problem: '找不到定位点' }), null, exam, null).problems,
    ).toEqual(['unreadable']);
    const foreign = judgePage(
      read({ examId: 'x', problem: '答题卡二维码与模板不符' }),
      null,
      exam,
      'foreign',
    );
    expect(foreign).toMatchObject({ problems: ['unreadable'], detail: '二维码不是本校的考试' });
  });

  it('sends two answers on a one-answer question to a person under 人工确认, scores them under 按规则判分', () => {
    const over = read({ answers: { '1': 'AC', '2': 'B' }, flags: { '1': 'multiple' } });
    const review = judgePage(over, null, exam, exam);
    expect(review.problems).toEqual(['ambiguous']);
    expect(review.detail).toBe('第 1 题多涂');
    expect(judgePage(over, null, exam, exam, null, 'review').problems).toEqual(['ambiguous']);
    const rule = judgePage(over, null, exam, exam, null, 'rule');
    expect(rule.problems).toEqual([]);
    expect(rule.answers['1']).toBe('AC');
    // A person's answer settles it either way.
    expect(judgePage(over, { answers: { '1': 'C' } }, exam, exam).problems).toEqual([]);
  });

  it('sends a crossed-out answer to a person as 疑似改涂 whatever the 多涂 setting, and names a stain', () => {
    const crossed = read({ answers: { '1': 'C', '2': 'B' }, flags: { '1': 'crossed' } });
    for (const setting of ['review', 'rule'] as const) {
      const j = judgePage(crossed, null, exam, exam, null, setting);
      expect(j.problems).toEqual(['ambiguous']);
      expect(j.detail).toBe('第 1 题疑似改涂');
    }
    const stained = read({
      flags: { '1': 'crossed', '2': 'ambiguous', '3': 'ambiguous', '4': 'multiple' },
      stain: { box: { x: 10, y: 20, w: 30, h: 40 }, questions: ['2', '3'] },
    });
    expect(judgePage(stained, null, exam, exam).detail).toBe(
      '第 2、3 题有污渍，请核对；第 1 题疑似改涂；第 4 题多涂',
    );
  });
});
