import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { TeacherItem } from '@zhijuan/contracts';
import { Button, Form, Input, Modal, Select, Spin, Switch, Typography } from 'antd';
import { useEffect } from 'react';
import { useModalSave } from '../../../lib/useModalSave';
import { updateTeacher } from '../api';
import { STAGE_NAMES } from '../stageOfGrade';
import { flattenGroups, groupAssignments, type TeachingGroup, useTeachingOptions } from './teachingOptions';

interface Values {
  nickname: string;
  isAdministrator: boolean;
  directorOf: string[];
  groups: TeachingGroup[];
}

/** Name, administrator role, taught classes × subjects and directed grades of one teacher. */
export function EditTeacherModal({
  teacher,
  onClose,
  onSaved,
}: {
  teacher: TeacherItem | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const options = useTeachingOptions(teacher);
  const groups = Form.useWatch('groups', form) ?? [];

  useEffect(() => {
    if (!teacher) return;
    form.setFieldsValue({
      nickname: teacher.nickname,
      isAdministrator: teacher.isAdministrator,
      directorOf: teacher.directorOf.map((d) => d.id),
      groups: groupAssignments(teacher.assignments),
    });
  }, [teacher, form]);

  const { saving, submit } = useModalSave(
    form,
    async (values) =>
      teacher
        ? updateTeacher(teacher.id, {
            nickname: values.nickname.trim(),
            isAdministrator: values.isAdministrator,
            directorOf: values.directorOf ?? [],
            assignments: flattenGroups(values.groups ?? []),
          })
        : undefined,
    () => {
      onSaved();
      onClose();
    },
    '已保存',
  );

  const subjectStage = (id: string | undefined) => options.subjects.find((s) => s.id === id)?.stage;
  const stagesPresent = [...new Set(options.subjects.map((s) => s.stage))];
  const subjectOptions = stagesPresent.map((stage) => ({
    label: STAGE_NAMES[stage],
    title: STAGE_NAMES[stage],
    options: options.subjects.filter((s) => s.stage === stage).map((s) => ({ value: s.id, label: s.name })),
  }));

  return (
    <Modal
      title={teacher ? `编辑教师：${teacher.nickname}` : '编辑教师'}
      open={teacher !== null}
      onCancel={onClose}
      onOk={submit}
      okText="保存"
      confirmLoading={saving}
      width={680}
      destroyOnHidden
    >
      <Spin spinning={options.loading}>
        <Form<Values> form={form} layout="vertical" name="edit-teacher">
          <div className="zj-form-row">
            <Form.Item
              label="姓名"
              name="nickname"
              className="zj-form-grow"
              rules={[{ required: true, whitespace: true, message: '请输入教师姓名' }]}
            >
              <Input maxLength={20} />
            </Form.Item>
            <Form.Item
              label="学校管理员"
              name="isAdministrator"
              valuePropName="checked"
              tooltip={
                teacher?.isCreator ? '学校创建者始终是管理员' : '管理员可以管理年级、班级、学生、教师和邀请'
              }
            >
              <Switch disabled={teacher?.isCreator} />
            </Form.Item>
          </div>
          <Typography.Text strong>任教学科与班级</Typography.Text>
          <Form.List name="groups">
            {(fields, { add, remove }) => (
              <div className="zj-teaching">
                {fields.map((field) => {
                  const stage = subjectStage(groups[field.name]?.subjectId);
                  return (
                    <div key={field.key} className="zj-teaching-row">
                      <Form.Item
                        name={[field.name, 'subjectId']}
                        rules={[{ required: true, message: '请选择学科' }]}
                        className="zj-teaching-subject"
                      >
                        <Select placeholder="学科" options={subjectOptions} aria-label="任教学科" />
                      </Form.Item>
                      <Form.Item
                        name={[field.name, 'classIds']}
                        rules={[{ required: true, type: 'array', min: 1, message: '请选择班级' }]}
                        className="zj-form-grow"
                      >
                        <Select
                          mode="multiple"
                          placeholder={stage ? '选择班级' : '先选学科'}
                          disabled={!stage}
                          aria-label="任教班级"
                          options={options.classes
                            .filter((c) => c.stage === stage)
                            .map((c) => ({ value: c.id, label: c.label }))}
                        />
                      </Form.Item>
                      <Button
                        type="text"
                        danger
                        icon={<DeleteOutlined />}
                        aria-label="删除这一行"
                        onClick={() => remove(field.name)}
                      />
                    </div>
                  );
                })}
                <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ classIds: [] })} block>
                  添加任教
                </Button>
              </div>
            )}
          </Form.List>
          <Form.Item label="年级主任" name="directorOf" className="zj-director">
            <Select
              mode="multiple"
              placeholder="不担任年级主任"
              options={options.grades.map((g) => ({ value: g.id, label: g.name }))}
            />
          </Form.Item>
        </Form>
      </Spin>
    </Modal>
  );
}
