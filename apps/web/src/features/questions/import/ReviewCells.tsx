import { Checkbox, Select, TreeSelect } from 'antd';
import { OPTION_LETTERS } from '../QuestionView';
import { RichText } from '../RichText';
import type { TreeOption } from '../treeOptions';
import { blockingProblem, DIFFICULTY_BANDS, type ReviewRow } from './importRows';

/** The cells of one row of the import review: the question, what is wrong, and how it is filed. */

export function DraftCell({ row }: { row: ReviewRow }) {
  const { draft } = row;
  return (
    <div className="zj-import-question">
      <RichText html={draft.stem} />
      {draft.options.length ? (
        <div className="zj-import-options">
          {draft.options.map((o, i) => (
            <span key={OPTION_LETTERS[i]}>
              {OPTION_LETTERS[i]}. <RichText html={o} inline />
            </span>
          ))}
        </div>
      ) : null}
    </div>
  );
}

export function ProblemsCell({ row, onAllow }: { row: ReviewRow; onAllow: (allow: boolean) => void }) {
  const blocking = blockingProblem(row);
  const duplicate = row.conflict ?? row.draft.duplicateOf;
  // 「没有找到【答案】」 is what 「请填写答案」 already says, and goes once an answer is typed.
  const problems = [
    ...(blocking ? [blocking] : []),
    ...row.draft.problems.filter((p) => p !== '没有找到【答案】'),
  ];
  return (
    <div className="zj-import-problems">
      {[...new Set(problems)].map((p) => (
        <div key={p} className="zj-import-problem">
          {p}
        </div>
      ))}
      {duplicate ? (
        <div className="zj-import-duplicate">
          <div>{row.conflict ? '题库中已有几乎相同的试题：' : '题库中可能已有这道题：'}</div>
          <RichText html={duplicate.stem} className="zj-import-duplicate-stem" />
          <Checkbox checked={row.allowDuplicate} onChange={(e) => onAllow(e.target.checked)}>
            仍然保存
          </Checkbox>
        </div>
      ) : null}
      {!problems.length && !duplicate ? <span className="zj-import-fine">无</span> : null}
    </div>
  );
}

/** 难度 and 知识点 of one row; the knowledge points default to the ones chosen for the whole file. */
export function FilingCell({
  row,
  knowledgeTree,
  fileKnowledgeIds,
  onChange,
}: {
  row: ReviewRow;
  knowledgeTree: TreeOption[];
  fileKnowledgeIds: string[];
  onChange: (patch: Pick<ReviewRow, 'difficulty'> | Pick<ReviewRow, 'knowledgeIds'>) => void;
}) {
  return (
    <div className="zj-import-filing">
      <Select
        aria-label={`第 ${row.draft.number} 题难度`}
        size="small"
        value={row.difficulty}
        options={DIFFICULTY_BANDS.map((b) => ({ value: b.difficulty, label: b.name }))}
        onChange={(difficulty: number) => onChange({ difficulty })}
      />
      <TreeSelect
        aria-label={`第 ${row.draft.number} 题知识点`}
        size="small"
        multiple
        allowClear
        placeholder={fileKnowledgeIds.length ? '同上方知识点' : '知识点（可不选）'}
        value={row.knowledgeIds ?? fileKnowledgeIds}
        onChange={(v: string[]) => onChange({ knowledgeIds: v.slice(0, 10) })}
        treeData={knowledgeTree}
        showSearch={{ treeNodeFilterProp: 'title' }}
        maxTagCount={1}
        popupMatchSelectWidth={280}
      />
    </div>
  );
}
