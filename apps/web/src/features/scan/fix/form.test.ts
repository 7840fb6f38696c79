import type { ScanPageDetail } from '@zhijuan/contracts';
import { describe, expect, it } from 'vitest';
import { EMPTY_FORM, fixReducer, suggestStudent, toggleOption } from './form';

describe('the 异常处理 form', () => {
  it('toggles options in the order the sheet prints them', () => {
    expect(toggleOption('C', 'A', ['A', 'B', 'C', 'D'])).toBe('AC');
    expect(toggleOption('AC', 'A', ['A', 'B', 'C', 'D'])).toBe('C');
    expect(toggleOption('', 'F', ['T', 'F'])).toBe('F');
  });

  it('loads the flagged answers of a page and its student, the first question in focus', () => {
    const page = {
      answers: { '1': 'AB', '2': '', '3': 'C' },
      student: { id: 's1' },
    } as unknown as ScanPageDetail;
    const state = fixReducer({ ...EMPTY_FORM, active: 2 }, { type: 'load', page, flagged: ['1', '2'] });
    expect(state).toEqual({ answers: { '1': 'AB', '2': '' }, active: 0, studentId: 's1' });
  });

  it('moves the focus within the flagged questions only', () => {
    let state = fixReducer(EMPTY_FORM, { type: 'move', by: -1, count: 3 });
    expect(state.active).toBe(0);
    state = fixReducer(
      fixReducer(fixReducer(state, { type: 'move', by: 1, count: 3 }), { type: 'move', by: 1, count: 3 }),
      {
        type: 'move',
        by: 1,
        count: 3,
      },
    );
    expect(state.active).toBe(2);
  });

  it('offers the one student a 考号 with at most one unread digit fits', () => {
    const roster = [
      { id: 'a', studentNo: '0712' },
      { id: 'b', studentNo: '0713' },
      { id: 'c', studentNo: '0821' },
    ];
    expect(suggestStudent('08?1', false, roster)?.id).toBe('c');
    expect(suggestStudent('071?', false, roster)).toBeNull();
    expect(suggestStudent('0??1', false, roster)).toBeNull();
    expect(suggestStudent('0821', true, roster)).toBeNull();
  });
});
