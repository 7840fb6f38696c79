import { z } from 'zod';

/**
 * 扫描代理 (docs/scan-agent.md): a small program on the PC attached to the scanner. The web page calls it
 * on localhost; it drives eSCL (AirScan) and SANE scanners and hands back JPEG pages. Answers use the
 * product's envelope `{ code, message, data }`.
 */

/** Where the web page looks for the agent unless told otherwise. */
export const SCAN_AGENT_DEFAULT_PORT = 17890;
export const SCAN_AGENT_NAME = 'zhijuan-scan-agent';

/** `GET /health` */
export const ScanAgentHealth = z.object({
  name: z.literal(SCAN_AGENT_NAME),
  version: z.string(),
});
export type ScanAgentHealth = z.infer<typeof ScanAgentHealth>;

/** One scanner the agent can drive; `id` stays the same across restarts. */
export const ScanSource = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(['escl', 'sane']),
});
export type ScanSource = z.infer<typeof ScanSource>;

/** `GET /sources` */
export const ScanSourceList = z.array(ScanSource);
export type ScanSourceList = z.infer<typeof ScanSourceList>;

/** Spec §3 page size codes: A4=1, A3=11, B5=2, B4=6, 16k=0. */
export const ScanAgentPageSize = z.union(
  [z.literal(0), z.literal(1), z.literal(2), z.literal(6), z.literal(11)],
  {
    error: '请选择纸张大小（A4、A3、B5、B4 或 16k）',
  },
);
export type ScanAgentPageSize = z.infer<typeof ScanAgentPageSize>;

/**
 * `POST /scans`: start scanning. The defaults are the spec's (§9): 300 dpi, colour, feeder, duplex,
 * automatic deskew. With `adaptive` off the scan area is the paper size and every page is resized
 * to that size's pixels.
 */
export const StartScanBody = z.object({
  sourceId: z.string({ error: '请选择扫描仪' }).min(1, '请选择扫描仪'),
  adaptive: z.boolean({ error: '请选择是否自适应' }),
  pageSize: ScanAgentPageSize,
  resolution: z.literal(300, { error: '分辨率只支持 300 dpi' }).default(300),
  color: z.enum(['RGB', 'Gray'], { error: '颜色模式只能是 RGB 或 Gray' }).default('RGB'),
  duplex: z.boolean({ error: '双面扫描须为 true 或 false' }).default(true),
  feeder: z.boolean({ error: '进纸器须为 true 或 false' }).default(true),
  deskew: z.boolean({ error: '自动纠偏须为 true 或 false' }).default(true),
});
export type StartScanBody = z.input<typeof StartScanBody>;
export type ScanRequest = z.output<typeof StartScanBody>;

/** Answer of `POST /scans`. */
export const ScanStarted = z.object({ scanId: z.string() });
export type ScanStarted = z.infer<typeof ScanStarted>;

/**
 * Server-sent events of `GET /scans/:scanId/events`. `page` as each page arrives (`index` from 1,
 * the bytes at `GET /scans/:scanId/pages/:index`), then `done` or `error`, after which the stream ends.
 */
export const ScanPageEvent = z.object({
  index: z.number().int().min(1),
  /** scan-0001.jpg, … */
  name: z.string(),
  /** Bytes of the JPEG. */
  size: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
});
export type ScanPageEvent = z.infer<typeof ScanPageEvent>;

export const ScanDoneEvent = z.object({ pages: z.number().int() });
export type ScanDoneEvent = z.infer<typeof ScanDoneEvent>;

export const ScanErrorEvent = z.object({ message: z.string() });
export type ScanErrorEvent = z.infer<typeof ScanErrorEvent>;

export type ScanEvent =
  | { type: 'page'; data: ScanPageEvent }
  | { type: 'done'; data: ScanDoneEvent }
  | { type: 'error'; data: ScanErrorEvent };
