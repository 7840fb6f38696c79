import { type CreateTeacherBody, MSG, type NewTeacherAccount, PHONE_PATTERN } from '@zhijuan/contracts';
import { Form, Input, Modal } from 'antd';
import { useModalSave } from '../../../lib/useModalSave';
import { createTeacher } from '../api';

/** Makes an account for a teacher who has none yet; the phone number is the login. */
export function AddTeacherModal({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (account: NewTeacherAccount) => void;
}) {
  const [form] = Form.useForm<CreateTeacherBody>();
  const { saving, submit } = useModalSave(
    form,
    async (values) => {
      const created = await createTeacher({ nickname: values.nickname.trim(), phone: values.phone.trim() });
      onCreated(created.data);
      return created;
    },
    onClose,
    '已添加教师',
  );
  return (
    <Modal
      title="添加教师"
      open={open}
      onCancel={onClose}
      onOk={submit}
      okText="添加"
      confirmLoading={saving}
      destroyOnHidden
    >
      <Form<CreateTeacherBody> form={form} layout="vertical" name="add-teacher" preserve={false}>
        <Form.Item
          label="姓名"
          name="nickname"
          rules={[{ required: true, whitespace: true, message: '请输入教师姓名' }]}
        >
          <Input maxLength={20} />
        </Form.Item>
        <Form.Item
          label="手机号"
          name="phone"
          extra="作为登录账号。已注册智卷的老师请发邀请链接给他加入。"
          rules={[
            { required: true, message: '请输入手机号码' },
            { pattern: PHONE_PATTERN, message: MSG.phoneInvalid },
          ]}
        >
          <Input maxLength={11} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
