import { useQuery } from '@tanstack/react-query';
import type { ResourceKind, ResourceScope, ResourceSummary, TreeItem } from '@zhijuan/contracts';
import { Form, Input, Modal, Select, TreeSelect } from 'antd';
import { useEffect, useState } from 'react';
import { bookNodesQuery, knowledgeQuery } from '../curriculum';
import * as api from './api';
import { KIND_OPTIONS } from './kinds';

interface Values {
  title: string;
  kind: ResourceKind;
  description: string;
  bookNodeIds: string[];
  knowledgeIds: string[];
  scope: ResourceScope;
}

interface Node {
  value: string;
  title: string;
  children: Node[];
}
const toTree = (items: TreeItem[]): Node[] =>
  items.map((n) => ({ value: n.id, title: n.name, children: toTree(n.children) }));

/** 编辑资源: title, kind, description, chapters of its textbook, knowledge points, and where it lives. */
export function EditDialog({
  resource,
  fallbackTextbookId,
  canSchool,
  canPlatform,
  onClose,
  onSaved,
}: {
  resource: ResourceSummary | null;
  fallbackTextbookId?: string;
  canSchool: boolean;
  canPlatform: boolean;
  onClose(): void;
  onSaved(message: string): void;
}) {
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const textbookId = resource?.textbookId ?? fallbackTextbookId ?? '';
  const nodes = useQuery({ ...bookNodesQuery(textbookId), enabled: Boolean(resource && textbookId) });
  const knowledge = useQuery({ ...knowledgeQuery(resource?.subjectId ?? ''), enabled: Boolean(resource) });

  useEffect(() => {
    if (resource)
      form.setFieldsValue({
        title: resource.title,
        kind: resource.kind,
        description: resource.description,
        bookNodeIds: resource.bookNodeIds,
        knowledgeIds: resource.knowledgeIds,
        scope: resource.scope,
      });
  }, [resource, form]);

  const save = async () => {
    if (!resource) return;
    const v = await form.validateFields();
    setSaving(true);
    try {
      const saved = await api.updateResource(resource.id, {
        title: v.title,
        kind: v.kind,
        subjectId: resource.subjectId,
        textbookId: v.bookNodeIds.length ? textbookId : (resource.textbookId ?? null),
        bookNodeIds: v.bookNodeIds,
        knowledgeIds: v.knowledgeIds,
        description: v.description ?? '',
      });
      let message = saved.message;
      if (v.scope !== resource.scope) message = (await api.moveResource(resource.id, v.scope)).message;
      onSaved(message);
    } catch {
      // the HTTP layer has said why
    } finally {
      setSaving(false);
    }
  };

  const scopes = [
    { value: 'personal', label: '我的资源', disabled: !resource?.mine },
    { value: 'school', label: '校本资源', disabled: !canSchool },
    { value: 'platform', label: '平台资源', disabled: !canPlatform },
  ];

  return (
    <Modal
      open={Boolean(resource)}
      title="编辑资源"
      onCancel={onClose}
      onOk={save}
      okText="保存"
      cancelText="取消"
      confirmLoading={saving}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" requiredMark={false}>
        <Form.Item
          name="title"
          label="资源名称"
          rules={[
            { required: true, whitespace: true, message: '请填写资源名称' },
            { max: 100, message: '资源名称最多 100 个字' },
          ]}
        >
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="kind" label="类型">
          <Select options={KIND_OPTIONS} />
        </Form.Item>
        <Form.Item name="bookNodeIds" label="教材章节">
          <TreeSelect
            multiple
            treeData={toTree(nodes.data ?? [])}
            placeholder={textbookId ? '选择章节' : '先在左侧选择教材'}
            disabled={!textbookId}
            showSearch
            treeNodeFilterProp="title"
            maxTagCount={3}
          />
        </Form.Item>
        <Form.Item name="knowledgeIds" label="知识点">
          <TreeSelect
            multiple
            treeData={toTree(knowledge.data ?? [])}
            placeholder="选择知识点"
            showSearch
            treeNodeFilterProp="title"
            maxTagCount={3}
          />
        </Form.Item>
        <Form.Item name="description" label="简介" rules={[{ max: 500, message: '简介最多 500 个字' }]}>
          <Input.TextArea rows={3} maxLength={500} showCount />
        </Form.Item>
        <Form.Item name="scope" label="存放位置" extra="校本资源由学校管理员放入，全校老师可见">
          <Select options={scopes} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
