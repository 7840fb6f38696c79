import { BigScreen, type GroupStats } from '@zhijuan/contracts';

/** Fixtures of the big-screen tests, parsed with the contract. */
const stats = (
  id: string,
  name: string,
  mean: number,
  rank: number | null,
  teachers: string[],
): GroupStats => ({
  id,
  name,
  students: rank === null ? 180 : 45,
  count: rank === null ? 176 : 44,
  absent: 1,
  scanned: rank === null ? 177 : 45,
  objectiveCount: rank === null ? 176 : 44,
  objectiveMean: mean / 2,
  mean,
  median: mean + 1,
  std: 12.5,
  max: 98,
  min: 31,
  q1: mean - 9,
  q3: mean + 8,
  excellentRate: 0.28,
  goodRate: 0.5,
  passRate: 0.81,
  lowRate: 0.07,
  overMean: rank === null ? 0 : (mean - 76.4) / 76.4,
  rank,
  teachers,
});

const exam = {
  id: 'e2',
  name: '七年级数学期中考试',
  kind: 'exam' as const,
  examDate: '2026-11-10',
  status: 'done' as const,
  subjectId: 'cz.math',
  subjectName: '数学',
  gradeId: 'g7',
  gradeName: '七年级',
  schoolYearId: 'y2026',
  fullScore: 100,
  classes: [1, 2, 3, 4].map((n) => ({ id: `c${n}`, name: `${n}班` })),
  studentCount: 180,
  scoredCount: 176,
  progress: { students: 180, scanned: 177, absent: 1, complete: 176, toMark: 352, marked: 352 },
};

export const liveExam = (scanned: number, queued: number) => ({
  id: 'e9',
  name: '七年级数学第一单元测验',
  subjectName: '数学',
  status: 'scanning' as const,
  progress: { students: 45, scanned, absent: 0, complete: 3, toMark: scanned * 2, marked: 12 },
  queued,
  problems: 2,
});

export const bigScreen = (live: ReturnType<typeof liveExam>[]) =>
  BigScreen.parse({
    schoolName: '示范中学',
    gradeName: '七年级',
    now: '2026-11-20T08:00:00.000Z',
    live,
    latest: {
      exam,
      grade: stats('g7', '七年级', 76.4, null, []),
      classes: [
        stats('c1', '1班', 74.2, 3, ['李老师']),
        stats('c2', '2班', 79.8, 1, ['李老师']),
        stats('c3', '3班', 77.1, 2, ['王主任']),
        stats('c4', '4班', 72.6, 4, ['王主任']),
      ],
      distribution: {
        bands: [
          { label: '0-59', from: 0, to: 60 },
          { label: '60-79', from: 60, to: 80 },
          { label: '80-100', from: 80, to: 100.01 },
        ],
        rows: [
          { id: 'g7', name: '七年级', counts: [12, 90, 74] },
          { id: 'c1', name: '1班', counts: [4, 22, 18] },
          { id: 'c2', name: '2班', counts: [2, 21, 21] },
          { id: 'c3', name: '3班', counts: [3, 23, 18] },
          { id: 'c4', name: '4班', counts: [3, 24, 17] },
        ],
      },
      knowledge: {
        points: [
          { id: 'k1', name: '有理数', fullScore: 30 },
          { id: 'k2', name: '绝对值', fullScore: 20 },
        ],
        rows: [
          { id: 'c1', name: '1班', values: [0.8, 0.62] },
          { id: 'c2', name: '2班', values: [0.85, null] },
          { id: 'g7', name: '七年级', values: [0.82, 0.6] },
        ],
      },
      trend: [
        { name: '第一单元测验', examDate: '2026-09-20', mean: 72.1, fullScore: 100 },
        { name: '七年级数学期中考试', examDate: '2026-11-10', mean: 76.4, fullScore: 100 },
      ],
    },
  });
