/**
 * 演示用课程数据：学段 → 学科（题型、教材版本 → 册 → 章节树，知识点树）。
 *
 * 章节树齐全的教材：初中数学 人教版、北师大版（2012 版，六册），初中物理 人教版（2012 版，三册）、
 * 沪科版（2012 版，两册），初中化学 人教版（2012 版，两册），高中数学 人教A版（2019 版，五册）。
 * 其余教材只列出各册（chapters 为空），保证版本、册的下拉框都有内容。
 * 知识点树：初中数学、初中物理较完整；初中化学、高中数学较简略；其余学科为空。
 */
import { JUNIOR_CHEMISTRY_KNOWLEDGE, JUNIOR_CHEMISTRY_RJ } from './junior-chemistry-rj';
import { JUNIOR_MATH_BSD } from './junior-math-bsd';
import { JUNIOR_MATH_KNOWLEDGE } from './junior-math-knowledge';
import { JUNIOR_MATH_RJ } from './junior-math-rj';
import { JUNIOR_PHYSICS_HK } from './junior-physics-hk';
import { JUNIOR_PHYSICS_KNOWLEDGE } from './junior-physics-knowledge';
import { JUNIOR_PHYSICS_RJ } from './junior-physics-rj';
import { volumes } from './outline';
import { QUESTION_TYPES } from './question-types';
import { SENIOR_MATH_KNOWLEDGE, SENIOR_MATH_RJA } from './senior-math-rja';
import type { StageSeed } from './types';

export { curriculumRows, flattenTree, type TreeRow } from './rows';
export type { QuestionTypeSeed, StageSeed, SubjectSeed, TextbookSeed, TreeNode, VersionSeed } from './types';

type Volume = readonly [code: string, name: string];

/** 小学一至六年级，每学年上下两册。 */
const PRIMARY: Volume[] = [
  ['1a', '一年级上册'],
  ['1b', '一年级下册'],
  ['2a', '二年级上册'],
  ['2b', '二年级下册'],
  ['3a', '三年级上册'],
  ['3b', '三年级下册'],
  ['4a', '四年级上册'],
  ['4b', '四年级下册'],
  ['5a', '五年级上册'],
  ['5b', '五年级下册'],
  ['6a', '六年级上册'],
  ['6b', '六年级下册'],
];

/** 小学英语（三年级起点）。 */
const PRIMARY_FROM_3 = PRIMARY.slice(4);

/** 初中七至九年级，每学年上下两册。 */
const JUNIOR: Volume[] = [
  ['7a', '七年级上册'],
  ['7b', '七年级下册'],
  ['8a', '八年级上册'],
  ['8b', '八年级下册'],
  ['9a', '九年级上册'],
  ['9b', '九年级下册'],
];

/** 初中生物、地理：七、八年级四册。 */
const JUNIOR_7_8 = JUNIOR.slice(0, 4);

/** 人教版初中英语：九年级为全一册。 */
const JUNIOR_ENGLISH_RJ: Volume[] = [...JUNIOR.slice(0, 4), ['9', '九年级全一册']];

/** 初中化学：九年级上下两册。 */
const JUNIOR_9: Volume[] = JUNIOR.slice(4);

/** 高中（2019 年版教材）：必修 + 选择性必修，各科册数不同。 */
const SENIOR_CHINESE: Volume[] = [
  ['bxs', '必修上册'],
  ['bxx', '必修下册'],
  ['xbs', '选择性必修上册'],
  ['xbz', '选择性必修中册'],
  ['xbx', '选择性必修下册'],
];
const SENIOR_MATH_RJB: Volume[] = [
  ['b1', '必修第一册'],
  ['b2', '必修第二册'],
  ['b3', '必修第三册'],
  ['b4', '必修第四册'],
  ['x1', '选择性必修第一册'],
  ['x2', '选择性必修第二册'],
  ['x3', '选择性必修第三册'],
];
const SENIOR_MATH_BSD: Volume[] = [
  ['b1', '必修第一册'],
  ['b2', '必修第二册'],
  ['x1', '选择性必修第一册'],
  ['x2', '选择性必修第二册'],
];
const SENIOR_ENGLISH: Volume[] = [
  ['b1', '必修第一册'],
  ['b2', '必修第二册'],
  ['b3', '必修第三册'],
  ['x1', '选择性必修第一册'],
  ['x2', '选择性必修第二册'],
  ['x3', '选择性必修第三册'],
  ['x4', '选择性必修第四册'],
];
const SENIOR_PHYSICS: Volume[] = [
  ['b1', '必修第一册'],
  ['b2', '必修第二册'],
  ['b3', '必修第三册'],
  ['x1', '选择性必修第一册'],
  ['x2', '选择性必修第二册'],
  ['x3', '选择性必修第三册'],
];
const SENIOR_CHEMISTRY: Volume[] = [
  ['b1', '必修第一册'],
  ['b2', '必修第二册'],
  ['x1', '选择性必修1 化学反应原理'],
  ['x2', '选择性必修2 物质结构与性质'],
  ['x3', '选择性必修3 有机化学基础'],
];
const SENIOR_BIOLOGY: Volume[] = [
  ['b1', '必修1 分子与细胞'],
  ['b2', '必修2 遗传与进化'],
  ['x1', '选择性必修1 稳态与调节'],
  ['x2', '选择性必修2 生物与环境'],
  ['x3', '选择性必修3 生物技术与工程'],
];
const SENIOR_HISTORY: Volume[] = [
  ['b1', '中外历史纲要（上）'],
  ['b2', '中外历史纲要（下）'],
  ['x1', '选择性必修1 国家制度与社会治理'],
  ['x2', '选择性必修2 经济与社会生活'],
  ['x3', '选择性必修3 文化交流与传播'],
];
const SENIOR_GEOGRAPHY: Volume[] = [
  ['b1', '必修第一册'],
  ['b2', '必修第二册'],
  ['x1', '选择性必修1 自然地理基础'],
  ['x2', '选择性必修2 区域发展'],
  ['x3', '选择性必修3 资源、环境与国家安全'],
];
const SENIOR_POLITICS: Volume[] = [
  ['b1', '必修1 中国特色社会主义'],
  ['b2', '必修2 经济与社会'],
  ['b3', '必修3 政治与法治'],
  ['b4', '必修4 哲学与文化'],
  ['x1', '选择性必修1 当代国际政治与经济'],
  ['x2', '选择性必修2 法律与生活'],
  ['x3', '选择性必修3 逻辑与思维'],
];

const Q = QUESTION_TYPES;

export const CURRICULUM: StageSeed[] = [
  {
    code: 'xx',
    name: '小学',
    subjects: [
      {
        code: 'chinese',
        name: '语文',
        questionTypes: Q.primary.chinese,
        versions: [{ code: 'tb', name: '统编版', textbooks: volumes(PRIMARY) }],
        knowledge: [],
      },
      {
        code: 'math',
        name: '数学',
        questionTypes: Q.primary.math,
        versions: [
          { code: 'rj', name: '人教版', textbooks: volumes(PRIMARY) },
          { code: 'bsd', name: '北师大版', textbooks: volumes(PRIMARY) },
          { code: 'sj', name: '苏教版', textbooks: volumes(PRIMARY) },
        ],
        knowledge: [],
      },
      {
        code: 'english',
        name: '英语',
        questionTypes: Q.primary.english,
        versions: [
          { code: 'pep', name: '人教版（PEP）', textbooks: volumes(PRIMARY_FROM_3) },
          { code: 'wy', name: '外研版（三年级起点）', textbooks: volumes(PRIMARY_FROM_3) },
        ],
        knowledge: [],
      },
      {
        code: 'science',
        name: '科学',
        questionTypes: Q.primary.science,
        versions: [
          { code: 'jk', name: '教科版', textbooks: volumes(PRIMARY) },
          { code: 'sj', name: '苏教版', textbooks: volumes(PRIMARY) },
        ],
        knowledge: [],
      },
      {
        code: 'morality',
        name: '道德与法治',
        questionTypes: Q.primary.morality,
        versions: [{ code: 'tb', name: '统编版', textbooks: volumes(PRIMARY) }],
        knowledge: [],
      },
    ],
  },
  {
    code: 'cz',
    name: '初中',
    subjects: [
      {
        code: 'chinese',
        name: '语文',
        questionTypes: Q.junior.chinese,
        versions: [{ code: 'tb', name: '统编版', textbooks: volumes(JUNIOR) }],
        knowledge: [],
      },
      {
        code: 'math',
        name: '数学',
        questionTypes: Q.junior.math,
        versions: [
          { code: 'rj', name: '人教版', textbooks: JUNIOR_MATH_RJ },
          { code: 'bsd', name: '北师大版', textbooks: JUNIOR_MATH_BSD },
        ],
        knowledge: JUNIOR_MATH_KNOWLEDGE,
      },
      {
        code: 'english',
        name: '英语',
        questionTypes: Q.junior.english,
        versions: [
          { code: 'rj', name: '人教版', textbooks: volumes(JUNIOR_ENGLISH_RJ) },
          { code: 'wy', name: '外研版', textbooks: volumes(JUNIOR) },
        ],
        knowledge: [],
      },
      {
        code: 'physics',
        name: '物理',
        questionTypes: Q.junior.physics,
        versions: [
          { code: 'rj', name: '人教版', textbooks: JUNIOR_PHYSICS_RJ },
          { code: 'hk', name: '沪科版', textbooks: JUNIOR_PHYSICS_HK },
        ],
        knowledge: JUNIOR_PHYSICS_KNOWLEDGE,
      },
      {
        code: 'chemistry',
        name: '化学',
        questionTypes: Q.junior.chemistry,
        versions: [
          { code: 'rj', name: '人教版', textbooks: JUNIOR_CHEMISTRY_RJ },
          { code: 'hj', name: '沪教版', textbooks: volumes(JUNIOR_9) },
        ],
        knowledge: JUNIOR_CHEMISTRY_KNOWLEDGE,
      },
      {
        code: 'biology',
        name: '生物',
        questionTypes: Q.junior.biology,
        versions: [
          { code: 'rj', name: '人教版', textbooks: volumes(JUNIOR_7_8) },
          { code: 'bsd', name: '北师大版', textbooks: volumes(JUNIOR_7_8) },
        ],
        knowledge: [],
      },
      {
        code: 'history',
        name: '历史',
        questionTypes: Q.junior.history,
        versions: [{ code: 'tb', name: '统编版', textbooks: volumes(JUNIOR) }],
        knowledge: [],
      },
      {
        code: 'geography',
        name: '地理',
        questionTypes: Q.junior.geography,
        versions: [
          { code: 'rj', name: '人教版', textbooks: volumes(JUNIOR_7_8) },
          { code: 'xj', name: '湘教版', textbooks: volumes(JUNIOR_7_8) },
        ],
        knowledge: [],
      },
      {
        code: 'morality',
        name: '道德与法治',
        questionTypes: Q.junior.morality,
        versions: [{ code: 'tb', name: '统编版', textbooks: volumes(JUNIOR) }],
        knowledge: [],
      },
    ],
  },
  {
    code: 'gz',
    name: '高中',
    subjects: [
      {
        code: 'chinese',
        name: '语文',
        questionTypes: Q.senior.chinese,
        versions: [{ code: 'tb', name: '统编版', textbooks: volumes(SENIOR_CHINESE) }],
        knowledge: [],
      },
      {
        code: 'math',
        name: '数学',
        questionTypes: Q.senior.math,
        versions: [
          { code: 'rja', name: '人教A版', textbooks: SENIOR_MATH_RJA },
          { code: 'rjb', name: '人教B版', textbooks: volumes(SENIOR_MATH_RJB) },
          { code: 'bsd', name: '北师大版', textbooks: volumes(SENIOR_MATH_BSD) },
        ],
        knowledge: SENIOR_MATH_KNOWLEDGE,
      },
      {
        code: 'english',
        name: '英语',
        questionTypes: Q.senior.english,
        versions: [
          { code: 'rj', name: '人教版', textbooks: volumes(SENIOR_ENGLISH) },
          { code: 'wy', name: '外研版', textbooks: volumes(SENIOR_ENGLISH) },
        ],
        knowledge: [],
      },
      {
        code: 'physics',
        name: '物理',
        questionTypes: Q.senior.physics,
        versions: [{ code: 'rj', name: '人教版', textbooks: volumes(SENIOR_PHYSICS) }],
        knowledge: [],
      },
      {
        code: 'chemistry',
        name: '化学',
        questionTypes: Q.senior.chemistry,
        versions: [{ code: 'rj', name: '人教版', textbooks: volumes(SENIOR_CHEMISTRY) }],
        knowledge: [],
      },
      {
        code: 'biology',
        name: '生物',
        questionTypes: Q.senior.biology,
        versions: [{ code: 'rj', name: '人教版', textbooks: volumes(SENIOR_BIOLOGY) }],
        knowledge: [],
      },
      {
        code: 'history',
        name: '历史',
        questionTypes: Q.senior.history,
        versions: [{ code: 'tb', name: '统编版', textbooks: volumes(SENIOR_HISTORY) }],
        knowledge: [],
      },
      {
        code: 'geography',
        name: '地理',
        questionTypes: Q.senior.geography,
        versions: [
          { code: 'rj', name: '人教版', textbooks: volumes(SENIOR_GEOGRAPHY) },
          { code: 'xj', name: '湘教版', textbooks: volumes(SENIOR_GEOGRAPHY) },
        ],
        knowledge: [],
      },
      {
        code: 'politics',
        name: '思想政治',
        questionTypes: Q.senior.politics,
        versions: [{ code: 'tb', name: '统编版', textbooks: volumes(SENIOR_POLITICS) }],
        knowledge: [],
      },
    ],
  },
];
