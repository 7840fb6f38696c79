import { RollbackOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type PaperSummary, RECYCLE_DAYS } from '@zhijuan/contracts';
import { Button, Card, Empty, Table, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { Link } from 'react-router';
import { toastSuccess } from '../../../api/toast';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { restorePaper } from '../api';
import { paperKeys, paperListQuery } from '../queries';
import './cloud.css';

const PAGE_SIZE = 10;

/** Whole days left before a paper deleted at `deletedAt` can no longer be restored. */
export function daysLeft(deletedAt: string, now = Date.now()): number {
  const left = RECYCLE_DAYS - (now - new Date(deletedAt).getTime()) / 86_400_000;
  return Math.max(0, Math.ceil(left));
}

/** /cloudResources/recycleBin (回收站): papers deleted in the last 30 days, each with 恢复. */
export default function RecycleBinPage() {
  useDocumentTitle('回收站');
  const client = useQueryClient();
  const [page, setPage] = useState(1);
  const list = useQuery(paperListQuery({ bin: 'recycle', page, size: PAGE_SIZE }));
  const restore = useMutation({
    mutationFn: (id: string) => restorePaper(id),
    onSuccess: ({ message }) => {
      toastSuccess(message || '试卷已恢复');
      void client.invalidateQueries({ queryKey: paperKeys.lists() });
    },
  });
  const records = list.data?.records ?? [];
  return (
    <div className="zj-page">
      <div className="zj-cloud-head">
        <Typography.Title level={3} className="zj-page-title">
          回收站
        </Typography.Title>
        <span className="zj-cloud-note">删除的试卷保留 {RECYCLE_DAYS} 天，期间可以恢复到我的试卷</span>
        <Link to="/cloudResources/personPaper">
          <Button>我的试卷</Button>
        </Link>
      </div>
      <Card variant="borderless">
        {!list.isLoading && records.length === 0 ? (
          <Empty
            className="zj-page-empty zj-cloud-empty"
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description="删除的试卷会在这里保留，可以随时恢复"
          />
        ) : (
          <Table<PaperSummary>
            rowKey="id"
            loading={list.isFetching}
            dataSource={records}
            pagination={{
              current: page,
              pageSize: PAGE_SIZE,
              total: list.data?.total ?? 0,
              onChange: setPage,
              showSizeChanger: false,
            }}
            columns={[
              { title: '试卷标题', dataIndex: 'title' },
              { title: '学科', dataIndex: 'subjectName', width: 90 },
              { title: '题数', dataIndex: 'questionCount', width: 80, align: 'center' },
              {
                title: '删除时间',
                dataIndex: 'deletedAt',
                width: 170,
                render: (at: string | null) => (at ? dayjs(at).format('YYYY-MM-DD HH:mm') : ''),
              },
              {
                title: '剩余',
                dataIndex: 'deletedAt',
                width: 90,
                render: (at: string | null) => (at ? `${daysLeft(at)} 天` : ''),
              },
              {
                title: '操作',
                width: 100,
                render: (_, row) => (
                  <Button
                    type="link"
                    size="small"
                    icon={<RollbackOutlined />}
                    loading={restore.isPending && restore.variables === row.id}
                    onClick={() => restore.mutate(row.id)}
                  >
                    恢复
                  </Button>
                ),
              },
            ]}
          />
        )}
      </Card>
    </div>
  );
}
