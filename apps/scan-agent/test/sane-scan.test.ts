import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ScanPageEvent, ScanSource } from '@zhijuan/contracts';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { demoPages } from '../src/demo-pages';
import type { RunningAgent } from '../src/http/server';
import { allEvents, call, fetchPage, startAgent, startScan } from './support';

/** The SANE driver against a stand-in scanimage that behaves like the real command. */
const FAKE = path.join(import.meta.dirname, 'fake-scanimage.mjs');
let dir: string;
let log: string;
let agent: RunningAgent;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zhijuan-fake-sane-'));
  log = path.join(dir, 'args.log');
  const pagesDir = path.join(dir, 'pages');
  fs.mkdirSync(pagesDir);
  // Letter-size sheets, so adaptive off has something to resize.
  const pages = await demoPages(3);
  await Promise.all(
    pages.map(async (page, i) =>
      fs.promises.writeFile(
        path.join(pagesDir, `${i}.jpg`),
        await sharp(page).resize(2550, 3300).jpeg().toBuffer(),
      ),
    ),
  );
  process.env.FAKE_SCANIMAGE_PAGES = pagesDir;
  process.env.FAKE_SCANIMAGE_LOG = log;
  agent = await startAgent({ scanimage: FAKE });
});

afterEach(() => {
  delete process.env.FAKE_SCANIMAGE_FAULT;
});

afterAll(async () => {
  await agent?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const lastArgs = (): string[] => JSON.parse(fs.readFileSync(log, 'utf8').trim().split('\n').at(-1)!);

describe('SANE scanners', () => {
  it('lists the devices scanimage reports', async () => {
    const { body } = await call<ScanSource[]>(agent, 'GET', '/sources');
    expect(body.data).toEqual([{ id: 'sane:fake:adf:1', name: 'Fake ADF 60', kind: 'sane' }]);
  });

  it('scans the feeder in batch mode, each page as it is written, resized to A4', async () => {
    const scanId = await startScan(agent, { sourceId: 'sane:fake:adf:1', adaptive: false, pageSize: 1 });
    const events = await allEvents(agent, scanId);
    const pages = events.flatMap((e) => (e.event.type === 'page' ? [e.event.data as ScanPageEvent] : []));
    expect(pages.map((p) => [p.index, p.name, p.width, p.height])).toEqual([
      [1, 'scan-0001.jpg', 2480, 3507],
      [2, 'scan-0002.jpg', 2480, 3507],
      [3, 'scan-0003.jpg', 2480, 3507],
    ]);
    expect(events.at(-1)!.event).toEqual({ type: 'done', data: { pages: 3 } });
    const page = await fetchPage(agent, scanId, 3);
    expect(page.bytes.length).toBe(pages[2]!.size);
    expect(lastArgs()).toEqual(
      expect.arrayContaining([
        '--source=ADF Duplex',
        '--mode=Color',
        '--resolution=300',
        '--swdeskew=yes',
        '-x',
        '210',
      ]),
    );
    await call(agent, 'DELETE', `/scans/${scanId}`);
  });

  it('tells an empty feeder and a jam in Chinese, keeping the pages before the jam', async () => {
    process.env.FAKE_SCANIMAGE_FAULT = 'empty';
    const empty = await startScan(agent, { sourceId: 'sane:fake:adf:1', adaptive: true, pageSize: 1 });
    expect((await allEvents(agent, empty)).map((e) => e.event)).toEqual([
      { type: 'error', data: { message: '进纸器中没有纸张，请放入答题卡后重试' } },
    ]);
    await call(agent, 'DELETE', `/scans/${empty}`);

    process.env.FAKE_SCANIMAGE_FAULT = 'jam';
    const jam = await startScan(agent, { sourceId: 'sane:fake:adf:1', adaptive: true, pageSize: 1 });
    const events = await allEvents(agent, jam);
    expect(events.map((e) => e.event.type)).toEqual(['page', 'error']);
    expect(events[1]!.event.data).toEqual({ message: '扫描仪卡纸，请取出卡住的纸张后重新扫描' });
    expect((await fetchPage(agent, jam, 1)).status).toBe(200);
    await call(agent, 'DELETE', `/scans/${jam}`);
  });

  it('lists nothing, silently, without scanimage', async () => {
    const bare = await startAgent({ scanimage: path.join(dir, 'no-such-scanimage') });
    try {
      expect((await call<ScanSource[]>(bare, 'GET', '/sources')).body.data).toEqual([]);
      const answer = await call(bare, 'POST', '/scans', {
        sourceId: 'sane:fake:adf:1',
        adaptive: true,
        pageSize: 1,
      });
      expect(answer.body.message).toBe('请重新选择扫描仪');
    } finally {
      await bare.close();
    }
  });
});
