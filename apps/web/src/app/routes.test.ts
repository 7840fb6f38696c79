import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CATCH_ALL_ID } from './catchAll';
import { routes } from './routes';

const leafOf = (path: string) => matchRoutes(routes, path)?.at(-1)?.route;

describe('route table', () => {
  it('matches /paperList and /paperlist to the same screen (paths are case-insensitive)', () => {
    const lower = leafOf('/paperlist');
    expect(lower?.path).toBe('/paperlist');
    expect(leafOf('/paperList')).toBe(lower);
    expect(leafOf('/PAPERLIST')).toBe(lower);
  });

  it('sends unknown paths to the catch-all', () => {
    expect(leafOf('/no-such-page')?.id).toBe(CATCH_ALL_ID);
    expect(leafOf('/analysis/unknown')?.id).toBe(CATCH_ALL_ID);
  });

  it.each([
    ['/analysis', '/analysis/grade'],
    ['/assistant', '/assistant/analysis'],
    ['/rehearse', '/rehearse/SelectQuestionPaper'],
    ['/cloudResources', '/cloudResources/personPaper'],
  ])('redirects %s to %s', (from, to) => {
    const leaf = leafOf(from);
    expect(leaf?.index).toBe(true);
    const element = leaf?.element as { props: { to: string; replace: boolean } };
    expect(element.props).toMatchObject({ to, replace: true });
  });
});
