/**
 * The little XML of eSCL (AirScan), written and read with regular expressions: the documents are small,
 * flat and machine-made, and a full XML parser would be the agent's only extra dependency. Tags are
 * matched whatever their namespace prefix, since devices differ in which prefix they use.
 */

export type EsclInputSource = 'Platen' | 'Feeder';
export type EsclColorMode = 'RGB24' | 'Grayscale8';

export interface EsclScanSettings {
  version: string;
  inputSource: EsclInputSource;
  duplex: boolean;
  resolution: number;
  colorMode: EsclColorMode;
  /** In 1/300 inch from the top-left corner; absent lets the scanner pick the area. */
  region: { width: number; height: number } | null;
  documentFormat: string;
}

/** Largest area an input can scan, in 1/300 inch. */
export interface EsclInputCaps {
  maxWidth: number;
  maxHeight: number;
}

export interface EsclCapabilities {
  version: string | null;
  makeAndModel: string | null;
  platen: EsclInputCaps | null;
  adf: EsclInputCaps | null;
  adfDuplex: boolean;
}

export interface EsclStatus {
  /** Idle, Processing, Testing, Stopped, Down */
  state: string | null;
  /** ScannerAdfLoaded, ScannerAdfEmpty, ScannerAdfJam, ScannerAdfDoorOpen, … */
  adfState: string | null;
}

export const ESCL_NS = 'http://schemas.hp.com/imaging/escl/2011/05/03';
export const PWG_NS = 'http://www.pwg.org/schemas/2010/12/sm';

/** The ScanSettings document POSTed to `{base}/ScanJobs`. */
export function scanSettingsXml(s: EsclScanSettings): string {
  const region = s.region
    ? `
  <pwg:ScanRegions>
    <pwg:ScanRegion>
      <pwg:ContentRegionUnits>escl:ThreeHundredthsOfInches</pwg:ContentRegionUnits>
      <pwg:XOffset>0</pwg:XOffset>
      <pwg:YOffset>0</pwg:YOffset>
      <pwg:Width>${s.region.width}</pwg:Width>
      <pwg:Height>${s.region.height}</pwg:Height>
    </pwg:ScanRegion>
  </pwg:ScanRegions>`
    : '';
  const duplex = s.inputSource === 'Feeder' ? `\n  <scan:Duplex>${s.duplex}</scan:Duplex>` : '';
  return `<?xml version="1.0" encoding="UTF-8"?>
<scan:ScanSettings xmlns:scan="${ESCL_NS}" xmlns:pwg="${PWG_NS}">
  <pwg:Version>${escapeXml(s.version)}</pwg:Version>${region}
  <pwg:InputSource>${s.inputSource}</pwg:InputSource>${duplex}
  <scan:ColorMode>${s.colorMode}</scan:ColorMode>
  <scan:XResolution>${s.resolution}</scan:XResolution>
  <scan:YResolution>${s.resolution}</scan:YResolution>
  <pwg:DocumentFormat>${escapeXml(s.documentFormat)}</pwg:DocumentFormat>
  <scan:DocumentFormatExt>${escapeXml(s.documentFormat)}</scan:DocumentFormatExt>
</scan:ScanSettings>
`;
}

/** Reads a ScanSettings document back (the simulated scanner's side). Missing values get eSCL defaults. */
export function parseScanSettings(xml: string): EsclScanSettings {
  const regionXml = element(xml, 'ScanRegion');
  const width = numberIn(regionXml, 'Width');
  const height = numberIn(regionXml, 'Height');
  const resolution = numberIn(xml, 'XResolution') ?? 300;
  return {
    version: text(xml, 'Version') ?? '2.0',
    inputSource: text(xml, 'InputSource') === 'Feeder' ? 'Feeder' : 'Platen',
    duplex: text(xml, 'Duplex') === 'true',
    resolution,
    colorMode: text(xml, 'ColorMode') === 'Grayscale8' ? 'Grayscale8' : 'RGB24',
    region: width && height ? { width, height } : null,
    documentFormat: text(xml, 'DocumentFormatExt') ?? text(xml, 'DocumentFormat') ?? 'image/jpeg',
  };
}

/** What `{base}/ScannerCapabilities` says about the device. */
export function parseCapabilities(xml: string): EsclCapabilities {
  const adf = element(xml, 'Adf');
  return {
    version: text(xml, 'Version'),
    makeAndModel: text(xml, 'MakeAndModel'),
    platen: inputCaps(element(xml, 'PlatenInputCaps')),
    adf: inputCaps(element(adf, 'AdfSimplexInputCaps')),
    adfDuplex: element(adf, 'AdfDuplexInputCaps') !== null,
  };
}

/** What `{base}/ScannerStatus` says. */
export function parseStatus(xml: string): EsclStatus {
  return { state: text(xml, 'State'), adfState: text(xml, 'AdfState') };
}

function inputCaps(xml: string | null): EsclInputCaps | null {
  const maxWidth = numberIn(xml, 'MaxWidth');
  const maxHeight = numberIn(xml, 'MaxHeight');
  return maxWidth && maxHeight ? { maxWidth, maxHeight } : null;
}

/** Inner XML of the first element named `name` (any prefix), or null. */
export function element(xml: string | null, name: string): string | null {
  if (xml === null) return null;
  const match = new RegExp(`<(?:[\\w.-]+:)?${name}(?:\\s[^>]*)?>([\\s\\S]*?)</(?:[\\w.-]+:)?${name}>`).exec(
    xml,
  );
  return match ? match[1]! : null;
}

/** Trimmed, unescaped text of the first element named `name`, or null. */
export function text(xml: string | null, name: string): string | null {
  const inner = element(xml, name);
  return inner === null ? null : unescapeXml(inner.trim());
}

function numberIn(xml: string | null, name: string): number | null {
  const value = Number(text(xml, name));
  return Number.isFinite(value) && value > 0 ? value : null;
}

export function escapeXml(value: string): string {
  return value.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function unescapeXml(value: string): string {
  return value
    .replace(/<!\[CDATA\[([\s\S]*?)\]\]>/g, '$1')
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}
