import { createHash } from 'node:crypto';
import type { ScanPageEvent, ScanSource } from '@zhijuan/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningAgent } from '../src/http/server';
import { type SimulatedEscl, startSimulatedEscl } from '../src/simulated-escl';
import { answerSheets, OPTIONS, type SheetStack } from './sheets';
import {
  allEvents,
  call,
  closedPort,
  fetchPage,
  meanGrey,
  type ReceivedEvent,
  sourceOf,
  sse,
  startAgent,
  startScan,
} from './support';

/** The agent scanning real answer sheets from simulated eSCL scanners over HTTP. */
let stack: SheetStack;
let feeder: SimulatedEscl;
let cutter: SimulatedEscl;
let agent: RunningAgent;
let unreachableUrl: string;
let source: ScanSource;

beforeAll(async () => {
  stack = await answerSheets();
  feeder = await startSimulatedEscl({ pages: stack.sheets, makeAndModel: 'Simulated Feeder 4000' });
  // Some feeders ignore the scan region and send whole sheets; the agent resizes those.
  cutter = await startSimulatedEscl({
    pages: stack.sheets,
    makeAndModel: 'Whole Sheet 100',
    ignoreRegion: true,
  });
  unreachableUrl = `http://127.0.0.1:${await closedPort()}/eSCL`;
  agent = await startAgent({ esclUrls: [feeder.url, cutter.url, unreachableUrl] });
  source = await sourceOf(agent, 'Simulated Feeder 4000');
});

afterAll(async () => {
  await agent?.close();
  await feeder?.close();
  await cutter?.close();
});

const pageEvents = (events: ReceivedEvent[]): ScanPageEvent[] =>
  events.flatMap((e) => (e.event.type === 'page' ? [e.event.data] : []));

/** Fetches every page of a finished scan and checks it against its event. */
async function fetchPages(scanId: string, pages: ScanPageEvent[]): Promise<Buffer[]> {
  return Promise.all(
    pages.map(async (page) => {
      const got = await fetchPage(agent, scanId, page.index);
      expect(got.status).toBe(200);
      expect(got.type).toBe('image/jpeg');
      expect(got.bytes.length).toBe(page.size);
      const meta = await sharp(got.bytes).metadata();
      expect(meta.format).toBe('jpeg');
      expect([meta.width, meta.height]).toEqual([page.width, page.height]);
      return got.bytes;
    }),
  );
}

/** Which answer is filled on a scanned sheet: the darkest of question 1's bubbles. */
async function filledOption(jpeg: Buffer): Promise<string> {
  const greys = await Promise.all(OPTIONS.map((o) => meanGrey(jpeg, stack.bubble(o))));
  return OPTIONS[greys.indexOf(Math.min(...greys))]!;
}

describe('sources', () => {
  it('answers health and lists the configured eSCL scanners by make and model', async () => {
    const health = await call<{ name: string; version: string }>(agent, 'GET', '/health');
    expect(health).toMatchObject({ status: 200, body: { code: 200, message: 'ok' } });
    expect(health.body.data).toEqual({ name: 'zhijuan-scan-agent', version: '0.1.0' });

    const { body } = await call<ScanSource[]>(agent, 'GET', '/sources');
    expect(body.data).toEqual([
      { id: `escl:${feeder.url}`, name: 'Simulated Feeder 4000', kind: 'escl' },
      { id: `escl:${cutter.url}`, name: 'Whole Sheet 100', kind: 'escl' },
      { id: `escl:${unreachableUrl}`, name: `${new URL(unreachableUrl).host}（未连接）`, kind: 'escl' },
    ]);
  });
});

describe('scanning with adaptive off', () => {
  it('scans A4 from the duplex feeder at 300 dpi in colour, every page in order at 2480 × 3507', async () => {
    const scanId = await startScan(agent, { sourceId: source.id, adaptive: false, pageSize: 1 });
    const events = await allEvents(agent, scanId);

    expect(events.map((e) => e.id)).toEqual([1, 2, 3, 4, 5]);
    expect(events.at(-1)!.event).toEqual({ type: 'done', data: { pages: 4 } });
    const pages = pageEvents(events);
    expect(pages.map((p) => [p.index, p.name, p.width, p.height])).toEqual([
      [1, 'scan-0001.jpg', 2480, 3507],
      [2, 'scan-0002.jpg', 2480, 3507],
      [3, 'scan-0003.jpg', 2480, 3507],
      [4, 'scan-0004.jpg', 2480, 3507],
    ]);
    const jpegs = await fetchPages(scanId, pages);
    // Sheet i has answer OPTIONS[i] filled: the sheets came through once each, in feeder order.
    expect(await Promise.all(jpegs.map(filledOption))).toEqual([...OPTIONS]);
    expect(new Set(jpegs.map((j) => createHash('sha256').update(j).digest('hex'))).size).toBe(4);

    const job = feeder.jobs.at(-1)!;
    expect(job.settings).toMatchObject({
      inputSource: 'Feeder',
      duplex: true,
      resolution: 300,
      colorMode: 'RGB24',
      region: { width: 2480, height: 3507 },
      documentFormat: 'image/jpeg',
    });
    expect(job).toMatchObject({ served: 4, state: 'Completed' });
    await call(agent, 'DELETE', `/scans/${scanId}`);
  });

  it('resizes whole sheets from a feeder that ignores the region to the paper’s pixels (16k, grey)', async () => {
    const whole = await sourceOf(agent, 'Whole Sheet 100');
    const scanId = await startScan(agent, {
      sourceId: whole.id,
      adaptive: false,
      pageSize: 0,
      color: 'Gray',
      duplex: false,
    });
    const pages = pageEvents(await allEvents(agent, scanId));
    expect(pages.map((p) => [p.width, p.height])).toEqual(Array(4).fill([2184, 3072]));
    const jpegs = await fetchPages(scanId, pages);
    expect((await sharp(jpegs[0]!).metadata()).channels).toBe(1);
    expect(cutter.jobs.at(-1)!.settings).toMatchObject({
      duplex: false,
      colorMode: 'Grayscale8',
      region: { width: 2184, height: 3072 },
    });
    await call(agent, 'DELETE', `/scans/${scanId}`);
  });
});

describe('scanning with adaptive on', () => {
  it('sends no scan region and keeps the pages as the scanner made them', async () => {
    const scanId = await startScan(agent, { sourceId: source.id, adaptive: true, pageSize: 1 });
    const pages = pageEvents(await allEvents(agent, scanId));
    expect(pages.map((p) => [p.index, p.width, p.height])).toEqual([
      [1, 2481, 3508],
      [2, 2481, 3508],
      [3, 2481, 3508],
      [4, 2481, 3508],
    ]);
    const jpegs = await fetchPages(scanId, pages);
    expect(await Promise.all(jpegs.map(filledOption))).toEqual([...OPTIONS]);
    expect(feeder.jobs.at(-1)!.settings.region).toBeNull();
    await call(agent, 'DELETE', `/scans/${scanId}`);
  });

  it('scans one page from the flatbed when the feeder is off', async () => {
    const scanId = await startScan(agent, {
      sourceId: source.id,
      adaptive: true,
      pageSize: 1,
      feeder: false,
    });
    const events = await allEvents(agent, scanId);
    expect(events.map((e) => e.event.type)).toEqual(['page', 'done']);
    expect(feeder.jobs.at(-1)!.settings).toMatchObject({ inputSource: 'Platen' });
    await call(agent, 'DELETE', `/scans/${scanId}`);
  });
});

describe('events and pages after the fact', () => {
  it('replays everything to a late subscriber, only what was missed after Last-Event-ID, then 204', async () => {
    const scanId = await startScan(agent, { sourceId: source.id, adaptive: false, pageSize: 1 });
    const first = await allEvents(agent, scanId);
    const again = await allEvents(agent, scanId);
    expect(again).toEqual(first);
    expect(await allEvents(agent, scanId, 3)).toEqual(first.slice(3));
    const finished = await fetch(`${agent.url}/scans/${scanId}/events`, {
      headers: { 'last-event-id': '5' },
    });
    expect(finished.status).toBe(204);
    await call(agent, 'DELETE', `/scans/${scanId}`);
  });

  it('forgets the pages on DELETE', async () => {
    const scanId = await startScan(agent, { sourceId: source.id, adaptive: false, pageSize: 1 });
    await allEvents(agent, scanId);
    expect((await fetchPage(agent, scanId, 1)).status).toBe(200);
    expect((await fetchPage(agent, scanId, 5)).status).toBe(404);
    expect(await call(agent, 'DELETE', `/scans/${scanId}`)).toMatchObject({
      status: 200,
      body: { code: 200 },
    });
    const gone = await call(agent, 'GET', `/scans/${scanId}/pages/1`);
    expect(gone).toMatchObject({
      status: 404,
      body: { code: 404, message: '该次扫描不存在或已结束，请重新扫描' },
    });
    expect((await call(agent, 'DELETE', `/scans/${scanId}`)).status).toBe(404);
  });
});

describe('closing a scan that is still running', () => {
  it('DELETE cancels the eSCL job on the scanner and ends the event stream', async () => {
    const slow = await startSimulatedEscl({
      pages: stack.sheets,
      makeAndModel: 'Slow Feeder',
      stallAfter: 2,
    });
    const own = await startAgent({ esclUrls: [slow.url] });
    try {
      const slowSource = await sourceOf(own, 'Slow Feeder');
      const scanId = await startScan(own, { sourceId: slowSource.id, adaptive: false, pageSize: 1 });
      const seen: ReceivedEvent[] = [];
      for await (const e of sse(`${own.url}/scans/${scanId}/events`)) {
        seen.push(e);
        if (seen.length === 2) {
          // One scanner, one job: a second scan waits for this one.
          const second = await call(own, 'POST', '/scans', {
            sourceId: slowSource.id,
            adaptive: true,
            pageSize: 1,
          });
          expect(second).toMatchObject({
            status: 409,
            body: { message: '扫描仪正在扫描，请等这次扫描结束后再试' },
          });
          expect(slow.jobs[0]!.state).toBe('Processing');
          expect((await call(own, 'DELETE', `/scans/${scanId}`)).status).toBe(200);
        }
      }
      expect(seen.map((e) => e.event.type)).toEqual(['page', 'page']);
      expect(slow.jobs).toHaveLength(1);
      expect(slow.jobs[0]).toMatchObject({ served: 2, state: 'Canceled' });
    } finally {
      await own.close();
      await slow.close();
    }
  });
});

describe('errors', () => {
  it('answers 请重新选择扫描仪 for a source it does not know', async () => {
    for (const sourceId of ['escl:http://10.0.0.9/eSCL', 'twain:0', 'sane:nothing']) {
      const answer = await call(agent, 'POST', '/scans', { sourceId, adaptive: false, pageSize: 1 });
      expect(answer).toEqual({ status: 400, body: { code: 400, message: '请重新选择扫描仪' } });
    }
  });

  it('says which scanner cannot be reached', async () => {
    const answer = await call(agent, 'POST', '/scans', {
      sourceId: `escl:${unreachableUrl}`,
      adaptive: false,
      pageSize: 1,
    });
    expect(answer.status).toBe(502);
    expect(answer.body.message).toBe(
      `无法连接扫描仪 ${unreachableUrl}，请确认扫描仪已开机、与这台电脑在同一网络，地址填写正确`,
    );
  });

  it('refuses a paper larger than the scanner and a scan with an empty feeder', async () => {
    const a3 = await call(agent, 'POST', '/scans', { sourceId: source.id, adaptive: false, pageSize: 11 });
    expect(a3).toMatchObject({
      status: 422,
      body: { message: '扫描仪最大只能扫描 216×356 毫米，不能按 A3 扫描' },
    });

    const empty = await startSimulatedEscl({ pages: [], makeAndModel: 'Empty' });
    const own = await startAgent({ esclUrls: [empty.url] });
    try {
      const answer = await call(own, 'POST', '/scans', {
        sourceId: `escl:${empty.url}`,
        adaptive: false,
        pageSize: 1,
      });
      expect(answer).toMatchObject({
        status: 409,
        body: { message: '进纸器中没有纸张，请放入答题卡后重试' },
      });
    } finally {
      await own.close();
      await empty.close();
    }
  });

  it('names the field of a bad request in Chinese', async () => {
    const cases: Array<[unknown, string]> = [
      [{ adaptive: false, pageSize: 1 }, '请选择扫描仪'],
      [{ sourceId: source.id, pageSize: 1 }, '请选择是否自适应'],
      [{ sourceId: source.id, adaptive: false, pageSize: 3 }, '请选择纸张大小（A4、A3、B5、B4 或 16k）'],
      [{ sourceId: source.id, adaptive: false, pageSize: 1, resolution: 600 }, '分辨率只支持 300 dpi'],
    ];
    for (const [body, message] of cases) {
      expect(await call(agent, 'POST', '/scans', body)).toEqual({
        status: 400,
        body: { code: 400, message },
      });
    }
    const res = await fetch(`${agent.url}/scans`, { method: 'POST', body: '{not json' });
    expect(await res.json()).toEqual({ code: 400, message: '请求内容不是有效的 JSON' });
  });

  it('keeps at most the configured number of pages and refuses more scans until some are deleted', async () => {
    const own = await startAgent({ esclUrls: [feeder.url], maxPages: 3 });
    try {
      const sourceId = `escl:${feeder.url}`;
      const scanId = await startScan(own, { sourceId, adaptive: true, pageSize: 1 });
      const events = await allEvents(own, scanId);
      const full =
        '扫描代理中已保存 3 页尚未清除的图像，请先在网页上保存并删除之前的扫描（扫描结束一小时后也会自动清除），再继续扫描';
      expect(events.map((e) => e.event.type)).toEqual(['page', 'page', 'page', 'error']);
      expect(events.at(-1)!.event.data).toEqual({ message: full });
      // The scanner was told to stop: its job is not left running.
      expect(feeder.jobs.at(-1)!.state).toBe('Canceled');
      expect(await call(own, 'POST', '/scans', { sourceId, adaptive: true, pageSize: 1 })).toEqual({
        status: 409,
        body: { code: 409, message: full },
      });
      await call(own, 'DELETE', `/scans/${scanId}`);
      const next = await startScan(own, { sourceId, adaptive: true, pageSize: 1, feeder: false });
      expect((await allEvents(own, next)).at(-1)!.event.type).toBe('done');
    } finally {
      await own.close();
    }
  });
});
