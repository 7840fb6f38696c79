import { SaveOutlined, SettingOutlined, UndoOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Input, Result, Spin, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toastError, toastSuccess } from '../../../api/toast';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { similarQuery } from '../../questions';
import { openBasket } from '../api';
import { allQuestionIds } from './document';
import { PaperStatsPanel } from './PaperStatsPanel';
import { type Drag, SectionBlock } from './SectionBlock';
import { type PaperEditor, usePaperEditor } from './usePaperEditor';
import './editor.css';

function statusText(editor: PaperEditor): string {
  if (editor.isBasket)
    return editor.dirty ? '修改已暂存在本机，保存后进入我的试卷' : '来自试题篮，保存后进入我的试卷';
  if (editor.conflict) return '未保存：试卷已在其他窗口修改';
  if (editor.saving) return '正在保存…';
  if (editor.dirty) return editor.problem ? `未保存：${editor.problem}` : '有修改，几秒后自动保存';
  return editor.savedAt ? `已保存 ${dayjs(editor.savedAt).format('HH:mm:ss')}` : '已保存';
}

/** Loading and not-found states shared by the editor and the settings page. */
export function EditorGate({ editor, children }: { editor: PaperEditor; children: React.ReactNode }) {
  if (editor.missing)
    return editor.isBasket ? (
      <Card variant="borderless" className="zj-page-card">
        <Empty
          className="zj-page-empty"
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description="试题篮是空的（或已保存为试卷），先去挑选试题吧"
        >
          <Link to="/rehearse/SelectQuestionPaper">
            <Button type="primary">去选题组卷</Button>
          </Link>
        </Empty>
      </Card>
    ) : (
      <Result
        status="404"
        title="试卷不存在或已删除"
        subTitle="删除的试卷可在回收站恢复"
        extra={
          <Link to="/cloudResources/personPaper">
            <Button type="primary">回到我的试卷</Button>
          </Link>
        }
      />
    );
  if (editor.loading || !editor.state)
    return (
      <div className="zj-loading">
        <Spin description="正在载入试卷…" />
      </div>
    );
  return children;
}

/** Query string that opens the same paper on another screen (/edit ⇄ /paperset). */
export function samePaper(editor: PaperEditor): string {
  const query = new URLSearchParams({ paperId: editor.paperId });
  if (editor.isBasket) {
    if (editor.subject) query.set('subjectId', editor.subject.subjectId);
    query.set('type', '2');
  }
  return query.toString();
}

function PaperEditorView({ paperId, basket }: { paperId: string; basket: boolean }) {
  const editor = usePaperEditor({ paperId, basket });
  const client = useQueryClient();
  const navigate = useNavigate();
  const [replacing, setReplacing] = useState<string | null>(null);
  const [drag, setDrag] = useState<Drag | null>(null);
  const { state, dispatch } = editor;

  // Ctrl/⌘+Z undoes an edit, except while typing in a field (which has its own undo).
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const typing =
        e.target instanceof HTMLElement && e.target.closest('input, textarea, [contenteditable]');
      if ((e.ctrlKey || e.metaKey) && !e.shiftKey && e.key.toLowerCase() === 'z' && !typing) {
        e.preventDefault();
        dispatch({ type: 'undo' });
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [dispatch]);

  const replace = async (sectionId: string, questionId: string) => {
    if (!state) return;
    setReplacing(questionId);
    try {
      const similar = await client.fetchQuery(similarQuery(questionId));
      const used = new Set(allQuestionIds(state.doc));
      const next = similar.find((q) => !used.has(q.id));
      if (!next) toastError('没有可替换的相似题');
      else {
        dispatch({ type: 'replaceQuestion', sectionId, questionId, withId: next.id });
        toastSuccess('已换成一道相似题，可撤销');
      }
    } catch {
      // The HTTP client has shown the failure.
    } finally {
      setReplacing(null);
    }
  };

  let number = 1;
  return (
    <EditorGate editor={editor}>
      {state ? (
        <>
          <Card variant="borderless" className="zj-edit-head">
            <Input
              aria-label="试卷标题"
              className="zj-edit-title"
              variant="borderless"
              size="large"
              maxLength={60}
              placeholder="请输入试卷标题"
              value={state.doc.title}
              status={state.doc.title.trim() ? undefined : 'error'}
              onChange={(e) => dispatch({ type: 'setTitle', title: e.target.value })}
            />
            <div className="zj-edit-actions">
              <span className="zj-edit-status" role="status">
                {statusText(editor)}
              </span>
              <Button
                icon={<UndoOutlined />}
                disabled={state.past.length === 0}
                onClick={() => dispatch({ type: 'undo' })}
              >
                撤销
              </Button>
              <Button icon={<SettingOutlined />} onClick={() => navigate(`/paperset?${samePaper(editor)}`)}>
                试卷设置
              </Button>
              <Button
                type="primary"
                icon={<SaveOutlined />}
                loading={editor.saving}
                disabled={editor.conflict}
                onClick={editor.save}
              >
                {editor.isBasket ? '保存到我的试卷' : '保存'}
              </Button>
            </div>
          </Card>
          {editor.conflict ? (
            <Alert
              className="zj-edit-alert"
              type="error"
              showIcon
              title="这份试卷已在其他窗口或设备上修改并保存"
              description="你在这里的修改没有保存到服务器（已暂存在本机）。重新加载会显示最新保存的版本。"
              action={
                <Button danger onClick={() => void editor.reload()}>
                  重新加载
                </Button>
              }
            />
          ) : null}
          {editor.staleDraft ? (
            <Alert
              className="zj-edit-alert"
              type="warning"
              showIcon
              title={`本机有一份 ${dayjs(editor.staleDraft.savedAt).format('M月D日 HH:mm')} 未保存的修改，但试卷之后又在别处保存过`}
              action={
                <div className="zj-edit-alert-actions">
                  <Button size="small" onClick={editor.restoreDraft}>
                    恢复本机修改
                  </Button>
                  <Button size="small" type="text" onClick={editor.discardDraft}>
                    丢弃
                  </Button>
                </div>
              }
            />
          ) : null}
          <div className="zj-edit-layout">
            <Card variant="borderless" className="zj-edit-paper">
              {state.doc.sections.length === 0 ? (
                <Empty
                  className="zj-page-empty"
                  image={Empty.PRESENTED_IMAGE_SIMPLE}
                  description="试卷中还没有试题，可以撤销刚才的删除，或去选题组卷挑选"
                />
              ) : (
                state.doc.sections.map((section, index) => {
                  const first = number;
                  number += section.questions.length;
                  return (
                    <SectionBlock
                      key={section.id}
                      section={section}
                      index={index}
                      sectionCount={state.doc.sections.length}
                      firstNumber={first}
                      questions={editor.questions}
                      missing={editor.missingQuestions}
                      dispatch={dispatch}
                      onReplace={(sectionId, questionId) => void replace(sectionId, questionId)}
                      replacing={replacing}
                      drag={drag}
                      onDrag={setDrag}
                    />
                  );
                })
              )}
            </Card>
            <PaperStatsPanel doc={state.doc} questions={editor.questions} />
          </div>
        </>
      ) : null}
    </EditorGate>
  );
}

/**
 * /edit?subjectId=…&textbookId=… without a paper (spec §2): a new paper of that subject and textbook,
 * which is the subject's basket; the address then names it like any basket being composed.
 */
function NewPaperForSubject({ subjectId, textbookId }: { subjectId: string; textbookId: string | null }) {
  const navigate = useNavigate();
  const [failed, setFailed] = useState<string | null>(null);
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    openBasket({ subjectId, ...(textbookId ? { textbookId } : {}) })
      .then(({ data: { paperId } }) => {
        const query = new URLSearchParams({
          paperId,
          subjectId,
          ...(textbookId ? { textbookId } : {}),
          type: '2',
        });
        navigate(`/edit?${query.toString()}`, { replace: true });
      })
      .catch((err: unknown) => setFailed(err instanceof Error ? err.message : '无法新建试卷'));
  }, [subjectId, textbookId, navigate]);
  if (failed)
    return (
      <Result
        status="warning"
        title="无法按该学科和教材新建试卷"
        subTitle="请检查链接中的学科和教材"
        extra={
          <Link to="/rehearse/SelectQuestionPaper">
            <Button type="primary">去选题组卷</Button>
          </Link>
        }
      />
    );
  return (
    <div className="zj-loading">
      <Spin description="正在新建试卷…" />
    </div>
  );
}

/**
 * /edit (组卷中心): `?paperId=<basket id>&subjectId=…&type=2` composes the basket into a paper,
 * `?paperId=<paper id>` edits a paper of 我的试卷, `?subjectId=…&textbookId=…` starts a new paper of that
 * subject and textbook.
 */
export default function EditPage() {
  useDocumentTitle('组卷中心');
  const [params] = useSearchParams();
  const paperId = params.get('paperId');
  const subjectId = params.get('subjectId');
  return (
    <div className="zj-page zj-edit-page">
      <Typography.Title level={3} className="zj-page-title">
        组卷中心
      </Typography.Title>
      {paperId ? (
        <PaperEditorView key={params.toString()} paperId={paperId} basket={params.get('type') === '2'} />
      ) : subjectId ? (
        <NewPaperForSubject
          key={params.toString()}
          subjectId={subjectId}
          textbookId={params.get('textbookId')}
        />
      ) : (
        <Card variant="borderless" className="zj-page-card">
          <Empty
            className="zj-page-empty"
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description="从右侧试题篮点「进入组卷中心」，或在我的试卷中打开一份试卷"
          >
            <Link to="/cloudResources/personPaper">
              <Button>我的试卷</Button>
            </Link>
          </Empty>
        </Card>
      )}
    </div>
  );
}
