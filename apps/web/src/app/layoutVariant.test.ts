import { describe, expect, it } from 'vitest';
import { routePaths } from '../test/routePaths';
import { layoutVariant } from './layoutVariant';
import { routes } from './routes';

// The spec §2 lists, copied literally so the table is checked against the text, not against itself.
const SPEC_NAV_HIDDEN = [
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
];
const SPEC_SIDE_HIDDEN = [
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
];

const ALL = [...new Set([...routePaths(routes), ...SPEC_NAV_HIDDEN, ...SPEC_SIDE_HIDDEN])];

describe('layoutVariant (spec §2 layout variants)', () => {
  it.each(ALL)('%s', (path) => {
    const variant = layoutVariant(path);
    expect(variant.navigation).toBe(!SPEC_NAV_HIDDEN.includes(path));
    expect(variant.rightBar).toBe(!SPEC_SIDE_HIDDEN.includes(path));
    expect(variant.footer).toBe(!SPEC_SIDE_HIDDEN.includes(path));
    expect(variant.minimalTopBar).toBe(path === '/write');
  });

  it('shows the full shell on the ordinary screens', () => {
    expect(layoutVariant('/paperList')).toEqual({
      navigation: true,
      minimalTopBar: false,
      rightBar: true,
      footer: true,
      light: false,
    });
    expect(layoutVariant('/analysis/grade').navigation).toBe(true);
  });

  it('draws only the sign-in page without antd', () => {
    expect(layoutVariant('/login').light).toBe(true);
    expect(layoutVariant('/LOGIN?redirect=%2Fscan').light).toBe(true);
    for (const path of ['/', '/404', '/paperList', '/invite', '/write']) {
      expect(layoutVariant(path).light, path).toBe(false);
    }
  });

  it('matches case-insensitively and ignores the query', () => {
    expect(layoutVariant('/printbarcode').navigation).toBe(false);
    expect(layoutVariant('/team/details?type=grade').rightBar).toBe(false);
    expect(layoutVariant('/WRITE/').minimalTopBar).toBe(true);
  });
});
