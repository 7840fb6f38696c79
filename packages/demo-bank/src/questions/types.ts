/**
 * A demo-bank question as data, before it is stored. HTML is a small safe subset (p, br, strong, em,
 * u, sub, sup, table/tr/td, img with data: or /api/files src); formulas are LaTeX inside `\( … \)`
 * (inline) or `\[ … \]` (display), rendered with KaTeX on screen and in print.
 */
export interface QuestionSeed {
  /** Stable and unique across the whole bank, e.g. `math.abs-value.0007`; becomes the dedup key. */
  key: string;
  /** Curriculum subject id, e.g. `cz.math`, `cz.physics`. */
  subjectId: string;
  /** A question-type name of that subject as in the curriculum seed, e.g. 单选题, 填空题, 解答题. */
  typeName: string;
  /** Intended scoring rate 0–1 (1 = everyone right); bands 容易 ≥0.8, 较易 ≥0.6, 中档 ≥0.4, 较难 ≥0.2, 困难. */
  difficulty: number;
  stem: string;
  /** Choice questions only: the options' HTML in order A, B, C, D… */
  options?: string[];
  /**
   * Choice: the correct letters, e.g. ['B'] or ['A', 'C'].  判断题: ['对'] or ['错'].
   * 填空题: one HTML string per blank. Others: one HTML string with the full answer.
   */
  answer: string[];
  /** 解析: the worked reasoning. */
  analysis: string;
  /** Sub-questions of a compound item (材料题, 阅读理解); the stem is then the shared material. */
  parts?: QuestionPartSeed[];
  /** Curriculum knowledge-point ids (leaves), e.g. `cz.math.k.1.2.3`. At least one. */
  knowledgeIds: string[];
  /** Curriculum book-node ids (chapter/section/lesson) in every version the question fits. */
  bookNodeIds: string[];
  /** Suggested full marks. */
  score: number;
  /** Generated questions: the family key (`math.eq1.root.fill`); its variants are 同类. */
  family?: string;
  /** True provenance: `平台原创…` for every demo question (see lib/meta.ts). */
  source?: string;
  /** Only for a question taken from a real exam of that year and region; the demo bank has none. */
  year?: number;
  region?: string;
}

export interface QuestionPartSeed {
  stem: string;
  options?: string[];
  answer: string[];
  analysis: string;
  score: number;
}
