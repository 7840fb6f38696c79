import { useMutation, useQuery } from '@tanstack/react-query';
import type { PlanDetail } from '@zhijuan/contracts';
import { App, Checkbox, Empty, Form, Input, Modal, Switch } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import * as api from './api';
import { teamsQuery } from './queries';

/** 集体备课: the teams (教研组) and/or the whole school the plan is shared with. */
export function ShareDialog({
  plan,
  open,
  onClose,
  onDone,
}: {
  plan: PlanDetail;
  open: boolean;
  onClose: () => void;
  onDone: () => void;
}) {
  const teams = useQuery({ ...teamsQuery(), enabled: open });
  const [teamIds, setTeamIds] = useState<string[]>(plan.teamIds);
  const [school, setSchool] = useState(plan.schoolShared);
  const { message } = App.useApp();
  const share = useMutation({
    mutationFn: () => api.sharePlan(plan.id, { teamIds, school }),
    onSuccess: () => {
      message.success('分享设置已保存');
      onDone();
      onClose();
    },
  });
  return (
    <Modal
      open={open}
      title="分享教案"
      okText="保存"
      onOk={() => share.mutate()}
      confirmLoading={share.isPending}
      onCancel={onClose}
    >
      <p>分享给教研组的成员可以查看教案并在每个环节下发表评论。</p>
      {teams.data?.length ? (
        <Checkbox.Group
          aria-label="教研组"
          value={teamIds}
          onChange={(v) => setTeamIds(v as string[])}
          options={teams.data.map((t) => ({
            value: t.id,
            label: `${t.name}${t.member ? '（我所在）' : ''}`,
          }))}
        />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="学校还没有教研组" />
      )}
      <div className="zj-share-school">
        <Switch checked={school} onChange={setSchool} aria-label="全校共享" />{' '}
        全校共享（本校教师都能查看并复制到自己的备课）
      </div>
    </Modal>
  );
}

const today = () => new Date(Date.now() - new Date().getTimezoneOffset() * 60_000).toISOString().slice(0, 10);

/** 课后作业 → 作业: the plan's homework questions given to classes in one step. */
export function HomeworkDialog({
  plan,
  open,
  onClose,
}: {
  plan: PlanDetail;
  open: boolean;
  onClose: () => void;
}) {
  const classes = useQuery({
    queryKey: ['lesson-plans', 'classes', plan.subjectId],
    queryFn: () => api.fetchClasses(plan.subjectId),
    enabled: open,
  });
  const [classIds, setClassIds] = useState<string[]>([]);
  const [name, setName] = useState(`${plan.title} 课后作业`.slice(0, 60));
  const [date, setDate] = useState(today());
  const { message } = App.useApp();
  const assign = useMutation({
    mutationFn: () => api.assignHomework(plan.id, { classIds, name, examDate: date }),
    onSuccess: () => {
      message.success(
        <span>
          作业已布置，可在 <Link to="/paperlist">作业列表</Link> 查看
        </span>,
      );
      onClose();
    },
  });
  return (
    <Modal
      open={open}
      title="布置课后作业"
      okText="布置"
      okButtonProps={{ disabled: !classIds.length }}
      onOk={() => assign.mutate()}
      confirmLoading={assign.isPending}
      onCancel={onClose}
    >
      <Form layout="vertical">
        <Form.Item label="作业名称">
          <Input value={name} maxLength={60} onChange={(e) => setName(e.target.value)} />
        </Form.Item>
        <Form.Item label="日期">
          <Input type="date" value={date} onChange={(e) => setDate(e.target.value)} />
        </Form.Item>
        <Form.Item label="班级">
          <Checkbox.Group
            value={classIds}
            onChange={(v) => setClassIds(v as string[])}
            options={(classes.data ?? []).map((c) => ({ value: c.id, label: `${c.gradeName}${c.name}` }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
