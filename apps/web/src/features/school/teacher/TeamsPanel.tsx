import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TeamItem } from '@zhijuan/contracts';
import { App, Button } from 'antd';
import { useState } from 'react';
import { toastSuccess } from '../../../api/toast';
import { deleteTeam } from '../api';
import { schoolKeys, teamsQuery } from '../queries';
import { TeamCards } from '../TeamCards';
import { TeamFormModal } from './TeamFormModal';

/** Every 教研组 of the school; administrators create, edit and delete them. */
export function TeamsPanel({ canManage }: { canManage: boolean }) {
  const client = useQueryClient();
  const { modal } = App.useApp();
  const teams = useQuery(teamsQuery());
  const [editing, setEditing] = useState<TeamItem | null | undefined>(undefined);
  const refresh = () => client.invalidateQueries({ queryKey: schoolKeys.all });

  const remove = (team: TeamItem) =>
    modal.confirm({
      title: `删除教研组「${team.name}」？`,
      content: '只删除这个分组，成员的账号和任教信息不受影响。',
      okText: '删除',
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          const { message } = await deleteTeam(team.id);
          toastSuccess(message || '已删除');
          await refresh();
        } catch {
          // Shown by the HTTP client.
        }
      },
    });

  return (
    <>
      {canManage ? (
        <div className="zj-toolbar">
          <span />
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
            新建教研组
          </Button>
        </div>
      ) : null}
      <TeamCards
        teams={teams.data ?? []}
        loading={teams.isLoading}
        emptyText="学校还没有教研组"
        actions={
          canManage
            ? (team) => [
                <Button
                  key="edit"
                  type="link"
                  size="small"
                  icon={<EditOutlined />}
                  onClick={() => setEditing(team)}
                >
                  编辑
                </Button>,
                <Button
                  key="delete"
                  type="link"
                  size="small"
                  danger
                  icon={<DeleteOutlined />}
                  onClick={() => remove(team)}
                >
                  删除
                </Button>,
              ]
            : undefined
        }
      />
      <TeamFormModal
        open={editing !== undefined}
        team={editing ?? null}
        onClose={() => setEditing(undefined)}
        onSaved={() => void refresh()}
      />
    </>
  );
}
