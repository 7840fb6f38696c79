import { screen, waitFor, within } from '@testing-library/react';
import { AnalysisExam, GradeReport, PersonReport } from '@zhijuan/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ok } from '../../test/fakeServer';
import { renderAt, signIn, signOut } from '../../test/renderScreen';
import { radarChart, trendChart } from './charts';
import * as F from './fixtures';
import GradePage from './GradePage';
import PersonPage from './PersonPage';

/** The newest exam, still being marked: 12 of 94 scanned, 5 of 84 written answers marked, none complete. */
const MARKING = AnalysisExam.parse({
  ...F.EXAM,
  id: 'u1',
  name: '七年级数学第三单元测验',
  examDate: '2026-11-25',
  status: 'marking',
  scoredCount: 0,
  progress: { students: 94, scanned: 12, absent: 0, complete: 0, toMark: 84, marked: 5 },
});
const EXAMS = z.array(AnalysisExam).parse([MARKING, F.EXAM, F.OLDER_EXAM]);
const nothing = { ...F.CLASS2, count: 0, mean: null, median: null, std: null, max: null, min: null };
const GRADE_MARKING = GradeReport.parse({
  ...F.GRADE_REPORT,
  exam: MARKING,
  grade: { ...F.GRADE, ...nothing, id: 'g7', name: '七年级', rank: null, overMean: 0 },
  // A written question nobody's answer to is marked yet.
  questions: F.GRADE_REPORT.questions.map((q) =>
    q.key === '18'
      ? {
          ...q,
          count: 0,
          mean: 0,
          p: 0,
          discrimination: null,
          pointBiserial: null,
          fullCount: 0,
          zeroCount: 0,
        }
      : q,
  ),
  classes: [
    { ...F.CLASS1, ...nothing, id: 'c1', name: '1班', rank: null, overMean: null, lowRate: null },
    { ...nothing, rank: null, overMean: null, lowRate: null },
  ],
});

describe('an exam still being marked', () => {
  let restore: (() => void) | undefined;
  beforeEach(signIn);
  afterEach(() => {
    restore?.();
    signOut();
  });

  it('is not the default selection, and reads 阅卷中 with its progress and — for figures it has not', async () => {
    const t = renderAt('/analysis/grade', <GradePage />, {
      'GET /teacher/analysis/exams': () => ok(EXAMS),
      'GET /teacher/analysis/e1/grade': () => ok(F.GRADE_REPORT),
      'GET /teacher/analysis/u1/grade': () => ok(GRADE_MARKING),
    });
    restore = t.server.restore;
    // The newest finished exam opens, not the one being marked.
    await waitFor(() => expect(t.router.state.location.search).toBe('?examId=e1'));
    expect(await screen.findByText('七年级整体情况')).toBeInTheDocument();

    t.router.navigate('/analysis/grade?examId=u1');
    expect(
      await screen.findByText('阅卷中：已扫描 12/94 人 · 主观题已阅 5/84 份 · 已阅完 0 人'),
    ).toBeInTheDocument();
    await screen.findByText(/总分、排名、分数段和各项比率只统计已阅完的学生/);
    const classes = await screen.findByRole('table', { name: '班级对比' });
    const row2 = within(classes).getByText('2班').closest('tr')!;
    // 参考人数 0/45, then — for the mean, 超均率, rank and rates: never a bold 0 or a rank of 0.
    expect(within(row2).getByText('0/45')).toBeInTheDocument();
    expect(within(row2).queryByText('0')).toBeNull();
    expect(within(row2).getAllByText('—').length).toBeGreaterThanOrEqual(5);
    const mean = screen.getByText('平均分', { selector: '.zj-an-figure-label' }).parentElement!;
    expect(within(mean).getByText('—')).toBeInTheDocument();
    // The unmarked question: no 0, no 0.0%, no 困难.
    const q18 = within(screen.getByRole('table', { name: '试题分析' }))
      .getByText('第18题')
      .closest('tr')!;
    expect(within(q18).queryByText('0.0%')).toBeNull();
    expect(within(q18).queryByText('困难')).toBeNull();
    expect(within(q18).getAllByText('—').length).toBeGreaterThanOrEqual(6);
  }, 60_000);

  it('tells a student never scanned so, never 「全部答对」', async () => {
    const missing = PersonReport.parse({
      ...F.PERSON_REPORT,
      result: {
        ...F.PERSON_REPORT.result,
        status: 'missing',
        total: null,
        objective: null,
        subjective: null,
      },
      questions: F.PERSON_REPORT.questions.map((q) => ({ ...q, score: null, result: 'none', answer: '' })),
      mistakes: [],
      practice: [],
      hasMarkedSheet: false,
    });
    const t = renderAt('/analysis/person?examId=e1&classId=c1&studentId=s1', <PersonPage />, {
      'GET /teacher/analysis/exams': () => ok(EXAMS),
      'GET /teacher/analysis/e1/class/c1': () => ok(F.CLASS_REPORT),
      'GET /teacher/analysis/e1/student/s1': () => ok(missing),
    });
    restore = t.server.restore;
    expect(await screen.findByText('失分题：答题卡未扫描，暂无作答')).toBeInTheDocument();
    expect(screen.queryByText(/全部答对/)).toBeNull();
    expect(screen.getByText('答题卡未扫描，暂无成绩')).toBeInTheDocument();
  }, 60_000);
});

describe('report charts', () => {
  it('round averages one way: the trend table says 70.69 as the grade report does', () => {
    const point = F.PERSON_REPORT.trend[0]!;
    const t = trendChart([{ ...point, classMean: 70.6875, gradeMean: 70.7 }]);
    expect(t.table.rows[0]!.slice(4, 6)).toEqual([70.69, 70.7]);
  });

  it('wraps long knowledge-point names on the radar instead of cutting them off', () => {
    const r = radarChart(
      ['有理数的加法与减法运算法则', '绝对值', '数轴'].map((name) => ({
        name,
        student: 0.5,
        classMastery: 0.6,
        gradeMastery: 0.7,
      })),
    );
    const radar = r.option.radar as { axisName: { formatter: (n: string) => string }; radius: string };
    expect(radar.axisName.formatter('有理数的加法与减法运算法则')).toBe('有理数的加法与\n减法运算法则');
    expect(radar.axisName.formatter('绝对值')).toBe('绝对值');
    expect(Number.parseInt(radar.radius, 10)).toBeLessThanOrEqual(55);
  });
});
