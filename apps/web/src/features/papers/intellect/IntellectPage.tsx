import { DeleteOutlined, PlusOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AssembledPaper, PaperDocument } from '@zhijuan/contracts';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Empty,
  Form,
  Input,
  InputNumber,
  Modal,
  Select,
  Slider,
  Spin,
  Tag,
  TreeSelect,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../api/errors';
import { toastError, toastSuccess } from '../../../api/toast';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useUserInfo } from '../../../session';
import { bookNodesQuery, knowledgeQuery, questionTypesQuery } from '../../curriculum';
import { toTreeOptions } from '../../questions';
import { assemblePaper, createPaper } from '../api';
import { bareTitle } from '../editor/document';
import { bandName } from '../editor/stats';
import { paperKeys } from '../queries';
import { AssembledPreview } from './AssembledPreview';
import {
  type AssembleForm,
  defaultRows,
  newSeed,
  problemsOf,
  type TypeRow,
  toAssembleBody,
  totalOf,
} from './assembleForm';
import './intellect.css';

const DIFFICULTY_MARKS = { 0.1: '困难', 0.3: '较难', 0.5: '中档', 0.7: '较易', 0.9: '容易' };

/** /rehearse/intellectTestPaper (智能组卷): types and counts, target difficulty, knowledge points, chapters. */
export default function IntellectPage() {
  useDocumentTitle('智能组卷');
  const { data: info } = useUserInfo();
  const subjectId = info?.userSubjectId ?? null;
  const textbookId = info?.userGradeId ?? null;
  const types = useQuery({ ...questionTypesQuery(subjectId ?? ''), enabled: subjectId !== null });
  const knowledge = useQuery({ ...knowledgeQuery(subjectId ?? ''), enabled: subjectId !== null });
  const chapters = useQuery({ ...bookNodesQuery(textbookId ?? ''), enabled: textbookId !== null });
  const client = useQueryClient();
  const navigate = useNavigate();
  const [form] = Form.useForm<AssembleForm>();
  const [problems, setProblems] = useState<string[] | null>(null);
  const [result, setResult] = useState<AssembledPaper | null>(null);
  const [saving, setSaving] = useState(false);
  const [title, setTitle] = useState('');
  const target = Form.useWatch('targetDifficulty', form) ?? 0.65;
  const rows: TypeRow[] = Form.useWatch('sections', form) ?? [];

  const assemble = useMutation({
    mutationFn: (values: AssembleForm) =>
      assemblePaper(toAssembleBody(subjectId ?? '', values, newSeed(), textbookId)),
    onMutate: () => setProblems(null),
    onSuccess: ({ data }) => setResult(data),
    onError: (error) => {
      const list = error instanceof ApiError && error.status === 422 ? problemsOf(error.body) : null;
      setResult(null);
      if (list) setProblems(list);
      else toastError(error.message);
    },
  });

  const save = useMutation({
    mutationFn: (paper: AssembledPaper) =>
      createPaper({
        title: title.trim(),
        subjectId: subjectId ?? undefined,
        sections: paper.sections.map((s) => ({ ...s, title: bareTitle(s.title) || s.title })),
      }),
    onSuccess: ({ data }: { data: PaperDocument }) => {
      setSaving(false);
      void client.invalidateQueries({ queryKey: paperKeys.lists() });
      toastSuccess('试卷已保存到我的试卷');
      navigate(`/edit?paperId=${data.id}`);
    },
  });

  const run = () => form.validateFields().then((values) => assemble.mutate(values));

  if (!subjectId)
    return (
      <div className="zj-page">
        <Typography.Title level={3} className="zj-page-title">
          智能组卷
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

  const typeOptions = (types.data ?? []).map((t) => ({ value: t.id, label: t.name }));
  return (
    <div className="zj-page">
      <Typography.Title level={3} className="zj-page-title">
        智能组卷
      </Typography.Title>
      <Card
        variant="borderless"
        className="zj-intellect-form"
        title={`${info?.userStage ?? ''}${info?.userSubject ?? ''} · 设定题型、题量和难度，系统从题库中挑出一份试卷`}
      >
        {types.isLoading ? (
          <Spin />
        ) : (
          <Form<AssembleForm>
            form={form}
            layout="vertical"
            initialValues={{
              sections: defaultRows(types.data ?? [], textbookId),
              targetDifficulty: 0.65,
              knowledgeIds: [],
              bookNodeIds: [],
              excludeRecent: false,
            }}
            onFinish={run}
          >
            <Form.List
              name="sections"
              rules={[
                {
                  validator: async (_, rows?: unknown[]) => {
                    if (!rows?.length) throw new Error('请至少设置一种题型');
                  },
                },
              ]}
            >
              {(fields, { add, remove }, { errors }) => (
                <div className="zj-intellect-rows">
                  <div className="zj-intellect-row zj-intellect-row-head">
                    <span>题型</span>
                    <span>题数</span>
                    <span>每题分值</span>
                    <span />
                  </div>
                  {fields.map((field) => (
                    <div className="zj-intellect-row" key={field.key}>
                      <Form.Item
                        name={[field.name, 'typeId']}
                        rules={[
                          { required: true, message: '请选择题型' },
                          {
                            validator: async (_, typeId: string) => {
                              const all: { typeId: string }[] = form.getFieldValue('sections') ?? [];
                              if (typeId && all.filter((r) => r?.typeId === typeId).length > 1)
                                throw new Error('每种题型只能设置一次');
                            },
                          },
                        ]}
                      >
                        <Select aria-label="题型" options={typeOptions} placeholder="选择题型" />
                      </Form.Item>
                      <Form.Item
                        name={[field.name, 'count']}
                        rules={[{ required: true, message: '请填写题数' }]}
                      >
                        <InputNumber<number> aria-label="题数" min={1} max={50} precision={0} suffix="道" />
                      </Form.Item>
                      <Form.Item
                        name={[field.name, 'scoreEach']}
                        rules={[
                          { required: true, message: '请填写分值' },
                          {
                            validator: async (_, v?: number) => {
                              if (v !== undefined && v !== null && !Number.isInteger(v * 2))
                                throw new Error('分值须为 0.5 的整数倍');
                            },
                          },
                        ]}
                      >
                        <InputNumber<number> aria-label="每题分值" min={0.5} max={50} step={1} suffix="分" />
                      </Form.Item>
                      <Button
                        type="text"
                        danger
                        icon={<DeleteOutlined />}
                        aria-label="删除这种题型"
                        onClick={() => remove(field.name)}
                      />
                    </div>
                  ))}
                  <Form.ErrorList errors={errors} />
                  <div className="zj-intellect-total">
                    共 {rows.reduce((n, r) => n + (r?.count ?? 0), 0)} 题，满分 <b>{totalOf(rows)}</b> 分
                  </div>
                  {fields.length < 10 ? (
                    <Button
                      type="dashed"
                      icon={<PlusOutlined />}
                      onClick={() => add({ typeId: undefined, count: 5, scoreEach: 4 })}
                      className="zj-intellect-add"
                    >
                      添加题型
                    </Button>
                  ) : null}
                </div>
              )}
            </Form.List>
            <Form.Item
              name="targetDifficulty"
              label={`目标难度 ${target.toFixed(2)}（${bandName(target)}）— 预估得分率，越大越容易`}
            >
              <Slider min={0.05} max={0.95} step={0.05} marks={DIFFICULTY_MARKS} />
            </Form.Item>
            <div className="zj-intellect-trees">
              <Form.Item name="knowledgeIds" label="必须覆盖的知识点（可不选）">
                <TreeSelect
                  aria-label="知识点"
                  multiple
                  allowClear
                  maxCount={40}
                  placeholder="选择知识点"
                  treeData={toTreeOptions(knowledge.data ?? [])}
                  loading={knowledge.isLoading}
                  showSearch={{ treeNodeFilterProp: 'title' }}
                  maxTagCount={6}
                />
              </Form.Item>
              <Form.Item
                name="bookNodeIds"
                label={`出题章节（${info?.userGrade ?? '当前教材'}，不选为整册）`}
              >
                <TreeSelect
                  aria-label="章节"
                  multiple
                  allowClear
                  maxCount={40}
                  placeholder={textbookId ? '选择章节' : '请先在选题组卷选择教材'}
                  disabled={!textbookId}
                  treeData={toTreeOptions(chapters.data ?? [])}
                  loading={chapters.isLoading}
                  showSearch={{ treeNodeFilterProp: 'title' }}
                  maxTagCount={6}
                />
              </Form.Item>
            </div>
            <div className="zj-intellect-submit">
              <Form.Item name="excludeRecent" valuePropName="checked" noStyle>
                <Checkbox>排除近期用过的题（30 天内我的试卷中的题）</Checkbox>
              </Form.Item>
              <Button
                type="primary"
                htmlType="submit"
                icon={<ThunderboltOutlined />}
                loading={assemble.isPending}
              >
                开始组卷
              </Button>
            </div>
          </Form>
        )}
      </Card>
      {problems ? (
        <Alert
          className="zj-intellect-problems"
          type="error"
          showIcon
          title="按这些条件组不出试卷："
          description={
            <ul>
              {problems.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          }
        />
      ) : null}
      {result ? (
        <AssembledPreview
          result={result}
          again={assemble.isPending}
          onAgain={() => void run()}
          onSave={() => {
            setTitle(`${info?.userGrade ?? ''}${info?.userSubject ?? ''}智能组卷`);
            setSaving(true);
          }}
        />
      ) : !problems ? (
        <Card variant="borderless" className="zj-page-card zj-intellect-empty">
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            className="zj-page-empty"
            description={
              <>
                设定题型、题量和难度后，系统自动生成的试卷会显示在这里
                <br />
                <Tag>覆盖所选知识点</Tag>
                <Tag>贴近目标难度</Tag>
                <Tag>可排除近期用过的题</Tag>
              </>
            }
          />
        </Card>
      ) : null}
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
