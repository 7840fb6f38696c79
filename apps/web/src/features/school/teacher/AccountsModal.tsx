import { DownloadOutlined } from '@ant-design/icons';
import type { NewTeacherAccount } from '@zhijuan/contracts';
import { Alert, Button, Modal, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { saveBlob } from '../../../api/http';
import { toCsv } from '../csv';

const columns: ColumnsType<NewTeacherAccount> = [
  { title: '姓名', dataIndex: 'nickname', width: 120 },
  { title: '登录账号', dataIndex: 'username', width: 160 },
  {
    title: '初始密码',
    dataIndex: 'initialPassword',
    render: (p: string | null) =>
      p ? (
        <Typography.Text code copyable={{ text: p, tooltips: ['复制', '已复制'] }}>
          {p}
        </Typography.Text>
      ) : (
        '（已设置）'
      ),
  },
];

/** Saves the new accounts as a CSV made in the browser (the passwords are never sent again). */
export function downloadAccounts(accounts: NewTeacherAccount[]): void {
  const csv = toCsv(
    ['姓名', '登录账号', '初始密码'],
    accounts.map((a) => [a.nickname, a.username, a.initialPassword ?? '']),
  );
  saveBlob(new Blob([csv], { type: 'text/csv;charset=utf-8' }), '新教师账号.csv');
}

/**
 * New teacher accounts with their first passwords, shown once: the server keeps only the hash, so
 * the administrator copies or downloads them now to hand them out.
 */
export function AccountsModal({
  accounts,
  title,
  onClose,
}: {
  accounts: NewTeacherAccount[] | null;
  title: string;
  onClose: () => void;
}) {
  return (
    <Modal
      title={title}
      open={accounts !== null}
      onCancel={onClose}
      width={620}
      maskClosable={false}
      footer={[
        <Button key="csv" icon={<DownloadOutlined />} onClick={() => accounts && downloadAccounts(accounts)}>
          下载账号清单（CSV）
        </Button>,
        <Button key="ok" type="primary" onClick={onClose}>
          我已记下
        </Button>,
      ]}
    >
      <Alert
        type="warning"
        showIcon
        className="zj-import-alert"
        title="初始密码只显示这一次"
        description="请复制或下载后交给各位老师，提醒他们登录后在个人中心修改密码。"
      />
      <Table<NewTeacherAccount>
        rowKey="username"
        size="small"
        columns={columns}
        dataSource={accounts ?? []}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
      />
    </Modal>
  );
}
