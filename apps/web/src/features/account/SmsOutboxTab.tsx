import { useQuery } from '@tanstack/react-query';
import type { SmsOutboxItem } from '@zhijuan/contracts';
import { Alert, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useState } from 'react';
import { fetchSmsOutbox, systemKeys } from '../../api/system';

const PAGE_SIZE = 10;

const columns: ColumnsType<SmsOutboxItem> = [
  {
    title: '时间',
    dataIndex: 'createdAt',
    width: 180,
    render: (value: string) => dayjs(value).format('YYYY-MM-DD HH:mm:ss'),
  },
  { title: '手机号', dataIndex: 'phone', width: 140 },
  { title: '短信内容', dataIndex: 'content' },
];

/** Development SMS outbox, for administrators while no real SMS gateway is configured. */
export function SmsOutboxTab() {
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: systemKeys.smsOutbox(page, PAGE_SIZE),
    queryFn: () => fetchSmsOutbox(page, PAGE_SIZE),
  });
  return (
    <>
      <Alert
        type="warning"
        showIcon
        className="zj-outbox-note"
        title="当前未接入短信平台"
        description="注册验证码等短信不会真正发出，而是记录在这里。接入短信平台后此页不再显示。"
      />
      <Table<SmsOutboxItem>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={list.data?.records ?? []}
        loading={list.isLoading}
        locale={{ emptyText: '暂无短信' }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: list.data?.total ?? 0,
          onChange: setPage,
          hideOnSinglePage: true,
        }}
      />
    </>
  );
}
