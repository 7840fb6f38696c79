import { alias } from 'drizzle-orm/pg-core';
import { schoolClasses } from '../../../db/schema';

/** `school_classes` joined to itself: the grade (type 2) above a class (type 3). */
export const grades = alias(schoolClasses, 'grades');
