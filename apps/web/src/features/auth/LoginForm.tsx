import { MSG, type PublicConfig } from '@zhijuan/contracts';
import { type FormEvent, useState } from 'react';
import { newRandomStr } from '../../api/auth';
import { loadSignedInShell } from '../../app/signedInShell';
import { Alert, Button, TextInput } from '../../lib/light/controls';
import { type FieldSpecs, required, useLightForm } from '../../lib/light/form';
import { Captcha } from './Captcha';
import { type Credentials, signIn } from './signIn';

type LoginValues = {
  username: string;
  password: string;
  code: string;
};

const SPECS: FieldSpecs<LoginValues> = {
  username: { trigger: 'blur', rules: [required(MSG.usernameRequired, true)] },
  password: { rules: [required(MSG.passwordRequired)] },
  code: { rules: [required(MSG.captchaRequired, true)] },
};
const WITHOUT_CAPTCHA: FieldSpecs<LoginValues> = { username: SPECS.username, password: SPECS.password };

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

/**
 * Username, password and (when the server asks for it) the image captcha. Plain controls, not antd's:
 * this form is the first thing a visitor loads (lib/light).
 */
export function LoginForm({
  captcha,
  demo,
  onLoggedIn,
  name = 'login',
  initialUsername,
  submit = signIn,
}: LoginFormProps) {
  const specs = captcha ? SPECS : WITHOUT_CAPTCHA;
  const form = useLightForm<LoginValues>(specs, initialUsername ? { username: initialUsername } : {});
  const [randomStr, setRandomStr] = useState(newRandomStr);
  const [submitting, setSubmitting] = useState(false);

  const refreshCaptcha = () => {
    setRandomStr(newRandomStr());
    form.setValues({ code: '' });
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (submitting || !form.validate()) return;
    const values = form.read();
    void loadSignedInShell().catch(() => undefined);
    setSubmitting(true);
    try {
      await submit({
        username: (values.username ?? '').trim(),
        password: values.password ?? '',
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
    form.setValues({ username: account, password: demo.password });
  };

  const field = { form, specs, formName: name };
  return (
    <form id={name} className="zj-light-form" noValidate onSubmit={onSubmit}>
      <TextInput
        {...field}
        name="username"
        icon="UserOutlined"
        placeholder="用户名或手机号"
        autoComplete="username"
      />
      <TextInput
        {...field}
        name="password"
        icon="LockOutlined"
        placeholder="密码"
        autoComplete="current-password"
        password
      />
      {captcha ? (
        <TextInput
          {...field}
          name="code"
          icon="SafetyOutlined"
          placeholder="图形验证码"
          autoComplete="off"
          maxLength={8}
          addon={<Captcha randomStr={randomStr} onRefresh={refreshCaptcha} />}
        />
      ) : null}
      <div className="zj-login-submit">
        <Button type="submit" primary block loading={submitting}>
          登录
        </Button>
      </div>
      {demo ? (
        <Alert
          type="info"
          title="演示账号"
          description={
            <span>
              {demo.accounts.map((account, i) => (
                <span key={account}>
                  {i > 0 ? ' / ' : ''}
                  <button type="button" className="zj-link" onClick={() => fillDemo(account)}>
                    {account}
                  </button>
                </span>
              ))}
              ，密码 <code className="zj-code">{demo.password}</code>
            </span>
          }
        />
      ) : null}
    </form>
  );
}
