import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PaperDocument, PracticeBody, PracticeSet } from '@zhijuan/contracts';
import { Card, Checkbox, Empty, Input, Modal, Segmented, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { toastSuccess } from '../../../api/toast';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useUserInfo } from '../../../session';
import type { PickedNode } from '../../assemble';
import { useBasketActions } from '../../basket';
import { questionKeys } from '../../questions';
import { createPaper, practiceSet } from '../api';
import { paperKeys, practiceKeys } from '../queries';
import '../intellect/intellect.css';
import './practice.css';
import { LessonTree, PracticePreview, PracticeStats } from './PracticeParts';

type Level = PracticeBody['level'];

const LEVELS: { label: string; value: Level }[] = [
  { label: '基础', value: 'basic' },
  { label: '提升', value: 'standard' },
  { label: '拓展', value: 'advanced' },
];
const COUNTS = [5, 10, 15, 20];

const newSeed = () => Math.floor(Math.random() * 2 ** 31);

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
