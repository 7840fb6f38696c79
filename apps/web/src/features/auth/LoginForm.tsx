import { LockOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { MSG, type PublicConfig } from '@zhijuan/contracts';
import { Alert, Button, Form, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { newRandomStr } from '../../api/auth';
import { Captcha } from './Captcha';
import { type Credentials, signIn } from './signIn';

interface LoginValues {
  username: string;
  password: string;
  code?: string;
}

export interface LoginFormProps {
  captcha: boolean;
  demo: PublicConfig['demo'];
  onLoggedIn: () => void;
  /** Distinguishes field ids when two boxes are on one page (page and dialog). */
  name?: string;
  initialUsername?: string;
  /** Replaceable for tests. */
  submit?: (credentials: Credentials) => Promise<void>;
}

export function LoginForm({
  captcha,
  demo,
  onLoggedIn,
  name = 'login',
  initialUsername,
  submit = signIn,
}: LoginFormProps) {
  const [form] = Form.useForm<LoginValues>();
  const [randomStr, setRandomStr] = useState(newRandomStr);
  const [submitting, setSubmitting] = useState(false);

  const refreshCaptcha = () => {
    setRandomStr(newRandomStr());
    form.setFieldValue('code', '');
  };

  const onFinish = async (values: LoginValues) => {
    setSubmitting(true);
    try {
      await submit({
        username: values.username.trim(),
        password: values.password,
        ...(captcha ? { code: values.code?.trim(), randomStr } : {}),
      });
      onLoggedIn();
    } catch {
      // The HTTP client already showed why; a used captcha cannot be tried again.
      if (captcha) refreshCaptcha();
    } finally {
      setSubmitting(false);
    }
  };

  const fillDemo = (account: string) => {
    if (!demo) return;
    form.setFieldsValue({ username: account, password: demo.password });
  };

  return (
    <Form<LoginValues>
      form={form}
      name={name}
      layout="vertical"
      size="large"
      requiredMark={false}
      initialValues={{ username: initialUsername }}
      onFinish={onFinish}
    >
      <Form.Item
        name="username"
        validateTrigger="onBlur"
        rules={[{ required: true, whitespace: true, message: MSG.usernameRequired }]}
      >
        <Input prefix={<UserOutlined />} placeholder="用户名或手机号" autoComplete="username" />
      </Form.Item>
      <Form.Item name="password" rules={[{ required: true, message: MSG.passwordRequired }]}>
        <Input.Password prefix={<LockOutlined />} placeholder="密码" autoComplete="current-password" />
      </Form.Item>
      {captcha ? (
        <Form.Item required>
          <Space.Compact block>
            <Form.Item
              name="code"
              noStyle
              rules={[{ required: true, whitespace: true, message: MSG.captchaRequired }]}
            >
              <Input prefix={<SafetyOutlined />} placeholder="图形验证码" autoComplete="off" maxLength={8} />
            </Form.Item>
            <Captcha randomStr={randomStr} onRefresh={refreshCaptcha} />
          </Space.Compact>
        </Form.Item>
      ) : null}
      <Form.Item className="zj-login-submit">
        <Button type="primary" htmlType="submit" block loading={submitting}>
          登录
        </Button>
      </Form.Item>
      {demo ? (
        <Alert
          type="info"
          showIcon
          title="演示账号"
          description={
            <Typography.Text>
              {demo.accounts.map((account, i) => (
                <span key={account}>
                  {i > 0 ? ' / ' : ''}
                  <Typography.Link onClick={() => fillDemo(account)}>{account}</Typography.Link>
                </span>
              ))}
              ，密码 <Typography.Text code>{demo.password}</Typography.Text>
            </Typography.Text>
          }
        />
      ) : null}
    </Form>
  );
}
