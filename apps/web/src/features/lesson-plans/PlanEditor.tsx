import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PlanContent, PlanDetail, PlanQuestion, PlanResource, PlanStep } from '@zhijuan/contracts';
import { Alert, App, Button, Card, Input, Result, Skeleton, Space, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../api/errors';
import * as api from './api';
import { HomeworkDialog, ShareDialog } from './dialogs';
import { QuestionPicker } from './QuestionPicker';
import { planKeys, planQuery } from './queries';
import { ResourcePicker } from './ResourcePicker';
import { Comments, QuestionList, StepCard } from './StepCard';

type Status = 'saved' | 'dirty' | 'saving' | 'stale' | 'error';
const STATUS: Record<Status, string> = {
  saved: '已保存',
  dirty: '有未保存的修改',
  saving: '正在保存…',
  stale: '教案已在其他窗口或设备上修改',
  error: '保存失败，稍后重试',
};
const AUTOSAVE_MS = 1200;
const newStep = (n: number): PlanStep => ({
  id: Math.random().toString(36).slice(2, 10),
  title: ['情境导入', '新知探究', '例题讲解', '巩固练习', '课堂小结'][n] ?? `环节${n + 1}`,
  minutes: 5,
  teacher: '',
  student: '',
  resourceIds: [],
  questionIds: [],
});

function TextSection({
  label,
  value,
  readOnly,
  onChange,
}: {
  label: string;
  value: string;
  readOnly: boolean;
  onChange: (v: string) => void;
}) {
  return (
    <section className="zj-plan-section">
      <Typography.Title level={5}>{label}</Typography.Title>
      <Input.TextArea
        aria-label={label}
        autoSize={{ minRows: 2 }}
        maxLength={4000}
        value={value}
        readOnly={readOnly}
        onChange={(e) => onChange(e.target.value)}
      />
    </section>
  );
}

function Editor({ plan }: { plan: PlanDetail }) {
  const qc = useQueryClient();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const readOnly = !plan.mine;
  const [title, setTitle] = useState(plan.title);
  const [content, setContent] = useState<PlanContent>(plan.content);
  const [questions, setQuestions] = useState(() => new Map(plan.questions.map((q) => [q.id, q])));
  const [resources, setResources] = useState(() => new Map(plan.resources.map((r) => [r.id, r])));
  const [resourcePicker, setResourcePicker] = useState<string | null>(null);
  const [status, setStatus] = useState<Status>('saved');
  const [picker, setPicker] = useState<string | 'homework' | null>(null);
  const [dialog, setDialog] = useState<'share' | 'homework' | null>(null);
  const version = useRef(plan.version);
  const edits = useRef(0);

  const edit = (fn: (c: PlanContent) => PlanContent) => {
    edits.current++;
    setContent(fn);
    setStatus('dirty');
  };
  const save = async () => {
    const seen = edits.current;
    setStatus('saving');
    try {
      const res = await api.savePlan(plan.id, { version: version.current, title, content });
      version.current = res.data.version;
      setStatus(edits.current === seen ? 'saved' : 'dirty');
    } catch (err) {
      if (err instanceof ApiError && err.status === 409) setStatus('stale');
      else {
        setStatus('error');
        message.error(err instanceof Error ? err.message : '保存失败');
      }
    }
  };
  // Autosave a moment after the last change.
  // biome-ignore lint/correctness/useExhaustiveDependencies: saves the latest state when it settles
  useEffect(() => {
    if (readOnly || status !== 'dirty' || !title.trim()) return;
    const t = setTimeout(() => void save(), AUTOSAVE_MS);
    return () => clearTimeout(t);
  }, [title, content, status]);
  useEffect(() => {
    const warn = (e: BeforeUnloadEvent) => {
      if (status === 'dirty' || status === 'saving') e.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [status]);

  const refresh = () => qc.invalidateQueries({ queryKey: planKeys.detail(plan.id) });
  const comment = (stepId: string | null) => (body: string) =>
    api.commentPlan(plan.id, { stepId, body }).then(refresh);
  const copy = useMutation({
    mutationFn: () => api.copyPlan(plan.id),
    onSuccess: (res) => navigate(`/planCourseCenter/myPlanCourse?plan=${res.data.id}`),
  });
  const addQuestion = (q: PlanQuestion) => {
    setQuestions((m) => new Map(m).set(q.id, q));
    if (picker === 'homework')
      edit((c) => ({ ...c, homework: { ...c.homework, questionIds: [...c.homework.questionIds, q.id] } }));
    else if (picker)
      edit((c) => ({
        ...c,
        steps: c.steps.map((s) => (s.id === picker ? { ...s, questionIds: [...s.questionIds, q.id] } : s)),
      }));
  };
  const addResource = (r: PlanResource) => {
    setResources((m) => new Map(m).set(r.id, r));
    edit((c) => ({
      ...c,
      steps: c.steps.map((s) =>
        s.id === resourcePicker ? { ...s, resourceIds: [...s.resourceIds, r.id] } : s,
      ),
    }));
  };
  const setStep = (i: number, s: PlanStep) =>
    edit((c) => ({ ...c, steps: c.steps.map((x, k) => (k === i ? s : x)) }));
  const moveStep = (i: number, d: -1 | 1) =>
    edit((c) => {
      const steps = [...c.steps];
      [steps[i], steps[i + d]] = [steps[i + d]!, steps[i]!];
      return { ...c, steps };
    });
  const minutes = content.steps.reduce((s, x) => s + x.minutes, 0);
  const chosen =
    picker === 'homework'
      ? content.homework.questionIds
      : (content.steps.find((s) => s.id === picker)?.questionIds ?? []);

  return (
    <div className="zj-page zj-plan">
      <Card variant="borderless" className="zj-page-card zj-plan-head">
        <Space wrap className="zj-plan-head-row">
          <Link to="/planCourseCenter/myPlanCourse">← 我的备课</Link>
          <Input
            aria-label="教案标题"
            className="zj-plan-title"
            value={title}
            readOnly={readOnly}
            maxLength={60}
            onChange={(e) => {
              setTitle(e.target.value);
              edits.current++;
              setStatus('dirty');
            }}
          />
          {!readOnly && (
            <span className={`zj-plan-status is-${status}`} role="status">
              {STATUS[status]}
            </span>
          )}
        </Space>
        <div className="zj-plan-meta">
          {plan.textbookName} · {plan.nodeName} · 共 {content.steps.length} 个环节 {minutes} 分钟
          {readOnly ? ` · 作者：${plan.ownerName}` : ''}
        </div>
        <Space wrap className="zj-plan-actions">
          {plan.book && (
            <Button
              onClick={() =>
                navigate(`/bookPreview?book=${plan.book!.id}&node=${encodeURIComponent(plan.bookNodeId)}`)
              }
            >
              打开教材
            </Button>
          )}
          <Button onClick={() => void api.exportWord(plan.id, title)}>导出 Word</Button>
          <Button onClick={() => window.print()}>打印</Button>
          {!readOnly && <Button onClick={() => setDialog('share')}>分享</Button>}
          {!readOnly && (
            <Button
              type="primary"
              disabled={!content.homework.questionIds.length || status !== 'saved'}
              onClick={() => setDialog('homework')}
            >
              布置课后作业
            </Button>
          )}
          {readOnly && (
            <Button type="primary" loading={copy.isPending} onClick={() => copy.mutate()}>
              复制到我的备课
            </Button>
          )}
        </Space>
        {status === 'stale' && (
          <Alert
            type="warning"
            showIcon
            className="zj-plan-alert"
            message="教案已在其他窗口或设备上修改，这里的修改没有保存"
            action={<Button onClick={() => window.location.reload()}>刷新</Button>}
          />
        )}
      </Card>
      <Card variant="borderless" className="zj-page-card">
        <TextSection
          label="教学目标"
          value={content.objectives}
          readOnly={readOnly}
          onChange={(v) => edit((c) => ({ ...c, objectives: v }))}
        />
        <TextSection
          label="重点难点"
          value={content.keyPoints}
          readOnly={readOnly}
          onChange={(v) => edit((c) => ({ ...c, keyPoints: v }))}
        />
        <section className="zj-plan-section">
          <Typography.Title level={5}>教学过程</Typography.Title>
          {content.steps.map((s, i) => (
            <StepCard
              key={s.id}
              step={s}
              index={i}
              count={content.steps.length}
              readOnly={readOnly}
              questions={questions}
              resources={resources}
              onPickResource={() => setResourcePicker(s.id)}
              comments={plan.comments.filter((c) => c.stepId === s.id)}
              onChange={(x) => setStep(i, x)}
              onMove={(d) => moveStep(i, d)}
              onRemove={() => edit((c) => ({ ...c, steps: c.steps.filter((x) => x.id !== s.id) }))}
              onPick={() => setPicker(s.id)}
              onComment={comment(s.id)}
            />
          ))}
          {!readOnly && (
            <Button
              type="dashed"
              block
              onClick={() => edit((c) => ({ ...c, steps: [...c.steps, newStep(c.steps.length)] }))}
            >
              添加环节
            </Button>
          )}
        </section>
        <TextSection
          label="板书设计"
          value={content.board}
          readOnly={readOnly}
          onChange={(v) => edit((c) => ({ ...c, board: v }))}
        />
        <section className="zj-plan-section">
          <Typography.Title level={5}>
            课后作业（{content.homework.questionIds.length} 题）
            {!readOnly && (
              <Button size="small" className="zj-plan-inline" onClick={() => setPicker('homework')}>
                从题库添加
              </Button>
            )}
          </Typography.Title>
          <QuestionList
            ids={content.homework.questionIds}
            questions={questions}
            readOnly={readOnly}
            onRemove={(id) =>
              edit((c) => ({
                ...c,
                homework: { ...c.homework, questionIds: c.homework.questionIds.filter((q) => q !== id) },
              }))
            }
          />
        </section>
        <TextSection
          label="教学反思"
          value={content.reflection}
          readOnly={readOnly}
          onChange={(v) => edit((c) => ({ ...c, reflection: v }))}
        />
        <section className="zj-plan-section">
          <Typography.Title level={5}>整体评论</Typography.Title>
          <Comments comments={plan.comments.filter((c) => !c.stepId)} onSend={comment(null)} />
        </section>
      </Card>
      <QuestionPicker
        open={picker !== null}
        subjectId={plan.subjectId}
        bookNodeId={plan.bookNodeId}
        chosen={chosen}
        onAdd={addQuestion}
        onClose={() => setPicker(null)}
      />
      <ResourcePicker
        open={resourcePicker !== null}
        subjectId={plan.subjectId}
        bookNodeId={plan.bookNodeId}
        chosen={content.steps.find((s) => s.id === resourcePicker)?.resourceIds ?? []}
        onAdd={addResource}
        onClose={() => setResourcePicker(null)}
      />
      {dialog === 'share' && (
        <ShareDialog plan={plan} open onClose={() => setDialog(null)} onDone={refresh} />
      )}
      {dialog === 'homework' && (
        <HomeworkDialog plan={{ ...plan, title }} open onClose={() => setDialog(null)} />
      )}
    </div>
  );
}

/** One plan: the owner edits it (autosaved with its version); team members and the school read and comment. */
export default function PlanEditor({ planId }: { planId: string }) {
  const plan = useQuery(planQuery(planId));
  if (plan.isError)
    return (
      <Result
        status="404"
        title="教案不存在或未分享给你"
        extra={<Link to="/planCourseCenter/myPlanCourse">返回我的备课</Link>}
      />
    );
  if (!plan.data)
    return (
      <div className="zj-page">
        <Skeleton active />
      </div>
    );
  return <Editor plan={plan.data} />;
}
