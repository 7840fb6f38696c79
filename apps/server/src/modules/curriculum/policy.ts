import type { Caller } from '../../http';

/** Curriculum is platform data: only platform administrators change it; everyone signed in reads it. */
export const canEditCurriculum = (caller: Caller): boolean => caller.user.isPlatformAdmin;
