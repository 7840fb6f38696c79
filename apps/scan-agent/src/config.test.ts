import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('config', () => {
  it('has the documented defaults', () => {
    expect(loadConfig({})).toEqual({
      port: 17890,
      origins: ['http://127.0.0.1:3000', 'http://localhost:3000'],
      esclUrls: [],
      scanimage: 'scanimage',
      maxPages: 500,
    });
  });

  it('reads lists as origins and base URLs', () => {
    const config = loadConfig({
      SCAN_AGENT_ORIGINS: 'https://zhijuan.school.cn/, http://192.168.1.5:3000',
      SCAN_AGENT_ESCL: 'http://192.168.1.20:8080/eSCL/, http://192.168.1.21/eSCL',
    });
    expect(config.origins).toEqual(['https://zhijuan.school.cn', 'http://192.168.1.5:3000']);
    expect(config.esclUrls).toEqual(['http://192.168.1.20:8080/eSCL', 'http://192.168.1.21/eSCL']);
  });

  it('names the variable of a bad value', () => {
    expect(() => loadConfig({ SCAN_AGENT_PORT: 'abc' })).toThrow(/^SCAN_AGENT_PORT: /);
    expect(() => loadConfig({ SCAN_AGENT_ESCL: '192.168.1.20' })).toThrow(/^SCAN_AGENT_ESCL: "192.168.1.20"/);
    expect(() => loadConfig({ SCAN_AGENT_ORIGINS: 'zhijuan' })).toThrow(/^SCAN_AGENT_ORIGINS: /);
  });
});
