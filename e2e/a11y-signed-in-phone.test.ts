import { describe, expect, it } from 'vitest';
import { auditRowsCoverEveryRoute, auditSignedInScreens } from './support/signed-in-audit';

// Every signed-in screen at a phone's 375 px (support/signed-in-audit.ts); 1280 px is its sibling file.

describe('every signed-in route has an audit row', () => {
  it('the rows cover each signed-in path the router declares, but for the listed exceptions', () => {
    expect(
      auditRowsCoverEveryRoute(),
      'signed-in routes without a row in e2e/support/a11y-routes.ts',
    ).toEqual([]);
  });
});

auditSignedInScreens({ width: 375, height: 740 });
