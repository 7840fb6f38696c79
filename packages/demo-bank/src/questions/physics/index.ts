import type { Family } from '../lib/core';
import { ELECTRICITY } from './electricity';
import { MECHANICS } from './mechanics';

/** Every 初中物理 generator family (computational items; the rest are hand-written). */
export const PHYSICS_FAMILIES: Family[] = [...MECHANICS, ...ELECTRICITY];
