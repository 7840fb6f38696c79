import { message, notification } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import type { NotificationInstance } from 'antd/es/notification/interface';

/** Spec §9: error toasts stay 5000 ms and can be closed. */
export const ERROR_TOAST_SECONDS = 5;

interface ToastApis {
  message: MessageInstance;
  notification: NotificationInstance;
}

let bound: ToastApis | null = null;

/** Called once by the app root with the themed instances from antd's `App.useApp()`. */
export function bindToasts(apis: ToastApis | null): void {
  bound = apis;
}

export function toastError(text: string): void {
  (bound?.notification ?? notification).error({
    key: text,
    title: text,
    duration: ERROR_TOAST_SECONDS,
    closable: true,
    placement: 'top',
  });
}

/** A success notice; notices sharing a `key` replace each other instead of piling up. */
export function toastSuccess(text: string, seconds = 3, key?: string): void {
  (bound?.message ?? message).success({ content: text, duration: seconds, ...(key ? { key } : {}) });
}
