import { type ChangePasswordBody, MSG, PASSWORD_PATTERN } from '@zhijuan/contracts';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { changePassword } from '../../api/system';
import { toastSuccess } from '../../api/toast';

export function PasswordTab() {
  const [form] = Form.useForm<ChangePasswordBody>();
  const [saving, setSaving] = useState(false);

  const onFinish = async (values: ChangePasswordBody) => {
    setSaving(true);
    try {
      await changePassword(values);
      toastSuccess('密码已修改，其他设备需重新登录');
      form.resetFields();
    } catch {
      // Shown by the HTTP client.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form<ChangePasswordBody>
      form={form}
      name="change-password"
      layout="vertical"
      onFinish={onFinish}
      className="zj-narrow-form"
    >
      <Form.Item
        label="当前密码"
        name="oldPassword"
        rules={[{ required: true, message: MSG.passwordRequired }]}
      >
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item
        label="新密码"
        name="password"
        extra="8 到 64 位，需同时包含字母和数字"
        rules={[
          { required: true, message: MSG.passwordRequired },
          { pattern: PASSWORD_PATTERN, message: MSG.passwordTooShort },
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        label="确认新密码"
        name="password2"
        dependencies={['password']}
        rules={[
          { required: true, message: MSG.passwordRequired },
          ({ getFieldValue }) => ({
            validator: (_rule, value: string | undefined) =>
              !value || getFieldValue('password') === value
                ? Promise.resolve()
                : Promise.reject(new Error(MSG.passwordsDiffer)),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving}>
        修改密码
      </Button>
    </Form>
  );
}
