import { screen } from '@testing-library/react';
import { AnalysisExam, Commentary, PaperReport } from '@zhijuan/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ok } from '../../../test/fakeServer';
import { renderAt, signIn, signOut } from '../../../test/renderScreen';
import * as F from '../fixtures';
import CommentaryPage from './CommentaryPage';
import { paperConclusions } from './conclusions';

const EXAMS = z.array(AnalysisExam).parse([F.EXAM]);
const COMMENTARY = Commentary.parse(F.COMMENTARY);

describe('讲评助手', () => {
  let restore: (() => void) | undefined;
  beforeEach(signIn);
  afterEach(() => {
    restore?.();
    signOut();
  });

  it('试卷讲评 lists the questions by points lost, most first', async () => {
    const t = renderAt('/assistant/commentary?examId=e1&classId=c1', <CommentaryPage />, {
      'GET /teacher/analysis/exams': () => ok(EXAMS),
      'GET /teacher/analysis/e1/commentary': () => ok(COMMENTARY),
    });
    restore = t.server.restore;
    const titles = await screen.findAllByTestId('commentary-question');
    expect(titles.map((x) => x.textContent?.match(/第\d+题/)?.[0])).toEqual(['第18题', '第2题', '第1题']);
    expect(t.server.calls).toContain('GET /teacher/analysis/e1/commentary?classId=c1');
    expect(screen.getByRole('tab', { name: '试卷讲评', selected: true })).toBeInTheDocument();
    // Typical wrong letters with the students who chose them.
    expect(screen.getAllByText('C').length).toBeGreaterThan(0);
  }, 60_000);
});

describe('paperConclusions', () => {
  it('names the questions to revise in plain Chinese', () => {
    const lines = paperConclusions(PaperReport.parse(F.PAPER_REPORT));
    expect(lines[0]).toBe('试卷整体得分率 76%，难度适中偏易。');
    expect(lines).toContain('第2题区分度较差（0.12），建议修改。');
    expect(lines).toContain('实际得分率与题库预估接近，命题难度把握准确。');
    expect(lines).toContain('信度 0.83，成绩稳定可信。');
  });
});
