import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type AssignmentSummary, KIND_NAMES } from '@zhijuan/contracts';
import { Checkbox, DatePicker, Empty, Form, Input, Modal, Radio, Select, Spin } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { useModalSave } from '../../lib/useModalSave';
import { paperListQuery } from '../papers';
import { createAssignment, updateAssignment } from './api';
import { assignableClassesQuery, assignmentKeys } from './queries';

export interface PaperChoice {
  id: string;
  title: string;
  subjectId: string;
}

interface Values {
  paperId: string;
  kind: 'homework' | 'exam';
  name: string;
  examDate: Dayjs;
  classIds: string[];
}

/**
 * The paper already chosen, by its title. Form.Item hands its child the field's value (the paper's id),
 * which this ignores: a teacher reads the title, never the id.
 */
function ChosenPaper({ title }: { title: string; value?: string }) {
  return <Input disabled value={title} aria-label="试卷" />;
}

/** Picks one of 我的试卷 by title (server search). */
function PaperPicker({
  value,
  onChange,
  onPick,
}: {
  value?: string;
  onChange?: (id: string) => void;
  onPick: (p: PaperChoice) => void;
}) {
  const [keyword, setKeyword] = useState('');
  const list = useQuery(paperListQuery({ bin: 'active', keyword: keyword || undefined, page: 1, size: 20 }));
  const records = list.data?.records ?? [];
  // The picked paper stays an option while a new search shows others, so its title (not its id) shows.
  const [picked, setPicked] = useState<{ value: string; label: string } | null>(null);
  const options = records.map((p) => ({
    value: p.id,
    label: `${p.title}（${p.subjectName}，${p.questionCount} 题）`,
  }));
  if (picked && !options.some((o) => o.value === picked.value)) options.unshift(picked);
  return (
    <Select
      aria-label="试卷"
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      placeholder="搜索我的试卷"
      loading={list.isFetching}
      value={value}
      notFoundContent={list.isFetching ? <Spin size="small" /> : '我的试卷中没有匹配的试卷'}
      options={options}
      onChange={(id: string) => {
        onChange?.(id);
        const p = records.find((r) => r.id === id);
        if (p) {
          setPicked(options.find((o) => o.value === id) ?? null);
          onPick({ id: p.id, title: p.title, subjectId: p.subjectId });
        }
      }}
    />
  );
}

/** The classes of one subject the teacher may give work to, grouped by grade. */
function ClassPicker({
  subjectId,
  value,
  onChange,
}: {
  subjectId: string | null;
  value?: string[];
  onChange?: (ids: string[]) => void;
}) {
  const classes = useQuery({ ...assignableClassesQuery(subjectId ?? ''), enabled: Boolean(subjectId) });
  const grades = useMemo(() => {
    const byGrade = new Map<string, { name: string; classes: NonNullable<typeof classes.data> }>();
    for (const c of classes.data ?? []) {
      const g = byGrade.get(c.gradeId) ?? { name: c.gradeName, classes: [] };
      g.classes.push(c);
      byGrade.set(c.gradeId, g);
    }
    return [...byGrade.values()];
  }, [classes.data]);
  if (!subjectId) return <span className="zj-assign-hint">先选择试卷</span>;
  if (classes.isLoading) return <Spin size="small" />;
  if (grades.length === 0)
    return (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description="您在本学年还没有任教这门学科的班级，请联系学校管理员设置任课"
      />
    );
  return (
    <Checkbox.Group
      value={value}
      onChange={(ids) => onChange?.(ids as string[])}
      className="zj-assign-classes"
    >
      {grades.map((g) => (
        <div key={g.name} className="zj-assign-grade">
          <b>{g.name}</b>
          {g.classes.map((c) => (
            <Checkbox key={c.id} value={c.id}>
              {c.name}
              <span className="zj-assign-count">{c.studentCount} 人</span>
            </Checkbox>
          ))}
        </div>
      ))}
    </Checkbox.Group>
  );
}

/**
 * 布置作业/考试: a paper of 我的试卷 to classes of one grade, with a name and date. With `editing`, changes
 * the name, date, kind and classes of one already given.
 */
export function AssignDialog({
  open,
  paper,
  editing,
  onClose,
  onSaved,
}: {
  open: boolean;
  paper?: PaperChoice | null;
  editing?: AssignmentSummary | null;
  onClose: () => void;
  onSaved?: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const client = useQueryClient();
  const [subjectId, setSubjectId] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    if (editing) {
      form.setFieldsValue({
        paperId: editing.paperId,
        kind: editing.kind,
        name: editing.name,
        examDate: dayjs(editing.examDate),
        classIds: editing.classes.map((c) => c.id),
      });
      setSubjectId(editing.subjectId);
    } else {
      form.setFieldsValue({
        paperId: paper?.id,
        kind: 'homework',
        name: paper?.title ?? '',
        examDate: dayjs(),
        classIds: [],
      });
      setSubjectId(paper?.subjectId ?? null);
    }
  }, [open, paper, editing, form]);

  const { saving, submit } = useModalSave(
    form,
    (v) => {
      const common = {
        kind: v.kind,
        name: v.name.trim(),
        examDate: v.examDate.format('YYYY-MM-DD'),
        classIds: v.classIds,
      };
      return editing
        ? updateAssignment(editing.id, common)
        : createAssignment({ ...common, paperId: v.paperId });
    },
    () => {
      void client.invalidateQueries({ queryKey: assignmentKeys.all });
      onSaved?.();
      onClose();
    },
  );

  return (
    <Modal
      title={editing ? '修改作业/考试' : '布置作业/考试'}
      open={open}
      onCancel={onClose}
      onOk={submit}
      okText={editing ? '保存' : '布置'}
      confirmLoading={saving}
      destroyOnHidden
      width={560}
    >
      <Form<Values> form={form} layout="vertical" name="assign" preserve={false}>
        <Form.Item label="试卷" name="paperId" rules={[{ required: true, message: '请选择试卷' }]}>
          {editing || paper ? (
            <ChosenPaper title={editing?.paperTitle ?? paper?.title ?? ''} />
          ) : (
            <PaperPicker
              onPick={(p) => {
                setSubjectId(p.subjectId);
                form.setFieldsValue({ classIds: [] });
                if (!form.getFieldValue('name')) form.setFieldsValue({ name: p.title });
              }}
            />
          )}
        </Form.Item>
        <Form.Item label="类型" name="kind">
          <Radio.Group
            optionType="button"
            options={(['homework', 'exam'] as const).map((k) => ({ value: k, label: KIND_NAMES[k] }))}
          />
        </Form.Item>
        <Form.Item
          label="名称"
          name="name"
          rules={[{ required: true, whitespace: true, message: '请输入名称' }]}
        >
          <Input maxLength={60} placeholder="如：第一单元测验" />
        </Form.Item>
        <Form.Item label="日期" name="examDate" rules={[{ required: true, message: '请选择日期' }]}>
          <DatePicker aria-label="日期" allowClear={false} />
        </Form.Item>
        <Form.Item
          label="班级"
          name="classIds"
          extra={
            editing && editing.scannedCount > 0 ? '已开始扫描，班级不能再改' : '同一年级的一个或多个班级'
          }
          rules={[{ required: true, type: 'array', min: 1, message: '请至少选择一个班级' }]}
        >
          <ClassPicker subjectId={subjectId} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
