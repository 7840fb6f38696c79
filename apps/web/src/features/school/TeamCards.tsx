import { CrownOutlined } from '@ant-design/icons';
import type { TeamItem } from '@zhijuan/contracts';
import { Card, Empty, Space, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';

/** 教研组 as cards: name, leader and members; `actions` adds buttons per team. */
export function TeamCards({
  teams,
  loading,
  emptyText,
  actions,
}: {
  teams: TeamItem[];
  loading: boolean;
  emptyText: string;
  actions?: (team: TeamItem) => ReactNode[];
}) {
  if (!loading && teams.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />;
  }
  return (
    <div className="zj-team-grid">
      {teams.map((team) => (
        <Card
          key={team.id}
          size="small"
          className="zj-team-card"
          title={team.name}
          loading={loading}
          actions={actions?.(team)}
        >
          <Space direction="vertical" size={8}>
            <Typography.Text type="secondary">
              <CrownOutlined /> 组长：{team.leader?.nickname ?? '未设置'}
            </Typography.Text>
            <div className="zj-team-members">
              {team.members.map((m) => (
                <Tag key={m.id} color={m.id === team.leader?.id ? 'blue' : undefined}>
                  {m.nickname}
                </Tag>
              ))}
              {team.members.length === 0 ? (
                <Typography.Text type="secondary">还没有成员</Typography.Text>
              ) : null}
            </div>
          </Space>
        </Card>
      ))}
    </div>
  );
}
