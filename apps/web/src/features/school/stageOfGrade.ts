/**
 * The stage a grade belongs to, from its usual Chinese name (the server's rule for teacher imports):
 * 一…六年级 → 小学, 高一/高中… → 高中, anything else (七年级, 初一…) → 初中.
 * Stage ids are the curriculum's stable slugs (docs/school.md).
 */
export function stageOfGrade(gradeName: string): 'xx' | 'cz' | 'gz' {
  if (/^高|高中/.test(gradeName)) return 'gz';
  if (/^[一二三四五六]年级/.test(gradeName)) return 'xx';
  return 'cz';
}

export const STAGE_NAMES = { xx: '小学', cz: '初中', gz: '高中' } as const;
