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
});
