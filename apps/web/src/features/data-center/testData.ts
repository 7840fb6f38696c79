import {
  type ClassFigures,
  type CorrectScoreTable,
  DataCenterOverview,
  type UserInfo,
} from '@zhijuan/contracts';

/** Fixtures of the data-centre tests; parsed with the contracts, so they stay valid as those change. */
export const YEAR = { id: 'y2026', name: '2026-2027学年', isDefault: true };

export const userInfo = (gradeDirector: boolean): UserInfo => ({
  userId: 'u1',
  username: gradeDirector ? 'director' : 'teacher',
  nickname: gradeDirector ? '王主任' : '李老师',
  phone: null,
  avatar: null,
  orgName: '示范中学',
  orgLogo: null,
  logoPath: null,
  userStageId: 'cz',
  userStage: '初中',
  userSubjectId: 'cz.math',
  userSubject: '数学',
  userBookVersionId: null,
  userBookVersion: null,
  userGradeId: null,
  userGrade: null,
  orgDefaultId: 'org1',
  schoolYearId: YEAR.id,
  isCreator: false,
  isAdministrator: false,
  gradeDirector,
  isPlatformAdmin: false,
});

const cls = (
  n: number,
  mean: number,
  rank: number,
  gradeMean: number,
  full: number,
  teacher: string,
): ClassFigures => ({
  classId: `c${n}`,
  className: `${n}班`,
  teachers: [teacher],
  count: 45,
  mean,
  p: mean / full,
  excellentRate: 0.2 + rank / 100,
  passRate: 0.8 - rank / 100,
  lowRate: 0.05 * rank,
  overMean: (mean - gradeMean) / gradeMean,
  rank,
});

const exam = (
  id: string,
  name: string,
  examDate: string,
  subject: { id: string; name: string },
  means: number[],
  teacher: string,
) => {
  const full = 100;
  const gradeMean = means.reduce((a, b) => a + b, 0) / means.length;
  const ranks = [...means].sort((a, b) => b - a);
  return {
    id,
    name,
    examDate,
    subjectId: subject.id,
    subjectName: subject.name,
    fullScore: full,
    status: 'done' as const,
    progress: { students: 135, scanned: 135, absent: 0, complete: 135, toMark: 270, marked: 270 },
    grade: {
      count: 45 * means.length,
      mean: gradeMean,
      p: gradeMean / full,
      excellentRate: 0.25,
      passRate: 0.78,
      lowRate: 0.08,
    },
    classes: means.map((m, i) => cls(i + 1, m, ranks.indexOf(m) + 1, gradeMean, full, teacher)),
  };
};

const MATH = { id: 'cz.math', name: '数学' };
const ENGLISH = { id: 'cz.english', name: '英语' };

export const OVERVIEW = DataCenterOverview.parse({
  grades: [{ id: 'g7', name: '七年级' }],
  gradeId: 'g7',
  subjects: [MATH, ENGLISH],
  exams: [
    exam('e1', '第一单元测验', '2026-09-20', MATH, [72.5, 80.25, 76], '李老师'),
    exam('e2', '期中考试', '2026-11-10', MATH, [81, 77.5, 79.5], '李老师'),
    exam('e3', '英语月考', '2026-10-15', ENGLISH, [68, 74, 90.5], '冯华'),
    {
      ...exam('e4', '第二单元测验', '2026-12-01', MATH, [0], '李老师'),
      status: 'waiting',
      classes: [],
    },
  ],
});

export const CORRECT_SCORE: CorrectScoreTable = {
  exam: {
    id: 'e2',
    name: '期中考试',
    examDate: '2026-11-10',
    subjectId: MATH.id,
    subjectName: MATH.name,
    fullScore: 100,
    status: 'done',
    progress: { students: 135, scanned: 135, absent: 0, complete: 135, toMark: 270, marked: 270 },
  },
  questions: [
    { key: 'q1', label: '第1题', typeName: '单选题', max: 3 },
    { key: 'q2', label: '第2题', typeName: '单选题', max: 3 },
    { key: 'b13', label: '第13题', typeName: '解答题', max: 10 },
  ],
  rows: [
    { id: 'c1', name: '1班', values: [0.93, 0.41, 0.55] },
    { id: 'c2', name: '2班', values: [0.88, 0.52, null] },
    { id: 'c3', name: '3班', values: [0.9, 0.47, 0.62] },
    { id: 'g7', name: '年级', values: [0.903, 0.467, 0.585] },
  ],
};
