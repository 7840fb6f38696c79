import { GENDERS, STUDENT_NO_PATTERN, type StudentBody, type StudentItem } from '@zhijuan/contracts';
import { Form, Input, Modal, Radio, Select } from 'antd';
import { useEffect } from 'react';
import { useModalSave } from '../../../lib/useModalSave';
import { createStudent, updateStudent } from '../api';
import type { GradeWithClasses } from './useSchoolTree';

interface Values {
  name: string;
  studentNo: string;
  gender: 'male' | 'female' | 'none';
  classId: string;
}

/** Adds a student, or edits one when `student` is given. */
export function StudentFormModal({
  open,
  student,
  defaultClassId,
  tree,
  onClose,
  onSaved,
}: {
  open: boolean;
  student: StudentItem | null;
  defaultClassId?: string;
  tree: GradeWithClasses[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const [form] = Form.useForm<Values>();
  useEffect(() => {
    if (!open) return;
    form.setFieldsValue(
      student
        ? {
            name: student.name,
            studentNo: student.studentNo,
            gender: student.gender ?? 'none',
            classId: student.classId,
          }
        : { name: '', studentNo: '', gender: 'none', classId: defaultClassId },
    );
  }, [open, student, defaultClassId, form]);

  const { saving, submit } = useModalSave(
    form,
    (values) => {
      const body: StudentBody = {
        name: values.name.trim(),
        studentNo: values.studentNo.trim(),
        gender: values.gender === 'none' ? null : values.gender,
        classId: values.classId,
      };
      return student ? updateStudent(student.id, body) : createStudent(body);
    },
    () => {
      onSaved();
      onClose();
    },
    '已保存',
  );

  return (
    <Modal
      title={student ? '编辑学生' : '添加学生'}
      open={open}
      onCancel={onClose}
      onOk={submit}
      okText="保存"
      confirmLoading={saving}
      destroyOnHidden
    >
      <Form<Values> form={form} layout="vertical" name="student">
        <Form.Item
          label="姓名"
          name="name"
          rules={[{ required: true, whitespace: true, message: '请输入学生姓名' }]}
        >
          <Input maxLength={20} />
        </Form.Item>
        <Form.Item
          label="考号"
          name="studentNo"
          extra="全校唯一，4 到 20 位字母、数字或横线"
          rules={[
            { required: true, message: '请输入考号' },
            { pattern: STUDENT_NO_PATTERN, message: '考号为 4 到 20 位字母、数字或横线' },
          ]}
        >
          <Input maxLength={20} />
        </Form.Item>
        <Form.Item label="性别" name="gender">
          <Radio.Group
            options={[
              { value: 'male', label: GENDERS.male },
              { value: 'female', label: GENDERS.female },
              { value: 'none', label: '不填' },
            ]}
          />
        </Form.Item>
        <Form.Item label="班级" name="classId" rules={[{ required: true, message: '请选择班级' }]}>
          <Select
            placeholder="选择班级"
            options={tree.map((g) => ({
              label: g.name,
              title: g.name,
              options: g.classes.map((c) => ({ value: c.id, label: `${g.name}${c.name}` })),
            }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
