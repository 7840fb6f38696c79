import { MSG, PASSWORD_PATTERN, PHONE_PATTERN, type RegisterBody } from '@zhijuan/contracts';
import { type FormEvent, useEffect, useState } from 'react';
import { register, sendSmsCode } from '../../api/auth';
import { toastSuccess } from '../../api/toast';
import { Alert, Button, Field, TextInput } from '../../lib/light/controls';
import { type FieldSpecs, required, useLightForm } from '../../lib/light/form';

/** Seconds before another SMS code may be asked for. */
export const SMS_COOLDOWN_S = 60;

type RegisterValues = {
  nickname: string;
  phone: string;
  smsCode: string;
  password: string;
  password2: string;
  agree: boolean;
};

const SPECS: FieldSpecs<RegisterValues> = {
  nickname: { rules: [required(MSG.nicknameRequired, true)] },
  phone: {
    trigger: 'blur',
    rules: [
      (value) => {
        const phone = typeof value === 'string' ? value.trim() : '';
        if (!phone) return '请输入手机号码';
        return PHONE_PATTERN.test(phone) ? null : MSG.phoneInvalid;
      },
    ],
  },
  // Spec §5: the message shows, but the form does not require it; the server checks the code.
  smsCode: { warningOnly: true, rules: [required(MSG.smsCodeRequired)] },
  password: {
    rules: [
      required(MSG.passwordRequired),
      (value) => (typeof value === 'string' && !PASSWORD_PATTERN.test(value) ? MSG.passwordTooShort : null),
    ],
  },
  password2: {
    dependencies: ['password'],
    rules: [
      required(MSG.passwordRequired),
      (value, all) => (!value || all.password === value ? null : MSG.passwordsDiffer),
    ],
  },
  agree: { rules: [(value) => (value ? null : '请阅读并同意用户协议与隐私政策')] },
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

/** Nickname, phone with an SMS code, password twice and the agreement (plain controls, lib/light). */
export function RegisterForm({
  devOutbox,
  onRegistered,
  onShowProtocol,
  name = 'register',
}: RegisterFormProps) {
  const form = useLightForm<RegisterValues>(SPECS);
  const [left, startCountdown] = useCountdown();
  const [sending, setSending] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  const requestCode = async () => {
    if (sending || !form.validate(['phone'])) return;
    setSending(true);
    try {
      await sendSmsCode({ phone: (form.read().phone ?? '').trim(), purpose: 'register' });
      toastSuccess('验证码已发送，请注意查收');
      startCountdown();
    } catch {
      // Shown by the HTTP client.
    } finally {
      setSending(false);
    }
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (submitting || !form.validate()) return;
    const { nickname, phone, smsCode, password, password2 } = form.read();
    // An empty SMS code is sent as missing: the server answers with its own message (spec §5).
    const body = {
      nickname: nickname ?? '',
      phone: phone ?? '',
      smsCode: smsCode || undefined,
      password: password ?? '',
      password2: password2 ?? '',
    } as RegisterBody;
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

  const field = { form, specs: SPECS, formName: name };
  const agreeError = form.messages.agree;
  return (
    <form id={name} className="zj-light-form" noValidate onSubmit={onSubmit}>
      <TextInput
        {...field}
        name="nickname"
        icon="UserOutlined"
        placeholder="昵称（如：王老师）"
        maxLength={32}
      />
      <TextInput
        {...field}
        name="phone"
        icon="MobileOutlined"
        placeholder="手机号码（注册后作为登录用户名）"
        maxLength={11}
      />
      <TextInput
        {...field}
        name="smsCode"
        icon="MailOutlined"
        placeholder="短信验证码"
        maxLength={6}
        autoComplete="one-time-code"
        addon={
          <Button onClick={requestCode} disabled={left > 0} loading={sending} className="zj-sms-button">
            {left > 0 ? `${left} 秒后重新获取` : '获取验证码'}
          </Button>
        }
      />
      <TextInput
        {...field}
        name="password"
        icon="LockOutlined"
        placeholder="密码（8 位以上，含字母和数字）"
        autoComplete="new-password"
        password
      />
      <TextInput
        {...field}
        name="password2"
        icon="LockOutlined"
        placeholder="确认密码"
        autoComplete="new-password"
        password
      />
      <Field id={`${name}_agree`} message={agreeError}>
        <label className={agreeError ? 'zj-check zj-check-error' : 'zj-check'}>
          <input
            id={`${name}_agree`}
            type="checkbox"
            checked={form.values.agree === true}
            aria-invalid={agreeError ? true : undefined}
            onChange={(e) => form.setValue('agree', e.target.checked)}
          />
          <span>
            我已阅读并同意
            <button
              type="button"
              className="zj-link"
              onClick={(e) => {
                e.preventDefault();
                onShowProtocol();
              }}
            >
              《用户协议与隐私政策》
            </button>
          </span>
        </label>
      </Field>
      <div className="zj-login-submit">
        <Button type="submit" primary block loading={submitting}>
          注册
        </Button>
      </div>
      {devOutbox ? (
        <Alert
          type="warning"
          title="开发环境：短信不会真正发出"
          description="验证码写在服务器日志和管理员可见的短信发件箱里。"
        />
      ) : null}
    </form>
  );
}
