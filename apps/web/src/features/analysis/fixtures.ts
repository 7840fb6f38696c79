import type {
  AnalysisExam,
  ClassReport,
  Commentary,
  ExamDetails,
  GradeReport,
  GroupStats,
  PaperReport,
  PersonReport,
  QuestionStat,
  StudentResult,
} from '@zhijuan/contracts';

/**
 * Small, consistent analysis data for tests (and nothing else): one exam of two classes, four
 * questions. The tests parse every value with the contract's schema so they stay true to it.
 */

export const EXAM: AnalysisExam = {
  id: 'e1',
  name: '七年级数学第二单元测验',
  kind: 'exam',
  examDate: '2026-11-20',
  status: 'done',
  subjectId: 'cz.math',
  subjectName: '数学',
  gradeId: 'g7',
  gradeName: '七年级',
  schoolYearId: 'y1',
  fullScore: 100,
  classes: [
    { id: 'c1', name: '1班' },
    { id: 'c2', name: '2班' },
  ],
  studentCount: 90,
  scoredCount: 88,
  progress: { students: 90, scanned: 90, absent: 2, complete: 88, toMark: 176, marked: 176 },
};
export const OLDER_EXAM: AnalysisExam = {
  ...EXAM,
  id: 'e0',
  name: '七年级数学第一单元测验',
  examDate: '2026-10-09',
};

export const CUTOFFS = { excellent: 0.85, good: 0.7, pass: 0.6, low: 0.4 };

const group = (
  id: string,
  name: string,
  mean: number,
  rank: number | null,
  teachers: string[],
): GroupStats => ({
  id,
  name,
  students: 45,
  count: 44,
  absent: 1,
  scanned: 45,
  objectiveCount: 44,
  objectiveMean: mean / 2,
  mean,
  median: mean + 1,
  std: 12.4,
  max: 98,
  min: 31,
  q1: mean - 9,
  q3: mean + 8,
  excellentRate: 0.182,
  goodRate: 0.409,
  passRate: 0.773,
  lowRate: 0.045,
  overMean: rank === null ? 0 : (mean - 76.4) / 76.4,
  rank,
  teachers,
});
export const GRADE = group('g7', '七年级', 76.4, null, []);
export const CLASS1 = group('c1', '1班', 78.6, 1, ['李老师']);
export const CLASS2 = group('c2', '2班', 74.2, 2, ['李老师']);

const question = (over: Partial<QuestionStat> & Pick<QuestionStat, 'key' | 'label'>): QuestionStat => ({
  typeName: '单选题',
  section: '一、选择题',
  objective: true,
  max: 4,
  questionIds: [`q-${over.key}`],
  knowledge: [{ id: 'k1', name: '有理数的加法' }],
  count: 88,
  mean: 3.2,
  p: 0.8,
  discrimination: 0.35,
  pointBiserial: 0.41,
  quality: 'good',
  difficultyName: '容易',
  intended: 0.75,
  fullCount: 70,
  zeroCount: 18,
  lost: 70.4,
  options: [],
  answer: [],
  ...over,
});

export const QUESTIONS: QuestionStat[] = [
  question({
    key: '1',
    label: '第1题',
    options: [
      { option: 'A', count: 70, share: 0.795, correct: true },
      { option: 'B', count: 10, share: 0.114, correct: false },
      { option: 'C', count: 5, share: 0.057, correct: false },
      { option: 'D', count: 2, share: 0.023, correct: false },
      { option: '', count: 1, share: 0.011, correct: false },
    ],
    answer: ['A'],
  }),
  question({
    key: '2',
    label: '第2题',
    mean: 1.6,
    p: 0.4,
    discrimination: 0.12,
    pointBiserial: 0.15,
    quality: 'poor',
    difficultyName: '较难',
    intended: 0.7,
    fullCount: 35,
    zeroCount: 53,
    lost: 211.2,
    knowledge: [{ id: 'k2', name: '绝对值' }],
    options: [
      { option: 'A', count: 20, share: 0.227, correct: false },
      { option: 'B', count: 35, share: 0.398, correct: true },
      { option: 'C', count: 30, share: 0.341, correct: false },
      { option: 'D', count: 3, share: 0.034, correct: false },
    ],
    answer: ['B'],
  }),
  question({
    key: '13',
    label: '第13题',
    typeName: '填空题',
    section: '二、填空题',
    max: 4,
    mean: 2.9,
    p: 0.725,
    discrimination: 0.45,
    pointBiserial: 0.52,
    quality: 'excellent',
    difficultyName: '中等',
    intended: null,
    fullCount: 60,
    zeroCount: 20,
    lost: 96.8,
  }),
  question({
    key: '18',
    label: '第18题',
    typeName: '解答题',
    section: '三、解答题',
    objective: false,
    max: 10,
    mean: 6.1,
    p: 0.61,
    discrimination: 0.28,
    pointBiserial: 0.33,
    quality: 'fair',
    difficultyName: '中等',
    intended: 0.55,
    fullCount: 20,
    zeroCount: 6,
    lost: 343.2,
    knowledge: [
      { id: 'k1', name: '有理数的加法' },
      { id: 'k2', name: '绝对值' },
    ],
  }),
];

const TYPES = [
  { questionTypeName: '单选题', accuracy: 0.6, average: 4.8, studentNum: 44, correctNum: 53, fullScore: 8 },
  { questionTypeName: '填空题', accuracy: 0.68, average: 2.9, studentNum: 44, correctNum: 30, fullScore: 4 },
  { questionTypeName: '解答题', accuracy: 0.23, average: 6.1, studentNum: 44, correctNum: 10, fullScore: 10 },
];

const KNOWLEDGE = {
  points: [
    { id: 'k1', name: '有理数的加法', fullScore: 14 },
    { id: 'k2', name: '绝对值', fullScore: 9 },
  ],
  rows: [
    { id: 'c1', name: '1班', values: [0.78, 0.52] },
    { id: 'c2', name: '2班', values: [0.71, null] },
    { id: 'g7', name: '七年级', values: [0.745, 0.49] },
  ],
};

export const GRADE_REPORT: GradeReport = {
  exam: EXAM,
  cutoffs: CUTOFFS,
  grade: GRADE,
  classes: [CLASS1, CLASS2],
  distribution: {
    bands: [
      { label: '0-59', from: 0, to: 60 },
      { label: '60-79', from: 60, to: 80 },
      { label: '80-100', from: 80, to: 100 },
    ],
    rows: [
      { id: 'g7', name: '七年级', counts: [20, 38, 30] },
      { id: 'c1', name: '1班', counts: [8, 19, 17] },
      { id: 'c2', name: '2班', counts: [12, 19, 13] },
    ],
  },
  questions: QUESTIONS,
  questionTypes: TYPES,
  reliability: { value: 0.83, method: 'alpha', quality: 'good' },
  knowledge: KNOWLEDGE,
};

const student = (
  i: number,
  name: string,
  total: number | null,
  rankChange: number | null,
  over: Partial<StudentResult> = {},
): StudentResult => ({
  studentId: `s${i}`,
  name,
  studentNo: `2026070${i}`,
  classId: 'c1',
  className: '1班',
  status: total === null ? 'absent' : 'scored',
  total,
  objective: total === null ? null : Math.min(total, 8),
  subjective: total === null ? null : Math.max(0, total - 8),
  classRank: total === null ? null : i,
  gradeRank: total === null ? null : i * 2,
  rankChange,
  z: total === null ? null : (total - 76.4) / 12.4,
  t: total === null ? null : 50 + (10 * (total - 76.4)) / 12.4,
  scores:
    total === null ? { '1': null, '2': null, '13': null, '18': null } : { '1': 4, '2': 0, '13': 4, '18': 9 },
  answers: total === null ? {} : { '1': 'A', '2': 'C' },
  ...over,
});

export const STUDENTS: StudentResult[] = [
  student(1, '王小明', 17, 5, {
    scores: { '1': 4, '2': 4, '13': 4, '18': 5 },
    answers: { '1': 'A', '2': 'B' },
  }),
  student(2, '李小红', 16, -3),
  student(3, '张伟', 12, null, {
    scores: { '1': 0, '2': 0, '13': 4, '18': 8 },
    answers: { '1': 'B', '2': 'C' },
  }),
  student(4, '赵敏', null, null),
];

export const CLASS_REPORT: ClassReport = {
  exam: EXAM,
  cutoffs: CUTOFFS,
  classStats: CLASS1,
  grade: GRADE,
  distribution: {
    bands: GRADE_REPORT.distribution.bands,
    rows: [
      { id: 'c1', name: '1班', counts: [8, 19, 17] },
      { id: 'g7', name: '七年级', counts: [20, 38, 30] },
    ],
  },
  students: STUDENTS,
  previous: { id: 'e0', name: '七年级数学第一单元测验', examDate: '2026-10-09' },
  risers: [STUDENTS[0]!],
  fallers: [STUDENTS[1]!],
  questionTypes: TYPES,
  questions: QUESTIONS.map((q) => ({ ...q, gradeP: q.p - 0.02 })),
  knowledge: KNOWLEDGE,
};

export const PERSON_REPORT: PersonReport = {
  exam: EXAM,
  result: STUDENTS[0]!,
  classStats: CLASS1,
  grade: GRADE,
  trend: [
    {
      examId: 'e0',
      name: '七年级数学第一单元测验',
      examDate: '2026-10-09',
      fullScore: 100,
      examStatus: 'done',
      status: 'scored',
      total: 81,
      classRank: 6,
      gradeRank: 12,
      classMean: 75.1,
      gradeMean: 73.8,
      classCount: 44,
      gradeCount: 88,
    },
    {
      examId: 'e1',
      name: '七年级数学第二单元测验',
      examDate: '2026-11-20',
      fullScore: 100,
      examStatus: 'done',
      status: 'scored',
      total: 92,
      classRank: 1,
      gradeRank: 2,
      classMean: 78.6,
      gradeMean: 76.4,
      classCount: 44,
      gradeCount: 88,
    },
  ],
  questions: [
    {
      key: '1',
      label: '第1题',
      typeName: '单选题',
      objective: true,
      max: 4,
      score: 4,
      result: 'right',
      answer: 'A',
      correctAnswer: ['A'],
      classP: 0.82,
      gradeP: 0.8,
      questionIds: ['q-1'],
      knowledge: [{ id: 'k1', name: '有理数的加法' }],
    },
    {
      key: '2',
      label: '第2题',
      typeName: '单选题',
      objective: true,
      max: 4,
      score: 0,
      result: 'wrong',
      answer: 'C',
      correctAnswer: ['B'],
      classP: 0.41,
      gradeP: 0.4,
      questionIds: ['q-2'],
      knowledge: [{ id: 'k2', name: '绝对值' }],
    },
    {
      key: '18',
      label: '第18题',
      typeName: '解答题',
      objective: false,
      max: 10,
      score: 5,
      result: 'partial',
      answer: null,
      correctAnswer: [],
      classP: 0.63,
      gradeP: 0.61,
      questionIds: ['q-18'],
      knowledge: [{ id: 'k2', name: '绝对值' }],
    },
  ],
  knowledge: [
    { id: 'k1', name: '有理数的加法', student: 1, classMastery: 0.78, gradeMastery: 0.745, overall: 0.9 },
    { id: 'k2', name: '绝对值', student: 0.36, classMastery: 0.52, gradeMastery: 0.49, overall: 0.5 },
  ],
  mistakes: ['18', '2'],
  practice: [
    {
      id: 'pq1',
      typeName: '单选题',
      difficultyName: '中等',
      stem: '<p>\\(|-3|\\) 的值是</p>',
      options: ['3', '-3', '\\(\\frac13\\)', '0'],
      forKey: '2',
    },
  ],
  hasMarkedSheet: true,
};

export const COMMENTARY: Commentary = {
  exam: EXAM,
  scope: { id: 'c1', name: '1班', classIds: ['c1'], students: 45, scanned: 45, absent: 1, complete: 44 },
  // Deliberately not in lost-points order: the screen sorts.
  questions: [QUESTIONS[0]!, QUESTIONS[3]!, QUESTIONS[1]!].map((q) => ({
    ...q,
    wrongCount: q.zeroCount,
    samples:
      q.key === '18'
        ? [
            {
              studentId: 's3',
              name: '张伟',
              score: 2,
              answer: null,
              image: '/teacher/assignment/e1/answer/a3/0',
            },
          ]
        : [{ studentId: 's3', name: '张伟', score: 0, answer: 'C', image: null }],
    students: ['张伟', '李小红'],
  })),
};

export const DETAILS: ExamDetails = {
  exam: EXAM,
  scope: {
    id: 'g7',
    name: '七年级（全部班级）',
    classIds: ['c1', 'c2'],
    students: 90,
    scanned: 90,
    absent: 2,
    complete: 88,
  },
  columns: QUESTIONS.map((q) => ({
    key: q.key,
    label: q.label,
    max: q.max,
    objective: q.objective,
    section: q.section,
    answer: q.answer,
  })),
  students: STUDENTS,
};

export const PAPER_REPORT: PaperReport = {
  exam: EXAM,
  count: 88,
  mean: 76.4,
  p: 0.764,
  intended: 0.68,
  discrimination: 0.3,
  reliability: { value: 0.83, method: 'alpha', quality: 'good' },
  questions: QUESTIONS,
  qualityCounts: { excellent: 1, good: 1, fair: 1, poor: 1 },
  difficultyCounts: [
    { name: '容易', count: 1, score: 4 },
    { name: '中等', count: 2, score: 14 },
    { name: '较难', count: 1, score: 4 },
  ],
};
