import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { FieldSpecs, FormValues, LightForm } from './form';
import { Icon, type IconName } from './icons';

/**
 * Plain controls for the pages drawn before antd loads (the sign-in page): the look of antd's large
 * Input, Button, Checkbox, Alert and Modal, from styles/light.css, with none of its code.
 */

/** A form field: the control, then its message (error, or warning for a warningOnly rule). */
export function Field({
  id,
  message,
  warning = false,
  children,
  className,
}: {
  id: string;
  message?: string;
  warning?: boolean;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={`zj-field${message ? ' zj-field-has-help' : ''}${className ? ` ${className}` : ''}`}>
      {children}
      {message ? (
        <div
          id={`${id}_help`}
          className={warning ? 'zj-field-help zj-field-warning' : 'zj-field-help'}
          role="alert"
        >
          {message}
        </div>
      ) : null}
    </div>
  );
}

export interface TextInputProps<V extends FormValues> {
  form: LightForm<V>;
  specs: FieldSpecs<V>;
  name: keyof V & string;
  /** The form's name: the input's id is `${formName}_${name}`, as antd's Form writes it. */
  formName: string;
  icon: IconName;
  placeholder: string;
  autoComplete?: string;
  maxLength?: number;
  password?: boolean;
  /** Drawn joined to the input's right (the captcha image, the SMS button). */
  addon?: ReactNode;
}

/** A text or password input bound to a light form field, with its message under it. */
export function TextInput<V extends FormValues>({
  form,
  specs,
  name,
  formName,
  icon,
  placeholder,
  autoComplete,
  maxLength,
  password = false,
  addon,
}: TextInputProps<V>) {
  const [visible, setVisible] = useState(false);
  const id = `${formName}_${name}`;
  const message = form.messages[name];
  const warning = Boolean(message && specs[name]?.warningOnly);
  const status = message ? (warning ? ' zj-input-warning' : ' zj-input-error') : '';
  const value = form.values[name];
  const input = (
    <span className={`zj-input${status}`}>
      <Icon name={icon} className="zj-input-prefix" />
      <input
        id={id}
        type={password && !visible ? 'password' : 'text'}
        value={typeof value === 'string' ? value : ''}
        placeholder={placeholder}
        autoComplete={autoComplete}
        maxLength={maxLength}
        aria-invalid={message && !warning ? true : undefined}
        aria-describedby={message ? `${id}_help` : undefined}
        onChange={(e) => form.setValue(name, e.target.value as V[typeof name])}
        onBlur={() => form.blur(name)}
      />
      {password ? (
        <button
          type="button"
          className="zj-input-suffix"
          tabIndex={-1}
          aria-label={visible ? '隐藏密码' : '显示密码'}
          onClick={() => setVisible((v) => !v)}
        >
          <Icon name={visible ? 'EyeOutlined' : 'EyeInvisibleOutlined'} />
        </button>
      ) : null}
    </span>
  );
  return (
    <Field id={id} message={message} warning={warning}>
      {addon ? (
        <div className="zj-compact">
          {input}
          {addon}
        </div>
      ) : (
        input
      )}
    </Field>
  );
}

/** A ring that turns while something loads (antd's loading icon). */
export function Spinner({ className }: { className?: string }) {
  return <span className={className ? `zj-spinner ${className}` : 'zj-spinner'} aria-hidden="true" />;
}

export function Button({
  children,
  primary = false,
  block = false,
  loading = false,
  disabled = false,
  type = 'button',
  className,
  onClick,
}: {
  children: ReactNode;
  primary?: boolean;
  block?: boolean;
  loading?: boolean;
  disabled?: boolean;
  type?: 'button' | 'submit';
  className?: string;
  onClick?: () => void;
}) {
  const classes = ['zj-lbtn'];
  if (primary) classes.push('zj-lbtn-primary');
  if (block) classes.push('zj-lbtn-block');
  if (loading) classes.push('zj-lbtn-loading');
  if (className) classes.push(className);
  return (
    <button
      type={type}
      className={classes.join(' ')}
      disabled={disabled}
      aria-busy={loading || undefined}
      onClick={(e) => {
        // As antd's loading button: a click while loading does nothing (and does not submit again).
        if (loading) {
          e.preventDefault();
          return;
        }
        onClick?.();
      }}
    >
      {loading ? <Spinner className="zj-lbtn-spinner" /> : null}
      <span>{children}</span>
    </button>
  );
}

const ALERT_ICON: Record<'info' | 'warning', IconName> = {
  info: 'InfoCircleFilled',
  warning: 'ExclamationCircleFilled',
};

/** antd's Alert with an icon: a title, and a description under it when there is one. */
export function Alert({
  type,
  title,
  description,
  action,
  className,
}: {
  type: 'info' | 'warning';
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  className?: string;
}) {
  const classes = ['zj-alert', `zj-alert-${type}`];
  if (description) classes.push('zj-alert-with-description');
  if (className) classes.push(className);
  return (
    <div className={classes.join(' ')} role="alert">
      <Icon name={ALERT_ICON[type]} className="zj-alert-icon" />
      <div className="zj-alert-content">
        <div className="zj-alert-title">{title}</div>
        {description ? <div className="zj-alert-description">{description}</div> : null}
      </div>
      {action ? <div className="zj-alert-action">{action}</div> : null}
    </div>
  );
}

/** A modal dialog with a title and one 确定-style button; Escape and the mask close it. */
export function Dialog({
  open,
  title,
  okText,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  okText: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const titleId = useId();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const before = document.activeElement as HTMLElement | null;
    box.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      before?.focus?.();
    };
  }, [open, onClose]);
  if (!open) return null;
  // On the body, so a dialog opened from inside another (the landing page's login dialog) is not clipped.
  return createPortal(
    <div className="zj-dialog-wrap">
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the mask closes on click, Escape does the same by keyboard */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: Escape is handled on the document */}
      <div className="zj-dialog-mask" onClick={onClose} />
      <div
        className="zj-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        ref={box}
      >
        <div className="zj-dialog-header">
          <div id={titleId} className="zj-dialog-title">
            {title}
          </div>
          <button type="button" className="zj-dialog-close" aria-label="关闭" onClick={onClose}>
            <Icon name="CloseOutlined" />
          </button>
        </div>
        <div className="zj-dialog-body">{children}</div>
        <div className="zj-dialog-footer">
          <Button primary onClick={onClose}>
            {okText}
          </Button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
