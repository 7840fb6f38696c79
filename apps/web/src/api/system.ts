import {
  AvatarResult,
  type ChangePasswordBody,
  ClassItem,
  type FeedbackBody,
  FeedbackItem,
  FeedbackPage,
  PublicConfig,
  type SavePreferenceBody,
  SmsOutboxPage,
  type UpdateProfileBody,
  UserInfo,
} from '@zhijuan/contracts';
import { z } from 'zod';
import { get, postJson, put, upload } from './http';

export const systemKeys = {
  config: ['system', 'config'] as const,
  userinfo: ['system', 'userinfo'] as const,
  schoolYears: (orgId: string | null) => ['system', 'schoolYears', orgId] as const,
  feedback: (page: number, size: number) => ['system', 'feedback', page, size] as const,
  smsOutbox: (page: number, size: number) => ['system', 'smsOutbox', page, size] as const,
};

export function fetchConfig() {
  return get('/system/config', PublicConfig, undefined, { skipAuth: true });
}

export function fetchUserInfo() {
  return get('/system/userinfo', UserInfo);
}

export function savePreference(body: SavePreferenceBody) {
  return postJson('/system/userinfo', UserInfo, body);
}

/** School years of the organisation (type 1). */
export function fetchSchoolYears(orgId: string | null) {
  return get('/system/class', z.array(ClassItem), { orgId, type: 1, pid: '' });
}

export function saveDefaultSchoolYear(orgId: string | null, classId: string) {
  return put('/system/class/updateClassDefault', z.unknown(), { form: { orgId, classId } });
}

export function updateProfile(body: UpdateProfileBody) {
  return put('/system/user/profile', UserInfo, { json: body });
}

export function changePassword(body: ChangePasswordBody) {
  return put('/system/user/password', z.unknown(), { json: body });
}

export function uploadAvatar(file: File) {
  const form = new FormData();
  form.append('file', file);
  return upload('/system/user/avatar', AvatarResult, form);
}

export function submitFeedback(body: FeedbackBody) {
  return postJson('/system/feedback', FeedbackItem, body);
}

export function fetchFeedback(page: number, size: number) {
  return get('/system/feedback', FeedbackPage, { page, size });
}

export { SmsOutboxPage };

export function fetchSmsOutbox(page: number, size: number) {
  return get('/system/sms/outbox', SmsOutboxPage, { page, size });
}
