import { describe, expect, it } from 'vitest';
import { routePaths } from '../test/routePaths';
import { decideGuard } from './guard';
import { routes } from './routes';

const ALL = routePaths(routes);

describe('decideGuard (spec §2 navigation guard)', () => {
  it('knows the whole route table', () => {
    expect(ALL).toContain('/paperlist');
    expect(ALL).toContain('/analysis/grade');
    expect(ALL).toContain('/cloudResources/paperSetting');
    expect(ALL.length).toBeGreaterThan(50);
  });

  it('always allows /bookPreview, signed in or not', () => {
    expect(decideGuard('/bookPreview', false)).toEqual({ kind: 'allow' });
    expect(decideGuard('/bookPreview', true)).toEqual({ kind: 'allow' });
    expect(decideGuard('/bookpreview', false)).toEqual({ kind: 'allow' });
  });

  it('sends a signed-in user on / or /404 to /paperList', () => {
    for (const path of ['/', '/404', '/404/']) {
      expect(decideGuard(path, true)).toEqual({ kind: 'redirect', to: '/paperList' });
    }
  });

  it.each(ALL.filter((p) => !['/', '/404'].includes(p)))('lets a signed-in user open %s', (path) => {
    expect(decideGuard(path, true)).toEqual({ kind: 'allow' });
  });

  it('lets a signed-out visitor open only /, /404 (and /login, where they are sent)', () => {
    expect(decideGuard('/', false)).toEqual({ kind: 'allow' });
    expect(decideGuard('/404', false)).toEqual({ kind: 'allow' });
    expect(decideGuard('/login', false)).toEqual({ kind: 'allow' });
  });

  it.each(ALL.filter((p) => !['/', '/404', '/login', '/bookPreview'].includes(p)))(
    'sends a signed-out visitor on %s to /login',
    (path) => {
      expect(decideGuard(path, false)).toEqual({ kind: 'redirect', to: '/login' });
    },
  );

  it('ignores case, query and trailing slash', () => {
    expect(decideGuard('/PaperList?x=1', false)).toEqual({ kind: 'redirect', to: '/login' });
    expect(decideGuard('/404?from=x', true)).toEqual({ kind: 'redirect', to: '/paperList' });
  });
});
