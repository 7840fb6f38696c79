import { PlusOutlined, ReloadOutlined, SaveOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { IdName, PracticeSet } from '@zhijuan/contracts';
import { PaperSettings } from '@zhijuan/contracts';
import { Alert, Button, Card, Select, Switch } from 'antd';
import { useMemo } from 'react';
import { useUserInfo } from '../../../session';
import { CurriculumTree, type PickedNode } from '../../assemble';
import {
  applyTextbook,
  applyVersion,
  bookNodesQuery,
  pickTextbook,
  textbooksQuery,
  versionsQuery,
} from '../../curriculum';
import { AnswerPanel, QuestionBody, QuestionTags } from '../../questions';
import type { PaperDoc } from '../editor/document';
import { PaperStatsPanel } from '../editor/PaperStatsPanel';
import { bandName } from '../editor/stats';

/** The saved version and volume of the subject, else its first ones (shown without saving). */
function useTextbook(subjectId: string) {
  const client = useQueryClient();
  const { data: info } = useUserInfo();
  const versions = useQuery(versionsQuery(subjectId));
  const chooseVersion = useMutation({
    mutationFn: (v: IdName) => applyVersion(client, v, info?.userGradeId ?? null),
  });
  const chooseTextbook = useMutation({ mutationFn: (t: IdName) => applyTextbook(client, t) });
  const wantedVersion = chooseVersion.isPending ? chooseVersion.variables?.id : info?.userBookVersionId;
  const version = versions.data?.find((v) => v.id === wantedVersion) ?? versions.data?.[0] ?? null;
  const textbooks = useQuery({ ...textbooksQuery(version?.id ?? ''), enabled: version !== null });
  const wantedTextbook = chooseTextbook.isPending ? chooseTextbook.variables?.id : info?.userGradeId;
  const textbook = textbooks.data ? pickTextbook(textbooks.data, wantedTextbook) : null;
  const tree = useQuery({ ...bookNodesQuery(textbook?.id ?? ''), enabled: textbook !== null });
  return { versions, version, textbooks, textbook, tree, chooseVersion, chooseTextbook };
}

export function LessonTree({
  subjectId,
  picked,
  onPick,
}: {
  subjectId: string;
  picked: PickedNode | null;
  onPick: (node: PickedNode | null) => void;
}) {
  const { versions, version, textbooks, textbook, tree, chooseVersion, chooseTextbook } =
    useTextbook(subjectId);
  return (
    <>
      <div className="zj-textbook-selects">
        <Select
          aria-label="教材版本"
          placeholder="选择版本"
          loading={versions.isLoading || chooseVersion.isPending}
          value={version?.id}
          options={(versions.data ?? []).map((v) => ({ value: v.id, label: v.name }))}
          onChange={(id: string) => {
            const next = versions.data?.find((v) => v.id === id);
            if (next) {
              chooseVersion.mutate(next);
              onPick(null);
            }
          }}
          notFoundContent="暂无版本"
        />
        <Select
          aria-label="教材"
          placeholder="选择教材"
          loading={textbooks.isLoading || chooseTextbook.isPending}
          value={textbook?.id}
          options={(textbooks.data?.list ?? []).map((t) => ({ value: t.id, label: t.name }))}
          onChange={(id: string) => {
            const next = textbooks.data?.list.find((t) => t.id === id);
            if (next) {
              chooseTextbook.mutate(next);
              onPick(null);
            }
          }}
          notFoundContent="暂无教材"
        />
      </div>
      <CurriculumTree
        tree={tree.data}
        loading={versions.isLoading || textbooks.isLoading || tree.isLoading}
        searchPlaceholder="搜索课时"
        emptyText={textbook ? '这本教材还没有章节目录' : '这个学科还没有教材'}
        selectedId={picked?.id ?? null}
        onSelect={(node) => {
          if (node) onPick(node);
        }}
      />
    </>
  );
}

export function PracticePreview({
  result,
  loading,
  showAnswers,
  onShowAnswers,
  onAgain,
  adding,
  onAddAll,
  onSave,
}: {
  result: PracticeSet;
  loading: boolean;
  showAnswers: boolean;
  onShowAnswers: (on: boolean) => void;
  onAgain: () => void;
  adding: boolean;
  onAddAll: () => void;
  onSave: () => void;
}) {
  const byId = useMemo(() => new Map(result.questions.map((q) => [q.id, q])), [result]);
  const empty = result.questions.length === 0;
  let number = 1;
  return (
    <Card
      variant="borderless"
      className="zj-intellect-paper zj-practice-paper"
      title={
        <div className="zj-practice-title">
          <span>{result.title}</span>
          {empty ? null : (
            <span className="zj-q-muted">
              {result.questions.length} 道题 · 共 {result.totalScore} 分 · 难度 {result.difficulty.toFixed(2)}
              （{bandName(result.difficulty)}）
            </span>
          )}
        </div>
      }
      extra={
        empty ? null : (
          <div className="zj-intellect-actions">
            <Button icon={<ReloadOutlined />} loading={loading} onClick={onAgain}>
              换一批
            </Button>
            <Button icon={<PlusOutlined />} loading={adding} onClick={onAddAll}>
              加入试题篮
            </Button>
            <Button type="primary" icon={<SaveOutlined />} onClick={onSave}>
              保存到我的试卷
            </Button>
          </div>
        )
      }
    >
      {result.notice ? <Alert type="warning" showIcon title={result.notice} /> : null}
      {empty ? null : (
        <div className="zj-practice-toolbar">
          <Switch size="small" checked={showAnswers} onChange={onShowAnswers} aria-label="显示答案与解析" />
          <span>显示答案与解析</span>
        </div>
      )}
      {result.sections.map((section) => {
        const first = number;
        number += section.questions.length;
        return (
          <section key={section.id} className="zj-intellect-section">
            <h4>
              {section.title}
              <span className="zj-q-muted">
                （共 {section.questions.length} 题，每题 {section.questions[0]?.score ?? 0} 分）
              </span>
            </h4>
            {section.questions.map((q, j) => {
              const detail = byId.get(q.questionId);
              return detail ? (
                <article key={q.questionId} className="zj-q-card" aria-label="试题">
                  <QuestionTags question={detail} />
                  <QuestionBody question={detail} number={first + j} />
                  {showAnswers ? <AnswerPanel detail={detail} /> : null}
                </article>
              ) : null;
            })}
          </section>
        );
      })}
    </Card>
  );
}

/** 试卷统计 of the set, under the lesson tree. */
export function PracticeStats({ result }: { result: PracticeSet }) {
  const byId = useMemo(() => new Map(result.questions.map((q) => [q.id, q])), [result]);
  const doc: PaperDoc = useMemo(
    () => ({ title: result.title, settings: PaperSettings.parse({}), sections: result.sections }),
    [result],
  );
  return <PaperStatsPanel doc={doc} questions={byId} />;
}
