import { FEATURE_FLAGS, type FeatureFlag } from '@zhijuan/contracts';
import { describe, expect, it } from 'vitest';
import { activeKey, buildNav, type NavUser, sectionOf } from './navModel';

const allOn = Object.fromEntries(FEATURE_FLAGS.map((f) => [f, true])) as Record<FeatureFlag, boolean>;
const config = (overrides: Partial<Record<FeatureFlag, boolean>> = {}) => ({
  features: { ...allOn, ...overrides },
  markingSiteUrl: 'https://yj.example/',
});
const teacher: NavUser = {
  gradeDirector: false,
  orgDefaultId: 'org',
  isCreator: false,
  isAdministrator: false,
};
const labels = (user: NavUser | undefined, c = config()) => buildNav(user, c).map((s) => s.label);

describe('buildNav (spec §2 left navigation, §6 roles and flags)', () => {
  it('lists the sections in spec order for a director with every flag on', () => {
    expect(labels({ ...teacher, gradeDirector: true })).toEqual([
      '作业列表',
      '学情分析',
      '组卷',
      '云资源',
      '错题重练',
      '备课中心',
      '数据中心',
      '学校管理',
      '阅卷',
    ]);
  });

  it('shows 数据中心 only to grade directors', () => {
    expect(labels(teacher)).not.toContain('数据中心');
  });

  it('shows 学校管理 only with a default organisation, passing isCreator and isAdministrator', () => {
    expect(labels({ ...teacher, orgDefaultId: null })).not.toContain('学校管理');
    const admin = buildNav({ ...teacher, isAdministrator: true }, config()).find((s) => s.key === 'school');
    expect(admin?.to).toBe('/team/details?type=grade&isCreator=false&isAdministrator=true');
    const plain = buildNav(teacher, config()).find((s) => s.key === 'school');
    expect(plain?.to).toBe('/team/details?type=teacher&isCreator=false&isAdministrator=false');
  });

  it('follows the feature flags', () => {
    const off = labels(
      teacher,
      config({ cloudResources: false, customNav: false, lessonPrep: false, marking: false }),
    );
    expect(off).toEqual(['作业列表', '学情分析', '组卷', '学校管理']);
    expect(labels(teacher, config({ questionColumn: false }))).not.toContain('组卷');
    const assemble = buildNav(teacher, config({ aiPaper: false })).find((s) => s.key === 'rehearse');
    expect(assemble?.children?.map((c) => c.label)).toEqual(['选题组卷', '同步课堂', '精品试卷', '错题练习']);
  });

  it('opens the marking site in a new window', () => {
    const marking = buildNav(teacher, config()).find((s) => s.key === 'marking');
    expect(marking).toMatchObject({ external: true, to: 'https://yj.example/' });
  });

  it('finds the section and entry of a path', () => {
    const sections = buildNav(teacher, config());
    expect(sectionOf(sections, '/analysis/class')?.key).toBe('analysis');
    expect(activeKey(sections, '/analysis/class')).toBe('analysis-class');
    expect(activeKey(sections, '/paperList')).toBe('paperlist');
    expect(sectionOf(sections, '/rehearseCoustom')?.key).toBe('rehearse-custom');
    expect(activeKey(sections, '/cloudResources/recycleBin')).toBe('cloud');
    expect(sectionOf(sections, '/userset')).toBeUndefined();
  });
});
