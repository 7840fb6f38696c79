import type { PaperReport } from '@zhijuan/contracts';

const p100 = (x: number) => Math.round(x * 100);
const short = (label: string) => label.replace(/（.*?）/g, '');

/**
 * Plain-Chinese conclusions about a paper's quality, the overall ones first, then one line per question
 * worth a second look. Thresholds: 得分率 0.7/0.5 for 偏易/偏难 overall, question 得分率 below 0.3 or
 * above 0.95, 区分度 below 0.2 (Ebel's 较差), a negative point-biserial, and a bank difficulty 25
 * points or more away from the actual.
 */
export function paperConclusions(r: PaperReport): string[] {
  const out: string[] = [];
  if (r.p === null) return ['还没有阅完的答卷，阅卷完成后给出试卷质量结论。'];
  const p = r.p;
  const level = p >= 0.85 ? '偏易' : p >= 0.7 ? '适中偏易' : p >= 0.5 ? '适中' : '偏难';
  out.push(`试卷整体得分率 ${p100(p)}%，难度${level}。`);
  if (r.intended !== null) {
    const d = p100(p - r.intended);
    if (Math.abs(d) >= 10)
      out.push(
        `实际得分率比题库预估${d > 0 ? '高' : '低'} ${Math.abs(d)} 个百分点，试卷对这批学生${d > 0 ? '偏容易' : '偏难'}。`,
      );
    else out.push('实际得分率与题库预估接近，命题难度把握准确。');
  }
  const value = r.reliability.value ?? 0;
  const rel = value.toFixed(2);
  if (value >= 0.8) out.push(`信度 ${rel}，成绩稳定可信。`);
  else if (value >= 0.7) out.push(`信度 ${rel}，尚可。`);
  else out.push(`信度 ${rel}，偏低：建议增加题量或替换区分度差的题。`);
  const poor = r.questions.filter((q) => q.discrimination !== null && q.discrimination < 0.2);
  if (poor.length === 0) out.push('各题区分度都在 0.2 以上。');
  for (const q of r.questions) {
    const name = short(q.label);
    if (q.pointBiserial !== null && q.pointBiserial < 0)
      out.push(
        `${name}高分学生反而得分更低（点二列相关 ${q.pointBiserial.toFixed(2)}），请检查答案或题目表述。`,
      );
    else if (q.discrimination !== null && q.discrimination < 0.2)
      out.push(`${name}区分度较差（${q.discrimination.toFixed(2)}），建议修改。`);
    if (q.p < 0.3) out.push(`${name}得分率仅 ${p100(q.p)}%，偏难，讲评时重点讲解。`);
    else if (q.p > 0.95) out.push(`${name}几乎全部答对（${p100(q.p)}%），区分作用有限。`);
    if (q.intended !== null && Math.abs(q.p - q.intended) >= 0.25)
      out.push(`${name}实际得分率 ${p100(q.p)}% 与题库预估 ${p100(q.intended)}% 相差较大。`);
  }
  return out;
}
