import { normalisePath, pathIn } from './paths';

/** Spec §2: screens drawn without the shell's navigation. */
export const NAV_HIDDEN = [
  '/invite',
  '/pringtingtest',
  '/printgrade',
  '/printanswer',
  '/printcode',
  '/printBarcode',
  '/printgradetest',
  '/team/group',
  '/bigData',
  '/largescreen',
  '/answerCard',
  '/404',
  '/',
  '/login',
  '/bookPreview',
  '/OnlyOfficeReady',
  '/write',
] as const;

/** Spec §2: screens without the right tool bar and the footer. */
export const SIDE_AND_FOOTER_HIDDEN = [
  '/404',
  '/',
  '/login',
  '/paperset',
  '/team/details',
  '/edit',
  '/largescreen',
  '/write',
  '/bookPreview',
  '/OnlyOfficeReady',
] as const;

/**
 * Screens drawn without antd (plain controls, lib/light): the first screen a visitor loads, so that
 * visit fetches no antd. Everything else is drawn inside app/AntdShell.tsx.
 */
export const LIGHT = ['/login'] as const;

/** /write keeps only a slim top bar with a back button. */
export const MINIMAL_TOP_BAR = ['/write'] as const;

export interface LayoutVariant {
  /** Left navigation and top bar. */
  navigation: boolean;
  /** A slim bar with only a back button (used by /write). */
  minimalTopBar: boolean;
  rightBar: boolean;
  footer: boolean;
  /** Drawn without antd and without the shell (see LIGHT). */
  light: boolean;
}

export function layoutVariant(path: string): LayoutVariant {
  const navHidden = pathIn(NAV_HIDDEN, path);
  const sideHidden = pathIn(SIDE_AND_FOOTER_HIDDEN, path);
  return {
    navigation: !navHidden,
    minimalTopBar: pathIn(MINIMAL_TOP_BAR, path),
    rightBar: !sideHidden,
    footer: !sideHidden,
    light: pathIn(LIGHT, path),
  };
}

export { normalisePath };
