import { describe, expect, it } from 'vitest';
import { BARCODE_DEFAULTS, barcodeProblem, drawBarcode } from './barcode';

describe('barcode validation (spec §5)', () => {
  it('accepts pharmacode from 3 to 131070 only', () => {
    expect(barcodeProblem('2', 'pharmacode')).toContain('Pharmacode 只能是 3 到 131070 之间的整数');
    expect(barcodeProblem('3', 'pharmacode')).toBeNull();
    expect(barcodeProblem('131070', 'pharmacode')).toBeNull();
    expect(barcodeProblem('131071', 'pharmacode')).toContain('条码内容不符合所选编码规则');
  });

  it('checks the EAN-13 check digit, and computes it for 12 digits', () => {
    expect(barcodeProblem('5901234123457', 'EAN13')).toBeNull();
    expect(barcodeProblem('5901234123458', 'EAN13')).toContain('EAN-13');
    expect(barcodeProblem('590123412345', 'EAN13')).toBeNull();
    expect(barcodeProblem('59012341234', 'EAN13')).not.toBeNull();
  });

  it('checks the EAN-8 check digit, and computes it for 7 digits', () => {
    expect(barcodeProblem('96385074', 'EAN8')).toBeNull();
    expect(barcodeProblem('96385075', 'EAN8')).toContain('EAN-8');
    expect(barcodeProblem('9638507', 'EAN8')).toBeNull();
  });

  it('checks the UPC check digit, and computes it for 11 digits', () => {
    expect(barcodeProblem('036000291452', 'UPC')).toBeNull();
    expect(barcodeProblem('036000291453', 'UPC')).toContain('UPC');
    expect(barcodeProblem('03600029145', 'UPC')).toBeNull();
  });

  it('gives anything else invalid an invalid-input error, and refuses unknown formats', () => {
    expect(barcodeProblem('2025001', 'CODE128')).toBeNull();
    expect(barcodeProblem('考号', 'CODE128')).toContain('条码内容不符合所选编码规则');
    expect(barcodeProblem('abc', 'ITF')).not.toBeNull();
    expect(barcodeProblem('1', 'QR' as never)).toBe('不支持的条码格式：QR');
  });

  it('refuses a pharmacode that is not a whole number, and UPC/EAN of the wrong length', () => {
    expect(barcodeProblem('12a', 'pharmacode')).toContain('Pharmacode 只能是 3 到 131070 之间的整数');
    expect(barcodeProblem('3.5', 'pharmacode')).toContain('条码内容不符合所选编码规则');
    expect(barcodeProblem('', 'pharmacode')).not.toBeNull();
    expect(barcodeProblem('96385', 'EAN8')).toContain('EAN-8');
    expect(barcodeProblem('0360002914521', 'UPC')).toContain('UPC');
  });

  it('names the other errors of spec §8 in Chinese: no element, unsupported target', () => {
    const draw = (target: unknown) => drawBarcode(target as SVGSVGElement, '2025001', BARCODE_DEFAULTS);
    expect(draw('#no-such-element')).toBe('没有可以绘制条码的元素');
    expect(draw(42)).toBe('不支持的条码绘制目标');
  });

  it('draws vector bars with the spec’s defaults (bar width 2, height 100, font 20, margin 10)', () => {
    expect(BARCODE_DEFAULTS).toEqual({ format: 'CODE128', width: 2, height: 100, fontSize: 20, margin: 10 });
    const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
    // (The value under the bars is measured with a canvas, which the test DOM lacks; the browser
    // test prints it.)
    expect(drawBarcode(svg, '2025001', { ...BARCODE_DEFAULTS, displayValue: false })).toBeNull();
    expect(svg.querySelectorAll('rect').length).toBeGreaterThan(10);
    expect(svg.getAttribute('height')).toBe(`${100 + 2 * 10}px`);
    expect(drawBarcode(svg, '2025001', { ...BARCODE_DEFAULTS, format: 'EAN13' })).toContain('EAN-13');
  });
});
