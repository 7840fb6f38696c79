/**
 * Exam statistics for the analysis reports (学情分析): group summaries and rates, score bands, 超均率,
 * standard scores, ranks, per-question difficulty and discrimination, reliability, option shares, the
 * question-type table and knowledge mastery. Pure: numbers in, numbers out. A null score (absent, not
 * scanned) is always left out, never read as 0; nothing is rounded. Definitions: README.md.
 */
export { type OptionShare, optionShares } from './answers';
export {
  type DifficultyKey,
  type DifficultyName,
  difficultyBand,
  type ItemInfo,
  type ItemStats,
  itemStats,
  QUALITY_NAMES,
  type Quality,
  type Reliability,
  reliability,
} from './items';
export { overMeanRate, rankChange, ranks, standardScores } from './scores';
export {
  type Band,
  bands,
  bandsAt,
  type Cutoffs,
  DEFAULT_CUTOFFS,
  quantileSorted,
  type Summary,
  summarise,
} from './summary';
export {
  type Mastery,
  type MasteryItem,
  mastery,
  mergeMastery,
  questionTypeTable,
  type TypeRow,
} from './tables';
