import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PaperSettings, type QuestionDetail } from '@zhijuan/contracts';
import { describe, expect, it } from 'vitest';
import type { PaperDoc } from './document';
import { PaperStatsPanel } from './PaperStatsPanel';

const detail = (id: string, difficulty: number, knowledge: string[]) =>
  ({
    id,
    typeId: 't1',
    typeName: '单选题',
    difficulty,
    knowledge: knowledge.map((name) => ({ id: name, name })),
  }) as QuestionDetail;

describe('试卷统计 charts', () => {
  it('draws the difficulty bands with the 易中难 ratio and the knowledge shares, eight at first', async () => {
    const questions = new Map(
      Array.from({ length: 10 }, (_, i) =>
        detail(`q${i}`, i < 7 ? 0.85 : 0.3, [`知识点${'ABCDEFGHIJ'[i]}`]),
      ).map((q) => [q.id, q]),
    );
    const doc: PaperDoc = {
      title: 't',
      settings: PaperSettings.parse({}),
      sections: [
        {
          id: 's1',
          title: '单选题',
          typeId: 't1',
          questions: [...questions.keys()].map((questionId) => ({ questionId, score: 10 })),
        },
      ],
    };
    render(<PaperStatsPanel doc={doc} questions={questions} />);
    expect(screen.getByRole('figure', { name: '难度分布' })).toHaveTextContent('70分7题');
    expect(screen.getByText('70 : 0 : 30')).toBeInTheDocument();
    const knowledge = screen.getByRole('figure', { name: '知识点分值占比' });
    expect(knowledge).toHaveTextContent('知识点A');
    expect(knowledge).toHaveTextContent('10 分 · 10%');
    expect(knowledge).not.toHaveTextContent('知识点J');
    await userEvent.click(screen.getByRole('button', { name: '展开全部 10 个知识点' }));
    expect(knowledge).toHaveTextContent('知识点J');
  });
});
