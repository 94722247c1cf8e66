import { describe, expect, it } from 'vitest';
import { routePatterns } from './route-patterns';
import { routes } from './router';

describe('routePatterns', () => {
  it('lists every page of the route table with its full path, catch-alls left out', () => {
    const patterns = routePatterns(routes);
    expect(patterns).toEqual(
      expect.arrayContaining([
        '/',
        '/:lang',
        '/:lang/imprint',
        '/:lang/auth/sign-up/:role?',
        '/:lang/hospital/requests/:id',
        '/:lang/agency/jobs/:id',
        '/:lang/admin/dashboard',
      ]),
    );
    expect(patterns.some((pattern) => pattern.includes('*'))).toBe(false);
  });

  it('joins nested paths below pathless layouts', () => {
    expect(
      routePatterns([
        {
          path: '/:lang',
          children: [
            { children: [{ index: true }, { path: 'a/:id' }, { path: '*' }] },
            { path: 'b', children: [{ path: 'c' }] },
          ],
        },
      ]),
    ).toEqual(['/:lang', '/:lang/a/:id', '/:lang/b/c']);
  });
});
