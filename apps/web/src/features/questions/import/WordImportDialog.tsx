import { InboxOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ImportPreview } from '@zhijuan/contracts';
import { Alert, Button, Input, Modal, Radio, Select, Spin, Table, TreeSelect, Upload } from 'antd';
import { useMemo, useState } from 'react';
import { ApiError } from '../../../api/errors';
import { toastError, toastSuccess } from '../../../api/toast';
import { bookNodesQuery, knowledgeQuery, questionTypesQuery } from '../../curriculum';
import { importWord, saveImported } from '../api';
import { questionKeys } from '../queries';
import { RichText } from '../RichText';
import { toTreeOptions } from '../treeOptions';
import {
  blockingProblem,
  duplicateRefusal,
  parseTypedAnswer,
  type ReviewRow,
  toRows,
  toSaveBody,
} from './importRows';
import { DraftCell, FilingCell, ProblemsCell } from './ReviewCells';
import './import.css';

/**
 * 导入试题: a .docx goes to the server, comes back as drafts, and the teacher reviews them — type,
 * missing answers, problems in red, near-duplicates with the bank's stem — before saving to 我的题库
 * or 校本题库, filed under a chapter and knowledge points (each question may have its own) with a
 * difficulty band per question.
 */
export function WordImportDialog({
  open,
  onClose,
  subjectId,
  subjectName,
  textbookId,
  chapterId,
  canUseSchool,
}: {
  open: boolean;
  onClose: () => void;
  subjectId: string;
  subjectName: string;
  textbookId: string | null;
  /** The chapter picked on the page, proposed for the imported questions. */
  chapterId: string | null;
  canUseSchool: boolean;
}) {
  const client = useQueryClient();
  const types = useQuery(questionTypesQuery(subjectId));
  const chapters = useQuery({ ...bookNodesQuery(textbookId ?? ''), enabled: open && textbookId !== null });
  const knowledge = useQuery({ ...knowledgeQuery(subjectId), enabled: open });
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [rows, setRows] = useState<ReviewRow[]>([]);
  const [readError, setReadError] = useState<string | null>(null);
  const [scope, setScope] = useState<'personal' | 'school'>('personal');
  const [bookNodeIds, setBookNodeIds] = useState<string[]>(chapterId ? [chapterId] : []);
  const [knowledgeIds, setKnowledgeIds] = useState<string[]>([]);
  const knowledgeTree = useMemo(() => toTreeOptions(knowledge.data ?? []), [knowledge.data]);

  const reset = () => {
    setPreview(null);
    setRows([]);
    setReadError(null);
  };
  const close = () => {
    reset();
    onClose();
  };
  const patchRow = (key: number, patch: Partial<ReviewRow>) =>
    setRows((rs) => rs.map((r) => (r.key === key ? { ...r, ...patch } : r)));

  const read = useMutation({
    mutationFn: (file: File) => importWord(subjectId, file),
    onMutate: () => setReadError(null),
    onSuccess: ({ data }) => {
      setPreview(data);
      setRows(toRows(data.drafts, types.data ?? []));
      setBookNodeIds(chapterId ? [chapterId] : []);
    },
    onError: (error) => setReadError(error.message),
  });

  const save = useMutation({
    mutationFn: (list: ReviewRow[]) =>
      saveImported(toSaveBody(list, { subjectId, scope, bookNodeIds, knowledgeIds })),
    onSuccess: ({ data, message }) => {
      toastSuccess(message || `已保存 ${data.ids.length} 道试题`);
      void client.invalidateQueries({ queryKey: questionKeys.searches() });
      close();
    },
    onError: (error, list) => {
      const refusal = error instanceof ApiError && error.status === 409 ? duplicateRefusal(error.body) : null;
      const row = refusal ? list[refusal.index] : undefined;
      if (refusal && row) {
        patchRow(row.key, { conflict: refusal.duplicateOf ?? { id: '', stem: '' } });
        document.querySelector(`[data-row-key="${row.key}"]`)?.scrollIntoView({ block: 'center' });
      }
      toastError(error.message);
    },
  });

  const firstBlocked = rows.find((r) => blockingProblem(r) !== null);
  const submit = (list = rows) => {
    if (firstBlocked) {
      toastError(`第 ${firstBlocked.draft.number} 题：${blockingProblem(firstBlocked)}`);
      return;
    }
    save.mutate(list);
  };

  return (
    <Modal
      open={open}
      onCancel={close}
      title={`导入试题（${subjectName}）`}
      width={1180}
      destroyOnHidden
      mask={{ closable: false }}
      footer={
        preview ? (
          <div className="zj-import-footer">
            <Button onClick={reset}>重新选择文件</Button>
            <Button
              type="primary"
              loading={save.isPending}
              disabled={rows.length === 0}
              onClick={() => submit()}
            >
              保存 {rows.length} 道试题
            </Button>
          </div>
        ) : null
      }
    >
      {!preview ? (
        <Spin spinning={read.isPending} description="正在读取 Word 文件…">
          <Upload.Dragger
            accept=".docx"
            multiple={false}
            showUploadList={false}
            beforeUpload={(file) => {
              read.mutate(file);
              return false;
            }}
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p className="ant-upload-text">点击或拖入 Word 文件（.docx，不超过 10 MB）</p>
            <p className="ant-upload-hint">
              按「一、选择题」分大题，「1.」开始一道题，「A.
              …」写选项，「【答案】」「【解析】」写答案和解析；公式请写成 LaTeX（如 \(x^2\)）或图片。
            </p>
          </Upload.Dragger>
          {readError ? <Alert className="zj-import-alert" type="error" showIcon title={readError} /> : null}
        </Spin>
      ) : (
        <div className="zj-import-review">
          <Alert
            type={rows.some((r) => blockingProblem(r) || r.draft.problems.length) ? 'warning' : 'success'}
            showIcon
            title={`识别到 ${preview.drafts.length} 道试题，请核对题型和答案；标红的题需要处理，不需要的题可以删除。`}
            description={
              preview.ignored.length
                ? `未归入试题的内容：${preview.ignored.slice(0, 5).join('；')}`
                : undefined
            }
          />
          <div className="zj-import-choices">
            <div className="zj-import-choice">
              <span>保存到</span>
              <Radio.Group value={scope} onChange={(e) => setScope(e.target.value)}>
                <Radio.Button value="personal">我的题库</Radio.Button>
                <Radio.Button value="school" disabled={!canUseSchool}>
                  校本题库
                </Radio.Button>
              </Radio.Group>
            </div>
            <div className="zj-import-choice">
              <span>归入章节</span>
              <TreeSelect
                aria-label="归入章节"
                className="zj-import-tree"
                multiple
                allowClear
                treeDefaultExpandedKeys={bookNodeIds}
                placeholder="选择章节（可不选）"
                value={bookNodeIds}
                onChange={(v: string[]) => setBookNodeIds(v.slice(0, 10))}
                treeData={toTreeOptions(chapters.data ?? [])}
                loading={chapters.isLoading}
                showSearch={{ treeNodeFilterProp: 'title' }}
                maxTagCount={2}
              />
            </div>
            <div className="zj-import-choice">
              <span>知识点</span>
              <TreeSelect
                aria-label="知识点"
                className="zj-import-tree"
                multiple
                allowClear
                placeholder="选择知识点（可不选）"
                value={knowledgeIds}
                onChange={(v: string[]) => setKnowledgeIds(v.slice(0, 10))}
                treeData={knowledgeTree}
                loading={knowledge.isLoading}
                showSearch={{ treeNodeFilterProp: 'title' }}
                maxTagCount={2}
              />
            </div>
          </div>
          <Table<ReviewRow>
            className="zj-import-table"
            size="small"
            rowKey="key"
            pagination={false}
            scroll={{ y: 460 }}
            dataSource={rows}
            rowClassName={(row) =>
              blockingProblem(row) || row.draft.problems.length || (row.conflict && !row.allowDuplicate)
                ? 'zj-import-row-bad'
                : row.draft.duplicateOf && !row.allowDuplicate
                  ? 'zj-import-row-dup'
                  : ''
            }
            columns={[
              { title: '题号', width: 56, align: 'center', render: (_, row) => row.draft.number },
              {
                title: '题型',
                width: 118,
                render: (_, row) => (
                  <Select
                    aria-label={`第 ${row.draft.number} 题题型`}
                    size="small"
                    className="zj-import-type"
                    placeholder="选择题型"
                    status={row.typeId ? undefined : 'error'}
                    value={row.typeId ?? undefined}
                    options={(types.data ?? []).map((t) => ({ value: t.id, label: t.name }))}
                    onChange={(typeId: string) => patchRow(row.key, { typeId })}
                  />
                ),
              },
              { title: '试题', render: (_, row) => <DraftCell row={row} /> },
              {
                title: '难度 / 知识点',
                width: 170,
                render: (_, row) => (
                  <FilingCell
                    row={row}
                    knowledgeTree={knowledgeTree}
                    fileKnowledgeIds={knowledgeIds}
                    onChange={(patch) => patchRow(row.key, patch)}
                  />
                ),
              },
              {
                title: '答案',
                width: 150,
                render: (_, row) =>
                  row.draft.answer.length ? (
                    <span className="zj-import-answer">
                      {row.answer.map((a, i) => (
                        // biome-ignore lint/suspicious/noArrayIndexKey: the blanks of one answer, in order
                        <RichText key={i} html={a} inline />
                      ))}
                    </span>
                  ) : (
                    <Input
                      size="small"
                      aria-label={`第 ${row.draft.number} 题答案`}
                      placeholder="填写答案"
                      status={row.answer.length ? undefined : 'error'}
                      onChange={(e) =>
                        patchRow(row.key, {
                          answer: parseTypedAnswer(e.target.value, row.draft.options.length > 0),
                        })
                      }
                    />
                  ),
              },
              {
                title: '检查',
                width: 200,
                render: (_, row) => (
                  <ProblemsCell
                    row={row}
                    onAllow={(allowDuplicate) => {
                      patchRow(row.key, { allowDuplicate });
                      if (allowDuplicate && row.conflict) {
                        submit(rows.map((r) => (r.key === row.key ? { ...r, allowDuplicate } : r)));
                      }
                    }}
                  />
                ),
              },
              {
                title: '操作',
                width: 64,
                align: 'center',
                render: (_, row) => (
                  <Button
                    type="link"
                    size="small"
                    danger
                    onClick={() => setRows((rs) => rs.filter((r) => r.key !== row.key))}
                  >
                    删除
                  </Button>
                ),
              },
            ]}
          />
        </div>
      )}
    </Modal>
  );
}
