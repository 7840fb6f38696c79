import {
  DeleteOutlined,
  DownloadOutlined,
  EditOutlined,
  ExportOutlined,
  PlusOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { GENDERS, type StudentItem } from '@zhijuan/contracts';
import { App, Button, Card, Input, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { toastSuccess } from '../../../api/toast';
import { deleteStudent, downloadStudentTemplate, exportStudents, importStudents } from '../api';
import { ImportDialog } from '../import/ImportDialog';
import { schoolKeys, studentsQuery } from '../queries';
import type { RosterScope } from './GradeClassPanel';
import { StudentFormModal } from './StudentFormModal';
import type { GradeWithClasses } from './useSchoolTree';

const PAGE_SIZES = [20, 50, 100];

/** Students of the chosen grade or class, paged on the server; administrators edit and import here. */
export function StudentsPanel({
  scope,
  tree,
  currentYearName,
  canManage,
}: {
  scope: RosterScope;
  tree: GradeWithClasses[];
  currentYearName: string | undefined;
  canManage: boolean;
}) {
  const client = useQueryClient();
  const { modal } = App.useApp();
  const [keyword, setKeyword] = useState('');
  const [paging, setPaging] = useState({ page: 1, size: 20 });
  const [editing, setEditing] = useState<StudentItem | null | undefined>(undefined);
  const [importing, setImporting] = useState(false);
  const [exporting, setExporting] = useState(false);

  // A new scope or keyword starts from the first page.
  const [pagedFor, setPagedFor] = useState({ scope, keyword });
  if (pagedFor.scope !== scope || pagedFor.keyword !== keyword) {
    setPagedFor({ scope, keyword });
    setPaging((p) => ({ ...p, page: 1 }));
  }

  const filter = {
    gradeId: scope.gradeId,
    classId: scope.classId,
    keyword: keyword || undefined,
    page: paging.page,
    size: paging.size,
  };
  const students = useQuery(studentsQuery(filter));
  const refresh = () => client.invalidateQueries({ queryKey: schoolKeys.studentsAll() });
  const total = students.data?.total ?? 0;

  const remove = (s: StudentItem) =>
    modal.confirm({
      title: `删除学生「${s.name}」？`,
      content: `考号 ${s.studentNo}，${s.gradeName}${s.className}。删除后不可恢复。`,
      okText: '删除',
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          const { message } = await deleteStudent(s.id);
          toastSuccess(message || '已删除');
          await refresh();
        } catch {
          // Shown by the HTTP client.
        }
      },
    });

  const exportList = async () => {
    setExporting(true);
    await exportStudents(
      { gradeId: scope.gradeId, classId: scope.classId },
      `${scope.gradeId ? scope.label : ''}学生名单.xlsx`,
    );
    setExporting(false);
  };

  const columns: ColumnsType<StudentItem> = [
    { title: '考号', dataIndex: 'studentNo', width: 130 },
    { title: '姓名', dataIndex: 'name', width: 120 },
    {
      title: '性别',
      dataIndex: 'gender',
      width: 80,
      render: (g: StudentItem['gender']) => (g ? GENDERS[g] : '—'),
    },
    { title: '年级', dataIndex: 'gradeName', width: 110 },
    { title: '班级', dataIndex: 'className', width: 110 },
    ...(canManage
      ? [
          {
            title: '操作',
            key: 'actions',
            width: 150,
            render: (_: unknown, s: StudentItem) => (
              <Space size={0}>
                <Button type="link" size="small" icon={<EditOutlined />} onClick={() => setEditing(s)}>
                  编辑
                </Button>
                <Button type="link" size="small" danger icon={<DeleteOutlined />} onClick={() => remove(s)}>
                  删除
                </Button>
              </Space>
            ),
          },
        ]
      : []),
  ];

  return (
    <Card
      variant="borderless"
      className="zj-students-panel"
      title={
        <span>
          {scope.label}
          <Typography.Text type="secondary" className="zj-student-total">
            共 {total} 名学生
          </Typography.Text>
        </span>
      }
    >
      <div className="zj-toolbar">
        <Input.Search
          allowClear
          className="zj-toolbar-search"
          placeholder="按姓名或考号搜索"
          aria-label="搜索学生"
          onSearch={(value) => setKeyword(value.trim())}
        />
        <Space wrap>
          {canManage ? (
            <>
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
                添加学生
              </Button>
              <Button icon={<UploadOutlined />} onClick={() => setImporting(true)}>
                导入学生
              </Button>
              <Button icon={<DownloadOutlined />} onClick={() => void downloadStudentTemplate()}>
                下载模板
              </Button>
            </>
          ) : null}
          <Button icon={<ExportOutlined />} loading={exporting} onClick={() => void exportList()}>
            导出名单
          </Button>
        </Space>
      </div>
      <Table<StudentItem>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={students.data?.records ?? []}
        loading={students.isFetching}
        locale={{ emptyText: keyword ? `没有找到“${keyword}”` : '这里还没有学生' }}
        pagination={{
          current: paging.page,
          pageSize: paging.size,
          total,
          showSizeChanger: true,
          pageSizeOptions: PAGE_SIZES,
          showTotal: (n) => `共 ${n} 条`,
          onChange: (page, size) => setPaging({ page: size === paging.size ? page : 1, size }),
        }}
      />
      <StudentFormModal
        open={editing !== undefined}
        student={editing ?? null}
        defaultClassId={scope.classId}
        tree={tree}
        onClose={() => setEditing(undefined)}
        onSaved={() => void refresh()}
      />
      <ImportDialog
        open={importing}
        title="导入学生"
        hints={[
          `学生导入到当前学年${currentYearName ? `（${currentYearName}）` : ''}已建好的班级；年级、班级须与系统中的名称一致。`,
          '考号已存在的学生会按表格更新姓名、性别和班级，不会重复添加。',
          '任何一行有误都不会导入，请按提示改正后重新上传。',
        ]}
        upload={importStudents}
        onTemplate={() => void downloadStudentTemplate()}
        onImported={() => void refresh()}
        onClose={() => setImporting(false)}
      />
    </Card>
  );
}
