import type { MessageInstance } from 'antd/es/message/interface';
import type { NotificationInstance } from 'antd/es/notification/interface';
import { lightToastError, lightToastSuccess } from '../lib/light/toast';

/** Spec §9: error toasts stay 5000 ms and can be closed. */
export const ERROR_TOAST_SECONDS = 5;

interface ToastApis {
  message: MessageInstance;
  notification: NotificationInstance;
}

let bound: ToastApis | null = null;

/**
 * Called by the signed-in app's root with the themed instances from antd's `App.useApp()`. Until then
 * (the sign-in page, drawn before antd loads) toasts are plain DOM of the same look (lib/light/toast).
 */
export function bindToasts(apis: ToastApis | null): void {
  bound = apis;
}

export function toastError(text: string): void {
  if (!bound) {
    lightToastError(text, ERROR_TOAST_SECONDS);
    return;
  }
  bound.notification.error({
    key: text,
    title: text,
    duration: ERROR_TOAST_SECONDS,
    closable: true,
    placement: 'top',
  });
}

/** A success notice; notices sharing a `key` replace each other instead of piling up. */
export function toastSuccess(text: string, seconds = 3, key?: string): void {
  if (!bound) {
    lightToastSuccess(text, seconds, key);
    return;
  }
  bound.message.success({ content: text, duration: seconds, ...(key ? { key } : {}) });
}
