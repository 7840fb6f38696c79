import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';
import { stageOfGrade } from './stageOfGrade';

describe('CSV of new accounts', () => {
  it('starts with a BOM, joins rows with CRLF and quotes what needs quoting', () => {
    const text = toCsv(
      ['姓名', '初始密码'],
      [
        ['王, 老师', 'ab"c'],
        ['李老师', '=1+1'],
      ],
    );
    expect(text).toBe('\uFEFF姓名,初始密码\r\n"王, 老师","ab""c"\r\n李老师,\'=1+1\r\n');
  });
});

describe('stage of a grade', () => {
  it.each([
    ['一年级', 'xx'],
    ['六年级', 'xx'],
    ['七年级', 'cz'],
    ['九年级', 'cz'],
    ['高一', 'gz'],
    ['高中二年级', 'gz'],
    ['初一', 'cz'],
  ] as const)('%s → %s', (name, stage) => {
    expect(stageOfGrade(name)).toBe(stage);
  });
});
