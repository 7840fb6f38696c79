/**
 * Demo curriculum as data. Codes are short ASCII slugs, unique among siblings; database ids are the
 * codes joined along the path (e.g. `cz.math.rj.7a`), so they stay the same on every installation.
 */
export interface TreeNode {
  name: string;
  children?: TreeNode[];
}

export interface QuestionTypeSeed {
  /** e.g. 单选题 */
  name: string;
  /** Machine-scorable (choice, true/false) vs marked by a teacher. */
  isObjective: boolean;
}

export interface TextbookSeed {
  code: string;
  /** e.g. 七年级上册 */
  name: string;
  /** Chapter → section → lesson. Empty for subjects whose tree is not in the demo. */
  chapters: TreeNode[];
}

export interface VersionSeed {
  code: string;
  /** e.g. 人教版 */
  name: string;
  textbooks: TextbookSeed[];
}

export interface SubjectSeed {
  code: string;
  /** e.g. 数学 */
  name: string;
  questionTypes: QuestionTypeSeed[];
  versions: VersionSeed[];
  /** Knowledge-point tree: domain → topic → point. */
  knowledge: TreeNode[];
}

export interface StageSeed {
  code: string;
  /** 小学 / 初中 / 高中 */
  name: string;
  subjects: SubjectSeed[];
}
