import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FeedbackBody, FeedbackItem } from '@zhijuan/contracts';
import { Button, Divider, Empty, Form, Input, Segmented, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useState } from 'react';
import type { z } from 'zod';
import { fetchFeedback, submitFeedback, systemKeys } from '../../api/system';
import { toastSuccess } from '../../api/toast';

type FeedbackInput = z.input<typeof FeedbackBody>;
type Category = NonNullable<FeedbackInput['category']>;

export const CATEGORY_LABEL: Record<Category, string> = {
  bug: '功能异常',
  suggestion: '改进建议',
  question: '使用咨询',
  other: '其他',
};

export const STATUS_TAG: Record<FeedbackItem['status'], { color: string; label: string }> = {
  open: { color: 'gold', label: '待处理' },
  replied: { color: 'green', label: '已回复' },
  closed: { color: 'default', label: '已关闭' },
};

const PAGE_SIZE = 10;

const columns: ColumnsType<FeedbackItem> = [
  {
    title: '提交时间',
    dataIndex: 'createdAt',
    width: 120,
    render: (value: string) => dayjs(value).format('YYYY-MM-DD'),
  },
  {
    title: '类型',
    dataIndex: 'category',
    width: 100,
    render: (value: string) => CATEGORY_LABEL[value as Category] ?? value,
  },
  { title: '内容', dataIndex: 'content', ellipsis: true },
  {
    title: '状态',
    dataIndex: 'status',
    width: 90,
    render: (value: FeedbackItem['status']) => (
      <Tag color={STATUS_TAG[value].color}>{STATUS_TAG[value].label}</Tag>
    ),
  },
  {
    title: '回复',
    dataIndex: 'reply',
    ellipsis: true,
    render: (value: string | null) => value ?? <Typography.Text type="secondary">—</Typography.Text>,
  },
];

export function FeedbackTab() {
  const queryClient = useQueryClient();
  const [form] = Form.useForm<FeedbackInput>();
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: systemKeys.feedback(page, PAGE_SIZE),
    queryFn: () => fetchFeedback(page, PAGE_SIZE),
  });
  const submit = useMutation({
    mutationFn: submitFeedback,
    onSuccess: () => {
      toastSuccess('感谢您的反馈，我们会尽快处理');
      form.resetFields();
      setPage(1);
      void queryClient.invalidateQueries({ queryKey: ['system', 'feedback'] });
    },
  });

  return (
    <div className="zj-feedback">
      <Form<FeedbackInput>
        form={form}
        layout="vertical"
        initialValues={{ category: 'suggestion' }}
        onFinish={(values) =>
          submit.mutate({
            category: values.category ?? 'suggestion',
            content: values.content.trim(),
            contact: values.contact?.trim() || undefined,
          })
        }
        className="zj-narrow-form zj-feedback-form"
      >
        <Form.Item label="反馈类型" name="category">
          <Segmented<Category>
            options={Object.entries(CATEGORY_LABEL).map(([value, label]) => ({
              value: value as Category,
              label,
            }))}
          />
        </Form.Item>
        <Form.Item
          label="问题描述"
          name="content"
          rules={[
            { required: true, whitespace: true, message: '请描述您遇到的问题或建议' },
            { min: 5, message: '请至少写 5 个字描述问题' },
          ]}
        >
          <Input.TextArea
            rows={4}
            maxLength={2000}
            showCount
            placeholder="请尽量写清楚在哪个页面、做了什么操作、看到了什么结果，方便我们尽快定位"
          />
        </Form.Item>
        <Form.Item label="联系方式（选填）" name="contact">
          <Input maxLength={64} placeholder="手机号或 QQ，方便我们回访" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={submit.isPending}>
          提交反馈
        </Button>
      </Form>
      <Divider titlePlacement="start">我的反馈</Divider>
      <Table<FeedbackItem>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={list.data?.records ?? []}
        loading={list.isLoading}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="还没有提交过反馈" /> }}
        expandable={{
          expandedRowRender: (item) => (
            <div className="zj-feedback-detail">
              <Typography.Paragraph>{item.content}</Typography.Paragraph>
              {item.reply ? (
                <Typography.Paragraph type="success">回复：{item.reply}</Typography.Paragraph>
              ) : null}
            </div>
          ),
        }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: list.data?.total ?? 0,
          onChange: setPage,
          hideOnSinglePage: true,
        }}
      />
    </div>
  );
}
