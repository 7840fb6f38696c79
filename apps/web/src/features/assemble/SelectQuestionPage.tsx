import { UploadOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { IdName } from '@zhijuan/contracts';
import { Button, Card, Empty, Segmented, Select, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useUserInfo } from '../../session';
import { type LocalState, useLocal } from '../../stores/local';
import {
  applyTextbook,
  applyVersion,
  bookNodesQuery,
  knowledgeQuery,
  pickTextbook,
  questionTypesQuery,
  textbooksQuery,
  versionsQuery,
} from '../curriculum';
import { QuestionBrowser, WordImportDialog } from '../questions';
import { CurriculumTree, type PickedNode } from './CurriculumTree';
import './assemble.css';

type ChapterType = LocalState['chapterType'];

const TREE_TYPES: { label: string; value: ChapterType }[] = [
  { label: '章节', value: 'booknode' },
  { label: '知识点', value: 'knowledge' },
];

/**
 * The version and textbook shown for the current subject: the saved ones, else (a teacher who never
 * chose) the first version and its first volume, shown without saving. Choosing one saves it.
 */
function useTextbookChoice(subjectId: string) {
  const client = useQueryClient();
  const { data: info } = useUserInfo();
  const versions = useQuery(versionsQuery(subjectId));
  const chooseVersion = useMutation({
    mutationFn: (version: IdName) => applyVersion(client, version, info?.userGradeId ?? null),
  });
  const chooseTextbook = useMutation({ mutationFn: (textbook: IdName) => applyTextbook(client, textbook) });
  const wantedVersion = chooseVersion.isPending ? chooseVersion.variables?.id : info?.userBookVersionId;
  const version = versions.data?.find((v) => v.id === wantedVersion) ?? versions.data?.[0] ?? null;
  const textbooks = useQuery({ ...textbooksQuery(version?.id ?? ''), enabled: version !== null });
  const wantedTextbook = chooseTextbook.isPending ? chooseTextbook.variables?.id : info?.userGradeId;
  const textbook = textbooks.data ? pickTextbook(textbooks.data, wantedTextbook) : null;
  return { versions, version, textbooks, textbook, chooseVersion, chooseTextbook };
}

function ChapterPanel({ subjectId, picked, onPick }: PanelProps & { subjectId: string }) {
  const { versions, version, textbooks, textbook, chooseVersion, chooseTextbook } =
    useTextbookChoice(subjectId);
  const tree = useQuery({ ...bookNodesQuery(textbook?.id ?? ''), enabled: textbook !== null });
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
            if (next) chooseVersion.mutate(next);
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
            if (next) chooseTextbook.mutate(next);
          }}
          notFoundContent="暂无教材"
        />
      </div>
      <CurriculumTree
        tree={tree.data}
        loading={versions.isLoading || textbooks.isLoading || tree.isLoading}
        searchPlaceholder="搜索章节"
        emptyText={textbook ? '这本教材还没有章节目录' : '这个学科还没有教材'}
        selectedId={picked?.id ?? null}
        onSelect={onPick}
      />
    </>
  );
}

function KnowledgePanel({ subjectId, picked, onPick }: PanelProps & { subjectId: string }) {
  const tree = useQuery(knowledgeQuery(subjectId));
  return (
    <CurriculumTree
      tree={tree.data}
      loading={tree.isLoading}
      searchPlaceholder="搜索知识点"
      emptyText="这个学科还没有知识点"
      selectedId={picked?.id ?? null}
      onSelect={onPick}
    />
  );
}

interface PanelProps {
  picked: PickedNode | null;
  onPick: (node: PickedNode | null) => void;
}

/** 题型 chips of a subject: 全部 or one type. */
export function QuestionTypeChips({
  subjectId,
  value,
  onChange,
}: {
  subjectId: string;
  value: string | null;
  onChange: (id: string | null) => void;
}) {
  const types = useQuery(questionTypesQuery(subjectId));
  if (!types.data?.length) return null;
  return (
    <div className="zj-type-chips" role="toolbar" aria-label="题型">
      <span className="zj-type-chips-label">题型：</span>
      <Tag.CheckableTag checked={value === null} onChange={() => onChange(null)}>
        全部
      </Tag.CheckableTag>
      {types.data.map((t) => (
        <Tag.CheckableTag key={t.id} checked={value === t.id} onChange={() => onChange(t.id)}>
          {t.name}
        </Tag.CheckableTag>
      ))}
    </div>
  );
}

/**
 * /rehearse/SelectQuestionPaper (选题组卷): textbook chapters or knowledge points of the current
 * subject on the left, the question list of the picked node on the right; 导入试题 reads a Word file.
 */
export default function SelectQuestionPage() {
  useDocumentTitle('选题组卷');
  const { data: info } = useUserInfo();
  const chapterType = useLocal((s) => s.chapterType);
  const patch = useLocal((s) => s.patch);
  const [picked, setPicked] = useState<Partial<Record<ChapterType, PickedNode | null>>>({});
  const [questionTypeId, setQuestionTypeId] = useState<string | null>(null);
  const subjectId = info?.userSubjectId ?? null;
  const textbookId = info?.userGradeId ?? null;
  // A picked chapter belongs to one textbook and a knowledge point to one subject.
  const [pickedFor, setPickedFor] = useState({ subjectId, textbookId });
  if (pickedFor.subjectId !== subjectId || pickedFor.textbookId !== textbookId) {
    setPickedFor({ subjectId, textbookId });
    setPicked({});
    if (pickedFor.subjectId !== subjectId) setQuestionTypeId(null);
  }
  const current = picked[chapterType] ?? null;
  const onPick = (node: PickedNode | null) => setPicked((p) => ({ ...p, [chapterType]: node }));

  const [importing, setImporting] = useState(false);

  return (
    <div className="zj-page">
      <div className="zj-select-head">
        <Typography.Title level={3} className="zj-page-title">
          选题组卷
        </Typography.Title>
        {subjectId ? (
          <Button icon={<UploadOutlined />} onClick={() => setImporting(true)}>
            导入试题
          </Button>
        ) : null}
      </div>
      <div className="zj-select-layout">
        <Card variant="borderless" className="zj-curriculum-panel" aria-label="教材章节与知识点">
          {subjectId ? (
            <>
              <div className="zj-curriculum-head">
                <span className="zj-curriculum-subject">
                  {info?.userStage}
                  {info?.userSubject}
                </span>
                <Segmented<ChapterType>
                  options={TREE_TYPES}
                  value={chapterType}
                  onChange={(value) => patch({ chapterType: value })}
                />
              </div>
              {chapterType === 'booknode' ? (
                <ChapterPanel subjectId={subjectId} picked={current} onPick={onPick} />
              ) : (
                <KnowledgePanel subjectId={subjectId} picked={current} onPick={onPick} />
              )}
            </>
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="请先在顶部选择学段和学科" />
          )}
        </Card>
        <Card variant="borderless" className="zj-question-area">
          {subjectId ? (
            <>
              <QuestionTypeChips subjectId={subjectId} value={questionTypeId} onChange={setQuestionTypeId} />
              <QuestionBrowser
                subjectId={subjectId}
                node={current ? { kind: chapterType, ...current } : null}
                typeId={questionTypeId}
              />
            </>
          ) : (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description="请先在顶部选择学段和学科，再挑选试题加入试题篮"
              className="zj-page-empty"
            />
          )}
        </Card>
      </div>
      {subjectId && importing ? (
        <WordImportDialog
          open
          onClose={() => setImporting(false)}
          subjectId={subjectId}
          subjectName={`${info?.userStage ?? ''}${info?.userSubject ?? ''}`}
          textbookId={textbookId}
          chapterId={picked.booknode?.id ?? null}
          canUseSchool={Boolean(info?.orgDefaultId)}
        />
      ) : null}
    </div>
  );
}
