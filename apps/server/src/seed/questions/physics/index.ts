import type { Family } from '../lib/core';

/** Every 初中物理 generator family. */
export const PHYSICS_FAMILIES: Family[] = [];
