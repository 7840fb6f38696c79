import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  AnalysisExam,
  ClassReport,
  Commentary,
  ExamDetails,
  GradeReport,
  PaperReport,
  PersonReport,
  PersonReportBatch,
} from '@zhijuan/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ok } from '../../test/fakeServer';
import { renderAt, signIn, signOut } from '../../test/renderScreen';
import ClassPage from './ClassPage';
import * as F from './fixtures';
import GradePage from './GradePage';
import PersonPage from './PersonPage';

// The fixtures must stay true to the contract: parse them all once.
const EXAMS = z.array(AnalysisExam).parse([F.EXAM, F.OLDER_EXAM]);
const GRADE = GradeReport.parse(F.GRADE_REPORT);
const CLASS = ClassReport.parse(F.CLASS_REPORT);
const PERSON = PersonReport.parse(F.PERSON_REPORT);

describe('fixtures', () => {
  it('are valid against the analysis contracts', () => {
    expect(() => Commentary.parse(F.COMMENTARY)).not.toThrow();
    expect(() => ExamDetails.parse(F.DETAILS)).not.toThrow();
    expect(() => PaperReport.parse(F.PAPER_REPORT)).not.toThrow();
    expect(() => PersonReportBatch.parse({ reports: [PERSON] })).not.toThrow();
  });
});

describe('学情分析 screens', () => {
  let restore: (() => void) | undefined;
  beforeEach(signIn);
  afterEach(() => {
    restore?.();
    signOut();
  });

  it('年级分析 opens the newest exam and shows its figures, classes and questions', async () => {
    const t = renderAt('/analysis/grade', <GradePage />, {
      'GET /teacher/analysis/exams': () => ok(EXAMS),
      'GET /teacher/analysis/e1/grade': () => ok(GRADE),
    });
    restore = t.server.restore;
    expect(await screen.findByText('七年级整体情况')).toBeInTheDocument();
    // The newest exam is chosen and written into the address.
    await waitFor(() => expect(t.router.state.location.search).toBe('?examId=e1'));
    expect(t.server.calls).toContain('GET /teacher/analysis/exams?schoolYearId=y1');
    // Figures with their cut-offs.
    const mean = screen.getByText('平均分', { selector: '.zj-an-figure-label' }).parentElement!;
    expect(within(mean).getByText('76.4')).toBeInTheDocument();
    expect(screen.getByText('优秀率 ≥85%')).toBeInTheDocument();
    expect(screen.getByText('低分率 <40%')).toBeInTheDocument();
    // Class comparison: 超均率 of 1班 = (78.6 − 76.4) / 76.4.
    const classes = screen.getByRole('table', { name: '班级对比' });
    expect(within(classes).getByText('2.9%')).toBeInTheDocument();
    // Question table: 得分率, 区分度 with its quality, the reliability.
    const questions = screen.getByRole('table', { name: '试题分析' });
    const row2 = within(questions).getByText('第2题').closest('tr')!;
    expect(within(row2).getByText('40.0%')).toBeInTheDocument();
    expect(within(row2).getByText('0.12')).toBeInTheDocument();
    expect(within(row2).getByText('较差')).toBeInTheDocument();
    expect(screen.getByText('0.83')).toBeInTheDocument();
    // Charts mount as ECharts in jsdom.
    expect(document.querySelectorAll('[data-chart=echarts]').length).toBeGreaterThanOrEqual(3);
  }, 60_000);

  it('班级分析 shows rank changes against the previous exam and the question-type table', async () => {
    const t = renderAt('/analysis/class?examId=e1', <ClassPage />, {
      'GET /teacher/analysis/exams': () => ok(EXAMS),
      'GET /teacher/analysis/e1/class/c1': () => ok(CLASS),
    });
    restore = t.server.restore;
    const ranking = await screen.findByRole('table', { name: '学生成绩排名' });
    await waitFor(() => expect(t.router.state.location.search).toBe('?examId=e1&classId=c1'));
    expect(within(ranking).getAllByText(/较「七年级数学第一单元测验」/).length).toBeGreaterThan(0);
    const wang = within(ranking).getByText('王小明').closest('tr')!;
    expect(within(wang).getByText('↑5')).toBeInTheDocument();
    const li = within(ranking).getByText('李小红').closest('tr')!;
    expect(within(li).getByText('↓3')).toBeInTheDocument();
    expect(within(within(ranking).getByText('赵敏').closest('tr')!).getByText('缺考')).toBeInTheDocument();
    const types = screen.getByRole('table', { name: '题型统计' });
    const headers = within(types)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['题型', '正确率', '平均分', '作答人数', '答对人次']);
    const single = within(types).getByText('单选题').closest('tr')!;
    expect(within(single).getByText('60.0%')).toBeInTheDocument();
    expect(within(single).getByText('53')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /生成错题重练/ })).toHaveAttribute(
      'href',
      '/rehearseCoustom?classId=c1',
    );
  }, 60_000);

  it('个人分析 renders the trend and every question’s result', async () => {
    const t = renderAt('/analysis/person?examId=e1&classId=c1', <PersonPage />, {
      'GET /teacher/analysis/exams': () => ok(EXAMS),
      'GET /teacher/analysis/e1/class/c1': () => ok(CLASS),
      'GET /teacher/analysis/e1/student/s1': () => ok(PERSON),
    });
    restore = t.server.restore;
    const perQuestion = await screen.findByRole('table', { name: '逐题得分' });
    await waitFor(() => expect(t.router.state.location.search).toContain('studentId=s1'));
    const q2 = within(perQuestion).getByText('第2题').closest('tr')!;
    expect(within(q2).getByText(/错误/)).toBeInTheDocument();
    expect(within(q2).getByText('41.0%')).toBeInTheDocument();
    expect(
      within(within(perQuestion).getByText('第18题').closest('tr')!).getByText(/部分/),
    ).toBeInTheDocument();
    expect(
      within(within(perQuestion).getByText('第1题').closest('tr')!).getByText(/全对/),
    ).toBeInTheDocument();
    expect(screen.getByText('成绩趋势')).toBeInTheDocument();
    expect(screen.getByText('2/44')).toBeInTheDocument();
    // 同类题 stems with formulas.
    expect(document.querySelector('.zj-an-practice .katex')).not.toBeNull();
  }, 60_000);

  it('个人分析 ?print=class lays out one handout per student of the class', async () => {
    const second = { ...PERSON, result: { ...PERSON.result, studentId: 's2', name: '李小红' } };
    const t = renderAt('/analysis/person?examId=e1&classId=c1&print=class', <PersonPage />, {
      'GET /teacher/analysis/exams': () => ok(EXAMS),
      'GET /teacher/analysis/e1/class/c1/people': () => ok({ reports: [PERSON, second] }),
    });
    restore = t.server.restore;
    expect(await screen.findByRole('region', { name: '王小明的成绩报告' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '李小红的成绩报告' })).toBeInTheDocument();
    expect(t.server.calls.some((c) => c.includes('/student/'))).toBe(false);
  }, 60_000);
});

describe('分数线设置', () => {
  let restore: (() => void) | undefined;
  beforeEach(signIn);
  afterEach(() => {
    restore?.();
    signOut();
  });
  const settings = (canEdit: boolean) => ({
    cutoffs: { excellent: 0.85, good: 0.7, pass: 0.6, low: 0.4 },
    isDefault: true,
    canEdit,
  });

  it('lets a school manager change the lines, given as percentages of full marks', async () => {
    const user = (await import('@testing-library/user-event')).default.setup();
    const t = renderAt('/analysis/grade', <GradePage />, {
      'GET /teacher/analysis/exams': () => ok(EXAMS),
      'GET /teacher/analysis/e1/grade': () => ok(GRADE),
      'GET /teacher/analysis/settings': () => ok(settings(true)),
      'PUT /teacher/analysis/settings': () => ok({ ...settings(true), isDefault: false }),
    });
    restore = t.server.restore;
    await user.click(await screen.findByRole('button', { name: '分数线设置' }));
    const pass = await screen.findByLabelText('及格线');
    expect(pass).toHaveValue('60');
    fireEvent.change(pass, { target: { value: '50' } });
    await user.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(t.server.calls).toContain('PUT /teacher/analysis/settings'));
    // Accepted: the dialog closes and the reports are fetched again with the new lines.
    await waitFor(() => expect(screen.queryByLabelText('及格线')).toBeNull());
    await waitFor(() =>
      expect(t.server.calls.filter((c) => c.startsWith('GET /teacher/analysis/e1/grade')).length).toBe(2),
    );
  }, 60_000);

  it('shows a teacher the lines without letting them change', async () => {
    const user = (await import('@testing-library/user-event')).default.setup();
    const t = renderAt('/analysis/grade', <GradePage />, {
      'GET /teacher/analysis/exams': () => ok(EXAMS),
      'GET /teacher/analysis/e1/grade': () => ok(GRADE),
      'GET /teacher/analysis/settings': () => ok(settings(false)),
    });
    restore = t.server.restore;
    await user.click(await screen.findByRole('button', { name: '分数线设置' }));
    expect(await screen.findByText('分数线由学校管理员设置，全校报告统一使用')).toBeInTheDocument();
    expect(screen.getByLabelText('优秀线')).toBeDisabled();
    expect(screen.queryByRole('button', { name: /保\s*存/ })).toBeNull();
  }, 60_000);
});
