import { StartScanBody } from '@zhijuan/contracts';
import { describe, expect, it } from 'vitest';
import { settingsFor } from './escl';
import type { EsclCapabilities } from './escl-xml';

const LETTER_FEEDER = { maxWidth: 2550, maxHeight: 4200 };
const A4_FLATBED = { maxWidth: 2480, maxHeight: 3507 };
const caps = (c: Partial<EsclCapabilities>): EsclCapabilities => ({
  version: '2.6',
  makeAndModel: 'x',
  platen: null,
  adf: null,
  adfDuplex: false,
  ...c,
});
const request = (body: Partial<StartScanBody>) =>
  StartScanBody.parse({ sourceId: 'escl:x', adaptive: false, pageSize: 1, ...body });

describe('eSCL settings for a request', () => {
  it('uses the duplex feeder with the spec’s defaults and the paper as region', () => {
    expect(
      settingsFor(caps({ adf: LETTER_FEEDER, adfDuplex: true, platen: A4_FLATBED }), request({})),
    ).toEqual({
      version: '2.6',
      inputSource: 'Feeder',
      duplex: true,
      resolution: 300,
      colorMode: 'RGB24',
      region: { width: 2480, height: 3507 },
      documentFormat: 'image/jpeg',
    });
  });

  it('falls back to what the device has: simplex feeder, flatbed only, feeder only', () => {
    expect(settingsFor(caps({ adf: LETTER_FEEDER }), request({}))).toMatchObject({ duplex: false });
    expect(settingsFor(caps({ platen: A4_FLATBED }), request({}))).toMatchObject({
      inputSource: 'Platen',
      duplex: false,
    });
    expect(settingsFor(caps({ adf: LETTER_FEEDER }), request({ feeder: false }))).toMatchObject({
      inputSource: 'Feeder',
    });
  });

  it('clamps a region within rounding of the bed and refuses a paper that does not fit', () => {
    const bed = { maxWidth: 2470, maxHeight: 3500 };
    expect(settingsFor(caps({ adf: bed }), request({})).region).toEqual({ width: 2470, height: 3500 });
    expect(() => settingsFor(caps({ adf: LETTER_FEEDER }), request({ pageSize: 11 }))).toThrow(
      '扫描仪最大只能扫描 216×356 毫米，不能按 A3 扫描',
    );
    expect(
      settingsFor(caps({ adf: LETTER_FEEDER }), request({ pageSize: 11, adaptive: true })).region,
    ).toBeNull();
  });
});
