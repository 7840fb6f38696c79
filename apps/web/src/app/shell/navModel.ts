import type { PublicConfig, UserInfo } from '@zhijuan/contracts';
import { normalisePath } from '../paths';

export type NavIcon =
  | 'homework'
  | 'analysis'
  | 'assemble'
  | 'cloud'
  | 'rehearse'
  | 'lesson'
  | 'data'
  | 'school'
  | 'marking';

export interface NavLeaf {
  key: string;
  label: string;
  to: string;
}

export interface NavSection extends NavLeaf {
  icon: NavIcon;
  /** Paths under this prefix belong to the section (for highlighting and the top-bar sub-menu). */
  prefix: string;
  children?: NavLeaf[];
  /** Opens in a new window instead of routing. */
  external?: boolean;
}

export type NavUser = Pick<UserInfo, 'gradeDirector' | 'orgDefaultId' | 'isCreator' | 'isAdministrator'>;
export type NavConfig = Pick<PublicConfig, 'features' | 'markingSiteUrl'>;

const leaf = (key: string, label: string, to: string): NavLeaf => ({ key, label, to });

/** School management opens the grade view for school managers, the teacher view otherwise. */
export function teamDetailsPath(user: NavUser): string {
  const manager = user.isCreator || user.isAdministrator;
  const query = new URLSearchParams({
    type: manager ? 'grade' : 'teacher',
    isCreator: String(user.isCreator),
    isAdministrator: String(user.isAdministrator),
  });
  return `/team/details?${query.toString()}`;
}

/** Spec §2 left navigation, filtered by role (spec §6) and feature flags. */
export function buildNav(user: NavUser | undefined, config: NavConfig): NavSection[] {
  const on = (flag: keyof NavConfig['features']) => config.features[flag] === true;
  const sections: NavSection[] = [
    { key: 'paperlist', label: '作业列表', to: '/paperlist', prefix: '/paperlist', icon: 'homework' },
    {
      key: 'analysis',
      label: '学情分析',
      to: '/analysis/grade',
      prefix: '/analysis',
      icon: 'analysis',
      children: [
        leaf('analysis-grade', '年级分析', '/analysis/grade'),
        leaf('analysis-class', '班级分析', '/analysis/class'),
        leaf('analysis-person', '个人分析', '/analysis/person'),
      ],
    },
  ];
  if (on('questionColumn')) {
    sections.push({
      key: 'rehearse',
      label: '组卷',
      to: '/rehearse/SelectQuestionPaper',
      prefix: '/rehearse',
      icon: 'assemble',
      children: [
        leaf('rehearse-select', '选题组卷', '/rehearse/SelectQuestionPaper'),
        ...(on('aiPaper') ? [leaf('rehearse-intellect', '智能组卷', '/rehearse/intellectTestPaper')] : []),
        leaf('rehearse-sync', '同步课堂', '/rehearse/SynchronizationClass'),
        leaf('rehearse-goods', '精品试卷', '/rehearse/GoodsPaper'),
        leaf('rehearse-mistakes', '错题练习', '/rehearse/MistakesExercise'),
      ],
    });
  }
  if (on('cloudResources')) {
    sections.push({
      key: 'cloud',
      label: '云资源',
      to: '/cloudResources/platformSharing',
      prefix: '/cloudResources',
      icon: 'cloud',
      children: [
        leaf('cloud-platform', '平台共享', '/cloudResources/platformSharing'),
        leaf('cloud-school-questions', '校本题库', '/cloudResources/schoolTestQuestions'),
        leaf('cloud-school-papers', '校本试卷', '/cloudResources/schoolPaper'),
        leaf('cloud-person', '我的试卷', '/cloudResources/personPaper'),
      ],
    });
  }
  if (on('customNav')) {
    sections.push({
      key: 'rehearse-custom',
      label: '错题重练',
      to: '/rehearseCoustom',
      prefix: '/rehearseCoustom',
      icon: 'rehearse',
    });
  }
  if (on('lessonPrep')) {
    sections.push({
      key: 'lesson',
      label: '备课中心',
      to: '/planCourseCenter/numberBook',
      prefix: '/planCourseCenter',
      icon: 'lesson',
      children: [
        leaf('lesson-books', '数字教材', '/planCourseCenter/numberBook'),
        leaf('lesson-resources', '备课资源', '/planCourseCenter/planCourseResource'),
        leaf('lesson-mine', '我的备课', '/planCourseCenter/myPlanCourse'),
      ],
    });
  }
  if (user?.gradeDirector) {
    sections.push({
      key: 'data',
      label: '数据中心',
      to: '/dataCenter/subject',
      prefix: '/dataCenter',
      icon: 'data',
      children: [
        leaf('data-subject', '学科分析', '/dataCenter/subject'),
        leaf('data-correct', '批改得分', '/dataCenter/correctScore'),
        leaf('data-average', '平均分对比', '/dataCenter/averageScore'),
      ],
    });
  }
  if (user?.orgDefaultId) {
    sections.push({
      key: 'school',
      label: '学校管理',
      to: teamDetailsPath(user),
      // /team/member (the administrators' view) belongs to the same section.
      prefix: '/team',
      icon: 'school',
    });
  }
  if (on('marking') && config.markingSiteUrl) {
    sections.push({
      key: 'marking',
      label: '阅卷',
      to: config.markingSiteUrl,
      prefix: config.markingSiteUrl,
      icon: 'marking',
      external: true,
    });
  }
  return sections;
}

function startsWithPath(path: string, prefix: string): boolean {
  const p = normalisePath(path);
  const base = normalisePath(prefix);
  return p === base || p.startsWith(base.endsWith('/') ? base : `${base}/`);
}

/** The section the path belongs to, if any. */
export function sectionOf(sections: NavSection[], path: string): NavSection | undefined {
  return sections.find((s) => !s.external && startsWithPath(path, s.prefix));
}

/** Key of the entry to highlight: the matching child, else the section. */
export function activeKey(sections: NavSection[], path: string): string | undefined {
  const section = sectionOf(sections, path);
  if (!section) return undefined;
  const child = section.children?.find((c) => normalisePath(c.to) === normalisePath(path));
  return child?.key ?? section.key;
}
