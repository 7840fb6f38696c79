import { type ClassScope, mayReadClass } from '../school';

/**
 * Who may do what in 错题重练 (docs/mistakes.md). Exams come from the assignments module's visibility;
 * practice sets are their maker's only (their queries are scoped to the owner).
 */

/** A class's mistakes and practice sets: the classes the caller teaches or whose grade they direct; all for managers. */
export const canReadClassMistakes = (scope: ClassScope, classId: string) => mayReadClass(scope, classId);
