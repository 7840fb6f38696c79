import { PAPER_MM } from './geometry';
import type { SheetSpec } from './types';

export const MIN_ID_DIGITS = 4;
export const MAX_ID_DIGITS = 12;
export const MAX_OPTIONS = 8;

/** Option letters of choice questions; true/false uses T and F (printed √ and ×). */
export const OPTION_LETTERS = 'ABCDEFGH';

/**
 * Checks a sheet spec and returns its problems in Chinese (empty when it can be laid out): paper and
 * column count, 考号 digits 4–12, option counts, region heights, unique question numbers.
 */
export function checkSheetSpec(spec: SheetSpec): string[] {
  const problems: string[] = [];
  const paper = PAPER_MM[spec.paper];
  if (!paper) return [`不支持的纸张：${spec.paper}`];
  const columns = spec.columns ?? paper.columns[0]!;
  if (!paper.columns.includes(columns)) {
    problems.push(`${spec.paper} 纸张只能排 ${paper.columns.join(' 或 ')} 栏`);
  }
  if (!Number.isInteger(spec.idDigits) || spec.idDigits < MIN_ID_DIGITS || spec.idDigits > MAX_ID_DIGITS) {
    problems.push(`考号位数应为 ${MIN_ID_DIGITS}–${MAX_ID_DIGITS} 位`);
  }
  if (!Number.isInteger(spec.sheetVersion) || spec.sheetVersion < 1) problems.push('答题卡版本应为正整数');
  if (!spec.examId) problems.push('缺少考试编号');
  const seen = new Set<string>();
  const claim = (n: string) => {
    if (!/^[0-9A-Za-z.()（）-]{1,8}$/.test(n)) problems.push(`题号「${n}」不合适：最多 8 个字母、数字或括号`);
    else if (seen.has(n)) problems.push(`题号 ${n} 重复`);
    seen.add(n);
  };
  const height = (n: string, h: number) => {
    if (!(h >= 10 && h <= 800)) problems.push(`第 ${n} 题的作答区高度应在 10–800 毫米之间`);
  };
  const weight = (n: string, grow: number | undefined) => {
    if (grow !== undefined && !(Number.isFinite(grow) && grow >= 0 && grow <= 1000))
      problems.push(`第 ${n} 题的作答区权重应在 0–1000 之间`);
  };
  for (const section of spec.sections) {
    if (section.kind === 'objective') {
      for (const q of section.questions) {
        claim(q.number);
        const options = q.options ?? 4;
        if (q.kind !== 'trueFalse' && (!Number.isInteger(options) || options < 2 || options > MAX_OPTIONS)) {
          problems.push(`第 ${q.number} 题的选项数应为 2–${MAX_OPTIONS}`);
        }
      }
    } else if (section.kind === 'subjective') {
      for (const q of section.questions) {
        claim(q.number);
        height(q.number, q.heightMm);
        weight(q.number, q.grow);
        if (q.minWidthMm !== undefined && !(q.minWidthMm >= 10 && q.minWidthMm <= 800))
          problems.push(`第 ${q.number} 题的作答区宽度应在 10–800 毫米之间`);
      }
    } else {
      if (section.questions.length < 2) problems.push(`选做题「${section.title}」至少要有两道题`);
      if (section.questions.length > 6) problems.push(`选做题「${section.title}」最多六道题`);
      for (const n of section.questions) claim(n);
      height(section.questions.join('/'), section.heightMm);
      weight(section.questions.join('/'), section.grow);
    }
  }
  return problems;
}

/** Thrown by the layout for a spec that `checkSheetSpec` rejects. */
export class SheetSpecError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('；'));
    this.name = 'SheetSpecError';
  }
}
