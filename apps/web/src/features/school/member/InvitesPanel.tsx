import { LinkOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CreatedInvite, type CreateInviteBody, INVITE_ROLES, type InviteItem } from '@zhijuan/contracts';
import { App, Button, Form, InputNumber, Select, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useState } from 'react';
import { toastSuccess } from '../../../api/toast';
import { createInvite, revokeInvite } from '../api';
import { invitesQuery, schoolKeys } from '../queries';
import { InviteLinkModal } from './InviteLinkModal';
import { INVITE_STATUS, inviteStatus } from './inviteStatus';

const VALID_DAYS = [1, 3, 7, 14, 30];
const DEFAULTS: CreateInviteBody = { role: 'teacher', validDays: 7, maxUses: 50 };
const time = (iso: string) => dayjs(iso).format('YYYY-MM-DD HH:mm');

/** Invite links of the school: make one, see who made which, revoke one that leaked. */
export function InvitesPanel() {
  const client = useQueryClient();
  const { modal } = App.useApp();
  const invites = useQuery(invitesQuery());
  const [created, setCreated] = useState<CreatedInvite | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: schoolKeys.invites() });

  const create = useMutation({
    mutationFn: createInvite,
    onSuccess: ({ data }) => {
      setCreated(data);
      void refresh();
    },
  });

  const revoke = (invite: InviteItem) =>
    modal.confirm({
      title: '作废这个邀请链接？',
      content: '作废后链接立即失效，已经通过它加入的老师不受影响。',
      okText: '作废',
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          const { message } = await revokeInvite(invite.id);
          toastSuccess(message || '已作废');
          await refresh();
        } catch {
          // Shown by the HTTP client.
        }
      },
    });

  const columns: ColumnsType<InviteItem> = [
    { title: '加入身份', dataIndex: 'role', width: 100, render: (r: InviteItem['role']) => INVITE_ROLES[r] },
    { title: '创建人', dataIndex: 'createdBy', width: 110 },
    { title: '创建时间', dataIndex: 'createdAt', width: 160, render: time },
    { title: '有效期至', dataIndex: 'expiresAt', width: 160, render: time },
    { title: '已使用', key: 'uses', width: 100, render: (_: unknown, i) => `${i.usedCount} / ${i.maxUses}` },
    {
      title: '状态',
      key: 'status',
      width: 100,
      render: (_: unknown, i) => {
        const s = INVITE_STATUS[inviteStatus(i)];
        return <Tag color={s.color}>{s.label}</Tag>;
      },
    },
    {
      title: '操作',
      key: 'actions',
      width: 90,
      render: (_: unknown, i) =>
        inviteStatus(i) === 'active' ? (
          <Button type="link" size="small" danger onClick={() => revoke(i)}>
            作废
          </Button>
        ) : null,
    },
  ];

  return (
    <>
      <Form<CreateInviteBody>
        layout="inline"
        name="invite"
        className="zj-toolbar"
        initialValues={DEFAULTS}
        onFinish={(values) => create.mutate(values)}
      >
        <Form.Item label="加入身份" name="role">
          <Select
            style={{ width: 110 }}
            options={Object.entries(INVITE_ROLES).map(([value, label]) => ({ value, label }))}
          />
        </Form.Item>
        <Form.Item label="有效期" name="validDays">
          <Select style={{ width: 100 }} options={VALID_DAYS.map((d) => ({ value: d, label: `${d} 天` }))} />
        </Form.Item>
        <Form.Item label="可使用次数" name="maxUses" rules={[{ required: true, message: '请填写次数' }]}>
          <InputNumber min={1} max={500} precision={0} style={{ width: 100 }} />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" icon={<LinkOutlined />} loading={create.isPending}>
            生成邀请链接
          </Button>
        </Form.Item>
      </Form>
      <Table<InviteItem>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={invites.data ?? []}
        loading={invites.isLoading}
        locale={{ emptyText: '还没有生成过邀请链接' }}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
      />
      <InviteLinkModal invite={created} onClose={() => setCreated(null)} />
    </>
  );
}
