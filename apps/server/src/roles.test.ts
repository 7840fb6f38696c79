import { describe, expect, it } from 'vitest';
import type { Caller } from './http';
import { isExamManager, isGradeDirector, isSchoolManager } from './roles';

const user = (over: Partial<Caller['user']>) =>
  ({ id: 'u1', orgId: 'o1', isCreator: false, isAdministrator: false, ...over }) as Caller['user'];
const caller = (over: Partial<Caller['user']>): Caller => ({ user: user(over), sessionId: 's' });

describe('school roles', () => {
  it('a school manager is the creator or an administrator of a school', () => {
    expect(isSchoolManager(user({ isAdministrator: true }))).toBe(true);
    expect(isSchoolManager(user({ isCreator: true }))).toBe(true);
    expect(isSchoolManager(user({}))).toBe(false);
    expect(isSchoolManager(user({ isAdministrator: true, orgId: null }))).toBe(false);
  });

  it('a grade director directs the grade', () => {
    expect(isGradeDirector(new Set(['g7']), 'g7')).toBe(true);
    expect(isGradeDirector(new Set(['g8']), 'g7')).toBe(false);
  });

  it('an exam is managed by its owner, a school manager or a director of its grade', () => {
    const exam = { ownerId: 'owner', gradeId: 'g7' };
    expect(isExamManager(caller({ id: 'owner' }), exam, new Set())).toBe(true);
    expect(isExamManager(caller({ isAdministrator: true }), exam, new Set())).toBe(true);
    expect(isExamManager(caller({}), exam, new Set(['g7']))).toBe(true);
    expect(isExamManager(caller({}), exam, new Set(['g8']))).toBe(false);
  });
});
