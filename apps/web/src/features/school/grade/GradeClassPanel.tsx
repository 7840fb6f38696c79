import { DeleteOutlined, EditOutlined, MoreOutlined, PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import type { ClassItem } from '@zhijuan/contracts';
import {
  App,
  Button,
  Card,
  Dropdown,
  Empty,
  type MenuProps,
  Select,
  Spin,
  Tree,
  type TreeDataNode,
} from 'antd';
import { useState } from 'react';
import { toastSuccess } from '../../../api/toast';
import { createNode, deleteNode, renameNode } from '../api';
import { schoolKeys } from '../queries';
import { NameDialog, type NameRequest } from './NameDialog';
import type { GradeWithClasses } from './useSchoolTree';

/** Which students the table shows: the whole school year, one grade, or one class. */
export interface RosterScope {
  gradeId?: string;
  classId?: string;
  /** 全校学生, 七年级, 七年级1班 */
  label: string;
}

/** Every student the user may read: the whole school for administrators, their own classes otherwise. */
export const wholeScope = (canManage: boolean): RosterScope => ({
  label: canManage ? '全校学生' : '我可查看的学生',
});

const ALL_KEY = 'all';

/** Grades and classes of a school year; administrators add, rename and delete them here. */
export function GradeClassPanel({
  years,
  yearId,
  onYear,
  tree,
  loading,
  scope,
  onScope,
  canManage,
}: {
  years: ClassItem[];
  yearId: string | null;
  onYear: (id: string) => void;
  tree: GradeWithClasses[];
  loading: boolean;
  scope: RosterScope;
  onScope: (scope: RosterScope) => void;
  canManage: boolean;
}) {
  const client = useQueryClient();
  const { modal } = App.useApp();
  const [naming, setNaming] = useState<NameRequest | null>(null);

  const refresh = () => client.invalidateQueries({ queryKey: schoolKeys.all });

  const addGrade = () =>
    yearId &&
    setNaming({
      title: '新建年级',
      label: '年级名称',
      placeholder: '如 七年级',
      save: async (name) => {
        const { message } = await createNode({ type: 2, pid: yearId, name });
        toastSuccess(message || '已添加');
        await refresh();
      },
    });
  const addClass = (grade: ClassItem) =>
    setNaming({
      title: `在${grade.name}新建班级`,
      label: '班级名称',
      placeholder: '如 5班',
      save: async (name) => {
        const { message } = await createNode({ type: 3, pid: grade.id, name });
        toastSuccess(message || '已添加');
        await refresh();
      },
    });
  const rename = (node: ClassItem, kind: '年级' | '班级') =>
    setNaming({
      title: `重命名${kind}`,
      label: `${kind}名称`,
      initial: node.name,
      save: async (name) => {
        const { message } = await renameNode(node.id, name);
        toastSuccess(message || '已保存');
        await refresh();
      },
    });
  const remove = (node: ClassItem, kind: '年级' | '班级') =>
    modal.confirm({
      title: `删除${kind}「${node.name}」？`,
      content: kind === '年级' ? '只能删除没有班级的年级。' : '只能删除没有学生的班级。',
      okText: '删除',
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          const { message } = await deleteNode(node.id);
          toastSuccess(message || '已删除');
          if (scope.gradeId === node.id || scope.classId === node.id) onScope(wholeScope(canManage));
          await refresh();
        } catch (error) {
          modal.error({ title: `不能删除该${kind}`, content: error instanceof Error ? error.message : '' });
        }
      },
    });

  const actions = (items: MenuProps['items'], label: string) =>
    canManage ? (
      <Dropdown menu={{ items }} trigger={['click']}>
        <Button
          type="text"
          size="small"
          className="zj-node-more"
          aria-label={`${label}操作`}
          icon={<MoreOutlined />}
          onClick={(e) => e.stopPropagation()}
        />
      </Dropdown>
    ) : null;

  const data: TreeDataNode[] = [
    {
      key: ALL_KEY,
      title: <span className="zj-node-label">{wholeScope(canManage).label}</span>,
      isLeaf: true,
    },
    ...tree.map((grade) => ({
      key: `g:${grade.id}`,
      title: (
        <span className="zj-node">
          <span className="zj-node-label">{grade.name}</span>
          {actions(
            [
              { key: 'add', icon: <PlusOutlined />, label: '新建班级', onClick: () => addClass(grade) },
              {
                key: 'rename',
                icon: <EditOutlined />,
                label: '重命名',
                onClick: () => rename(grade, '年级'),
              },
              {
                key: 'delete',
                icon: <DeleteOutlined />,
                label: '删除',
                danger: true,
                onClick: () => remove(grade, '年级'),
              },
            ],
            grade.name,
          )}
        </span>
      ),
      children: grade.classes.map((cls) => ({
        key: `c:${cls.id}`,
        isLeaf: true,
        title: (
          <span className="zj-node">
            <span className="zj-node-label">{cls.name}</span>
            {actions(
              [
                {
                  key: 'rename',
                  icon: <EditOutlined />,
                  label: '重命名',
                  onClick: () => rename(cls, '班级'),
                },
                {
                  key: 'delete',
                  icon: <DeleteOutlined />,
                  label: '删除',
                  danger: true,
                  onClick: () => remove(cls, '班级'),
                },
              ],
              `${grade.name}${cls.name}`,
            )}
          </span>
        ),
      })),
    })),
  ];

  const selectedKey = scope.classId ? `c:${scope.classId}` : scope.gradeId ? `g:${scope.gradeId}` : ALL_KEY;
  const select = (key: string) => {
    if (key === ALL_KEY) return onScope(wholeScope(canManage));
    const [kind, id] = key.split(':');
    for (const grade of tree) {
      if (kind === 'g' && grade.id === id) return onScope({ gradeId: grade.id, label: grade.name });
      const cls = grade.classes.find((c) => c.id === id);
      if (kind === 'c' && cls)
        return onScope({ gradeId: grade.id, classId: cls.id, label: `${grade.name}${cls.name}` });
    }
  };

  return (
    <Card
      variant="borderless"
      className="zj-grade-panel"
      title="年级与班级"
      extra={
        canManage ? (
          <Button size="small" icon={<PlusOutlined />} onClick={addGrade} disabled={!yearId}>
            新建年级
          </Button>
        ) : null
      }
    >
      <Select
        className="zj-grade-year"
        aria-label="查看学年"
        value={yearId ?? undefined}
        options={years.map((y) => ({ value: y.id, label: y.isDefault ? `${y.name}（当前）` : y.name }))}
        onChange={onYear}
        placeholder="选择学年"
      />
      {loading ? (
        <div className="zj-tree-state">
          <Spin />
        </div>
      ) : tree.length === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={canManage ? '这个学年还没有年级，点“新建年级”开始' : '这个学年还没有年级'}
        />
      ) : (
        <Tree
          className="zj-grade-tree"
          blockNode
          defaultExpandAll
          treeData={data}
          selectedKeys={[selectedKey]}
          onSelect={(keys) => {
            if (typeof keys[0] === 'string') select(keys[0]);
          }}
        />
      )}
      <NameDialog request={naming} onClose={() => setNaming(null)} />
    </Card>
  );
}
