import {
  DeleteOutlined,
  DownloadOutlined,
  EditOutlined,
  PlusOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { NewTeacherAccount, TeacherItem } from '@zhijuan/contracts';
import { App, Button, Input, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { toastSuccess } from '../../../api/toast';
import { useUserInfo } from '../../../session';
import { downloadTeacherTemplate, importTeachers, removeTeacher } from '../api';
import { ImportDialog } from '../import/ImportDialog';
import { schoolKeys, teachersQuery } from '../queries';
import { AccountsModal } from './AccountsModal';
import { AddTeacherModal } from './AddTeacherModal';
import { EditTeacherModal } from './EditTeacherModal';

/** "数学：七年级1班、七年级2班" per subject. */
export function describeTeaching(assignments: TeacherItem['assignments']): string[] {
  const bySubject = new Map<string, string[]>();
  for (const a of assignments) {
    bySubject.set(a.subjectName, [...(bySubject.get(a.subjectName) ?? []), `${a.gradeName}${a.className}`]);
  }
  return [...bySubject].map(([subject, classes]) => `${subject}：${classes.join('、')}`);
}

function RoleTags({ t }: { t: TeacherItem }) {
  if (t.isCreator) return <Tag color="gold">创建者</Tag>;
  if (t.isAdministrator) return <Tag color="blue">管理员</Tag>;
  return null;
}

/** The school's teachers, paged on the server; administrators add, import, edit and remove them. */
export function TeachersPanel({ canManage }: { canManage: boolean }) {
  const client = useQueryClient();
  const { modal } = App.useApp();
  const { data: me } = useUserInfo();
  const [keyword, setKeyword] = useState('');
  const [paging, setPaging] = useState({ page: 1, size: 20 });
  const [adding, setAdding] = useState(false);
  const [importing, setImporting] = useState(false);
  const [editing, setEditing] = useState<TeacherItem | null>(null);
  const [accounts, setAccounts] = useState<{ title: string; list: NewTeacherAccount[] } | null>(null);

  const teachers = useQuery(teachersQuery({ keyword: keyword || undefined, ...paging }));
  const refresh = () => client.invalidateQueries({ queryKey: schoolKeys.all });

  const remove = (t: TeacherItem) =>
    modal.confirm({
      title: `将「${t.nickname}」移出学校？`,
      content: '移出后他的账号仍在，但不再属于本校，任教班级、年级主任和教研组也会一并取消。',
      okText: '移出',
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          const { message } = await removeTeacher(t.id);
          toastSuccess(message || '已移出');
          await refresh();
        } catch {
          // Shown by the HTTP client.
        }
      },
    });

  const columns: ColumnsType<TeacherItem> = [
    {
      title: '姓名',
      dataIndex: 'nickname',
      width: 150,
      render: (name: string, t) => (
        <Space size={4}>
          {name}
          <RoleTags t={t} />
        </Space>
      ),
    },
    { title: '登录账号', dataIndex: 'username', width: 140 },
    { title: '手机号', dataIndex: 'phone', width: 130, render: (p: string | null) => p ?? '—' },
    {
      title: '任教',
      key: 'teaching',
      render: (_: unknown, t) => {
        const lines = describeTeaching(t.assignments);
        return lines.length ? (
          <div className="zj-teaching-lines">
            {lines.map((line) => (
              <span key={line}>{line}</span>
            ))}
          </div>
        ) : (
          <Typography.Text type="secondary">—</Typography.Text>
        );
      },
    },
    {
      title: '年级主任',
      key: 'director',
      width: 110,
      render: (_: unknown, t) => t.directorOf.map((g) => g.name).join('、') || '—',
    },
    ...(canManage
      ? [
          {
            title: '操作',
            key: 'actions',
            width: 160,
            render: (_: unknown, t: TeacherItem) => (
              <Space size={0}>
                <Button type="link" size="small" icon={<EditOutlined />} onClick={() => setEditing(t)}>
                  编辑
                </Button>
                {t.isCreator || t.id === me?.userId ? null : (
                  <Button type="link" size="small" danger icon={<DeleteOutlined />} onClick={() => remove(t)}>
                    移出
                  </Button>
                )}
              </Space>
            ),
          },
        ]
      : []),
  ];

  return (
    <>
      <div className="zj-toolbar">
        <Input.Search
          allowClear
          className="zj-toolbar-search"
          placeholder="按姓名、账号或手机号搜索"
          aria-label="搜索教师"
          onSearch={(value) => {
            setKeyword(value.trim());
            setPaging((p) => ({ ...p, page: 1 }));
          }}
        />
        {canManage ? (
          <Space wrap>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
              添加教师
            </Button>
            <Button icon={<UploadOutlined />} onClick={() => setImporting(true)}>
              导入教师
            </Button>
            <Button icon={<DownloadOutlined />} onClick={() => void downloadTeacherTemplate()}>
              下载模板
            </Button>
          </Space>
        ) : null}
      </div>
      <Table<TeacherItem>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={teachers.data?.records ?? []}
        loading={teachers.isFetching}
        locale={{ emptyText: keyword ? `没有找到“${keyword}”` : '学校还没有教师' }}
        pagination={{
          current: paging.page,
          pageSize: paging.size,
          total: teachers.data?.total ?? 0,
          showTotal: (n) => `共 ${n} 名教师`,
          hideOnSinglePage: false,
          onChange: (page, size) => setPaging({ page: size === paging.size ? page : 1, size }),
        }}
      />
      <AddTeacherModal
        open={adding}
        onClose={() => setAdding(false)}
        onCreated={(account) => {
          void refresh();
          if (account.initialPassword) setAccounts({ title: '教师账号已创建', list: [account] });
        }}
      />
      <EditTeacherModal teacher={editing} onClose={() => setEditing(null)} onSaved={() => void refresh()} />
      <ImportDialog
        open={importing}
        title="导入教师"
        hints={[
          '手机号作为登录账号；新手机号会创建账号并生成初始密码，导入后请下载账号清单交给老师。',
          '已在本校的老师按表格更新任教学科、班级和年级主任；已在别处注册的老师请用邀请链接加入。',
          '任教班级写成“七年级1班、七年级2班”，须是当前学年已建好的班级。',
        ]}
        upload={importTeachers}
        onTemplate={() => void downloadTeacherTemplate()}
        onImported={(result) => {
          void refresh();
          if (result.created.length)
            setAccounts({ title: `新建了 ${result.created.length} 个教师账号`, list: result.created });
        }}
        onClose={() => setImporting(false)}
      />
      <AccountsModal
        accounts={accounts?.list ?? null}
        title={accounts?.title ?? ''}
        onClose={() => setAccounts(null)}
      />
    </>
  );
}
