import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ok } from '../../test/fakeServer';
import { assignmentSummary } from '../../test/fixtures';
import { renderAt, signIn, signOut } from '../../test/renderScreen';
import { AssignDialog } from './AssignDialog';

const PAPER_ID = 'ca0458bf-92ae-4f3c-9d1e-6b2a7c8d9e01';
const CLASSES = {
  'GET /teacher/assignment/classes': () =>
    ok([{ id: 'c1', name: '1班', gradeId: 'g7', gradeName: '七年级', studentCount: 47 }]),
};

describe('布置作业/考试 names the paper by its title', () => {
  let restore: (() => void) | undefined;
  beforeEach(signIn);
  afterEach(() => {
    restore?.();
    signOut();
  });

  it('shows the title of the paper given from 我的试卷, not its id', async () => {
    const t = renderAt(
      '/cloudResources/personPaper',
      <AssignDialog
        open
        paper={{ id: PAPER_ID, title: '七年级数学第一单元测验', subjectId: 'cz.math' }}
        onClose={() => undefined}
      />,
      CLASSES,
    );
    restore = t.server.restore;
    const field = await screen.findByRole('textbox', { name: '试卷' });
    expect(field).toHaveValue('七年级数学第一单元测验');
    expect(screen.queryByDisplayValue(PAPER_ID)).not.toBeInTheDocument();
  });

  it('shows the title of the paper of the work being changed', async () => {
    const editing = {
      ...assignmentSummary({ id: 'a1', name: '周测' }),
      paperId: PAPER_ID,
      paperTitle: '周测卷',
    };
    const t = renderAt(
      '/paperlist',
      <AssignDialog open editing={editing} onClose={() => undefined} />,
      CLASSES,
    );
    restore = t.server.restore;
    expect(await screen.findByRole('textbox', { name: '试卷' })).toHaveValue('周测卷');
  });
});
