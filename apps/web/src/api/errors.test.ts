import { describe, expect, it } from 'vitest';
import { describeFailure, NETWORK_ERROR_MESSAGE, TIMEOUT_MESSAGE } from './errors';

describe('describeFailure (spec §8 error catalogue)', () => {
  it('404 → 很抱歉，资源未找到, whatever the server says', () => {
    expect(describeFailure(404, { code: 404, message: 'not here' })).toEqual({
      kind: 'toast',
      message: '很抱歉，资源未找到',
    });
    expect(describeFailure(404, null)).toEqual({ kind: 'toast', message: '很抱歉，资源未找到' });
  });

  it('403 → 很抱歉，您暂无该操作权限', () => {
    expect(describeFailure(403, { message: '无权限' })).toEqual({
      kind: 'toast',
      message: '很抱歉，您暂无该操作权限',
    });
  });

  it('401 → no message, end the session', () => {
    expect(describeFailure(401, { code: 401, message: '请先登录' })).toEqual({ kind: 'logout' });
    expect(describeFailure(401, null)).toEqual({ kind: 'logout' });
  });

  it('other statuses show the server message', () => {
    expect(describeFailure(400, { code: 400, message: '用户名或密码错误' })).toEqual({
      kind: 'toast',
      message: '用户名或密码错误',
    });
    expect(describeFailure(429, { message: '登录失败次数过多，请 15 分钟后再试' })).toEqual({
      kind: 'toast',
      message: '登录失败次数过多，请 15 分钟后再试',
    });
  });

  it('a null or message-less body → 系统内部异常，请联系网站管理员', () => {
    for (const body of [null, undefined, {}, { message: '' }, 'oops']) {
      expect(describeFailure(500, body)).toEqual({
        kind: 'toast',
        message: '系统内部异常，请联系网站管理员',
      });
    }
  });

  it('"refresh token无效" ends the session whatever the status', () => {
    for (const status of [400, 401, 500]) {
      expect(describeFailure(status, { message: 'refresh token无效' })).toEqual({ kind: 'logout' });
    }
  });

  it('no response at all: network failure or timeout', () => {
    expect(describeFailure(undefined, null)).toEqual({ kind: 'toast', message: NETWORK_ERROR_MESSAGE });
    expect(describeFailure(undefined, null, true)).toEqual({ kind: 'toast', message: TIMEOUT_MESSAGE });
  });
});
