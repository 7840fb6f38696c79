import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningAgent } from '../src/http/server';
import { startAgent } from './support';

let agent: RunningAgent;

beforeAll(async () => {
  agent = await startAgent({ origins: ['http://192.168.1.5:3000', 'https://zhijuan.school.example'] });
});

afterAll(async () => {
  await agent?.close();
});

const get = (path: string, origin: string) => fetch(agent.url + path, { headers: { origin } });

describe('CORS', () => {
  it('lets configured origins and pages on this computer read the answers', async () => {
    for (const origin of [
      'http://192.168.1.5:3000',
      'https://zhijuan.school.example',
      'http://127.0.0.1:3000',
      'http://localhost:5173',
    ]) {
      const res = await get('/health', origin);
      expect(res.status).toBe(200);
      expect(res.headers.get('access-control-allow-origin')).toBe(origin);
      expect(res.headers.get('vary')).toBe('Origin');
    }
  });

  it('refuses other origins outright, with no CORS headers and nothing done', async () => {
    for (const origin of [
      'https://evil.example',
      'http://192.168.1.6:3000',
      'https://localhost:3000',
      'null',
    ]) {
      const res = await fetch(`${agent.url}/scans`, {
        method: 'POST',
        headers: { origin, 'content-type': 'text/plain' },
        body: JSON.stringify({ sourceId: 'escl:x', adaptive: false, pageSize: 1 }),
      });
      expect(res.status).toBe(403);
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
      expect(((await res.json()) as { message: string }).message).toBe(
        `网页 ${origin} 无权使用扫描代理，请在扫描代理的 SCAN_AGENT_ORIGINS 中加入智卷的网址`,
      );
    }
  });

  it('answers the preflight, including Chrome’s Private Network Access question', async () => {
    const res = await fetch(`${agent.url}/scans`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://192.168.1.5:3000',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
        'access-control-request-private-network': 'true',
      },
    });
    expect(res.status).toBe(204);
    expect(Object.fromEntries(res.headers)).toMatchObject({
      'access-control-allow-origin': 'http://192.168.1.5:3000',
      'access-control-allow-methods': 'GET, POST, DELETE, OPTIONS',
      'access-control-allow-headers': 'content-type',
      'access-control-allow-private-network': 'true',
    });

    const plain = await fetch(`${agent.url}/scans/x`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'DELETE' },
    });
    expect(plain.status).toBe(204);
    expect(plain.headers.get('access-control-allow-private-network')).toBeNull();

    const refused = await fetch(`${agent.url}/scans`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(refused.status).toBe(403);
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('refuses a Host that is not the loopback (a page rebinding its domain to 127.0.0.1)', async () => {
    const { port } = new URL(agent.url);
    const status = (host: string) =>
      new Promise<number>((resolve, reject) => {
        http
          .get({ host: '127.0.0.1', port, path: '/health', headers: { host } }, (res) => {
            res.resume();
            resolve(res.statusCode!);
          })
          .on('error', reject);
      });
    expect(await status(`evil.example:${port}`)).toBe(403);
    expect(await status(`localhost:${port}`)).toBe(200);
  });

  it('answers unknown paths in the envelope', async () => {
    const res = await fetch(`${agent.url}/nothing`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ code: 404, message: '很抱歉，资源未找到' });
  });
});
