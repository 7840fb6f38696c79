import { useQuery } from '@tanstack/react-query';
import { PRACTICE_MODE_NAMES, type PracticeSummary } from '@zhijuan/contracts';
import { Button, Card, Table } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { practiceListQuery } from './queries';

const SIZE = 10;

/** The teacher's earlier 错题卷: a class one opens in the 组卷中心, a personal one prints again. */
export function PracticeHistory({ onPrint }: { onPrint: (id: string) => void }) {
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const list = useQuery(practiceListQuery(page, SIZE));
  if (!list.data?.total) return null;
  return (
    <Card title="我的错题卷" size="small" style={{ marginTop: 16 }}>
      <Table<PracticeSummary>
        rowKey="id"
        size="small"
        loading={list.isFetching}
        dataSource={list.data.records}
        pagination={{ current: page, pageSize: SIZE, total: list.data.total, onChange: setPage }}
        columns={[
          { title: '标题', dataIndex: 'title' },
          {
            title: '类型',
            dataIndex: 'mode',
            width: 110,
            render: (m: PracticeSummary['mode']) => PRACTICE_MODE_NAMES[m],
          },
          { title: '班级', dataIndex: 'className', width: 120 },
          {
            title: '生成时间',
            dataIndex: 'createdAt',
            width: 150,
            render: (d: string) => dayjs(d).format('YYYY-MM-DD HH:mm'),
          },
          {
            title: '操作',
            width: 120,
            render: (_: unknown, r) =>
              r.paperId ? (
                <Button type="link" size="small" onClick={() => navigate(`/edit?paperId=${r.paperId}`)}>
                  编辑试卷
                </Button>
              ) : (
                <Button type="link" size="small" onClick={() => onPrint(r.id)}>
                  查看与打印
                </Button>
              ),
          },
        ]}
      />
    </Card>
  );
}
