import { StartScanBody } from '@zhijuan/contracts';
import { describe, expect, it } from 'vitest';
import { parseDeviceList, parseOptions, scanArguments } from './sane-options';

const FUJITSU = `
All options specific to device \`fujitsu:fi-7160:1234':
  Standard:
    --source ADF Front|ADF Back|ADF Duplex [ADF Front]
        Selects the scan source (such as a document-feeder).
    --mode Lineart|Halftone|Gray|Color [Lineart]
        Selects the scan mode (e.g., lineart, monochrome, or color).
    --resolution 50..600dpi (in steps of 1) [600]
        Sets the resolution of the scanned image.
  Geometry:
    -l 0..215.872mm (in steps of 0.0211639) [0]
    -t 0..279.364mm (in steps of 0.0211639) [0]
    -x 0..215.872mm (in steps of 0.0211639) [215.872]
    -y 0..279.364mm (in steps of 0.0211639) [279.364]
    --page-width 0..221.121mm (in steps of 0.0211639) [215.872]
    --page-height 0..863.489mm (in steps of 0.0211639) [279.364]
  Software:
    --swdeskew[=(yes|no)] [no]
        Request driver to rotate skewed pages digitally.
`;

const FLATBED = `
    --mode Lineart|Gray|Colour [Colour]
    --source Flatbed [Flatbed]
    --resolution 75|150|300|600dpi [75]
    -l 0..216mm [0]
    -t 0..297mm [0]
    -x 0..216mm [216]
    -y 0..297mm [297]
`;

const request = (body: Partial<StartScanBody>) =>
  StartScanBody.parse({ sourceId: 'sane:x', adaptive: false, pageSize: 1, ...body });

describe('SANE options', () => {
  it('reads the device list', () => {
    expect(
      parseDeviceList('fujitsu:fi-7160:1234\tFUJITSU fi-7160\nnet:pc:hpaio:/usb/x\tHewlett-Packard x\n'),
    ).toEqual([
      { device: 'fujitsu:fi-7160:1234', name: 'FUJITSU fi-7160' },
      { device: 'net:pc:hpaio:/usb/x', name: 'Hewlett-Packard x' },
    ]);
  });

  it('reads the listed values of each option', () => {
    const options = parseOptions(FUJITSU);
    expect(options.get('--source')).toEqual(['ADF Front', 'ADF Back', 'ADF Duplex']);
    expect(options.get('--mode')).toEqual(['Lineart', 'Halftone', 'Gray', 'Color']);
    expect(options.get('--swdeskew')).toEqual(['yes', 'no']);
    expect(options.has('--page-width')).toBe(true);
  });

  it('asks a feeder scanner for duplex colour A4 with software deskew (spec §9 defaults)', () => {
    expect(
      scanArguments('fujitsu:fi-7160:1234', parseOptions(FUJITSU), request({}), '/tmp/p-%04d.jpg'),
    ).toEqual([
      '--device-name=fujitsu:fi-7160:1234',
      '--batch=/tmp/p-%04d.jpg',
      '--batch-start=1',
      '--format=jpeg',
      '--resolution=300',
      '--source=ADF Duplex',
      '--mode=Color',
      ...['-l', '0', '-t', '0', '-x', '210', '-y', '296.9'],
      '--page-width=210',
      '--page-height=296.9',
      '--swdeskew=yes',
    ]);
  });

  it('takes the front of the feeder for simplex, grey, and no area when adaptive', () => {
    const args = scanArguments(
      'fujitsu:fi-7160:1234',
      parseOptions(FUJITSU),
      request({ duplex: false, color: 'Gray', adaptive: true, deskew: false }),
      '/tmp/p-%04d.jpg',
    );
    expect(args).toContain('--source=ADF Front');
    expect(args).toContain('--mode=Gray');
    expect(args.some((a) => a === '-x' || a.startsWith('--page-width') || a.startsWith('--swdeskew'))).toBe(
      false,
    );
  });

  it('scans one page from a flatbed-only scanner', () => {
    const args = scanArguments('plustek:x', parseOptions(FLATBED), request({}), '/tmp/p-%04d.jpg');
    expect(args).toContain('--source=Flatbed');
    expect(args).toContain('--batch-count=1');
    expect(args).toContain('--mode=Colour');
  });
});
