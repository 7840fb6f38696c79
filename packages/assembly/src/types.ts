/** One question the engine may pick. The server narrows these with indexed SQL before calling. */
export interface Candidate {
  /** Question id, unique in the bank (a repeated id is used once, the first time it appears). */
  id: string;
  /** Question type id (单选题, 填空题, …); only types named by a section are considered. */
  typeId: string;
  /**
   * Scoring rate 0..1: the share of students expected to answer correctly, so higher means easier.
   * A candidate whose difficulty is not a number in 0..1 is ignored.
   */
  difficulty: number;
  /** Knowledge points the question tests. */
  knowledgeIds: string[];
}

/** One section (大题) of the paper: `count` questions of one type, each worth `scoreEach` points. */
export interface SectionSpec {
  /** Question type of every question in the section. Two sections may share a type. */
  typeId: string;
  /** Number of questions, a positive integer. */
  count: number;
  /** Points per question, a positive number. */
  scoreEach: number;
}

/** What the teacher asked for. Every field except `seed` is a hard constraint or a limit. */
export interface AssemblySpec {
  /** Sections in paper order; the answer lists its picks in the same order. */
  sections: SectionSpec[];
  /** Target score-weighted mean difficulty of the paper (Σ scoreEach·difficulty / total score), 0..1. */
  targetDifficulty: number;
  /** Allowed distance from the target, default 0.03: the paper's difficulty lies in target ± tolerance. */
  tolerance?: number;
  /** Knowledge points that at least one picked question must cover each. */
  knowledgeIds: string[];
  /** Question ids never to pick, e.g. those used in the class's recent papers. */
  excludeIds?: string[];
  /** Time budget in milliseconds for the exact (integer programming) phase, default 120. */
  timeLimitMs?: number;
  /**
   * Seed for the random choices among equally good questions. The same candidates, spec and seed give the
   * same paper; without a seed each call draws its own, so two teachers get different papers.
   */
  seed?: number;
}

/** A paper that meets every hard constraint, or the reasons none can be assembled. */
export type AssemblyResult =
  | {
      ok: true;
      /** Picked question ids per section, in the order of `spec.sections`. */
      sections: { typeId: string; ids: string[] }[];
      /** The paper's score-weighted mean difficulty; always within target ± tolerance. */
      difficulty: number;
      /** Every knowledge point the picked questions test: the required ones first, then the others. */
      covered: string[];
      /** Which phase found the paper: the greedy fill with swap repair, or the integer program. */
      method: 'greedy' | 'exact';
    }
  | {
      ok: false;
      /**
       * Why no paper was assembled, in Chinese, one sentence per failing constraint, each saying by how
       * much it fails, e.g. 「单选题」需要 12 道，符合条件的只有 7 道（差 5 道）.
       */
      problems: string[];
    };

/** Display names for problems; ids are shown where a name is not given. */
export interface AssemblyNames {
  /** Name of a question type, e.g. 'cz.math.single' → 单选题. */
  type?: (id: string) => string;
  /** Name of a knowledge point, e.g. 'kp.123' → 勾股定理. */
  knowledge?: (id: string) => string;
}
