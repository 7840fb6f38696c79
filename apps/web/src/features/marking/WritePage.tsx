import { HistoryOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { MarkingTask, SubmitMarkBody } from '@zhijuan/contracts';
import { Button, Progress, Result, Spin, Tag } from 'antd';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toastError, toastSuccess } from '../../api/toast';
import { MinimalBarContent } from '../../app/shell/MinimalTopBar';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { fetchTask, type MarkingRound, submitMark } from './api';
import { correctPath } from './paths';
import { markingKeys, overviewQuery } from './queries';
import { HistoryDrawer } from './write/HistoryDrawer';
import { KeyPanel } from './write/KeyPanel';
import { type DeskView, TaskDesk } from './write/TaskDesk';
import { saveFailureText, useMarkingQueue } from './write/useMarkingQueue';
import './marking.css';

/** /write (在线批改): one 题块 of one exam, answer after answer; `round=3` arbitrates 双评 differences. */
export default function WritePage() {
  useDocumentTitle('在线批改');
  const [params] = useSearchParams();
  const assignmentId = params.get('assignmentId');
  const block = params.get('block');
  const round: MarkingRound = params.get('round') === '3' ? 3 : 1;
  if (!assignmentId || !block)
    return (
      <Result
        status="info"
        title="请先选择要批阅的题目"
        subTitle="在阅卷批改中选择考试和题块，点「开始阅卷」进入。"
        extra={
          <Link to="/correct">
            <Button type="primary">去阅卷批改</Button>
          </Link>
        }
      />
    );
  const taskId = params.get('task');
  return (
    <MarkingDesk
      key={`${assignmentId}|${block}|${round}|${taskId}`}
      assignmentId={assignmentId}
      block={block}
      round={round}
      taskId={taskId}
    />
  );
}

/**
 * The desk of one 题块: the queue of answers, or, with `taskId` (a 问题卷 opened by a manager), that one
 * answer alone, after which the page goes back to the exam.
 */
function MarkingDesk({
  assignmentId,
  block,
  round,
  taskId,
}: {
  assignmentId: string;
  block: string;
  round: MarkingRound;
  taskId: string | null;
}) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const overview = useQuery(overviewQuery(assignmentId));
  const info = overview.data?.blocks.find((b) => b.block === block);
  const queue = useMarkingQueue(assignmentId, block, round, taskId === null);
  const [view, setView] = useState<DeskView>({ tool: 'tick', zoom: 1 });
  const [historyOpen, setHistoryOpen] = useState(false);
  const [revising, setRevising] = useState<MarkingTask | null>(null);
  const single = useQuery({
    queryKey: markingKeys.task(taskId ?? ''),
    queryFn: () => fetchTask(taskId ?? ''),
    enabled: taskId !== null,
    gcTime: 0,
  });
  const backToExam = () => navigate(correctPath(assignmentId));

  const { state } = queue;
  const task = revising ?? (taskId ? (single.data ?? null) : state.current);
  const progress =
    state.progress ?? (info ? { total: info.total, marked: info.marked, myMarked: info.myMarked } : null);
  const label = task?.label ?? info?.label ?? `第${block}题`;

  const refreshLists = () => void client.invalidateQueries({ queryKey: markingKeys.exam(assignmentId) });

  const openFromHistory = async (id: string) => {
    try {
      const t = await fetchTask(id);
      setRevising(t);
      setHistoryOpen(false);
    } catch {
      // Shown by the HTTP client.
    }
  };

  const submit = (t: MarkingTask, body: SubmitMarkBody) => {
    if (taskId) {
      submitMark(t.id, body).then(
        () => {
          toastSuccess('问题卷已处理', 2);
          refreshLists();
          backToExam();
        },
        (error: unknown) => toastError(saveFailureText(error).text),
      );
      return;
    }
    if (revising && t.id === revising.id) {
      submitMark(t.id, body).then(
        () => {
          toastSuccess('已修改', 2, 'marking-revise');
          setRevising(null);
          refreshLists();
        },
        (error: unknown) => {
          const failure = saveFailureText(error);
          // A refused revision leaves the answer as it was; the queue takes over again.
          toastError(failure.conflict && error instanceof Error ? error.message : failure.text);
          if (failure.conflict) setRevising(null);
        },
      );
      return;
    }
    queue.submit(t, body);
  };

  const percent = progress?.total ? Math.floor((progress.marked / progress.total) * 100) : 0;
  return (
    <div className="zj-write-page">
      <MinimalBarContent>
        <div className="zj-write-bar">
          <span className="zj-write-bar-title">
            {label}
            {info ? (
              <span className="zj-write-bar-sub">
                {info.typeName} · 满分 {info.maxScore} 分
              </span>
            ) : null}
          </span>
          {round === 3 ? <Tag color="purple">仲裁</Tag> : null}
          {progress ? (
            <span className="zj-write-bar-progress" title="全部老师的阅卷进度">
              <Progress percent={percent} size="small" showInfo={false} className="zj-write-bar-meter" />
              已阅 {progress.marked}/{progress.total}
            </span>
          ) : null}
          {progress ? <span className="zj-write-bar-mine">我已阅 {progress.myMarked}</span> : null}
          <Button icon={<HistoryOutlined />} onClick={() => setHistoryOpen(true)}>
            阅卷记录
          </Button>
        </div>
      </MinimalBarContent>

      {task ? (
        <TaskDesk
          key={`${task.id}:${task.version}:${revising ? 'r' : 'q'}`}
          task={task}
          view={view}
          onView={setView}
          blocked={historyOpen}
          mode={taskId ? 'problem' : revising ? 'revise' : 'queue'}
          onSubmit={(body) => submit(task, body)}
          onCancelRevise={taskId ? backToExam : () => setRevising(null)}
          beside={<KeyPanel assignmentId={assignmentId} block={block} />}
        />
      ) : taskId ? (
        single.isError ? (
          <Result
            status="warning"
            title="没能打开这份答卷"
            extra={<Button onClick={backToExam}>返回</Button>}
          />
        ) : (
          <div className="zj-write-wait">
            <Spin size="large" />
          </div>
        )
      ) : state.failed ? (
        <Result
          status="warning"
          title="没能取到下一份答卷"
          extra={
            <Button type="primary" onClick={queue.retry}>
              重试
            </Button>
          }
        />
      ) : queue.finished ? (
        <FinishedView assignmentId={assignmentId} round={round} progress={progress} onRetry={queue.retry} />
      ) : (
        <div className="zj-write-wait">
          <Spin size="large" />
        </div>
      )}

      <HistoryDrawer
        open={historyOpen}
        assignmentId={assignmentId}
        block={block}
        activeId={revising?.id ?? null}
        onClose={() => setHistoryOpen(false)}
        onOpen={(item) => void openFromHistory(item.id)}
      />
    </div>
  );
}

function FinishedView({
  assignmentId,
  round,
  progress,
  onRetry,
}: {
  assignmentId: string;
  round: MarkingRound;
  progress: { total: number; marked: number; myMarked: number } | null;
  onRetry: () => void;
}) {
  const all = progress !== null && progress.marked >= progress.total;
  const title = round === 3 ? '没有待仲裁的答卷' : all ? '本题已阅完' : '暂时没有需要您批阅的答卷';
  const sub =
    round === 3
      ? '双评分差超过阈值的答卷会出现在这里。'
      : all
        ? `本题共 ${progress?.total ?? 0} 份，您批阅了 ${progress?.myMarked ?? 0} 份。`
        : '其余答卷正由其他老师批阅，或还在扫描识别中。';
  return (
    <Result
      status={all || round === 3 ? 'success' : 'info'}
      title={title}
      subTitle={sub}
      extra={[
        <Link key="back" to={correctPath(assignmentId)}>
          <Button type="primary">返回题块列表</Button>
        </Link>,
        <Button key="again" onClick={onRetry}>
          再查看一次
        </Button>,
      ]}
    />
  );
}
