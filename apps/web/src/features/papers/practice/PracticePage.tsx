import { PlusOutlined, ReloadOutlined, SaveOutlined } from '@ant-design/icons';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { IdName, PaperDocument, PracticeBody, PracticeSet } from '@zhijuan/contracts';
import { PaperSettings } from '@zhijuan/contracts';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Empty,
  Input,
  Modal,
  Segmented,
  Select,
  Spin,
  Switch,
  Typography,
} from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { toastSuccess } from '../../../api/toast';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useUserInfo } from '../../../session';
import { CurriculumTree, type PickedNode } from '../../assemble';
import { useBasketActions } from '../../basket';
import {
  applyTextbook,
  applyVersion,
  bookNodesQuery,
  pickTextbook,
  textbooksQuery,
  versionsQuery,
} from '../../curriculum';
import { AnswerPanel, QuestionBody, QuestionTags, questionKeys } from '../../questions';
import { createPaper, practiceSet } from '../api';
import type { PaperDoc } from '../editor/document';
import { PaperStatsPanel } from '../editor/PaperStatsPanel';
import { bandName } from '../editor/stats';
import { paperKeys, practiceKeys } from '../queries';
import '../intellect/intellect.css';
import './practice.css';

type Level = PracticeBody['level'];

const LEVELS: { label: string; value: Level }[] = [
  { label: '基础', value: 'basic' },
  { label: '提升', value: 'standard' },
  { label: '拓展', value: 'advanced' },
];
const COUNTS = [5, 10, 15, 20];

const newSeed = () => Math.floor(Math.random() * 2 ** 31);

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

interface Ask {
  bookNodeId: string;
  count: number;
  level: Level;
  excludeRecent: boolean;
  seed: number;
  excludeIds: string[];
}

/**
 * /rehearse/SynchronizationClass (同步课堂): pick a lesson in the chapter tree and get a 课时练 from the
 * bank — preview with answers, 换一批, put it all in the basket or save it to 我的试卷.
 */
export default function PracticePage() {
  useDocumentTitle('同步课堂');
  const { data: info } = useUserInfo();
  const subjectId = info?.userSubjectId ?? null;
  const client = useQueryClient();
  const navigate = useNavigate();
  const basket = useBasketActions();
  const [lesson, setLesson] = useState<PickedNode | null>(null);
  const [count, setCount] = useState(10);
  const [level, setLevel] = useState<Level>('standard');
  const [excludeRecent, setExcludeRecent] = useState(true);
  const [batch, setBatch] = useState({ seed: newSeed(), excludeIds: [] as string[] });
  const [showAnswers, setShowAnswers] = useState(false);
  const [saving, setSaving] = useState(false);
  const [title, setTitle] = useState('');

  // A lesson belongs to one subject's textbook: a new subject starts over.
  const [pickedFor, setPickedFor] = useState(subjectId);
  if (pickedFor !== subjectId) {
    setPickedFor(subjectId);
    setLesson(null);
  }

  const ask: Ask | null = lesson ? { bookNodeId: lesson.id, count, level, excludeRecent, ...batch } : null;
  const set = useQuery({
    queryKey: practiceKeys.set(subjectId ?? '', ask),
    queryFn: () => practiceSet({ subjectId: subjectId ?? '', ...ask! }).then((r) => r.data),
    enabled: subjectId !== null && ask !== null,
    placeholderData: keepPreviousData,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const result = ask ? set.data : undefined;

  // The editor reads question details from the cache: the set already carries them.
  useEffect(() => {
    for (const q of result?.questions ?? []) client.setQueryData(questionKeys.detail(q.id), q);
  }, [result, client]);

  const save = useMutation({
    mutationFn: (paper: PracticeSet) =>
      createPaper({ title: title.trim(), subjectId: subjectId ?? undefined, sections: paper.sections }),
    onSuccess: ({ data }: { data: PaperDocument }) => {
      setSaving(false);
      void client.invalidateQueries({ queryKey: paperKeys.lists() });
      toastSuccess('试卷已保存到我的试卷');
      navigate(`/edit?paperId=${data.id}`);
    },
  });

  const again = () => setBatch({ seed: newSeed(), excludeIds: result?.questions.map((q) => q.id) ?? [] });
  const restart = () => setBatch({ seed: newSeed(), excludeIds: [] });

  if (!subjectId)
    return (
      <div className="zj-page">
        <Typography.Title level={3} className="zj-page-title">
          同步课堂
        </Typography.Title>
        <Card variant="borderless" className="zj-page-card">
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            className="zj-page-empty"
            description="请先在顶部选择学段和学科"
          />
        </Card>
      </div>
    );

  return (
    <div className="zj-page">
      <Typography.Title level={3} className="zj-page-title">
        同步课堂
      </Typography.Title>
      <div className="zj-select-layout">
        <div className="zj-practice-side">
          <Card variant="borderless" className="zj-curriculum-panel" aria-label="教材章节">
            <div className="zj-curriculum-head">
              <span className="zj-curriculum-subject">
                {info?.userStage}
                {info?.userSubject} · 选择课时
              </span>
            </div>
            <LessonTree
              subjectId={subjectId}
              picked={lesson}
              onPick={(node) => {
                setLesson(node);
                restart();
              }}
            />
          </Card>
          {result?.questions.length ? <PracticeStats result={result} /> : null}
        </div>
        <div className="zj-practice-main">
          <Card variant="borderless" className="zj-practice-options" size="small">
            <div className="zj-practice-option">
              <span>题量</span>
              <Segmented<number>
                aria-label="题量"
                options={COUNTS.map((n) => ({ label: `${n} 道`, value: n }))}
                value={count}
                onChange={(n) => {
                  setCount(n);
                  restart();
                }}
              />
            </div>
            <div className="zj-practice-option">
              <span>难度</span>
              <Segmented<Level>
                aria-label="难度"
                options={LEVELS}
                value={level}
                onChange={(v) => {
                  setLevel(v);
                  restart();
                }}
              />
            </div>
            <Checkbox
              checked={excludeRecent}
              onChange={(e) => {
                setExcludeRecent(e.target.checked);
                restart();
              }}
            >
              避开近 30 天我的试卷里用过的题
            </Checkbox>
          </Card>
          {!lesson ? (
            <Card variant="borderless" className="zj-page-card zj-practice-empty">
              <Empty
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                className="zj-page-empty"
                description="在左侧选择一个课时，系统从题库中挑出与本课时同步的练习题"
              />
            </Card>
          ) : !result ? (
            <Card variant="borderless" className="zj-page-card zj-practice-empty">
              {set.isError ? (
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="练习生成失败，请重试" />
              ) : (
                <Spin />
              )}
            </Card>
          ) : (
            <PracticePreview
              result={result}
              loading={set.isFetching}
              showAnswers={showAnswers}
              onShowAnswers={setShowAnswers}
              onAgain={again}
              adding={basket.add.isPending}
              onAddAll={() => basket.add.mutate(result.questions.map((q) => q.id))}
              onSave={() => {
                setTitle(result.title);
                setSaving(true);
              }}
            />
          )}
        </div>
      </div>
      <Modal
        open={saving}
        title="保存到我的试卷"
        okText="保存"
        cancelText="取消"
        confirmLoading={save.isPending}
        okButtonProps={{ disabled: !title.trim() }}
        onCancel={() => setSaving(false)}
        onOk={() => result && save.mutate(result)}
        destroyOnHidden
      >
        <Input
          aria-label="试卷标题"
          maxLength={60}
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          placeholder="请输入试卷标题"
          showCount
        />
      </Modal>
    </div>
  );
}

function LessonTree({
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

function PracticePreview({
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
function PracticeStats({ result }: { result: PracticeSet }) {
  const byId = useMemo(() => new Map(result.questions.map((q) => [q.id, q])), [result]);
  const doc: PaperDoc = useMemo(
    () => ({ title: result.title, settings: PaperSettings.parse({}), sections: result.sections }),
    [result],
  );
  return <PaperStatsPanel doc={doc} questions={byId} />;
}
