import {
  AimOutlined,
  CheckOutlined,
  CloseOutlined,
  DragOutlined,
  EditOutlined,
  FontSizeOutlined,
  UndoOutlined,
  WarningOutlined,
  ZoomInOutlined,
  ZoomOutOutlined,
} from '@ant-design/icons';
import {
  type Annotation,
  MARK_TAG_NAMES,
  MARK_TAGS,
  type MarkingTask,
  type SubmitMarkBody,
} from '@zhijuan/contracts';
import { Alert, Button, Tag, Tooltip } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { AnswerStage, clampZoom } from './AnswerStage';
import { addAnnotation, TOOL_NAMES, type Tool, undoAnnotation } from './annotations';
import { ProblemDialog } from './ProblemDialog';
import { isTypingTarget, ScorePad } from './ScorePad';
import { FULL_MARKS_KEY, ZERO_KEY } from './scoreEntry';

type MarkTag = (typeof MARK_TAGS)[number];

const TOOL_ICONS: Record<Tool, React.ReactNode> = {
  move: <DragOutlined />,
  tick: <CheckOutlined />,
  cross: <CloseOutlined />,
  half: <span className="zj-half-icon">✓/</span>,
  pen: <EditOutlined />,
  text: <FontSizeOutlined />,
};
const TOOLS: Tool[] = ['move', 'tick', 'cross', 'half', 'pen', 'text'];

/** The page-wide choices that outlive one answer. */
export interface DeskView {
  tool: Tool;
  zoom: number;
}

/**
 * One answer on the desk: the picture with its annotations, the score pad, tags and 问题卷. Keyed by
 * the task, so a new answer starts clean (or, reopened, with what was given before).
 */
export function TaskDesk({
  task,
  view,
  onView,
  blocked,
  mode,
  onSubmit,
  onCancelRevise,
  beside,
}: {
  task: MarkingTask;
  view: DeskView;
  onView: (v: DeskView) => void;
  /** A drawer or dialog of the page has the keyboard. */
  blocked: boolean;
  /** queue: the next answer; revise: one of the marker's own, reopened; problem: a 问题卷 a manager scores. */
  mode: 'queue' | 'revise' | 'problem';
  onSubmit: (body: SubmitMarkBody) => void;
  onCancelRevise: () => void;
  /** Shown between the answer and the score pad: 参考答案. */
  beside?: React.ReactNode;
}) {
  const [annotations, setAnnotations] = useState<Annotation[]>(task.annotations);
  const [tags, setTags] = useState<MarkTag[]>(task.tags);
  const [problemOpen, setProblemOpen] = useState(false);
  const keyboardOff = blocked || problemOpen;

  const undo = () => setAnnotations(undoAnnotation);
  const undoRef = useRef(undo);
  undoRef.current = undo;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (keyboardOff || isTypingTarget(e.target)) return;
      if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'z') {
        e.preventDefault();
        undoRef.current();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [keyboardOff]);

  const send = (score: number | null, problem: string | null) =>
    onSubmit({ score, annotations, problem, tags, version: task.version });
  const toggleTag = (t: MarkTag) =>
    setTags((list) => (list.includes(t) ? list.filter((x) => x !== t) : [...list, t]));
  const zoomTo = (z: number) => onView({ ...view, zoom: clampZoom(z) });

  return (
    <div className="zj-write">
      <div className="zj-write-tools" role="toolbar" aria-label="批注工具">
        {TOOLS.map((t) => (
          <Tooltip key={t} title={TOOL_NAMES[t]} placement="right">
            <Button
              type={view.tool === t ? 'primary' : 'text'}
              icon={TOOL_ICONS[t]}
              aria-label={TOOL_NAMES[t]}
              aria-pressed={view.tool === t}
              onClick={() => onView({ ...view, tool: t })}
              tabIndex={-1}
            />
          </Tooltip>
        ))}
        <div className="zj-write-tools-gap" />
        <Tooltip title="撤销批注（Ctrl+Z）" placement="right">
          <Button
            type="text"
            icon={<UndoOutlined />}
            aria-label="撤销批注"
            disabled={annotations.length === 0}
            onClick={undo}
            tabIndex={-1}
          />
        </Tooltip>
        <div className="zj-write-tools-gap" />
        <Tooltip title="放大（Ctrl+滚轮）" placement="right">
          <Button
            type="text"
            icon={<ZoomInOutlined />}
            aria-label="放大"
            onClick={() => zoomTo(view.zoom * 1.25)}
            tabIndex={-1}
          />
        </Tooltip>
        <span className="zj-write-zoom">{Math.round(view.zoom * 100)}%</span>
        <Tooltip title="缩小" placement="right">
          <Button
            type="text"
            icon={<ZoomOutOutlined />}
            aria-label="缩小"
            onClick={() => zoomTo(view.zoom / 1.25)}
            tabIndex={-1}
          />
        </Tooltip>
        <Tooltip title="适应宽度" placement="right">
          <Button
            type="text"
            icon={<AimOutlined />}
            aria-label="适应宽度"
            onClick={() => zoomTo(1)}
            tabIndex={-1}
          />
        </Tooltip>
      </div>

      <AnswerStage
        images={task.images}
        annotations={annotations}
        onAnnotate={(a) => setAnnotations((list) => addAnnotation(list, a))}
        tool={view.tool}
        zoom={view.zoom}
        onZoom={zoomTo}
      />

      {beside}
      <aside className="zj-write-side">
        {mode === 'problem' ? (
          <Alert
            type="warning"
            showIcon
            title="处理问题卷"
            description={
              <>
                原因：{task.problem ?? '—'}。给分后这份答卷即处理完毕；图像无法批阅时，可再次标记为问题卷。
                <Button type="link" size="small" onClick={onCancelRevise}>
                  返回
                </Button>
              </>
            }
          />
        ) : null}
        {mode === 'revise' ? (
          <Alert
            type="info"
            showIcon
            title="正在修改已阅的答卷"
            description={
              <>
                原分数：{task.problem ? `问题卷（${task.problem}）` : `${task.score ?? '—'} 分`}
                。提交后回到阅卷队列。
                <Button type="link" size="small" onClick={onCancelRevise}>
                  放弃修改
                </Button>
              </>
            }
          />
        ) : null}
        {task.round === 3 ? (
          <div className="zj-write-arbitration">
            <b>仲裁</b>
            <span>两位老师的评分：</span>
            {task.otherScores.map((s, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the two markers in order
              <Tag key={i} color="blue">
                {i === 0 ? '一评' : '二评'} {s} 分
              </Tag>
            ))}
          </div>
        ) : null}
        <ScorePad
          maxScore={task.maxScore}
          initial={task.score}
          disabled={keyboardOff}
          submitLabel={mode === 'queue' ? '提交并下一份' : '保存'}
          onSubmit={(score) => send(score, null)}
        />
        <div className="zj-write-tags">
          {MARK_TAGS.map((t) => (
            <Tag.CheckableTag key={t} checked={tags.includes(t)} onChange={() => toggleTag(t)}>
              {MARK_TAG_NAMES[t]}
            </Tag.CheckableTag>
          ))}
          <Button size="small" icon={<WarningOutlined />} onClick={() => setProblemOpen(true)} tabIndex={-1}>
            问题卷
          </Button>
        </div>
        <dl className="zj-write-keys" aria-label="快捷键">
          <dt>0–9</dt>
          <dd>输入分数</dd>
          <dt>.</dt>
          <dd>加半分（.5）</dd>
          <dt>{FULL_MARKS_KEY}</dt>
          <dd>满分</dd>
          <dt>{ZERO_KEY}</dt>
          <dd>零分</dd>
          <dt>Backspace</dt>
          <dd>删除一位</dd>
          <dt>Esc</dt>
          <dd>清空分数</dd>
          <dt>Enter</dt>
          <dd>提交并下一份</dd>
          <dt>Ctrl+Z</dt>
          <dd>撤销批注</dd>
          <dt>Ctrl+滚轮</dt>
          <dd>缩放</dd>
        </dl>
      </aside>
      <ProblemDialog
        open={problemOpen}
        onCancel={() => setProblemOpen(false)}
        onConfirm={(reason) => {
          setProblemOpen(false);
          send(null, reason);
        }}
      />
    </div>
  );
}
