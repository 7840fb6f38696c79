import { LockOutlined, MailOutlined, MobileOutlined, UserOutlined } from '@ant-design/icons';
import { MSG, PASSWORD_PATTERN, PHONE_PATTERN, type RegisterBody } from '@zhijuan/contracts';
import { Alert, Button, Checkbox, Form, Input, Space, Typography } from 'antd';
import type { Rule } from 'antd/es/form';
import { useEffect, useState } from 'react';
import { register, sendSmsCode } from '../../api/auth';
import { toastSuccess } from '../../api/toast';

/** Seconds before another SMS code may be asked for. */
export const SMS_COOLDOWN_S = 60;

const phoneRule: Rule = {
  validator: (_rule, value: string | undefined) => {
    if (!value?.trim()) return Promise.reject(new Error('请输入手机号码'));
    return PHONE_PATTERN.test(value.trim()) ? Promise.resolve() : Promise.reject(new Error(MSG.phoneInvalid));
  },
};

function useCountdown() {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return [left, () => setLeft(SMS_COOLDOWN_S)] as const;
}

export interface RegisterFormProps {
  devOutbox: boolean;
  onRegistered: (username: string) => void;
  onShowProtocol: () => void;
  name?: string;
}

export function RegisterForm({
  devOutbox,
  onRegistered,
  onShowProtocol,
  name = 'register',
}: RegisterFormProps) {
  const [form] = Form.useForm<RegisterBody & { agree: boolean }>();
  const [left, startCountdown] = useCountdown();
  const [sending, setSending] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  const requestCode = async () => {
    try {
      await form.validateFields(['phone']);
    } catch {
      return;
    }
    setSending(true);
    try {
      await sendSmsCode({ phone: form.getFieldValue('phone').trim(), purpose: 'register' });
      toastSuccess('验证码已发送，请注意查收');
      startCountdown();
    } catch {
      // Shown by the HTTP client.
    } finally {
      setSending(false);
    }
  };

  const onFinish = async ({ agree: _agree, ...body }: RegisterBody & { agree: boolean }) => {
    setSubmitting(true);
    try {
      const { username } = await register(body);
      toastSuccess('注册成功，请登录');
      onRegistered(username);
    } catch {
      // Shown by the HTTP client.
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form form={form} name={name} layout="vertical" size="large" requiredMark={false} onFinish={onFinish}>
      <Form.Item
        name="nickname"
        rules={[{ required: true, whitespace: true, message: MSG.nicknameRequired }]}
      >
        <Input prefix={<UserOutlined />} placeholder="昵称（如：王老师）" maxLength={32} />
      </Form.Item>
      <Form.Item name="phone" validateTrigger="onBlur" rules={[phoneRule]}>
        <Input prefix={<MobileOutlined />} placeholder="手机号码（注册后作为登录用户名）" maxLength={11} />
      </Form.Item>
      <Form.Item>
        <Space.Compact block>
          {/* Spec §5: the message shows, but the form does not require it; the server checks the code. */}
          <Form.Item
            name="smsCode"
            noStyle
            rules={[{ required: true, warningOnly: true, message: MSG.smsCodeRequired }]}
          >
            <Input
              prefix={<MailOutlined />}
              placeholder="短信验证码"
              maxLength={6}
              autoComplete="one-time-code"
            />
          </Form.Item>
          <Button onClick={requestCode} disabled={left > 0} loading={sending} className="zj-sms-button">
            {left > 0 ? `${left} 秒后重新获取` : '获取验证码'}
          </Button>
        </Space.Compact>
      </Form.Item>
      <Form.Item
        name="password"
        rules={[
          { required: true, message: MSG.passwordRequired },
          { pattern: PASSWORD_PATTERN, message: MSG.passwordTooShort },
        ]}
      >
        <Input.Password
          prefix={<LockOutlined />}
          placeholder="密码（8 位以上，含字母和数字）"
          autoComplete="new-password"
        />
      </Form.Item>
      <Form.Item
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
        <Input.Password prefix={<LockOutlined />} placeholder="确认密码" autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="agree"
        valuePropName="checked"
        rules={[
          {
            validator: (_rule, value: boolean | undefined) =>
              value ? Promise.resolve() : Promise.reject(new Error('请阅读并同意用户协议与隐私政策')),
          },
        ]}
      >
        <Checkbox>
          我已阅读并同意
          <Typography.Link
            onClick={(e) => {
              e.preventDefault();
              onShowProtocol();
            }}
          >
            《用户协议与隐私政策》
          </Typography.Link>
        </Checkbox>
      </Form.Item>
      <Form.Item className="zj-login-submit">
        <Button type="primary" htmlType="submit" block loading={submitting}>
          注册
        </Button>
      </Form.Item>
      {devOutbox ? (
        <Alert
          type="warning"
          showIcon
          title="开发环境：短信不会真正发出"
          description="验证码写在服务器日志和管理员可见的短信发件箱里。"
        />
      ) : null}
    </Form>
  );
}
