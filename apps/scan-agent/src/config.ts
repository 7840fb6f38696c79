import { SCAN_AGENT_DEFAULT_PORT } from '@zhijuan/contracts';
import { z } from 'zod';

const DEFAULT_ORIGINS = 'http://127.0.0.1:3000,http://localhost:3000';

const commaList = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** An origin as browsers send it: scheme, host, port — no path, no trailing slash. */
const originList = z.string().transform((value, ctx) =>
  commaList(value).map((item) => {
    try {
      const url = new URL(item);
      if (url.protocol === 'http:' || url.protocol === 'https:') return url.origin;
    } catch {}
    ctx.addIssue({
      code: 'custom',
      message: `"${item}" is not an http(s) origin like http://192.168.1.5:3000`,
    });
    return item;
  }),
);

/** eSCL base URLs, e.g. http://192.168.1.20:8080/eSCL, kept without a trailing slash. */
const esclList = z.string().transform((value, ctx) =>
  commaList(value).map((item) => {
    try {
      const url = new URL(item);
      if (url.protocol === 'http:' || url.protocol === 'https:') return url.href.replace(/\/+$/, '');
    } catch {}
    ctx.addIssue({ code: 'custom', message: `"${item}" is not a URL like http://192.168.1.20:8080/eSCL` });
    return item;
  }),
);

const Env = z.object({
  SCAN_AGENT_PORT: z.coerce.number().int().min(0).max(65535).default(SCAN_AGENT_DEFAULT_PORT),
  SCAN_AGENT_ORIGINS: originList.default(commaList(DEFAULT_ORIGINS)),
  SCAN_AGENT_ESCL: esclList.default([]),
  SCAN_AGENT_SCANIMAGE: z.string().min(1).default('scanimage'),
  SCAN_AGENT_MAX_PAGES: z.coerce.number().int().min(1).default(500),
});

export interface AgentConfig {
  /** 0 picks a free port (tests). */
  port: number;
  /** Origins allowed besides any http://127.0.0.1:* and http://localhost:* page. */
  origins: string[];
  esclUrls: string[];
  /** Path of SANE's scanimage; `off` leaves SANE out. */
  scanimage: string;
  /** Pages held in memory across all scans before new scans are refused. */
  maxPages: number;
}

/**
 * Reads the agent's environment variables. A bad value throws one line naming the variable, which
 * main.ts prints before exiting.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AgentConfig {
  const parsed = Env.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(`${String(issue.path[0])}: ${issue.message}`);
  }
  const e = parsed.data;
  return {
    port: e.SCAN_AGENT_PORT,
    origins: e.SCAN_AGENT_ORIGINS,
    esclUrls: e.SCAN_AGENT_ESCL,
    scanimage: e.SCAN_AGENT_SCANIMAGE,
    maxPages: e.SCAN_AGENT_MAX_PAGES,
  };
}
