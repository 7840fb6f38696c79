import { useQuery } from '@tanstack/react-query';
import type { TeamBody, TeamItem } from '@zhijuan/contracts';
import { Form, Input, Modal, Select } from 'antd';
import { useEffect } from 'react';
import { useModalSave } from '../../../lib/useModalSave';
import { createTeam, updateTeam } from '../api';
import { allTeachersQuery } from '../queries';

interface Values {
  name: string;
  leaderId?: string;
  memberIds: string[];
}

/** Creates a 教研组, or edits `team`. The leader is always counted as a member. */
export function TeamFormModal({
  open,
  team,
  onClose,
  onSaved,
}: {
  open: boolean;
  team: TeamItem | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const teachers = useQuery({ ...allTeachersQuery(), enabled: open });
  const people = (teachers.data?.records ?? []).map((t) => ({ value: t.id, label: t.nickname }));

  useEffect(() => {
    if (!open) return;
    form.setFieldsValue(
      team
        ? { name: team.name, leaderId: team.leader?.id, memberIds: team.members.map((m) => m.id) }
        : { name: '', leaderId: undefined, memberIds: [] },
    );
  }, [open, team, form]);

  const { saving, submit } = useModalSave(
    form,
    (values) => {
      const body: TeamBody = {
        name: values.name.trim(),
        leaderId: values.leaderId ?? null,
        memberIds: values.memberIds ?? [],
      };
      return team ? updateTeam(team.id, body) : createTeam(body);
    },
    () => {
      onSaved();
      onClose();
    },
    '已保存',
  );

  return (
    <Modal
      title={team ? '编辑教研组' : '新建教研组'}
      open={open}
      onCancel={onClose}
      onOk={submit}
      okText="保存"
      confirmLoading={saving}
      destroyOnHidden
    >
      <Form<Values> form={form} layout="vertical" name="team">
        <Form.Item
          label="名称"
          name="name"
          rules={[{ required: true, whitespace: true, message: '请输入教研组名称' }]}
        >
          <Input maxLength={30} placeholder="如 初一数学组" />
        </Form.Item>
        <Form.Item label="组长" name="leaderId">
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            placeholder="选择组长"
            options={people}
            loading={teachers.isLoading}
          />
        </Form.Item>
        <Form.Item label="成员" name="memberIds">
          <Select
            mode="multiple"
            showSearch={{ optionFilterProp: 'label' }}
            placeholder="选择成员"
            options={people}
            loading={teachers.isLoading}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
