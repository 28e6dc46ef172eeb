import { NOTIFICATION_PAGES } from '@rootshare/contracts/push-constants';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { router } from './router';

const RECORD_ID = '3f1c2a9e-5b7d-4c1e-9a2b-6d8e0f4a7c31';
const pages = Object.entries(NOTIFICATION_PAGES).map(([name, page]) => ({
  name,
  path: typeof page === 'function' ? page(RECORD_ID) : page,
  ofRecord: typeof page === 'function',
}));

/** The route the app's router serves a path with, and what it reads from it. */
function served(path: string) {
  const url = new URL(path, 'https://rootshare.test');
  const leaf = (matchRoutes(router.routes, url.pathname) ?? []).at(-1);
  return {
    route: leaf?.route.path ?? (leaf?.route.index ? '(index)' : undefined),
    values: [...Object.values(leaf?.params ?? {}), ...url.searchParams.values()],
  };
}

describe('the pages notifications open', () => {
  it.each(pages)('serves $name ($path) with a page of the app, not the not-found page', ({ path, ofRecord }) => {
    const { route, values } = served(path);
    expect(route).toBeDefined();
    expect(route).not.toBe('*');
    // A page about one record finds it in the address: a route parameter or the query.
    if (ofRecord) expect(values).toContain(RECORD_ID);
  });

  it('tells an unknown path apart, so the check above can fail', () => {
    expect(served('/no-such-page').route).toBe('*');
  });
});
