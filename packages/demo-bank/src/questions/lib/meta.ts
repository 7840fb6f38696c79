/**
 * Where a demo question comes from, said truthfully. Every demo question was written for this platform:
 * the generated ones by a parameterised family (its variants are 同类, see `questions.family`), the
 * hand-written ones by its authors. None was taken from a real exam, so none names an exam, a year or a
 * region.
 */
import type { QuestionSeed } from '../types';
import { knowledgeName, type SubjectCode } from './curriculum';

/** What every demo question's source starts with. */
export const PLATFORM_ORIGINAL = '平台原创';

type Meta = Pick<QuestionSeed, 'source' | 'family'>;

/**
 * Source and family of a generated question: `平台原创·同类题「<family name>」`, the family named after the
 * knowledge point its first variant practises, and `<subject>.<family id>` as the family key.
 */
export function generatedMeta(subject: SubjectCode, familyId: string, familyName: string): Meta {
  return { source: `${PLATFORM_ORIGINAL}·同类题「${familyName}」`, family: `${subject}.${familyId}` };
}

/** Source of a hand-written question: written by the platform's authors, no family. */
export function handMeta(): Meta {
  return { source: PLATFORM_ORIGINAL };
}

/** A family's name: the knowledge point of its first variant (`方程的解`). */
export function familyName(knowledgeIds: string[]): string {
  const first = knowledgeIds[0];
  return first ? knowledgeName(first) : '';
}
