import { describe, expect, it } from 'vitest';
import { parseCapabilities, parseScanSettings, parseStatus, scanSettingsXml } from './escl-xml';

describe('ScanSettings', () => {
  it('writes what the device needs and reads back the same', () => {
    const settings = {
      version: '2.63',
      inputSource: 'Feeder' as const,
      duplex: true,
      resolution: 300,
      colorMode: 'RGB24' as const,
      region: { width: 2480, height: 3507 },
      documentFormat: 'image/jpeg',
    };
    const xml = scanSettingsXml(settings);
    expect(xml).toContain('<pwg:ContentRegionUnits>escl:ThreeHundredthsOfInches</pwg:ContentRegionUnits>');
    expect(xml).toContain('<pwg:InputSource>Feeder</pwg:InputSource>');
    expect(xml).toContain('<scan:Duplex>true</scan:Duplex>');
    expect(xml).toContain('<scan:DocumentFormatExt>image/jpeg</scan:DocumentFormatExt>');
    expect(parseScanSettings(xml)).toEqual(settings);
  });

  it('leaves out the region when the scanner picks the area, and duplex on the flatbed', () => {
    const xml = scanSettingsXml({
      version: '2.0',
      inputSource: 'Platen',
      duplex: true,
      resolution: 300,
      colorMode: 'Grayscale8',
      region: null,
      documentFormat: 'image/jpeg',
    });
    expect(xml).not.toContain('ScanRegion');
    expect(xml).not.toContain('Duplex');
    expect(parseScanSettings(xml)).toMatchObject({ region: null, duplex: false, colorMode: 'Grayscale8' });
  });
});

describe('ScannerCapabilities', () => {
  it('reads model, feeder and flatbed sizes whatever the namespace prefixes', () => {
    const prefixed = `<?xml version="1.0" encoding="UTF-8"?>
<scan:ScannerCapabilities xmlns:scan="http://schemas.hp.com/imaging/escl/2011/05/03" xmlns:pwg="http://www.pwg.org/schemas/2010/12/sm">
  <pwg:Version>2.63</pwg:Version>
  <pwg:MakeAndModel>HP LaserJet MFP M130fw &amp; Co</pwg:MakeAndModel>
  <scan:Platen><scan:PlatenInputCaps>
    <scan:MinWidth>8</scan:MinWidth><scan:MaxWidth>2550</scan:MaxWidth>
    <scan:MinHeight>8</scan:MinHeight><scan:MaxHeight>3508</scan:MaxHeight>
  </scan:PlatenInputCaps></scan:Platen>
  <scan:Adf>
    <scan:AdfSimplexInputCaps><scan:MaxWidth>2550</scan:MaxWidth><scan:MaxHeight>4200</scan:MaxHeight></scan:AdfSimplexInputCaps>
    <scan:AdfOptions><scan:AdfOption>DetectPaperLoaded</scan:AdfOption></scan:AdfOptions>
  </scan:Adf>
</scan:ScannerCapabilities>`;
    expect(parseCapabilities(prefixed)).toEqual({
      version: '2.63',
      makeAndModel: 'HP LaserJet MFP M130fw & Co',
      platen: { maxWidth: 2550, maxHeight: 3508 },
      adf: { maxWidth: 2550, maxHeight: 4200 },
      adfDuplex: false,
    });

    const unprefixed = `<ScannerCapabilities xmlns="http://schemas.hp.com/imaging/escl/2011/05/03">
  <Version>2.5</Version><MakeAndModel>Canon DR-C225</MakeAndModel>
  <Adf><AdfSimplexInputCaps><MaxWidth>2598</MaxWidth><MaxHeight>10200</MaxHeight></AdfSimplexInputCaps>
  <AdfDuplexInputCaps><MaxWidth>2598</MaxWidth><MaxHeight>10200</MaxHeight></AdfDuplexInputCaps></Adf>
</ScannerCapabilities>`;
    expect(parseCapabilities(unprefixed)).toEqual({
      version: '2.5',
      makeAndModel: 'Canon DR-C225',
      platen: null,
      adf: { maxWidth: 2598, maxHeight: 10200 },
      adfDuplex: true,
    });
  });

  it('reads the scanner and feeder state, not a job’s', () => {
    const xml = `<scan:ScannerStatus xmlns:scan="x" xmlns:pwg="y"><pwg:Version>2.0</pwg:Version>
      <pwg:State>Idle</pwg:State><scan:AdfState>ScannerAdfJam</scan:AdfState>
      <scan:Jobs><scan:JobInfo><pwg:JobState>Aborted</pwg:JobState></scan:JobInfo></scan:Jobs></scan:ScannerStatus>`;
    expect(parseStatus(xml)).toEqual({ state: 'Idle', adfState: 'ScannerAdfJam' });
  });
});
