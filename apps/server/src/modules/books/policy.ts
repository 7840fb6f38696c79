import type { Caller } from '../../http';
import { isSchoolManager } from '../../roles';

/**
 * Who may do what with digital books (docs/lesson-prep.md). Every teacher of a school reads the books
 * the school holds (queries are scoped to the school, so another school's book is not found); the
 * school's managers upload, delete and set page maps. Bookmarks are their reader's own.
 */
export const canManageBooks = (caller: Caller): boolean => isSchoolManager(caller.user);
