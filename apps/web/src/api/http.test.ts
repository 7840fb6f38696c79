import { describe, expect, it } from 'vitest';
import { BASIC_AUTH, dropEmpty, toForm } from './http';

describe('request helpers (spec §7)', () => {
  it('drops null and undefined query values but keeps falsy ones', () => {
    expect(dropEmpty({ orgId: null, type: 1, pid: '', page: 0, flag: false, x: undefined })).toEqual({
      type: 1,
      pid: '',
      page: 0,
      flag: false,
    });
  });

  it('URL-encodes form bodies without null or undefined fields', () => {
    const form = toForm({ grant_type: 'password', username: '王 老师', code: undefined, randomStr: null });
    expect(form.toString()).toBe('grant_type=password&username=%E7%8E%8B+%E8%80%81%E5%B8%88');
  });

  it('sends the web client as HTTP Basic credentials', () => {
    expect(BASIC_AUTH).toBe(`Basic ${btoa('zhijuan-web:zhijuan-web-secret')}`);
  });
});
