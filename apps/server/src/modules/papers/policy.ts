import type { Caller } from '../../http';
import { isSchoolManager } from '../../roles';
import type { PaperRow } from './repo';

/** School papers are read by their own school only; platform papers by everyone signed in. */
export const canReadLibraryPaper = (caller: Caller, paper: PaperRow) =>
  paper.status === 'saved' &&
  !paper.deletedAt &&
  (paper.scope === 'platform' ||
    (paper.scope === 'school' && paper.orgId !== null && paper.orgId === caller.user.orgId));

/** 撤回共享: the sharer or an administrator of the school; on the platform, platform administrators. */
export const canWithdraw = (caller: Caller, paper: PaperRow) =>
  paper.scope === 'platform'
    ? caller.user.isPlatformAdmin
    : paper.ownerId === caller.user.id || isSchoolManager(caller.user);

/** Publishing to the platform is for platform administrators only. */
export const canPublishToPlatform = (caller: Caller) => caller.user.isPlatformAdmin;

/** A paper of the caller's 我的试卷 (saved, personal, not in the recycle bin). */
export const isOwnPaper = (caller: Caller, paper: PaperRow) =>
  paper.ownerId === caller.user.id &&
  paper.status === 'saved' &&
  paper.scope === 'personal' &&
  !paper.deletedAt;

/** Printing a paper: one of 我的试卷, or a school or platform paper the caller may read. */
export const canPrintPaper = (caller: Caller, paper: PaperRow) =>
  isOwnPaper(caller, paper) || canReadLibraryPaper(caller, paper);
