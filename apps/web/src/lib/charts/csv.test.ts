import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('toCsv', () => {
  it('quotes cells with commas and quotes, leaves empties for null, and starts with a BOM', () => {
    const text = toCsv({
      columns: ['班级', '平均分'],
      rows: [
        ['七年级(1)班', 81.5],
        ['含,逗号"引号', null],
      ],
    });
    expect(text).toBe('\uFEFF班级,平均分\r\n七年级(1)班,81.5\r\n"含,逗号""引号",\r\n');
  });
});
