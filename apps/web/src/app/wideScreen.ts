import { normalisePath } from './paths';

/**
 * Screens built for a wide screen (a page-sized canvas, a many-column editor, print previews): on a
 * phone they show a notice asking for a computer or a tablet in landscape instead of a layout that
 * cannot be used. A teacher may still open them (仍要打开). Every other screen works at 390 px, some
 * (作业列表, the analysis reports, 讲评助手, 扫描) because they were made for it, the rest by scrolling.
 */
export const WIDE_SCREEN_ONLY = [
  '/edit',
  '/paperset',
  '/answerCard',
  '/pringtingtest',
  '/printing',
  '/printgrade',
  '/printanswer',
  '/printcode',
  '/printBarcode',
  '/printgradetest',
  '/bigData',
  '/largescreen',
  '/rehearse/SelectQuestionPaper',
  '/rehearse/intellectTestPaper',
  '/cloudResources/paperSetting',
] as const;

export function needsWideScreen(path: string): boolean {
  const target = normalisePath(path);
  return WIDE_SCREEN_ONLY.some((p) => normalisePath(p) === target);
}
